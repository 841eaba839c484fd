// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { createLocalStoragePlatform } from '../platform/createLocalStoragePlatform';
import {
  keyTyped,
  loadPersistedState,
  makeStore,
  openBand,
  openBandsInUse,
  REVIEW_STAGE_ID,
  selectNotebookEntries,
  startReviewStage,
  startStage,
  updateSettings,
} from './index';

const stageEnd = new Date('2026-03-02T12:00:00.000Z');

function storeOn(now: Date) {
  return makeStore(undefined, {
    platform: () => createLocalStoragePlatform(localStorage, { now: () => now }),
    now: () => now,
    randomSeed: () => 7,
    timer: false,
    settingsDebounceMs: 5,
    afterPaint: () => Promise.resolve(),
  });
}

const settle = (ms = 30) => new Promise((resolve) => setTimeout(resolve, ms));

beforeEach(() => localStorage.clear());

describe('review across the worlds', () => {
  it('a word missed in a junior-high world is in the notebook and comes back in the review forest', async () => {
    const store = storeOn(stageEnd);
    await store.dispatch(loadPersistedState());
    store.dispatch(updateSettings({ mode: 'battle' }));
    expect(await store.dispatch(openBand('j3'))).toBe(true);
    const stage = store.getState().bank.stages.j3?.[0];
    if (!stage) throw new Error('no j3 stage');
    store.dispatch(startStage({ stageId: stage.id, at: 0 }));
    const questions = store.getState().engine.run.questions;
    expect(questions.length).toBeGreaterThan(0);
    let at = 0;
    questions.forEach((q, i) => {
      // The first word gets a wrong key before its answer.
      const keys = i === 0 ? `#${q.en}` : q.en;
      for (const char of keys) {
        at += 150;
        store.dispatch(keyTyped({ char, at }));
      }
      at += 500;
    });
    await settle();
    const missed = questions[0];
    if (!missed?.id) throw new Error('the first question has no bank id');
    expect(missed.id.startsWith('j3.')).toBe(true);

    // Twenty minutes later, from the saved progress: the notebook and the forest both have it.
    const later = storeOn(new Date(stageEnd.getTime() + 20 * 60_000));
    await later.dispatch(loadPersistedState());
    await later.dispatch(openBandsInUse());
    expect(later.getState().bank.status.j3).toBe('ready');
    expect(selectNotebookEntries(later.getState()).map((e) => e.key)).toContain(missed.id);
    expect(later.dispatch(startReviewStage(1000))).toBe(true);
    expect(later.getState().engine.stageId).toBe(REVIEW_STAGE_ID);
    expect(later.getState().engine.run.questions).toEqual([
      expect.objectContaining({ id: missed.id, en: missed.en, setId: stage.id }),
    ]);
  }, 60_000);
});
