import { describe, expect, it } from 'vitest';
import { stageItemOf } from '../../../../core/bank/verbForms';
import { loadBand } from './loadBand';

// The first load runs the morphological analyser over the band, as the build does.
describe('loadBand (the bank as built for the game)', { timeout: 120_000 }, () => {
  it('gives a band its words and its own key sentences, cut into stages, with readings and picture URLs', async () => {
    const j1 = await loadBand('j1');
    // Earlier years' irregular verbs come along for the forms stages, and only they.
    expect(j1.entries.every((e) => e.band === 'j1' || e.forms !== undefined)).toBe(true);
    expect(j1.entries.some((e) => e.pos === 'sentence')).toBe(true);
    const byId = new Map(j1.entries.map((e) => [e.id, e]));
    for (const stage of j1.stages)
      for (const id of stage.entryIds) expect(stageItemOf(id, (at) => byId.get(at))).not.toBeNull();
    const forms = j1.stages.find((s) => s.kind === 'forms');
    expect(forms?.titleJa).toMatch(/^ふきそく どうしの へんか/);
    expect(stageItemOf('e56.go#past', (at) => byId.get(at))).toMatchObject({
      en: 'went',
      ja: '行く（過去形（かこけい））',
    });
    // Kanji a junior-high pupil has not met in elementary school carry a generated reading.
    const pictured = j1.entries.find((e) => e.img !== undefined);
    expect(pictured?.img).toMatch(/svg/);
    expect(j1.entries.some((e) => /（[ぁ-ん]+）/.test(e.ja))).toBe(true);
  });

  it('grades 3–4 stay in kana and loading twice shares one load', async () => {
    const first = loadBand('e34');
    expect(loadBand('e34')).toBe(first);
    const e34 = await first;
    expect(e34.entries.find((e) => e.id === 'e34.dog')).toMatchObject({ en: 'dog', ja: 'いぬ' });
  });
});
