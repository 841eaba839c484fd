import { describe, expect, it } from 'vitest';
import { numberReading, parseNumber, readNumber } from './numberReading';

describe('reading whole numbers', () => {
  it('reads numbers as whole words, not digit by digit', () => {
    const table: [number, string][] = [
      [0, 'ぜろ'],
      [1, 'いち'],
      [4, 'よん'],
      [7, 'なな'],
      [9, 'きゅう'],
      [10, 'じゅう'],
      [15, 'じゅうご'],
      [20, 'にじゅう'],
      [24, 'にじゅうよん'],
      [100, 'ひゃく'],
      [300, 'さんびゃく'],
      [600, 'ろっぴゃく'],
      [800, 'はっぴゃく'],
      [1000, 'せん'],
      [1500, 'せんごひゃく'],
      [3000, 'さんぜん'],
      [8000, 'はっせん'],
      [2026, 'にせんにじゅうろく'],
      [10000, 'いちまん'],
      [100000, 'じゅうまん'],
      [10000000, 'いっせんまん'],
      [12345678, 'せんにひゃくさんじゅうよんまんごせんろっぴゃくななじゅうはち'],
      [100000000, 'いちおく'],
      [1000000000000, 'いっちょう'],
    ];
    for (const [value, reading] of table) expect(numberReading(value), String(value)).toBe(reading);
  });

  it('splits off the last spoken part, which a counter may change', () => {
    expect(readNumber(24)).toMatchObject({ head: 'にじゅう', last: 'よん', unit: 1, digit: 4 });
    expect(readNumber(300)).toMatchObject({ head: '', last: 'さんびゃく', unit: 100, digit: 3 });
    expect(readNumber(20000)).toMatchObject({ head: 'に', last: 'まん', unit: 10000 });
    expect(readNumber(110)).toMatchObject({ head: 'ひゃく', last: 'じゅう', unit: 10, digit: 1 });
  });

  it('refuses numbers it cannot read rather than reading them wrong', () => {
    expect(() => readNumber(-1)).toThrow(RangeError);
    expect(() => readNumber(1.5)).toThrow(RangeError);
  });
});

describe('parsing numbers as the bank writes them', () => {
  it('reads digits, full-width digits and thousands commas', () => {
    expect(parseNumber('10')).toBe(10);
    expect(parseNumber('１５')).toBe(15);
    expect(parseNumber('1,000')).toBe(1000);
    expect(parseNumber('１，０００')).toBe(1000);
  });

  it('reads kanji numerals, kanji digits and digits before 万', () => {
    expect(parseNumber('二十四')).toBe(24);
    expect(parseNumber('三百')).toBe(300);
    expect(parseNumber('千五百')).toBe(1500);
    expect(parseNumber('一万')).toBe(10000);
    expect(parseNumber('十万')).toBe(100000);
    expect(parseNumber('二〇二六')).toBe(2026);
    expect(parseNumber('10万')).toBe(100000);
    expect(parseNumber('三億五千万')).toBe(350000000);
  });

  it('answers nothing for what is not a whole number', () => {
    expect(parseNumber('1.5')).toBeUndefined();
    expect(parseNumber('何')).toBeUndefined();
    expect(parseNumber('')).toBeUndefined();
    expect(parseNumber('百十百')).toBeUndefined();
  });
});
