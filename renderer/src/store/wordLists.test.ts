import { describe, expect, it } from 'vitest';
import type { KotobaApi, Result, WordList, WordListPreview } from '../../../core/contract';
import { samplePreview } from '../../../tests/support/core/wordlists/samplePreview';
import { memoryWordLists, unit3 } from '../../../tests/support/renderer/store/memoryWordLists';
import { getQuestionSet } from '../data/questionSets';
import { getStage } from '../data/stages';
import { createLocalStoragePlatform } from '../platform';
import {
  cancelWordListPreview,
  confirmWordListPreview,
  loadWordLists,
  makeStore,
  removeWordList,
  retryStage,
  selectCurrentStage,
  selectQuestionSet,
  selectSetMastery,
  selectStage,
  startStage,
  watchWordListPreviews,
} from './index';

const ok = <T>(value: T): Result<T> => ({ ok: true, value });
const preview = samplePreview({
  title: 'Unit 4',
  fileName: 'Unit 4.csv',
  accepted: [{ line: 2, en: 'bird', ja: 'とり' }],
});

/** A browser platform with the word-list half of the bridge over memory, recording every call. */
function classroomPlatform(initial: WordList[] = [unit3]) {
  const calls: string[] = [];
  const memory = memoryWordLists(initial, calls);
  let send: ((preview: WordListPreview) => void) | null = null;
  const wordLists: NonNullable<KotobaApi['wordLists']> = {
    ...memory.bridge,
    confirm: async (id) => {
      calls.push(`confirm ${id}`);
      const saved: WordList = {
        id: 'wl-d4e5f6',
        title: 'Unit 4',
        createdAt: 'now',
        items: [{ en: 'bird', ja: 'とり' }],
      };
      memory.keep(saved);
      return ok(saved);
    },
    cancel: async (id) => {
      calls.push(`cancel ${id}`);
      return ok(true);
    },
  };
  const platform: KotobaApi = {
    ...createLocalStoragePlatform(null),
    wordLists,
    onWordListPreview: (listener) => {
      send = listener;
      return () => {
        send = null;
      };
    },
  };
  return {
    platform,
    wordLists,
    calls,
    send: (p: WordListPreview) => send?.(p),
    listening: () => send !== null,
  };
}

function storeOver(platform: KotobaApi) {
  return makeStore(undefined, { platform: () => platform, timer: false, randomSeed: () => 7 });
}

describe('teachers’ word lists in the store', () => {
  it('are read through the platform and found as stages and sets beside the built-in ones', async () => {
    const store = storeOver(classroomPlatform().platform);
    expect(selectStage(store.getState(), unit3.id)).toBeUndefined();
    await store.dispatch(loadWordLists());
    const state = store.getState();
    expect(state.wordLists.status).toBe('loaded');
    expect(selectStage(state, unit3.id)).toMatchObject({
      id: unit3.id,
      setIds: [unit3.id],
      difficulty: 2,
      boss: false,
    });
    expect(selectQuestionSet(state, unit3.id)?.items.map((q) => q.en)).toEqual(['dog', 'cat']);
    expect(selectStage(state, 'number')).toBe(getStage('number'));
    expect(selectQuestionSet(state, 'number')).toBe(getQuestionSet('number'));
    // The same lists give the same stage object, so screens reading it do not redraw for nothing.
    expect(selectStage(store.getState(), unit3.id)).toBe(selectStage(state, unit3.id));
  });

  it('are absent where the platform keeps none, and the game goes on without them', async () => {
    const store = storeOver(createLocalStoragePlatform(null));
    await store.dispatch(loadWordLists());
    expect(store.getState().wordLists).toMatchObject({ status: 'absent', lists: [] });
  });

  it('play as a stage of their own words, and a retry draws the same stage again', async () => {
    const store = storeOver(classroomPlatform().platform);
    await store.dispatch(loadWordLists());
    store.dispatch(startStage({ stageId: unit3.id, at: 0 }));
    let state = store.getState();
    expect(state.engine.run.questions.map((q) => `${q.setId}:${q.en}`)).toEqual([
      `${unit3.id}:dog`,
      `${unit3.id}:cat`,
    ]);
    expect(state.engine.difficulty).toBe(2);
    expect(selectCurrentStage(state).stage?.titleJa).toBe('Unit 3');
    store.dispatch(retryStage(0));
    state = store.getState();
    expect(state.engine.stageId).toBe(unit3.id);
    expect(state.engine.run.questions).toHaveLength(2);
  });

  it('count in the mastery of every set once they are known', async () => {
    const store = storeOver(classroomPlatform().platform);
    expect(selectSetMastery(store.getState()).some((m) => m.setId === unit3.id)).toBe(false);
    await store.dispatch(loadWordLists());
    expect(selectSetMastery(store.getState()).find((m) => m.setId === unit3.id)?.total).toBe(2);
  });

  it('keep a failed removal’s reason and the list, and clear the reason once a removal works', async () => {
    const bridge = classroomPlatform();
    const store = storeOver(bridge.platform);
    await store.dispatch(loadWordLists());
    const remove = bridge.wordLists.remove;
    bridge.wordLists.remove = async () => ({
      ok: false,
      error: { code: 'write-failed', reason: 'save.refused', values: {}, detail: 'disk full' },
    });
    expect(await store.dispatch(removeWordList(unit3.id))).toBe(false);
    expect(store.getState().wordLists.error?.detail).toBe('disk full');
    expect(store.getState().wordLists.lists).toHaveLength(1);
    bridge.wordLists.remove = remove;
    expect(await store.dispatch(removeWordList(unit3.id))).toBe(true);
    expect(store.getState().wordLists).toMatchObject({ error: null, lists: [] });
  });
});

describe('the import preview in the store', () => {
  it('arrives from main while watched, and stops arriving after the teardown', () => {
    const bridge = classroomPlatform();
    const store = storeOver(bridge.platform);
    const stop = store.dispatch(watchWordListPreviews());
    bridge.send(preview);
    expect(store.getState().wordLists.preview).toEqual(preview);
    stop();
    expect(bridge.listening()).toBe(false);
  });

  it('confirmed, is saved by its id alone, read back as a new stage, and closed', async () => {
    const bridge = classroomPlatform();
    const store = storeOver(bridge.platform);
    store.dispatch(watchWordListPreviews());
    bridge.send(preview);
    expect(await store.dispatch(confirmWordListPreview())).toBe(true);
    expect(bridge.calls).toEqual(['confirm pv-123456']);
    expect(store.getState().wordLists.preview).toBeNull();
    expect(selectStage(store.getState(), 'wl-d4e5f6')?.titleEn).toBe('Unit 4');
  });

  it('stays open with the reason when saving fails', async () => {
    const bridge = classroomPlatform();
    bridge.wordLists.confirm = async () => ({
      ok: false,
      error: { code: 'write-failed', reason: 'save.refused', values: {}, detail: 'disk full' },
    });
    const store = storeOver(bridge.platform);
    store.dispatch(watchWordListPreviews());
    bridge.send(preview);
    expect(await store.dispatch(confirmWordListPreview())).toBe(false);
    expect(store.getState().wordLists.preview?.id).toBe('pv-123456');
    expect(store.getState().wordLists.previewError?.detail).toBe('disk full');
  });

  it('cancelled, closes at once, tells main its id, and saves nothing', async () => {
    const bridge = classroomPlatform([]);
    const store = storeOver(bridge.platform);
    store.dispatch(watchWordListPreviews());
    bridge.send(preview);
    store.dispatch(cancelWordListPreview());
    expect(store.getState().wordLists.preview).toBeNull();
    expect(bridge.calls).toEqual(['cancel pv-123456']);
    await store.dispatch(loadWordLists());
    expect(store.getState().wordLists.lists).toEqual([]);
  });
});
