import { describe, expect, it } from 'vitest';
import { wordRecord } from '../../tests/support/core/progress/wordRecord';
import { type AppSnapshot, emptySnapshot } from '../contract';
import { applyRecords, diffProgress } from './progressRecords';

const withWord = (over: Partial<Parameters<typeof wordRecord>[0]>): AppSnapshot => ({
  ...emptySnapshot(),
  words: { 'e56.june': wordRecord({ setId: 'e56.months-1', en: 'June', ja: '6月', ...over }) },
});

describe('slips of the fingers on the class folder', () => {
  it('travel as increments and add up with the slips another PC recorded', () => {
    const before = withWord({ seen: 1, clean: 1 });
    const after = withWord({ seen: 2, clean: 2, slips: 1, wrongKeys: { 'u→y': 1 } });
    const delta = diffProgress(before, after);
    expect(delta?.words['e56.june']).toMatchObject({ seen: 1, clean: 1, slips: 1, wrongKeys: { 'u→y': 1 } });
    if (!delta) throw new Error('no change');
    const folder = withWord({ seen: 3, clean: 3, slips: 2 });
    const merged = applyRecords(folder, [
      { kind: 'delta', id: 'pc-2-a', at: '2026-06-02T01:00:00.000Z', delta },
    ]);
    expect(merged.words['e56.june']).toMatchObject({ seen: 4, clean: 4, slips: 3 });
  });

  it('leave a word without slips without the field', () => {
    const delta = diffProgress(emptySnapshot(), withWord({ seen: 1, clean: 1 }));
    expect(delta?.words['e56.june']).not.toHaveProperty('slips');
  });
});
