import { describe, expect, it } from 'vitest';
import { furiganaToBase, furiganaToReading, parseFurigana } from './parseFurigana';

describe('parseFurigana', () => {
  it('puts the bracketed reading over the kanji before it, digits included', () => {
    expect(parseFurigana('1月（いちがつ）')).toEqual([{ base: '1月', reading: 'いちがつ' }]);
  });

  it('keeps the kana around a kanji word as plain text', () => {
    expect(parseFurigana('あかい 花（はな）だよ')).toEqual([
      { text: 'あかい ' },
      { base: '花', reading: 'はな' },
      { text: 'だよ' },
    ]);
  });

  it('handles several readings in one prompt', () => {
    expect(parseFurigana('月曜日（げつようび）と 火曜日（かようび）')).toEqual([
      { base: '月曜日', reading: 'げつようび' },
      { text: 'と ' },
      { base: '火曜日', reading: 'かようび' },
    ]);
  });

  it('leaves brackets alone when they follow kana or hold something other than a reading', () => {
    expect(parseFurigana('りんご（くだもの）')).toEqual([{ text: 'りんご（くだもの）' }]);
    expect(parseFurigana('犬（dog）')).toEqual([{ text: '犬（dog）' }]);
    expect(parseFurigana('ねこ')).toEqual([{ text: 'ねこ' }]);
  });

  it('gives the spoken and the written forms of a prompt', () => {
    expect(furiganaToReading('1月（いちがつ）です')).toBe('いちがつです');
    expect(furiganaToBase('1月（いちがつ）です')).toBe('1月です');
  });
});
