import { describe, expect, it } from 'vitest';
import { normalizeChar, normalizeText } from './normalizeChar';

describe('normalizeChar', () => {
  it.each([
    ['Ａ', 'A'],
    ['ｚ', 'z'],
    ['０', '0'],
    ['？', '?'],
    ['！', '!'],
    ['～', '~'],
    ['\u3000', ' '],
  ])('turns full-width %s into half-width %s', (wide, narrow) => {
    expect(normalizeChar(wide)).toEqual({ kind: 'ascii', char: narrow, wasFullWidth: true });
  });

  it.each([
    ['\u2019', "'"],
    ['\u2018', "'"],
    ['\u201C', '"'],
    ['\u201D', '"'],
    ['\u2010', '-'],
  ])('counts the typographic %s a system keyboard inserts as %s, without the IME banner', (smart, plain) => {
    expect(normalizeChar(smart)).toEqual({ kind: 'ascii', char: plain, wasFullWidth: false });
  });

  it('keeps half-width ASCII as it is', () => {
    expect(normalizeChar('a')).toEqual({ kind: 'ascii', char: 'a', wasFullWidth: false });
    expect(normalizeChar(' ')).toEqual({ kind: 'ascii', char: ' ', wasFullWidth: false });
  });

  it('reads the typographic apostrophes an IME may send as the apostrophe of "don\'t"', () => {
    expect(normalizeChar('\u2019')).toEqual({ kind: 'ascii', char: "'", wasFullWidth: false });
    expect(normalizeChar('\u2018')).toEqual({ kind: 'ascii', char: "'", wasFullWidth: false });
  });

  it('marks kana and kanji as foreign, never as a letter', () => {
    expect(normalizeChar('あ').kind).toBe('foreign');
    expect(normalizeChar('漢').kind).toBe('foreign');
    expect(normalizeChar('ー').kind).toBe('foreign');
  });

  it('splits text by code point', () => {
    expect(normalizeText('Ｈｉ あ').map((c) => c.char)).toEqual(['H', 'i', ' ', 'あ']);
  });
});
