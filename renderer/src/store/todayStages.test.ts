import { describe, expect, it } from 'vitest';
import type { Band } from '../../../core/bank/bankEntry';
import type { LoadedBand } from '../data/bank/loadBand';
import { makeStore, openBand } from './index';
import { teacherChoicesLoaded } from './teacherSlice';
import { selectTodayStages } from './worldSelectors';

function bandOf(band: Band): LoadedBand {
  const stage = (id: string, titleJa: string) => ({
    id,
    band,
    theme: 'travel',
    kind: 'words' as const,
    part: 1,
    parts: 1,
    titleJa,
    titleEn: titleJa,
    entryIds: [],
  });
  return {
    band,
    entries: [],
    stages: [stage(`${band}.travel-1`, 'りょこう')],
    advancedStages: [stage(`${band}.advanced-science-1`, 'かがく')],
  };
}

describe("today's stages", () => {
  it('shows a 発展 (advanced) stage a teacher pinned, in the teacher’s order, though its world hides the set', async () => {
    const store = makeStore(undefined, { timer: false, loadBand: async (band) => bandOf(band) });
    await store.dispatch(openBand('j3'));
    store.dispatch(
      teacherChoicesLoaded({
        openWorlds: [],
        openStages: [],
        todayStages: ['j3.advanced-science-1', 'j3.travel-1'],
      }),
    );
    expect(selectTodayStages(store.getState()).map((s) => [s.id, s.advanced ?? false])).toEqual([
      ['j3.advanced-science-1', true],
      ['j3.travel-1', false],
    ]);
  });
});
