import { describe, expect, it } from 'vitest';
import { areNeighbourKeys } from './keyNeighbours';

describe('areNeighbourKeys', () => {
  it('knows the keys beside and the keys touching above and below', () => {
    for (const k of ['f', 'h', 't', 'y', 'v', 'b']) expect(areNeighbourKeys('g', k)).toBe(true);
    expect(areNeighbourKeys('q', 'w')).toBe(true);
    expect(areNeighbourKeys('a', 'q')).toBe(true);
    expect(areNeighbourKeys('z', 'a')).toBe(true);
  });

  it('is symmetric and ignores case', () => {
    const keys = 'qwertyuiopasdfghjklzxcvbnm'.split('');
    for (const a of keys) for (const b of keys) expect(areNeighbourKeys(a, b)).toBe(areNeighbourKeys(b, a));
    expect(areNeighbourKeys('G', 'h')).toBe(true);
  });

  it('does not count keys far apart, the key itself, or keys not on the letter rows', () => {
    expect(areNeighbourKeys('g', 'g')).toBe(false);
    expect(areNeighbourKeys('g', 'j')).toBe(false);
    expect(areNeighbourKeys('g', 'r')).toBe(false);
    expect(areNeighbourKeys('q', 'p')).toBe(false);
    expect(areNeighbourKeys('a', ' ')).toBe(false);
  });
});
