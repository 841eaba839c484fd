const FULL_WIDTH_FIRST = 0xff01;
const FULL_WIDTH_LAST = 0xff5e;
const FULL_WIDTH_OFFSET = 0xfee0;
const IDEOGRAPHIC_SPACE = 0x3000;
// Typographic quotes an IME or a phone keyboard may send for the apostrophe of "don't".
const TYPOGRAPHIC_APOSTROPHES = new Set([0x2018, 0x2019]);

/** What one typed character means to the game after normalisation. */
export type NormalizedChar =
  | { kind: 'ascii'; char: string; wasFullWidth: boolean }
  | { kind: 'foreign'; char: string };

/**
 * Converts one typed character to half-width ASCII: full-width letters, digits and punctuation
 * (U+FF01–U+FF5E), the ideographic space and the typographic apostrophes ‘ ’ map to their ASCII twins; any other non-ASCII character
 * (kana, kanji) is `foreign`, which the game treats as "Japanese input is on", never as a wrong key.
 */
export function normalizeChar(raw: string): NormalizedChar {
  const code = raw.codePointAt(0) ?? 0;
  if (code >= 0x20 && code <= 0x7e) return { kind: 'ascii', char: raw, wasFullWidth: false };
  if (code >= FULL_WIDTH_FIRST && code <= FULL_WIDTH_LAST) {
    return { kind: 'ascii', char: String.fromCharCode(code - FULL_WIDTH_OFFSET), wasFullWidth: true };
  }
  if (code === IDEOGRAPHIC_SPACE) return { kind: 'ascii', char: ' ', wasFullWidth: true };
  if (TYPOGRAPHIC_APOSTROPHES.has(code)) return { kind: 'ascii', char: "'", wasFullWidth: false };
  return { kind: 'foreign', char: raw };
}

/** Splits a string of typed text into normalised characters (by code point, so emoji stay whole). */
export function normalizeText(text: string): NormalizedChar[] {
  return Array.from(text, normalizeChar);
}
