import { describe, expect, it } from 'vitest';
import { BANDS } from '../../../../core/bank/bankTerms';
import { createPlacement, PLACEMENT_LENGTH } from '../../engine/placement';
import { makeStore, openBand } from '../../store';
import { placementPool } from './placementPool';

describe('the placement pool over the real word bank', () => {
  it('has enough words and phrases in every band for a whole quest, and no key sentence', async () => {
    const store = makeStore(undefined, { timer: false });
    const loaded = await Promise.all(BANDS.map((band) => store.dispatch(openBand(band))));
    expect(loaded).toEqual([true, true, true, true, true]);
    const { entries, stages } = store.getState().bank;
    const pool = placementPool(entries, stages);
    const sentences = Object.values(entries).filter((e) => e.pos === 'sentence');
    expect(sentences.length).toBeGreaterThan(0);
    expect(pool.some((item) => entries[item.id]?.pos === 'sentence')).toBe(false);
    const perBand = BANDS.map((_, band) => pool.filter((item) => item.band === band).length);
    for (const count of perBand) expect(count).toBeGreaterThanOrEqual(PLACEMENT_LENGTH);
    // Every item is valid for the estimator (it throws on a band out of range).
    expect(createPlacement(pool, 1).candidates).toHaveLength(PLACEMENT_LENGTH * BANDS.length);
    // Building the five bands (readings, pictures) is the slow part on a busy machine.
  }, 60_000);
});
