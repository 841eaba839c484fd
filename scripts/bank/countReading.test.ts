import { describe, expect, it } from 'vitest';
import { COUNTERS, countReading, questionCountReading } from './countReading';

/** Each counter with numbers whose reading changes, as schools teach them. */
const TABLE: Record<string, [number, string][]> = {
  歳: [
    [1, 'いっさい'],
    [3, 'さんさい'],
    [8, 'はっさい'],
    [10, 'じゅっさい'],
    [11, 'じゅういっさい'],
    [15, 'じゅうごさい'],
    [20, 'はたち'],
    [30, 'さんじゅっさい'],
    [100, 'ひゃくさい'],
  ],
  杯: [
    [1, 'いっぱい'],
    [2, 'にはい'],
    [3, 'さんばい'],
    [4, 'よんはい'],
    [6, 'ろっぱい'],
    [8, 'はっぱい'],
    [10, 'じゅっぱい'],
    [100, 'ひゃっぱい'],
    [300, 'さんびゃっぱい'],
    [1000, 'せんばい'],
  ],
  本: [
    [1, 'いっぽん'],
    [2, 'にほん'],
    [3, 'さんぼん'],
    [6, 'ろっぽん'],
    [8, 'はっぽん'],
    [10, 'じゅっぽん'],
    [20, 'にじゅっぽん'],
    [1000, 'せんぼん'],
    [3000, 'さんぜんぼん'],
    [10000, 'いちまんぼん'],
  ],
  匹: [
    [1, 'いっぴき'],
    [3, 'さんびき'],
    [5, 'ごひき'],
    [6, 'ろっぴき'],
    [8, 'はっぴき'],
    [10, 'じゅっぴき'],
  ],
  分: [
    [1, 'いっぷん'],
    [2, 'にふん'],
    [3, 'さんぷん'],
    [4, 'よんぷん'],
    [5, 'ごふん'],
    [6, 'ろっぷん'],
    [10, 'じゅっぷん'],
    [15, 'じゅうごふん'],
    [30, 'さんじゅっぷん'],
    [45, 'よんじゅうごふん'],
  ],
  回: [
    [1, 'いっかい'],
    [3, 'さんかい'],
    [6, 'ろっかい'],
    [8, 'はっかい'],
    [10, 'じゅっかい'],
    [100, 'ひゃっかい'],
  ],
  階: [
    [1, 'いっかい'],
    [3, 'さんがい'],
    [4, 'よんかい'],
  ],
  人: [
    [1, 'ひとり'],
    [2, 'ふたり'],
    [3, 'さんにん'],
    [4, 'よにん'],
    [11, 'じゅういちにん'],
    [14, 'じゅうよにん'],
    [1000, 'せんにん'],
  ],
  年間: [
    [1, 'いちねんかん'],
    [4, 'よねんかん'],
    [300, 'さんびゃくねんかん'],
  ],
  年: [
    [4, 'よねん'],
    [2026, 'にせんにじゅうろくねん'],
  ],
  月: [
    [1, 'いちがつ'],
    [4, 'しがつ'],
    [7, 'しちがつ'],
    [9, 'くがつ'],
    [10, 'じゅうがつ'],
    [12, 'じゅうにがつ'],
  ],
  日: [
    [1, 'ついたち'],
    [2, 'ふつか'],
    [3, 'みっか'],
    [4, 'よっか'],
    [5, 'いつか'],
    [6, 'むいか'],
    [7, 'なのか'],
    [8, 'ようか'],
    [9, 'ここのか'],
    [10, 'とおか'],
    [11, 'じゅういちにち'],
    [14, 'じゅうよっか'],
    [17, 'じゅうしちにち'],
    [19, 'じゅうくにち'],
    [20, 'はつか'],
    [24, 'にじゅうよっか'],
    [31, 'さんじゅういちにち'],
  ],
  日間: [
    [1, 'いちにちかん'],
    [3, 'みっかかん'],
    [14, 'じゅうよっかかん'],
  ],
  時: [
    [1, 'いちじ'],
    [4, 'よじ'],
    [7, 'しちじ'],
    [9, 'くじ'],
    [10, 'じゅうじ'],
  ],
  時間: [
    [1, 'いちじかん'],
    [4, 'よじかん'],
    [9, 'くじかん'],
  ],
  個: [
    [1, 'いっこ'],
    [6, 'ろっこ'],
    [8, 'はっこ'],
    [10, 'じゅっこ'],
  ],
  冊: [
    [1, 'いっさつ'],
    [3, 'さんさつ'],
    [8, 'はっさつ'],
    [10, 'じゅっさつ'],
  ],
  枚: [
    [1, 'いちまい'],
    [4, 'よんまい'],
    [100, 'ひゃくまい'],
  ],
  台: [
    [1, 'いちだい'],
    [4, 'よんだい'],
  ],
  度: [
    [1, 'いちど'],
    [3, 'さんど'],
  ],
  円: [
    [4, 'よえん'],
    [100, 'ひゃくえん'],
    [1500, 'せんごひゃくえん'],
    [10000, 'いちまんえん'],
  ],
  週間: [
    [1, 'いっしゅうかん'],
    [2, 'にしゅうかん'],
    [10, 'じゅっしゅうかん'],
  ],
  か月: [
    [1, 'いっかげつ'],
    [6, 'ろっかげつ'],
    [3, 'さんかげつ'],
  ],
  点: [
    [1, 'いってん'],
    [10, 'じゅってん'],
    [100, 'ひゃくてん'],
  ],
};

describe('numbers with counters', () => {
  for (const [counter, rows] of Object.entries(TABLE)) {
    it(`reads ${counter} with the sound changes schools teach`, () => {
      for (const [value, reading] of rows)
        expect(countReading(value, counter), `${value}${counter}`).toBe(reading);
    });
  }

  it('reads 何 before a counter as なん, with 3’s sound change', () => {
    expect(questionCountReading('本')).toBe('なんぼん');
    expect(questionCountReading('杯')).toBe('なんばい');
    expect(questionCountReading('分')).toBe('なんぷん');
    expect(questionCountReading('階')).toBe('なんがい');
    expect(questionCountReading('日')).toBe('なんにち');
    expect(questionCountReading('人')).toBe('なんにん');
    expect(questionCountReading('歳')).toBe('なんさい');
    expect(questionCountReading('月')).toBe('なんがつ');
  });

  it('answers nothing for a word that is not a counter', () => {
    expect(countReading(3, '犬')).toBeUndefined();
    expect(questionCountReading('犬')).toBeUndefined();
  });

  it('gives every counter a reading in hiragana for every number up to 10000', () => {
    for (const counter of Object.keys(COUNTERS)) {
      for (const n of [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 20, 99, 100, 101, 300, 1000, 3000, 10000]) {
        expect(countReading(n, counter), `${n}${counter}`).toMatch(/^[\u3041-\u3096]+$/);
      }
    }
  });
});
