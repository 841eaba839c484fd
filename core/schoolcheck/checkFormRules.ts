import type { Band, BankEntry } from '../bank/bankEntry';

import { CHECK_FORM_IDS } from '../contract/schoolCheck';

export { CHECK_FORM_IDS };
/** One form of a year's check. */
export type CheckFormId = (typeof CHECK_FORM_IDS)[number];

/** Words asked from memory in one form: about three minutes for a pupil of the year. */
export const RECALL_WORDS = 20;
/** Words copied with the answer shown in one form's keying part: about a minute and a half. */
export const KEYING_WORDS = 8;
/** Shortest and longest keying word (letters): familiar words, long enough to show a speed. */
export const KEYING_LETTERS = { min: 3, max: 7 } as const;
/** The seed the frozen forms were dealt with; a new seed makes new forms (and a new file). */
export const CHECK_FORMS_SEED = 2027;
/**
 * Most the mean difficulty (letters per word) of two forms of one year may differ: a pupil's score
 * on one form then predicts the other within about one word of twenty.
 */
export const FORM_DIFFICULTY_TOLERANCE = 0.3;

/**
 * The parts of speech a form balances across; the rest (pronouns, numbers, prepositions, …) share
 * one group so that each group is large enough to deal equal shares to every form.
 */
export const CHECK_POS_GROUPS = ['noun', 'verb', 'adjective'] as const;

/** The part-of-speech group of an entry: its own for nouns, verbs and adjectives, else `other`. */
export function posGroupOf(entry: BankEntry): string {
  return (CHECK_POS_GROUPS as readonly string[]).includes(entry.pos) ? entry.pos : 'other';
}

/**
 * How hard a word is by the bank's own measure: the letters of its English (spaces, hyphens and
 * apostrophes not counted). Within one year the bank grades nothing finer, and length is what makes
 * a word slow to recall and to type.
 */
export function difficultyOf(entry: Pick<BankEntry, 'en'>): number {
  return entry.en.replace(/[^A-Za-z]/g, '').length;
}

/**
 * Whether an entry belongs to the optional advanced (発展) set of its year: such entries carry
 * `advanced: true` where the bank marks them, and a check asks only what the year teaches everyone.
 */
export function isAdvanced(entry: BankEntry): boolean {
  return (entry as { advanced?: unknown }).advanced === true;
}

/**
 * The entries a year's check may ask: that year's own non-advanced single words (no names, set
 * phrases or sentences), whose English is letters only and whose Japanese prompt and English answer
 * name no other entry of the year, so each prompt has one answer a pupil can know.
 */
export function checkableEntries(band: Band, entries: readonly BankEntry[]): BankEntry[] {
  const ofYear = entries.filter((e) => e.band === band && !isAdvanced(e));
  const count = (key: (e: BankEntry) => string) => {
    const seen = new Map<string, number>();
    for (const e of ofYear) seen.set(key(e), (seen.get(key(e)) ?? 0) + 1);
    return seen;
  };
  const byJa = count((e) => e.ja);
  const byEn = count((e) => e.en.toLowerCase());
  return ofYear.filter(
    (e) =>
      e.pos !== 'proper-noun' &&
      e.pos !== 'phrase' &&
      e.pos !== 'sentence' &&
      /^[a-z]+$/.test(e.en) &&
      byJa.get(e.ja) === 1 &&
      byEn.get(e.en.toLowerCase()) === 1,
  );
}
