import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BANDS, type BankEntry, bankFileSchema } from './bankEntry';
import { type BankStage, bankStages } from './bankStages';
import { MAX_THEME_TITLE_JA, stageTitle, THEME_TITLES, themeTitle, untitledThemes } from './themeTitles';

const read = (name: string): BankEntry[] =>
  bankFileSchema.parse(JSON.parse(readFileSync(join(import.meta.dirname, `${name}.json`), 'utf8'))).entries;
const sentences = read('sentences');
const verbs = BANDS.flatMap((band) => read(band).filter((e) => e.forms !== undefined));
const allStages = BANDS.flatMap((band) => bankStages(band, read(band), sentences, verbs));

/** Hiragana, katakana, the long-vowel mark, 「・」, full-width brackets, spaces and ASCII: no kanji. */
const KANA_FRIENDLY = /^[\u3041-\u3096\u30a1-\u30fa\u30fc\u30fb（）\x20-\x7e]+$/u;

const stage = (theme: string, part: number, parts: number): BankStage => ({
  id: `e34.${theme}-${part}`,
  band: 'e34',
  theme,
  kind: 'words',
  part,
  parts,
  entryIds: [],
});

describe('THEME_TITLES', () => {
  it('titles every theme and grammar point of the real bank', () => {
    expect(allStages.length).toBeGreaterThan(100);
    expect(untitledThemes(allStages)).toEqual([]);
  });

  it('reports a theme that has no title', () => {
    const fixture = [stage('animals', 1, 1), stage('dinosaurs', 1, 2), stage('dinosaurs', 2, 2)];
    expect(untitledThemes(fixture)).toEqual(['dinosaurs']);
  });

  it('keeps no title for a theme the bank does not use', () => {
    const used = new Set(allStages.map((s) => s.theme));
    expect(Object.keys(THEME_TITLES).filter((t) => !used.has(t))).toEqual([]);
  });

  for (const [theme, title] of Object.entries(THEME_TITLES)) {
    it(`${theme}: short Japanese in kana, no kanji; English starts with a capital`, () => {
      expect([...title.ja].length).toBeLessThanOrEqual(MAX_THEME_TITLE_JA);
      expect(title.ja).toMatch(KANA_FRIENDLY);
      expect(title.ja).not.toMatch(/\p{Script=Han}/u);
      expect(title.ja).toBe(title.ja.trim());
      expect(title.en).toMatch(/^[A-Z][\x20-\x7e]*$/);
      expect(title.en.length).toBeLessThanOrEqual(32);
    });
  }

  it('the kana check refuses kanji', () => {
    expect('動物').not.toMatch(KANA_FRIENDLY);
    expect('どうぶつ').toMatch(KANA_FRIENDLY);
  });
});

describe('stageTitle', () => {
  it('adds the part number only when the theme has several parts', () => {
    expect(stageTitle(stage('animals', 1, 1), 'ja')).toBe('どうぶつ');
    expect(stageTitle(stage('animals', 2, 2), 'ja')).toBe('どうぶつ 2');
    expect(stageTitle(stage('animals', 2, 2), 'en')).toBe('Animals 2');
    expect(stageTitle(stage('present-perfect', 1, 1), 'en')).toBe('Present perfect');
  });

  it('gives a part number to every stage of a theme cut in several parts in the real bank', () => {
    const jobs = allStages.filter((s) => s.band === 'e56' && s.theme === 'jobs');
    expect(jobs.length).toBeGreaterThan(1);
    expect(jobs.map((s) => stageTitle(s, 'en'))).toEqual(jobs.map((_, i) => `Jobs ${i + 1}`));
  });

  it('marks a stage of a 発展 set before its theme', () => {
    const advanced = { ...stage('history', 2, 2), advanced: true as const };
    expect(stageTitle(advanced, 'ja')).toBe('はってん: れきし 2');
    expect(stageTitle(advanced, 'en')).toBe('Advanced: History 2');
  });

  it('falls back to the theme id for a theme without a title', () => {
    expect(themeTitle('dinosaurs', 'ja')).toBe('dinosaurs');
  });
});
