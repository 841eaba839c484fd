import { describe, expect, it } from 'vitest';
import { mulberry32 } from './mulberry32';
import { randomBelow, shuffle } from './shuffle';

describe('shuffle', () => {
  it('one seed always gives one order', () => {
    const items = Array.from({ length: 20 }, (_, i) => i);
    expect(shuffle(items, 7)).toEqual(shuffle(items, 7));
    expect(shuffle(items, 7)).not.toEqual(shuffle(items, 8));
  });

  it('answers a permutation and leaves the input alone', () => {
    const items = ['a', 'b', 'c', 'd', 'e'];
    const out = shuffle(items, 123);
    expect([...out].sort()).toEqual(items);
    expect(items).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('gives every order of three items about equally often over many seeds', () => {
    const counts = new Map<string, number>();
    const runs = 6000;
    for (let seed = 0; seed < runs; seed++) {
      const key = shuffle([1, 2, 3], seed).join('');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(6);
    for (const n of counts.values()) expect(Math.abs(n - runs / 6)).toBeLessThan(runs / 6 / 5);
  });

  it('handles empty and single lists', () => {
    expect(shuffle([], 1)).toEqual([]);
    expect(shuffle(['x'], 1)).toEqual(['x']);
  });
});

describe('randomBelow', () => {
  it('stays below the bound', () => {
    const next = mulberry32(99);
    for (let i = 0; i < 1000; i++) {
      const n = randomBelow(next, 7);
      expect(n).toBeGreaterThanOrEqual(0);
      expect(n).toBeLessThan(7);
    }
  });

  it('throws away draws that would favour low numbers', () => {
    const draws = [0xffff_ffff, 5];
    const next = () => draws.shift() ?? 0;
    // 2^32 - 1 lies in the incomplete last block for bound 3 and must be rejected.
    expect(randomBelow(next, 3)).toBe(2);
  });

  it.each([0, -1, 1.5])('refuses the bound %s', (bound) => {
    expect(() => randomBelow(mulberry32(1), bound)).toThrow(RangeError);
  });
});

describe('mulberry32', () => {
  it('answers unsigned 32-bit integers reproducibly', () => {
    const a = mulberry32(1);
    const b = mulberry32(1);
    for (let i = 0; i < 5; i++) {
      const x = a();
      expect(x).toBe(b());
      expect(Number.isInteger(x) && x >= 0 && x < 2 ** 32).toBe(true);
    }
  });
});
