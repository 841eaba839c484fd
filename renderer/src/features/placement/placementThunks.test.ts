import { describe, expect, it } from 'vitest';
import type { AppSnapshot, KotobaApi } from '../../../../core/contract';
import { answer, createPlacement, type PlacementItem } from '../../engine/placement';
import { createLocalStoragePlatform } from '../../platform/createLocalStoragePlatform';
import { loadPersistedState, makeStore, selectPlacement } from '../../store';
import { recordPlacement } from './placementThunks';

const pool: PlacementItem[] = Array.from({ length: 40 }, (_, i) => ({
  id: `w${i}`,
  en: `word${i}`,
  ja: `ことば ${i}`,
  band: (i % 5) as PlacementItem['band'],
}));

/** A quest in which every word was known. */
function allKnown() {
  let quest = createPlacement(pool, 5);
  for (let i = 0; i < 25; i++) quest = answer(quest, { correct: true });
  return quest;
}

/** Browser storage kept in memory, so the test runs without a DOM. */
class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

/** A store over the browser platform (the contract's own checks), remembering every save it accepted. */
function storeSaving(saved: AppSnapshot[]) {
  const base = createLocalStoragePlatform(new MemoryStorage());
  const platform: KotobaApi = {
    ...base,
    app: {
      ...base.app,
      save: async (snapshot) => {
        const result = await base.app.save(snapshot);
        if (result.ok) saved.push(result.value);
        return result;
      },
    },
  };
  return makeStore(undefined, {
    timer: false,
    platform: () => platform,
    now: () => new Date('2026-11-24T06:45:00.000Z'),
  });
}

describe('recordPlacement', () => {
  it('keeps the result under its band id at the store clock, and saves it like a stage end', async () => {
    const saved: AppSnapshot[] = [];
    const store = storeSaving(saved);
    await store.dispatch(loadPersistedState());
    expect(store.getState().level.loaded).toBe(true);
    const result = store.dispatch(recordPlacement(allKnown()));
    expect(result).toEqual({ band: 4, at: '2026-11-24T06:45:00.000Z', asked: 25, correct: 25 });
    const kept = { band: 'j3', at: '2026-11-24T06:45:00.000Z', asked: 25, correct: 25 };
    expect(selectPlacement(store.getState())).toEqual(kept);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(saved.map((s) => s.placement)).toEqual([kept]);
  });

  it('does not save before the progress was read, so a failed read never overwrites the file', async () => {
    const saved: AppSnapshot[] = [];
    const store = storeSaving(saved);
    store.dispatch(recordPlacement(allKnown()));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(selectPlacement(store.getState())?.band).toBe('j3');
    expect(saved).toEqual([]);
  });
});
