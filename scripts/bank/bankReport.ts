import { wholeBank } from '../../core/bank/bankCsv';
import { BANDS, type Band, type BankEntry } from '../../core/bank/bankEntry';
import { MERGED_IDS } from '../../core/bank/mergedIds';
import { formBandOf, VERB_FORMS } from '../../core/bank/verbForms';
import {
  type BankSource,
  checkDuplicates,
  checkEnglishSpelling,
  checkJapanese,
  checkReadings,
  checkSchema,
  checkSentenceWords,
  englishDictionary,
  readBankSource,
} from './checks';
import { checkFormYears, checkVerbForms } from './formsCheck';
import {
  checkExceptions,
  checkFrequencyFloor,
  type FloorReport,
  type FrequentWord,
  floorProblems,
  frequencyList,
  readFrequencyExceptions,
} from './frequencyCheck';
import { checkGrammar } from './grammarCheck';
import { checkMeaningsTaughtOnce, checkMergedIds } from './meaningCheck';
import type { ReadingAnnotator } from './readings';

/** One year's figures as `check-bank` prints them. */
export interface YearFigures {
  band: Band;
  /** Words and phrases of the year (key sentences apart). */
  entries: number;
  sentences: number;
  withPicture: number;
  /**
   * Irregular verb forms first asked in this year's forms stages: the pasts in year 1, the past
   * participles in year 2, both forms of a verb that is itself an entry of a later year there.
   */
  irregularForms: number;
  /** Entries of the year's optional 発展 (advanced) set. */
  advanced: number;
  frequency: FloorReport;
}

/** The whole report: each year's figures, the exceptions count, and every problem found, by check. */
export interface BankReport {
  years: YearFigures[];
  exceptions: number;
  problems: { check: string; problems: string[] }[];
}

/** How many irregular forms each year teaches first (see {@link YearFigures.irregularForms}). */
export function formsPerYear(entries: readonly BankEntry[]): Record<Band, number> {
  const counts = Object.fromEntries(BANDS.map((b) => [b, 0])) as Record<Band, number>;
  for (const e of entries) {
    if (!e.forms || e.advanced) continue;
    for (const form of VERB_FORMS) counts[formBandOf(e, form)]++;
  }
  return counts;
}

/** The figures of each year: entries, pictures, verb forms, the advanced set and the frequency floor. */
export function yearFigures(entries: readonly BankEntry[], floor: readonly FloorReport[]): YearFigures[] {
  const forms = formsPerYear(entries);
  return BANDS.map((band, i) => {
    const own = entries.filter((e) => e.band === band);
    const words = own.filter((e) => e.pos !== 'sentence');
    return {
      band,
      entries: words.length,
      sentences: own.length - words.length,
      withPicture: own.filter((e) => e.img).length,
      irregularForms: forms[band],
      advanced: own.filter((e) => e.advanced).length,
      frequency: floor[i] as FloorReport,
    };
  });
}

/** What the report reads: the bank, the frequency list and its exceptions, and the reading annotator. */
export interface BankReportInput {
  source: BankSource;
  frequent: readonly FrequentWord[];
  exceptions: unknown;
  annotate: ReadingAnnotator;
  dictionary: ReadonlySet<string>;
  /** Entries merged into others: removed id → kept id (the bank's `MERGED_IDS`). */
  merged: Readonly<Record<string, string>>;
}

/** Runs every check of the bank over its data and gathers the figures of each year. */
export function bankReport(input: BankReportInput): BankReport {
  const { problems: schema, entries } = checkSchema(input.source.files);
  const properNouns = new Set(input.source.properNouns);
  const { problems: exceptionProblems, exceptions } = checkExceptions(input.exceptions);
  const floor = checkFrequencyFloor(entries, input.frequent, exceptions);
  const ofBand = (band: Band) => entries.filter((e) => e.band === band && e.pos !== 'sentence');
  const { stages } = wholeBank({
    e34: ofBand('e34'),
    e56: ofBand('e56'),
    j1: ofBand('j1'),
    j2: ofBand('j2'),
    j3: ofBand('j3'),
    sentences: entries.filter((e) => e.pos === 'sentence'),
  });
  return {
    years: yearFigures(entries, floor),
    exceptions: exceptions.length,
    problems: [
      { check: 'schema', problems: schema },
      { check: 'spelling', problems: checkEnglishSpelling(entries, input.dictionary, properNouns) },
      { check: 'duplicates', problems: checkDuplicates(entries) },
      { check: 'Japanese', problems: checkJapanese(entries) },
      { check: 'readings', problems: checkReadings(entries, input.annotate) },
      { check: 'sentence words', problems: checkSentenceWords(entries, properNouns) },
      { check: 'grammar', problems: checkGrammar(entries) },
      { check: 'verb forms', problems: checkVerbForms(entries, input.dictionary) },
      { check: 'form years', problems: checkFormYears(entries, stages) },
      { check: 'meanings taught once', problems: checkMeaningsTaughtOnce(entries) },
      { check: 'merged ids', problems: checkMergedIds(entries, input.merged) },
      { check: 'frequency exceptions', problems: exceptionProblems },
      { check: 'frequency floor', problems: floorProblems(floor) },
    ],
  };
}

/** The report over the bank on disk. */
export async function bankReportOnDisk(): Promise<BankReport> {
  const { createReadingAnnotator } = await import('./readings');
  return bankReport({
    source: readBankSource(),
    frequent: frequencyList(),
    exceptions: readFrequencyExceptions(),
    annotate: await createReadingAnnotator(),
    dictionary: englishDictionary(),
    merged: MERGED_IDS,
  });
}

/** The report as lines of text, a year to a line, then each problem. */
export function reportLines(report: BankReport): string[] {
  const lines = report.years.map((y) => {
    const f = y.frequency;
    const coverage =
      f.floor === 0
        ? 'no frequency floor'
        : `frequency: ${f.covered + f.excepted}/${f.floor} of the most frequent words (${f.covered} entries, ${f.excepted} exceptions, ${f.missing.length} missing)`;
    return `${y.band}: ${y.entries} entries, ${y.sentences} key sentences, ${y.withPicture} with picture, ${y.irregularForms} irregular forms, ${y.advanced} advanced; ${coverage}`;
  });
  lines.push(`frequency exceptions: ${report.exceptions}`);
  for (const { check, problems } of report.problems)
    for (const p of problems) lines.push(`  ✗ ${check}: ${p}`);
  const total = report.problems.reduce((sum, c) => sum + c.problems.length, 0);
  lines.push(total ? `${total} problem(s)` : 'no problems found');
  return lines;
}
