/**
 * Whole numbers read as Japanese reads them (10 じゅう, 15 じゅうご, 300 さんびゃく, 10000 いちまん),
 * kept in parts so that a counter can change the sound of the last one (see `countReading.ts`).
 */

const DIGITS = ['', 'いち', 'に', 'さん', 'よん', 'ご', 'ろく', 'なな', 'はち', 'きゅう'] as const;
// The sound changes inside a number: 300 さんびゃく, 600 ろっぴゃく, 3000 さんぜん, 8000 はっせん.
const HUNDREDS = [
  '',
  'ひゃく',
  'にひゃく',
  'さんびゃく',
  'よんひゃく',
  'ごひゃく',
  'ろっぴゃく',
  'ななひゃく',
  'はっぴゃく',
  'きゅうひゃく',
] as const;
const THOUSANDS = [
  '',
  'せん',
  'にせん',
  'さんぜん',
  'よんせん',
  'ごせん',
  'ろくせん',
  'ななせん',
  'はっせん',
  'きゅうせん',
] as const;
// Groups of four digits above the first; 1兆 is いっちょう.
const GROUPS = [
  { size: 1_0000_0000_0000, word: 'ちょう' },
  { size: 1_0000_0000, word: 'おく' },
  { size: 1_0000, word: 'まん' },
] as const;

/** The unit of a number's last spoken part: its last digit (1), or a round ten, hundred, thousand or more. */
export type LastUnit = 1 | 10 | 100 | 1000 | 10000 | 'large';

/**
 * A number's reading split before its last spoken part: 24 is にじゅう + よん (unit 1, digit 4), 300 is
 * '' + さんびゃく (unit 100, digit 3), 20000 is に + まん (unit 10000). A counter changes only the last part.
 */
export interface NumberReading {
  value: number;
  head: string;
  last: string;
  /** The unit of the last part. */
  unit: LastUnit;
  /** The digit that multiplies the last part's unit (1–9; 0 for zero, whose reading is ぜろ). */
  digit: number;
}

/** Reads 1–9999 as parts: the reading before the last part, and the last part. */
function partsBelow10000(n: number): {
  head: string;
  last: string;
  unit: 1 | 10 | 100 | 1000;
  digit: number;
} {
  const thousands = Math.floor(n / 1000);
  const hundreds = Math.floor(n / 100) % 10;
  const tens = Math.floor(n / 10) % 10;
  const ones = n % 10;
  const spoken = [
    { text: THOUSANDS[thousands] ?? '', unit: 1000 as const, digit: thousands },
    { text: HUNDREDS[hundreds] ?? '', unit: 100 as const, digit: hundreds },
    { text: tens === 0 ? '' : `${tens === 1 ? '' : DIGITS[tens]}じゅう`, unit: 10 as const, digit: tens },
    { text: DIGITS[ones] ?? '', unit: 1 as const, digit: ones },
  ].filter((part) => part.digit > 0);
  const last = spoken.pop();
  if (last === undefined) return { head: '', last: '', unit: 1, digit: 0 };
  return { head: spoken.map((p) => p.text).join(''), last: last.text, unit: last.unit, digit: last.digit };
}

/** Reads a group of four digits before まん/おく/ちょう: 1 before ちょう is いっ (いっちょう), 1000 いっせん. */
function groupReading(n: number, word: string): string {
  const { head, last, unit, digit } = partsBelow10000(n);
  if (unit === 1 && digit === 1 && word === 'ちょう') return `${head}いっ`;
  // A lone thousand before a group word is counted: 1000万 いっせんまん.
  if (unit === 1000 && digit === 1 && head === '') return 'いっせん';
  return head + last;
}

/**
 * Reads a whole number from 0 up to (not including) 10¹⁶ as parts (see {@link NumberReading}).
 * Throws on a negative, fractional or larger number: the bank writes none, and a wrong reading must not
 * pass unnoticed.
 */
export function readNumber(value: number): NumberReading {
  if (!Number.isSafeInteger(value) || value < 0 || value >= 1_0000_0000_0000_0000) {
    throw new RangeError(`cannot read ${value} as a whole number`);
  }
  if (value === 0) return { value, head: '', last: 'ぜろ', unit: 1, digit: 0 };
  let rest = value;
  let head = '';
  for (const { size, word } of GROUPS) {
    const group = Math.floor(rest / size);
    rest %= size;
    if (group === 0) continue;
    if (rest === 0) {
      // A round group ends the number: 20000 is に + まん, and a counter changes まん (まんぼん).
      const reading = groupReading(group, word);
      return word === 'まん'
        ? { value, head: head + reading, last: word, unit: 10000, digit: group % 10 }
        : { value, head: head + reading, last: word, unit: 'large', digit: group % 10 };
    }
    head += groupReading(group, word) + word;
  }
  const parts = partsBelow10000(rest);
  return { value, head: head + parts.head, last: parts.last, unit: parts.unit, digit: parts.digit };
}

/** The whole reading of a number: 15 じゅうご, 300 さんびゃく, 10000 いちまん. */
export function numberReading(value: number): string {
  const { head, last } = readNumber(value);
  return head + last;
}

const KANJI_DIGITS: Readonly<Record<string, number>> = {
  〇: 0,
  零: 0,
  一: 1,
  二: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
};
const KANJI_UNITS: Readonly<Record<string, number>> = { 十: 10, 百: 100, 千: 1000 };
const KANJI_GROUPS: Readonly<Record<string, number>> = { 万: 1_0000, 億: 1_0000_0000, 兆: 1_0000_0000_0000 };

/**
 * The value of a number as the bank writes it: digits (half- or full-width, with thousands commas), kanji
 * numerals (二十四, 三百, 千五百, 一万) or kanji digits (二〇二六), and digits before 万/億 (10万).
 * Undefined for anything else (a decimal point, a letter).
 */
export function parseNumber(written: string): number | undefined {
  const text = written
    .replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0))
    .replace(/[,，](?=\d{3})/g, '');
  if (text === '' || !/^[0-9〇零一二三四五六七八九十百千万億兆]+$/.test(text)) return undefined;
  let total = 0;
  let group = 0;
  let digits: number | null = null;
  let lastGroup = Number.POSITIVE_INFINITY;
  let lastUnit = Number.POSITIVE_INFINITY;
  for (const ch of text) {
    if (/[0-9]/.test(ch) || KANJI_DIGITS[ch] !== undefined) {
      digits = (digits ?? 0) * 10 + (/[0-9]/.test(ch) ? Number(ch) : (KANJI_DIGITS[ch] ?? 0));
    } else if (KANJI_UNITS[ch] !== undefined) {
      const unit = KANJI_UNITS[ch];
      if (unit >= lastUnit) return undefined;
      lastUnit = unit;
      group += (digits ?? 1) * unit;
      digits = null;
    } else {
      const size = KANJI_GROUPS[ch] ?? 0;
      if (size >= lastGroup || (digits === null && group === 0)) return undefined;
      lastGroup = size;
      total += (group + (digits ?? 0)) * size;
      group = 0;
      digits = null;
      lastUnit = Number.POSITIVE_INFINITY;
    }
  }
  const value = total + group + (digits ?? 0);
  return Number.isSafeInteger(value) ? value : undefined;
}
