// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { endOfLocalDay } from '../engine/review';
import { createLocalStoragePlatform, STORAGE_KEYS } from '../platform/createLocalStoragePlatform';
import {
  gaveUp,
  hintRequested,
  keyTyped,
  loadPersistedState,
  makeStore,
  offsetMinutesAt,
  practiseMissed,
  REVIEW_STAGE_ID,
  retryStage,
  runClosed,
  selectDueWords,
  selectKeyConfusions,
  selectNotebookEntries,
  selectStageMastery,
  startPracticeStage,
  startReviewStage,
  startStage,
  updateSettings,
} from './index';

// Midday UTC, so the same calendar day holds in every time zone the tests may run in.
const stageEnd = new Date('2026-03-02T12:00:00.000Z');

function storeOn(storage: Storage, now = stageEnd) {
  return makeStore(undefined, {
    platform: () => createLocalStoragePlatform(storage, { now: () => now }),
    now: () => now,
    randomSeed: () => 7,
    timer: false,
    settingsDebounceMs: 5,
    // No frames to wait for here: a finished stage is recorded at once.
    afterPaint: () => Promise.resolve(),
  });
}
type Store = ReturnType<typeof storeOn>;

const settle = (ms = 30) => new Promise((resolve) => setTimeout(resolve, ms));

function typeKeys(store: Store, keys: string, from: number): number {
  let at = from;
  for (const char of keys) {
    at += 150;
    store.dispatch(keyTyped({ char, at }));
  }
  return at;
}

/** A battle of the days of the week in which the player types "Wensday…" for Wednesday. */
async function battleWeekMissingWednesday(storage: Storage): Promise<Store> {
  const store = storeOn(storage);
  await store.dispatch(loadPersistedState());
  store.dispatch(updateSettings({ mode: 'battle' }));
  store.dispatch(startStage({ stageId: 'week', at: 0 }));
  let at = 0;
  for (const word of ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']) {
    // "Wen" → two wrong keys (n, then s for d), then the right spelling.
    at = typeKeys(store, word === 'Wednesday' ? 'Wensdnesday' : word, at + 500);
  }
  await settle();
  return store;
}

const dueToday = (store: Store) =>
  selectDueWords(store.getState(), endOfLocalDay(stageEnd, offsetMinutesAt(stageEnd)).getTime()).map(
    (d) => d.key,
  );

beforeEach(() => localStorage.clear());

describe('review through the store', () => {
  it('grades each word at stage end, puts the missed word in the notebook and due today', async () => {
    const store = await battleWeekMissingWednesday(localStorage);
    expect(store.getState().engine.run.victory).toBe(true);
    const words = store.getState().level.snapshot.words;
    expect(words['e34.wednesday']?.review).toMatchObject({ lastGrade: 'hard', state: 'learning' });
    expect(words['e34.monday']?.review?.state).toBe('review');
    expect(dueToday(store)).toEqual(['e34.wednesday']);
    const [entry, ...rest] = selectNotebookEntries(store.getState());
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({ en: 'Wednesday', missed: 1, mistakes: 2, lastWrong: ['Wen', 'Wes'] });
    expect(entry?.confusions).toEqual([
      { expected: 'd', typed: 'n', count: 1 },
      { expected: 'd', typed: 's', count: 1 },
    ]);
    expect(selectKeyConfusions(store.getState())).toHaveLength(2);
    expect(selectStageMastery(store.getState()).week).toEqual({
      total: 7,
      seen: 7,
      learning: 7,
      mastered: 0,
    });
  });

  it('keeps the schedule through save and load with the browser fallback', async () => {
    const first = await battleWeekMissingWednesday(localStorage);
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEYS.progress) ?? 'null');
    expect(saved.version).toBe(2);
    expect(saved.words['e34.wednesday'].review.lastGrade).toBe('hard');
    const second = storeOn(localStorage);
    await second.dispatch(loadPersistedState());
    expect(second.getState().level.snapshot.words).toEqual(first.getState().level.snapshot.words);
    expect(dueToday(second)).toEqual(['e34.wednesday']);
    expect(second.getState().level.snapshot.mastery).toEqual(first.getState().level.snapshot.mastery);
  });

  it('the review stage fights a demon made of today’s due words with one HP per word', async () => {
    await battleWeekMissingWednesday(localStorage);
    const later = storeOn(localStorage, new Date(stageEnd.getTime() + 20 * 60_000));
    await later.dispatch(loadPersistedState());
    later.dispatch(updateSettings({ mode: 'study' }));
    expect(later.dispatch(startReviewStage(1000))).toBe(true);
    const { engine, page } = later.getState();
    expect(page.current).toBe('typing');
    expect(engine.stageId).toBe(REVIEW_STAGE_ID);
    expect(engine.run.questions).toEqual([expect.objectContaining({ en: 'Wednesday', setId: 'week' })]);
    expect(engine.options.battleMode).toBe(true);
    expect(engine.run.enemyMaxHp).toBe(1);
    typeKeys(later, 'Wednesday', 1000);
    await settle();
    expect(later.getState().engine.run.victory).toBe(true);
    expect(later.getState().level.snapshot.words['e34.wednesday']?.review).toMatchObject({ reps: 2 });
    // Retry replays the same forest battle, even in study mode and with nothing due any more.
    later.dispatch(retryStage(5000));
    expect(later.getState().engine).toMatchObject({ stageId: REVIEW_STAGE_ID });
    expect(later.getState().engine.options.battleMode).toBe(true);
    expect(later.getState().engine.run.enemyMaxHp).toBe(1);
    expect(later.getState().engine.run.questions.map((q) => q.en)).toEqual(['Wednesday']);
  });

  it('the review stage starts nothing when no word is due', async () => {
    const store = storeOn(localStorage);
    await store.dispatch(loadPersistedState());
    expect(store.dispatch(startReviewStage(0))).toBe(false);
    expect(store.getState().engine.stageId).toBeNull();
  });

  it('battles chosen notebook words, and ignores unknown keys', async () => {
    const store = await battleWeekMissingWednesday(localStorage);
    store.dispatch(runClosed());
    expect(store.dispatch(startPracticeStage(['e34.wednesday', 'e34.funday', 'e34.monday'], 0))).toBe(true);
    expect(store.getState().engine.run.questions.map((q) => q.en)).toEqual(['Wednesday', 'Monday']);
    expect(store.dispatch(startPracticeStage(['nothing:here'], 0))).toBe(false);
  });

  it('"practise the missed words" takes the words the model graded again or hard, forgotten first', async () => {
    const store = storeOn(localStorage);
    await store.dispatch(loadPersistedState());
    store.dispatch(updateSettings({ mode: 'battle' }));
    store.dispatch(startStage({ stageId: 'week', at: 0 }));
    let at = typeKeys(store, 'Sxunday', 0);
    at = typeKeys(store, 'Monday', at);
    store.dispatch(hintRequested({ at: at + 10 }));
    store.dispatch(hintRequested({ at: at + 20 }));
    store.dispatch(hintRequested({ at: at + 30 }));
    at = typeKeys(store, 'Tuesday', at + 40);
    for (const word of ['Wednesday', 'Thursday', 'Friday', 'Saturday']) at = typeKeys(store, word, at);
    await settle();
    store.dispatch(practiseMissed(at + 100));
    expect(store.getState().engine.run.questions.map((q) => q.en)).toEqual(['Tuesday', 'Sunday']);
  });

  it('"practise the missed words" also offers the question a run ended on before any key', async () => {
    const store = storeOn(localStorage);
    await store.dispatch(loadPersistedState());
    store.dispatch(updateSettings({ mode: 'battle' }));
    store.dispatch(startStage({ stageId: 'week', at: 0 }));
    const at = typeKeys(store, 'Sunday', 0);
    store.dispatch(gaveUp({ at: at + 500 }));
    await settle();
    store.dispatch(practiseMissed(at + 1000));
    expect(store.getState().engine.run.questions.map((q) => q.en)).toEqual(['Monday']);
    expect(store.getState().level.snapshot.words['e34.monday']?.review).toBeNull();
  });
});
