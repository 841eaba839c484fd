import { describe, expect, it } from 'vitest';
import { checkSchema, readBankSource } from '../../../scripts/bank/checks';
import {
  checkExceptions,
  checkFrequencyFloor,
  FREQUENCY_FLOORS,
  floorProblems,
  frequencyList,
  readFrequencyExceptions,
} from '../../../scripts/bank/frequencyCheck';
import { wordEntry } from './fixtures';

// A small frequency list and floors to match: the first two words for grades 5–6, four for year 1.
const frequent = ['the', 'dogs', 'went', 'gonna', 'school', 'Ken'].map((word, i) => ({
  word,
  count: 100 - i,
}));
const floors = { e34: 0, e56: 2, j1: 4, j2: 6, j3: 6 };
const bank = [
  wordEntry({ id: 'e56.dog', en: 'dog' }),
  wordEntry({ id: 'j1.go', en: 'go', pos: 'verb' }),
  wordEntry({ id: 'j2.school', en: 'school' }),
];
const exceptions = [
  { word: 'the', reason: 'function-word' },
  { word: 'gonna', reason: 'slang' },
  { word: 'Ken', reason: 'name' },
] as const;

describe('the frequency floor', () => {
  it('passes when every frequent word is an entry (or a form of one) at or below its year, or an exception', () => {
    const reports = checkFrequencyFloor(bank, frequent, [...exceptions], floors);
    expect(floorProblems(reports)).toEqual([]);
    const j1 = reports.find((r) => r.band === 'j1');
    expect(j1).toMatchObject({ floor: 4, covered: 2, excepted: 2, missing: [] });
  });

  it('fails a frequent word that is no entry, naming the first year it is missing in', () => {
    const reports = checkFrequencyFloor(bank.slice(0, 2), frequent, [...exceptions], floors);
    expect(floorProblems(reports)).toEqual([
      'j2: "school" is among the 6 most frequent words but no entry at or below j2 (add it, or list it in frequencyExceptions.json with its reason)',
    ]);
  });

  it('fails a frequent word taught only in a later year', () => {
    const late = [wordEntry({ id: 'j1.dog', en: 'dog' }), ...bank.slice(1)];
    const reports = checkFrequencyFloor(late, frequent, [...exceptions], floors);
    expect(reports.find((r) => r.band === 'e56')?.missing).toEqual(['dogs']);
  });

  it('holds a later-year exception only while a later year teaches the word', () => {
    const later = [...exceptions, { word: 'school', reason: 'later-year' } as const];
    expect(floorProblems(checkFrequencyFloor(bank, frequent, later, floors))).toEqual([]);
    expect(floorProblems(checkFrequencyFloor(bank.slice(0, 2), frequent, later, floors))).toHaveLength(1);
  });
});

describe('the exceptions list', () => {
  it('fails an exception without a reason, with an unknown reason, or listed twice', () => {
    const { problems, exceptions: kept } = checkExceptions({
      exceptions: [
        { word: 'the', reason: 'function-word' },
        { word: 'gonna' },
        { word: 'yeah', reason: 'because' },
        { word: 'The', reason: 'function-word' },
        { reason: 'name' },
      ],
    });
    expect(problems).toEqual([
      'frequency exception "gonna": the reason must be one of function-word, later-year, contraction, name, slang, film-plot, unsuitable, fragment',
      'frequency exception "yeah": the reason must be one of function-word, later-year, contraction, name, slang, film-plot, unsuitable, fragment',
      'frequency exception "The" is listed twice',
      'frequency exception 4: no word',
    ]);
    expect(kept.map((x) => x.word)).toEqual(['the', 'the']);
  });

  it('fails a file without a list', () => {
    expect(checkExceptions({}).problems).toEqual(['frequency exceptions: no "exceptions" list']);
  });
});

describe('the real bank against the real list', () => {
  const { entries } = checkSchema(readBankSource().files);
  const { problems, exceptions: listed } = checkExceptions(readFrequencyExceptions());

  it('keeps its exceptions well formed', () => {
    expect(problems).toEqual([]);
  });

  it('covers every year’s floor with entries and listed exceptions', () => {
    const reports = checkFrequencyFloor(entries, frequencyList(), listed);
    expect(floorProblems(reports)).toEqual([]);
    for (const r of reports) expect(r.covered + r.excepted).toBe(FREQUENCY_FLOORS[r.band]);
  });

  it('teaches the basic words a teacher looks for first', () => {
    const answers = new Set(entries.map((e) => e.en));
    for (const w of [
      'school',
      'big',
      'small',
      'long',
      'name',
      'thing',
      'love',
      'bad',
      'song',
      'movie',
      'pet',
    ])
      expect(answers).toContain(w);
    for (const w of ['peace', 'war', 'north', 'south', 'east', 'west']) expect(answers).toContain(w);
  });
});
