import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BANDS, type BankEntry, bankFileSchema } from './bankEntry';
import { bankStages, MAX_STAGE_ENTRIES, MIN_STAGE_ENTRIES, splitEvenly } from './bankStages';

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
