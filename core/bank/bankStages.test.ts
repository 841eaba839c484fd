import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BANDS, type BankEntry, bankFileSchema } from './bankEntry';
import {
  ADVANCED_STAGE_PREFIX,
  bankStages,
  MAX_STAGE_ENTRIES,
  MIN_STAGE_ENTRIES,
  splitEvenly,
} from './bankStages';
import { ADVANCED_SET_BANDS } from './bankTerms';

const read = (name: string): BankEntry[] =>
  bankFileSchema.parse(JSON.parse(readFileSync(join(import.meta.dirname, `${name}.json`), 'utf8'))).entries;
const sentences = read('sentences');

describe('splitEvenly', () => {
  it('cuts into parts of nearly equal size, never a stub', () => {
    expect(splitEvenly([...Array(22).keys()]).map((p) => p.length)).toEqual([11, 11]);
    expect(splitEvenly([...Array(41).keys()]).map((p) => p.length)).toEqual([14, 14, 13]);
    expect(splitEvenly([...Array(20).keys()]).map((p) => p.length)).toEqual([20]);
    expect(splitEvenly([])).toEqual([]);
  });
});

describe('bankStages on the real bank', () => {
  for (const band of BANDS) {
    it(`${band}: every entry in exactly one stage of ${MIN_STAGE_ENTRIES}–${MAX_STAGE_ENTRIES}, ids unique`, () => {
      const words = read(band);
      const stages = bankStages(band, words, sentences);
      const ids = stages.flatMap((s) => s.entryIds);
      const expected = [...words, ...sentences.filter((e) => e.band === band)].map((e) => e.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect([...ids].sort()).toEqual([...expected].sort());
      for (const s of stages) {
        expect(s.entryIds.length).toBeGreaterThanOrEqual(MIN_STAGE_ENTRIES);
        expect(s.entryIds.length).toBeLessThanOrEqual(MAX_STAGE_ENTRIES);
        expect(s.id.startsWith(`${band}.`)).toBe(true);
      }
      expect(new Set(stages.map((s) => s.id)).size).toBe(stages.length);
    });
  }

  it('words come before sentences, and a theme keeps the data order across its parts', () => {
    const words = read('e56');
    const stages = bankStages('e56', words, sentences);
    const firstSentence = stages.findIndex((s) => s.kind === 'sentences');
    expect(firstSentence).toBeGreaterThan(0);
    expect(stages.slice(firstSentence).every((s) => s.kind === 'sentences')).toBe(true);
    const jobs = stages.filter((s) => s.theme === 'jobs').flatMap((s) => s.entryIds);
    expect(jobs).toEqual(words.filter((e) => e.theme === 'jobs').map((e) => e.id));
  });
});

describe('the 発展 (advanced) set', () => {
  const words = read('j3');
  const stages = bankStages('j3', words, sentences);
  const advancedIds = new Set(words.filter((e) => e.advanced).map((e) => e.id));

  it('puts every advanced entry in a stage of its own set after the route, and none in the route', () => {
    expect(advancedIds.size).toBeGreaterThan(0);
    const firstAdvanced = stages.findIndex((s) => s.advanced);
    expect(stages.slice(firstAdvanced).every((s) => s.advanced && s.kind === 'words')).toBe(true);
    for (const s of stages) {
      expect(s.entryIds.every((id) => advancedIds.has(id))).toBe(s.advanced === true);
      expect(s.id.startsWith(`j3.${ADVANCED_STAGE_PREFIX}`)).toBe(s.advanced === true);
    }
  });

  it('cuts a theme with advanced entries into route stages and advanced stages of the same theme', () => {
    const history = stages.filter((s) => s.theme === 'history');
    expect(history.map((s) => [s.id, s.advanced ?? false])).toEqual([
      ['j3.history-1', false],
      ['j3.advanced-history-1', true],
    ]);
  });

  it('is found in exactly the bands ADVANCED_SET_BANDS names', () => {
    expect(BANDS.filter((band) => read(band).some((e) => e.advanced))).toEqual([...ADVANCED_SET_BANDS]);
  });

  it('leaves a band without advanced entries as it was', () => {
    expect(bankStages('j1', read('j1'), sentences).some((s) => s.advanced)).toBe(false);
  });
});
