import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BANDS, type BankEntry } from '../bank/bankEntry';
import { buildCheckForms, buildYearForms } from './buildCheckForms';
import {
  CHECK_FORM_IDS,
  CHECK_FORMS_SEED,
  difficultyOf,
  FORM_DIFFICULTY_TOLERANCE,
  isAdvanced,
  KEYING_WORDS,
  posGroupOf,
  RECALL_WORDS,
} from './checkFormRules';
import { CHECK_FORMS } from './checkForms';
import { checkFormsText } from './checkFormsText';

const bankDir = join(import.meta.dirname, '..', 'bank');
const entries: BankEntry[] = BANDS.flatMap(
  (band) => JSON.parse(readFileSync(join(bankDir, `${band}.json`), 'utf8')).entries,
);
const byId = new Map(entries.map((e) => [e.id, e]));
const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

describe('the frozen check forms', () => {
  it('are exactly what the script deals again from the bank and their frozen pools', () => {
    const file = readFileSync(join(import.meta.dirname, 'checkForms.json'), 'utf8');
    expect(file).toBe(checkFormsText(buildCheckForms(entries, CHECK_FORMS_SEED, CHECK_FORMS.pools)));
  });

  it('were dealt from pools of words that are all still in the bank, in their year', () => {
    for (const band of BANDS) {
      for (const id of CHECK_FORMS.pools[band] ?? []) expect(byId.get(id)?.band, id).toBe(band);
    }
  });

  it('stay the same when the bank grows, even by a word that shares a prompt with a pooled one', () => {
    const pooled = byId.get(CHECK_FORMS.pools.j1?.[0] ?? '') as BankEntry;
    const grown: BankEntry[] = [
      ...entries,
      {
        id: 'j1.zebrafish',
        en: 'zebrafish',
        ja: 'ゼブラフィッシュ',
        pos: 'noun',
        band: 'j1',
        theme: 'animals',
      },
      { ...pooled, id: `${pooled.id}-again`, en: `${pooled.en}s` },
    ];
    expect(buildCheckForms(grown, CHECK_FORMS_SEED, CHECK_FORMS.pools)).toEqual(
      buildCheckForms(entries, CHECK_FORMS_SEED, CHECK_FORMS.pools),
    );
    // Dealt afresh from the grown bank, the forms would change: that is what the pools prevent.
    expect(buildCheckForms(grown, CHECK_FORMS_SEED).forms).not.toEqual(CHECK_FORMS.forms);
  });

  it('give every year each form, with a full recall part and keying part', () => {
    for (const band of BANDS) {
      const forms = CHECK_FORMS.forms.filter((f) => f.band === band);
      expect(forms.map((f) => f.form)).toEqual([...CHECK_FORM_IDS]);
      for (const form of forms) {
        expect(form.recall).toHaveLength(RECALL_WORDS);
        expect(form.keying).toHaveLength(KEYING_WORDS);
      }
    }
  });

  it("use only the year's own non-advanced single words", () => {
    for (const form of CHECK_FORMS.forms) {
      for (const id of [...form.recall, ...form.keying]) {
        const entry = byId.get(id);
        expect(entry, id).toBeDefined();
        expect(entry?.band).toBe(form.band);
        expect(entry && isAdvanced(entry)).toBe(false);
        expect(['proper-noun', 'phrase', 'sentence']).not.toContain(entry?.pos);
      }
    }
  });

  it('never share a word between two forms of a year, or between the two parts of a form', () => {
    for (const band of BANDS) {
      const ids = CHECK_FORMS.forms.filter((f) => f.band === band).flatMap((f) => [...f.recall, ...f.keying]);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('have the same difficulty within the tolerance, and the same keying length within two letters', () => {
    for (const band of BANDS) {
      const forms = CHECK_FORMS.forms.filter((f) => f.band === band);
      const means = forms.map((f) => mean(f.recall.map((id) => difficultyOf(byId.get(id) ?? { en: '' }))));
      expect(Math.max(...means) - Math.min(...means), band).toBeLessThanOrEqual(FORM_DIFFICULTY_TOLERANCE);
      const letters = forms.map((f) => f.keyingLetters);
      expect(Math.max(...letters) - Math.min(...letters), band).toBeLessThanOrEqual(2);
    }
  });

  it('ask each part of speech equally often in every form of a year, from many themes', () => {
    for (const band of BANDS) {
      const forms = CHECK_FORMS.forms.filter((f) => f.band === band);
      const mix = forms.map((f) => {
        const groups: Record<string, number> = {};
        for (const id of f.recall) {
          const g = posGroupOf(byId.get(id) as BankEntry);
          groups[g] = (groups[g] ?? 0) + 1;
        }
        return groups;
      });
      for (const groups of mix) expect(groups).toEqual(mix[0]);
      for (const f of forms) {
        const themes = new Set(f.recall.map((id) => byId.get(id)?.theme));
        expect(themes.size, `${band} ${f.form}`).toBeGreaterThanOrEqual(RECALL_WORDS / 4);
      }
    }
  });

  it('leave out words the bank marks advanced', () => {
    const marked = entries.map((e) => (e.band === 'e34' ? ({ ...e, advanced: true } as BankEntry) : e));
    const forms = buildYearForms('e34', marked, CHECK_FORMS_SEED);
    expect(forms.flatMap((f) => [...f.recall, ...f.keying])).toEqual([]);
  });
});
