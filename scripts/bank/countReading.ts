import { type NumberReading, readNumber } from './numberReading';

/**
 * How a counter sounds after a number. `base` is its plain reading (はい for 杯); `after` gives the
 * reading of a last part and the counter together where the sound changes (杯: 1 いっぱい, 3 さんばい,
 * 10 じゅっぱい, 100 ひゃっぱい, 1000 せんばい); a key 1–9 is a last digit, 10/100/1000/10000 a round
 * ten, hundred, thousand or まん whatever multiplies it (300杯 さんびゃっぱい follows 100's ひゃっぱい).
 * `whole` reads a whole number with the counter as its own word (1人 ひとり, 2日 ふつか, 20歳 はたち).
 */
export interface Counter {
  base: string;
  after?: Readonly<Partial<Record<number, string>>>;
  whole?: Readonly<Partial<Record<number, string>>>;
}

// 十 before a counter that doubles its first sound is じゅっ (じゅっさい, じゅっぽん): the 常用漢字表
// (2010) gives 十 the sound ジッ "also ジュッ", and じゅっ is what pupils say and most schoolbooks now print.
const GEMINATE_K = (k: string): Partial<Record<number, string>> => ({
  1: `いっ${k}`,
  6: `ろっ${k}`,
  8: `はっ${k}`,
  10: `じゅっ${k}`,
  100: `ひゃっ${k}`,
});

/** h-row counters: 1, 6, 8, 10, 100 double into p; 3, 1000 and まん voice into b (本, 杯, 匹). */
function hRow(base: string): Counter {
  const p = `ぱぴぷぺぽ`['はひふへほ'.indexOf(base[0] ?? '')] + base.slice(1);
  const b = `ばびぶべぼ`['はひふへほ'.indexOf(base[0] ?? '')] + base.slice(1);
  return {
    base,
    after: {
      1: `いっ${p}`,
      3: `さん${b}`,
      6: `ろっ${p}`,
      8: `はっ${p}`,
      10: `じゅっ${p}`,
      100: `ひゃっ${p}`,
      1000: `せん${b}`,
      10000: `まん${b}`,
    },
  };
}

const DAYS: Partial<Record<number, string>> = {
  1: 'ついたち',
  2: 'ふつか',
  3: 'みっか',
  4: 'よっか',
  5: 'いつか',
  6: 'むいか',
  7: 'なのか',
  8: 'ようか',
  9: 'ここのか',
  10: 'とおか',
  20: 'はつか',
};
// 14日 じゅうよっか, 24日 にじゅうよっか; 17 and 19 keep the old sounds しち and く.
const DAY_AFTER = { 4: 'よっか', 7: 'しちにち', 9: 'くにち' };
// 100歳 is ひゃくさい: only 1, 8 and 10 double before さい.
const AGE = { 1: 'いっさい', 8: 'はっさい', 10: 'じゅっさい' };
const HOURS = { 4: 'よじ', 7: 'しちじ', 9: 'くじ' };

/** The counters the bank writes after numbers, by their spelling. */
export const COUNTERS: Readonly<Record<string, Counter>> = {
  歳: { base: 'さい', after: AGE, whole: { 20: 'はたち' } },
  才: { base: 'さい', after: AGE, whole: { 20: 'はたち' } },
  杯: hRow('はい'),
  本: hRow('ほん'),
  匹: hRow('ひき'),
  // 分 turns p after 3 and 4 too: さんぷん, よんぷん.
  分: {
    base: 'ふん',
    after: { ...hRow('ふん').after, 3: 'さんぷん', 4: 'よんぷん', 1000: 'せんぷん', 10000: 'まんぷん' },
  },
  // A fraction, which the analyser reads as one word with its の: 4分の1 よんぶんのいち, 10分の1
  // じゅうぶんのいち (no sound change).
  分の: { base: 'ぶんの' },
  分間: { base: 'ふんかん', after: { ...hRow('ふんかん').after, 3: 'さんぷんかん', 4: 'よんぷんかん' } },
  歩: { base: 'ほ', after: { ...hRow('ほ').after, 3: 'さんぽ', 1000: 'せんぽ' } },
  泊: { base: 'はく', after: { ...hRow('はく').after, 3: 'さんぱく' } },
  回: { base: 'かい', after: GEMINATE_K('かい') },
  回目: { base: 'かいめ', after: GEMINATE_K('かいめ') },
  階: { base: 'かい', after: { ...GEMINATE_K('かい'), 3: 'さんがい' } },
  個: { base: 'こ', after: GEMINATE_K('こ') },
  か月: { base: 'かげつ', after: GEMINATE_K('かげつ') },
  ヶ月: { base: 'かげつ', after: GEMINATE_K('かげつ') },
  カ月: { base: 'かげつ', after: GEMINATE_K('かげつ') },
  曲: { base: 'きょく', after: GEMINATE_K('きょく') },
  軒: { base: 'けん', after: { ...GEMINATE_K('けん'), 3: 'さんげん' } },
  冊: { base: 'さつ', after: { 1: 'いっさつ', 8: 'はっさつ', 10: 'じゅっさつ' } },
  週: { base: 'しゅう', after: { 1: 'いっしゅう', 8: 'はっしゅう', 10: 'じゅっしゅう' } },
  週間: { base: 'しゅうかん', after: { 1: 'いっしゅうかん', 8: 'はっしゅうかん', 10: 'じゅっしゅうかん' } },
  足: { base: 'そく', after: { 1: 'いっそく', 3: 'さんぞく', 8: 'はっそく', 10: 'じゅっそく' } },
  点: { base: 'てん', after: { 1: 'いってん', 8: 'はってん', 10: 'じゅってん' } },
  頭: { base: 'とう', after: { 1: 'いっとう', 8: 'はっとう', 10: 'じゅっとう' } },
  着: { base: 'ちゃく', after: { 1: 'いっちゃく', 8: 'はっちゃく', 10: 'じゅっちゃく' } },
  人: { base: 'にん', after: { 4: 'よにん' }, whole: { 1: 'ひとり', 2: 'ふたり' } },
  人目: { base: 'にんめ', after: { 4: 'よにんめ' }, whole: { 1: 'ひとりめ', 2: 'ふたりめ' } },
  年: { base: 'ねん', after: { 4: 'よねん' } },
  年間: { base: 'ねんかん', after: { 4: 'よねんかん' } },
  年生: { base: 'ねんせい', after: { 4: 'よねんせい' } },
  年前: { base: 'ねんまえ', after: { 4: 'よねんまえ' } },
  年後: { base: 'ねんご', after: { 4: 'よねんご' } },
  月: { base: 'がつ', after: { 4: 'しがつ', 7: 'しちがつ', 9: 'くがつ' } },
  日: { base: 'にち', after: DAY_AFTER, whole: DAYS },
  日間: { base: 'にちかん', after: { 4: 'よっかかん' }, whole: { ...mapDays('かかん'), 1: 'いちにちかん' } },
  日目: { base: 'にちめ', after: { 4: 'よっかめ' }, whole: { ...mapDays('かめ'), 1: 'いちにちめ' } },
  // After a number 日中 is "all day long": 1日中 いちにちじゅう.
  日中: {
    base: 'にちじゅう',
    after: { 4: 'よっかじゅう' },
    whole: { ...mapDays('かじゅう'), 1: 'いちにちじゅう' },
  },
  時: { base: 'じ', after: HOURS },
  時半: { base: 'じはん', after: { 4: 'よじはん', 7: 'しちじはん', 9: 'くじはん' } },
  時間: { base: 'じかん', after: { 4: 'よじかん', 9: 'くじかん' } },
  秒: { base: 'びょう' },
  円: { base: 'えん', after: { 4: 'よえん' } },
  枚: { base: 'まい' },
  台: { base: 'だい' },
  度: { base: 'ど' },
  番: { base: 'ばん' },
  番目: { base: 'ばんめ' },
  倍: { base: 'ばい' },
  号: { base: 'ごう' },
  位: { base: 'い' },
  組: { base: 'くみ' },
  羽: { base: 'わ', after: { 3: 'さんば' } },
  晩: { base: 'ばん', whole: { 1: 'ひとばん', 2: 'ふたばん' } },
};

/** The day readings with the か of ふつか … replaced by `tail` (ふつかかん, ふつかめ), 2 to 10 and 20. */
function mapDays(tail: string): Partial<Record<number, string>> {
  const out: Partial<Record<number, string>> = {};
  for (const [n, reading] of Object.entries(DAYS)) {
    if (n !== '1' && reading) out[Number(n)] = reading.replace(/か$/, tail);
  }
  return out;
}

/** The canonical sound of a round unit, which a counter's `after` entry starts with. */
const UNIT_SOUND: Readonly<Record<number, string>> = {
  10: 'じゅう',
  100: 'ひゃく',
  1000: 'せん',
  10000: 'まん',
};

/** The last part of `reading` and the counter read together. */
function lastWithCounter(reading: NumberReading, counter: Counter): string {
  const { last, unit, digit } = reading;
  if (unit === 1) return counter.after?.[digit] ?? last + counter.base;
  if (unit === 'large') return last + counter.base;
  const changed = counter.after?.[unit];
  if (changed === undefined) return last + counter.base;
  // The last part is the unit's sound with its multiplier's changes (さんびゃく, さんぜん, にまん): keep
  // them and take the counter's change from where it departs from the plain unit (ひゃっぱい → っぱい).
  const sound = UNIT_SOUND[unit] ?? '';
  let same = 0;
  while (same < sound.length && same < changed.length && sound[same] === changed[same]) same++;
  return last.slice(0, last.length - (sound.length - same)) + changed.slice(same);
}

/**
 * Reads a number with the counter after it: 10歳 じゅっさい, 1杯 いっぱい, 300年間 さんびゃくねんかん,
 * 24日 にじゅうよっか. Undefined when `counter` is not one of {@link COUNTERS}.
 */
export function countReading(value: number, counter: string): string | undefined {
  const spec = COUNTERS[counter];
  if (spec === undefined) return undefined;
  const whole = spec.whole?.[value];
  if (whole !== undefined) return whole;
  const reading = readNumber(value);
  return reading.head + lastWithCounter(reading, spec);
}

/**
 * Reads 何 with a counter: it sounds like 3's なん before it (何本 なんぼん, 何分 なんぷん, 何階 なんがい),
 * but never takes a whole-number word (何日 なんにち). Undefined for an unknown counter.
 */
export function questionCountReading(counter: string): string | undefined {
  const spec = COUNTERS[counter];
  if (spec === undefined) return undefined;
  const three = spec.after?.[3];
  return three?.startsWith('さん') ? `なん${three.slice(2)}` : `なん${spec.base}`;
}
