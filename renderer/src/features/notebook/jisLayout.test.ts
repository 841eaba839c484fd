import { describe, expect, it } from 'vitest';
import { JIS_KEYS, JIS_SIZE, keyForChar } from './jisLayout';

describe('the JIS keyboard picture', () => {
  it('finds the key of every letter in either case', () => {
    for (const c of 'abcdefghijklmnopqrstuvwxyz') {
      expect(keyForChar(c)?.label).toBe(c.toUpperCase());
      expect(keyForChar(c.toUpperCase())).toBe(keyForChar(c));
    }
  });

  it('puts the JIS symbols where a Japanese keyboard has them', () => {
    expect(keyForChar('"')?.label).toBe('2');
    expect(keyForChar("'")?.label).toBe('7');
    expect(keyForChar('@')?.label).toBe('@');
    expect(keyForChar('+')?.label).toBe(';');
    expect(keyForChar('*')?.label).toBe(':');
    expect(keyForChar('?')?.label).toBe('/');
    expect(keyForChar('_')?.label).toBe('ろ');
    expect(keyForChar(' ')?.id).toBe('k-space');
    expect(keyForChar('あ')).toBeUndefined();
  });

  it('types every printable ASCII character an answer may contain', () => {
    for (let code = 32; code < 127; code++) {
      expect(keyForChar(String.fromCharCode(code)), String.fromCharCode(code)).toBeDefined();
    }
  });

  it('keeps keys inside the picture without overlaps in a row', () => {
    for (const k of JIS_KEYS) {
      expect(k.x + k.w).toBeLessThanOrEqual(JIS_SIZE.width);
      expect(k.y).toBeLessThan(JIS_SIZE.height);
    }
    const ids = new Set(JIS_KEYS.map((k) => k.id));
    expect(ids.size).toBe(JIS_KEYS.length);
    for (const a of JIS_KEYS) {
      for (const b of JIS_KEYS) {
        if (a === b || a.y !== b.y) continue;
        expect(a.x + a.w <= b.x || b.x + b.w <= a.x, `${a.id} overlaps ${b.id}`).toBe(true);
      }
    }
  });
});
