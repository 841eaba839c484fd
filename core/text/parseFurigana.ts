/** A piece of a Japanese prompt: plain text, or a base with its reading shown above it. */
export type FuriganaPart = { text: string } | { base: string; reading: string };

// A reading is kana only (hiragana, katakana, the long-vowel mark, spaces) inside full-width brackets.
const READING = /（([\u3041-\u309f\u30a0-\u30ff\u30fc\u3000 ]+)）/g;
// Characters that may carry a reading: kanji, the iteration mark, and digits or letters written with them ("1月").
const BASE_CHAR = /[\u4e00-\u9fff\u3005\u3006\u30f6\uff10-\uff19\uff21-\uff3a\uff41-\uff5a0-9A-Za-z]/;
const KANJI = /[\u4e00-\u9fff\u3005\u3006\u30f6]/;

/**
 * Splits a prompt written as 「1月（いちがつ）」 into ruby parts: the run of kanji (with digits or letters
 * attached, like "1月") right before a bracketed kana reading becomes a base, the reading its furigana.
 * Brackets that do not follow kanji, or that hold anything but kana, stay as plain text.
 */
export function parseFurigana(ja: string): FuriganaPart[] {
  const parts: FuriganaPart[] = [];
  let cursor = 0;
  for (const match of ja.matchAll(READING)) {
    const at = match.index ?? 0;
    let baseStart = at;
    while (baseStart > cursor && BASE_CHAR.test(ja[baseStart - 1] ?? '')) baseStart--;
    const base = ja.slice(baseStart, at);
    if (!KANJI.test(base)) continue;
    if (baseStart > cursor) parts.push({ text: ja.slice(cursor, baseStart) });
    parts.push({ base, reading: (match[1] ?? '').trim() });
    cursor = at + match[0].length;
  }
  if (cursor < ja.length) parts.push({ text: ja.slice(cursor) });
  return parts;
}

/** The prompt as it reads aloud: every base replaced by its reading, for announcements. */
export function furiganaToReading(ja: string): string {
  return parseFurigana(ja)
    .map((p) => ('reading' in p ? p.reading : p.text))
    .join('');
}

/** The prompt without its readings ("1月（いちがつ）" → "1月"). */
export function furiganaToBase(ja: string): string {
  return parseFurigana(ja)
    .map((p) => ('base' in p ? p.base : p.text))
    .join('');
}
