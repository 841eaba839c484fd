/**
 * Names and classes as pupils and school systems write them differ in width, spacing and case
 * (「３年２組」 and 「3年2組」, 「山田　太郎」 and 「山田太郎」), so they are compared in one form.
 */

/** A name or class as compared: full-width letters and digits made half-width, no spaces, lower case. */
export const comparableText = (text: string): string =>
  text.normalize('NFKC').replace(/\s+/g, '').toLowerCase();

/** Katakana as hiragana (「ハナコ」 → 「はなこ」); the long-vowel mark and other characters stay. */
export const hiraganaOf = (text: string): string =>
  text.replace(/[\u30a1-\u30f6]/g, (kana) => String.fromCharCode(kana.charCodeAt(0) - 0x60));

/**
 * A person's name as compared: {@link comparableText}, with katakana read as hiragana, so a name
 * typed in hiragana meets the same reading in a list's katakana ふりがな column (half-width
 * katakana are made full-width first).
 */
export const comparableName = (text: string): string => hiraganaOf(comparableText(text));
