import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseFurigana } from '../text/parseFurigana';
import { BANDS, type BankEntry, bankFileSchema } from './bankEntry';
import { bankStages, formsStages, MAX_STAGE_ENTRIES } from './bankStages';
import { formItemId, irregularFormsOf, parseFormItemId, stageItemOf } from './verbForms';

const read = (name: string): BankEntry[] =>
  bankFileSchema.parse(JSON.parse(readFileSync(join(import.meta.dirname, `${name}.json`), 'utf8'))).entries;
const all = BANDS.flatMap(read);
const verbs = all.filter((e) => e.forms !== undefined);
const byId = new Map(all.map((e) => [e.id, e]));

describe('verb forms', () => {
  it('gives about 85 common irregular verbs their forms', () => {
    expect(verbs.length).toBeGreaterThanOrEqual(80);
    expect(byId.get('e56.go')?.forms).toEqual({ past: ['went'], pastParticiple: ['gone'] });
  });

  it('names a form by its entry id and reads it back; an entry id is no form', () => {
    expect(formItemId('e56.go', 'pastParticiple')).toBe('e56.go#pastParticiple');
    expect(parseFormItemId('e56.go#past')).toEqual({ entryId: 'e56.go', form: 'past' });
    expect(parseFormItemId('e56.go')).toBeNull();
    expect(parseFormItemId('e56.go#future')).toBeNull();
  });

  it('asks a form with the meaning and the form named, the label read with furigana', () => {
    const item = stageItemOf('e56.go#past', (id) => byId.get(id));
    expect(item).toMatchObject({ id: 'e56.go#past', en: 'went', ja: '行く（過去形（かこけい））' });
    expect(parseFurigana(item?.ja ?? '')).toEqual([
      { text: '行く（' },
      { base: '過去形', reading: 'かこけい' },
      { text: '）' },
    ]);
    const learnt = stageItemOf('e56.learn#pastParticiple', (id) => byId.get(id));
    expect(learnt).toMatchObject({ en: 'learned', variants: ['learnt'] });
    expect(stageItemOf('e56.go', (id) => byId.get(id))).toMatchObject({ id: 'e56.go', en: 'go' });
    expect(stageItemOf('e56.dog#past', (id) => byId.get(id))).toBeNull();
  });

  it('indexes every irregular form by its base, leaving forms equal to the base out', () => {
    const forms = irregularFormsOf(verbs);
    expect(forms).toMatchObject({ went: 'go', gone: 'go', learnt: 'learn', gotten: 'get', lay: 'lie' });
    expect(Object.hasOwn(forms, 'put')).toBe(false);
  });
});

describe('forms stages', () => {
  const stagesOf = (band: BankEntry['band']) => formsStages(band, verbs);

  it('asks no forms before year 1; year 1 asks base then past, year 2 base, past and past participle', () => {
    expect(stagesOf('e56')).toEqual([]);
    const j1 = stagesOf('j1').flatMap((s) => s.entryIds);
    expect(j1.slice(j1.indexOf('e56.go'), j1.indexOf('e56.go') + 2)).toEqual(['e56.go', 'e56.go#past']);
    expect(j1.some((id) => id.endsWith('#pastParticiple'))).toBe(false);
    const j2 = stagesOf('j2').flatMap((s) => s.entryIds);
    const at = j2.indexOf('e56.go');
    expect(j2.slice(at, at + 3)).toEqual(['e56.go', 'e56.go#past', 'e56.go#pastParticiple']);
  });

  it('asks each verb in the first year one of its forms is new, a verb whole in one stage of at most 20', () => {
    for (const band of BANDS)
      for (const s of stagesOf(band)) {
        expect(s.kind).toBe('forms');
        expect(s.entryIds.length).toBeLessThanOrEqual(MAX_STAGE_ENTRIES);
        expect(parseFormItemId(s.entryIds[0] ?? '')).toBeNull();
      }
    const asked = (band: BankEntry['band']) => new Set(stagesOf(band).flatMap((s) => s.entryIds));
    expect(asked('j1').has('j2.ride')).toBe(false);
    expect(asked('j2').has('j2.ride#past')).toBe(true);
    expect(asked('j3').has('e56.go')).toBe(false);
    expect(asked('j3').has('j3.lead#pastParticiple')).toBe(true);
    for (const v of verbs)
      expect(['j1', 'j2', 'j3'].some((b) => asked(b as BankEntry['band']).has(v.id))).toBe(true);
  });

  it('comes last in a band, after its key sentences', () => {
    const stages = bankStages('j2', read('j2'), read('sentences'), verbs);
    const firstForms = stages.findIndex((s) => s.kind === 'forms');
    expect(firstForms).toBeGreaterThan(0);
    expect(stages.slice(firstForms).every((s) => s.kind === 'forms')).toBe(true);
    expect(stages[firstForms]?.id).toBe('j2.forms-irregular-verbs-1');
  });
});
