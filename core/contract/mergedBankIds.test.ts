import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BANDS, type BankEntry, bankFileSchema } from '../bank/bankEntry';
import { keptBankId, MERGED_IDS } from '../bank/mergedIds';
import { applyRecords, diffProgress } from '../progress/progressRecords';
import { migrateSnapshot } from './migrateSnapshot';
import { ROUTE_WORD_IDS } from './routeWordIds';
import { type AppSnapshot, emptySnapshot, type WordRecord } from './snapshot';

const bankIds = new Set(
  BANDS.flatMap(
    (band): BankEntry[] =>
      bankFileSchema.parse(
        JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '..', 'bank', `${band}.json`), 'utf8')),
      ).entries,
  ).map((e) => e.id),
);
const fixture = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, 'fixtures', 'progress-v2-before-merge.json'), 'utf8'),
) as AppSnapshot;

describe('merged bank entries', () => {
  it('maps a merged id and its forms to the kept entry, and leaves any other id alone', () => {
    expect(keptBankId('j1.phone')).toBe('e56.telephone');
    expect(keptBankId('j2.win#past')).toBe('e56.win#past');
    expect(keptBankId('e56.telephone')).toBe('e56.telephone');
    expect(keptBankId('list-3:carrot')).toBe('list-3:carrot');
    expect(keptBankId('constructor')).toBe('constructor');
  });

  it('names only removed ids, each kept under an entry that is in the bank', () => {
    for (const [gone, kept] of Object.entries(MERGED_IDS)) {
      expect(bankIds.has(gone)).toBe(false);
      expect(bankIds.has(kept)).toBe(true);
    }
    for (const id of Object.values(ROUTE_WORD_IDS)) expect(bankIds.has(keptBankId(id))).toBe(true);
  });

  it('loads progress saved before the merge with every practised word still known', () => {
    const loaded = migrateSnapshot(fixture);
    if (!loaded.ok) throw new Error(loaded.reason);
    const words = loaded.value.words;
    // Every practised bank word is under an entry of today's bank; teachers' words keep their keys.
    for (const key of Object.keys(fixture.words)) {
      const id = keptBankId(Object.hasOwn(ROUTE_WORD_IDS, key) ? (ROUTE_WORD_IDS[key] as string) : key);
      expect(words[id]).toBeDefined();
      if (!key.startsWith('list-')) expect(bankIds.has(id)).toBe(true);
    }
    expect(Object.keys(words).sort()).toEqual(
      [
        'e34.cat',
        'e34.dog',
        'e56.airplane',
        'e56.telephone',
        'e56.win',
        'j1.anybody',
        'j2.happen',
        'list-3:carrot',
      ].sort(),
    );
    // Both spellings' practice adds up under the kept id, the later review card wins.
    const phone = fixture.words['j1.phone'] as WordRecord;
    const telephone = fixture.words['e56.telephone'] as WordRecord;
    expect(words['e56.telephone']).toMatchObject({
      seen: phone.seen + telephone.seen,
      clean: phone.clean + telephone.clean,
      mistakes: phone.mistakes + telephone.mistakes,
      review: phone.review,
    });
    // What was known stays known: as many clean answers and review cards as before.
    const total = (ws: Record<string, WordRecord>) => Object.values(ws).reduce((n, w) => n + w.clean, 0);
    expect(total(words)).toBe(total(fixture.words));
    expect(Object.values(words).filter((w) => w.review !== null).length).toBe(
      Object.values(fixture.words).filter((w) => w.review !== null).length - 1,
    );
    expect(loaded.value.stages).toEqual(fixture.stages);
  });

  it('merges a class-folder record saved under a merged id into the kept entry', () => {
    const plane = fixture.words['j1.plane'] as WordRecord;
    const base: AppSnapshot = { ...emptySnapshot(), words: { 'e56.airplane': plane } };
    const delta = diffProgress(emptySnapshot(), { ...emptySnapshot(), words: { 'j1.plane': plane } });
    if (!delta) throw new Error('no change');
    const merged = applyRecords(base, [
      { kind: 'delta', id: 'pc-1-a', at: '2026-06-06T01:00:00.000Z', delta },
    ]);
    expect(Object.keys(merged.words)).toEqual(['e56.airplane']);
    expect(merged.words['e56.airplane']).toMatchObject({ seen: 2 * plane.seen, clean: 2 * plane.clean });
  });
});
