import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type AppSnapshot,
  DEFAULT_SETTINGS,
  emptySnapshot,
  fail,
  type KotobaApi,
  ok,
  type Result,
  type Settings,
  type SettingsPatch,
} from '../../../core/contract';
import { wordRecord } from '../../../tests/support/core/progress/wordRecord';
import type { LoadedBand } from '../data/bank/loadBand';
import {
  addAppListener,
  backspacePressed,
  engineActionFor,
  engineActions,
  englishVoiceMissing,
  gaveUp,
  hintRequested,
  keyTyped,
  loadPersistedState,
  type MakeStoreOptions,
  makeStore,
  openBand,
  openBandsInUse,
  pageChanged,
  practiseMissed,
  questionSkipped,
  retryStage,
  runClosed,
  runPaused,
  runResumed,
  selectAnswerView,
  selectBattleMode,
  selectEnemyHp,
  selectEngineEvents,
  selectLevel,
  selectNotices,
  selectOrder,
  selectPlayerHp,
  selectPrompt,
  selectRunStatus,
  selectScore,
  selectSettings,
  selectSound,
  selectStageList,
  startStage,
  ticked,
  updateSettings,
} from './index';

/** A platform that answers like the main process and remembers every call. */
function fakePlatform(
  over: Partial<{ settingsSet: Result<Settings>; save: Result<AppSnapshot>; throwOnLoad: boolean }> = {},
) {
  const calls = { settingsSet: [] as SettingsPatch[], save: [] as AppSnapshot[] };
  let settings: Settings = { ...DEFAULT_SETTINGS };
  const api: KotobaApi = {
    settings: {
      get: async () => {
        if (over.throwOnLoad) throw new Error('bridge gone');
        return ok({
          settings: { ...settings, mode: 'battle' },
          recovered: true,
          movedTo: '/tmp/settings.bad.json',
          writable: false,
        });
      },
      set: async (patch) => {
        calls.settingsSet.push(patch);
        settings = { ...settings, ...patch };
        return over.settingsSet ?? ok(settings);
      },
    },
    app: {
      load: async () =>
        ok({
          snapshot: { ...emptySnapshot(), exp: 70, level: 2 },
          recovered: false,
          movedTo: null,
          writable: true,
        }),
      save: async (snapshot) => {
        calls.save.push(snapshot);
        return over.save ?? ok(snapshot);
      },
      overwrite: async () => fail('invalid-payload', 'save.invalid', {}, 'not used here'),
    },
  };
  return { api, calls };
}

function storeWith(platform: KotobaApi, options: MakeStoreOptions = {}) {
  return makeStore(undefined, {
    platform: () => platform,
    now: () => new Date('2026-03-01T09:00:00.000Z'),
    randomSeed: () => 7,
    timer: false,
    settingsDebounceMs: 5,
    // No frames to wait for here: a finished stage is recorded at once.
    afterPaint: () => Promise.resolve(),
    ...options,
  });
}

const settle = (ms = 30) => new Promise((resolve) => setTimeout(resolve, ms));

function typeWord(store: ReturnType<typeof makeStore>, word: string, from: number) {
  [...word].forEach((char, i) => {
    store.dispatch(keyTyped({ char, at: from + i * 100 }));
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('makeStore', () => {
  it('starts on the title with default settings and every slice', () => {
    const store = makeStore(undefined, { timer: false });
    const state = store.getState();
    expect(Object.keys(state).sort()).toEqual([
      'bank',
      'battle',
      'classFolder',
      'engine',
      'level',
      'page',
      'persistence',
      'players',
      'settings',
      'sort',
      'sound',
      'teacher',
      'wordLists',
    ]);
    expect(state.page.current).toBe('title');
    expect(selectSettings(state)).toEqual(DEFAULT_SETTINGS);
    // The settings slice holds the settings alone: the files' state and the notices live beside it.
    expect(state.settings).toEqual(DEFAULT_SETTINGS);
    expect(state.persistence).toMatchObject({ status: 'idle', notices: [] });
  });

  it('accepts a preloaded state', () => {
    const base = makeStore(undefined, { timer: false }).getState();
    const store = makeStore({ page: { ...base.page, current: 'map' } }, { timer: false });
    expect(store.getState().page.current).toBe('map');
  });
});

describe('settings', () => {
  it('a change applies at once and is read by the battle, sort and sound areas from the one settings state', () => {
    const { api } = fakePlatform();
    const store = storeWith(api);
    store.dispatch(updateSettings({ mode: 'battle', order: 'random', sfxVolume: 0.3, colorMode: 'dark' }));
    const s = store.getState();
    expect(s.settings.colorMode).toBe('dark');
    expect(selectBattleMode(s)).toBe('battle');
    expect(selectOrder(s)).toBe('random');
    expect(selectSound(s).sfxVolume).toBe(0.3);
  });

  it('changes in quick succession are saved once, together', async () => {
    const { api, calls } = fakePlatform();
    const store = storeWith(api);
    store.dispatch(updateSettings({ sound: false }));
    store.dispatch(updateSettings({ language: 'en' }));
    await settle();
    expect(calls.settingsSet).toEqual([{ sound: false, language: 'en' }]);
  });

  it('a change that could not be saved is sent again with the next one', async () => {
    const { api, calls } = fakePlatform({
      settingsSet: fail('write-failed', 'save.refused', {}, 'Disk full'),
    });
    const store = storeWith(api);
    store.dispatch(updateSettings({ sound: false }));
    await settle();
    store.dispatch(updateSettings({ language: 'en' }));
    await settle();
    expect(calls.settingsSet).toEqual([{ sound: false }, { sound: false, language: 'en' }]);
  });

  it('a refused save keeps the change in memory and tells the player', async () => {
    const { api } = fakePlatform({
      settingsSet: fail('read-only', 'save.readOnly', {}, 'The folder is read-only'),
    });
    const store = storeWith(api);
    store.dispatch(updateSettings({ textSize: 'large' }));
    await settle();
    expect(store.getState().settings.textSize).toBe('large');
    expect(selectNotices(store.getState()).map((n) => n.kind)).toEqual(['settingsSaveFailed']);
    expect(store.getState().persistence.settingsError?.code).toBe('read-only');
  });
});

describe('loadPersistedState', () => {
  it('applies settings and progress and records recovered and read-only files', async () => {
    const { api } = fakePlatform();
    const store = storeWith(api);
    await store.dispatch(loadPersistedState());
    const s = store.getState();
    expect(s.settings.mode).toBe('battle');
    expect(selectBattleMode(s)).toBe('battle');
    expect(s.level.loaded).toBe(true);
    expect(selectLevel(s)).toMatchObject({ level: 2, exp: 70 });
    expect(s.persistence).toMatchObject({
      status: 'loaded',
      settingsRecovered: true,
      writable: false,
    });
    expect(selectNotices(s).map((n) => n.kind)).toEqual(['settingsRecovered', 'readOnly']);
  });

  it('a bridge that throws leaves defaults in place and says so', async () => {
    const { api } = fakePlatform({ throwOnLoad: true });
    const store = storeWith(api);
    await store.dispatch(loadPersistedState());
    const s = store.getState();
    expect(s.persistence.status).toBe('failed');
    expect(selectSettings(s)).toEqual(DEFAULT_SETTINGS);
    expect(selectNotices(s)[0]).toMatchObject({
      kind: 'loadFailed',
      detail: expect.stringContaining('bridge gone'),
    });
  });
});

describe('playing a stage', () => {
  it('startStage builds the run from the settings and opens the typing page', () => {
    const store = storeWith(fakePlatform().api);
    store.dispatch(updateSettings({ mode: 'battle' }));
    store.dispatch(startStage({ stageId: 'week', at: 1000 }));
    const s = store.getState();
    expect(s.page.current).toBe('typing');
    expect(s.engine.stageId).toBe('week');
    expect(s.engine.options).toMatchObject({ battleMode: true, learningMode: false, seed: 7 });
    expect(selectPrompt(s)).toEqual({ ja: '日曜日（にちようび）', img: null, index: 0, total: 7 });
    expect(selectEnemyHp(s)).toEqual({ hp: 70, max: 70 });
    expect(selectRunStatus(s)).toMatchObject({ started: true, finished: false });
  });

  it('keys, Backspace, hints and skips reach the engine', () => {
    const store = storeWith(fakePlatform().api);
    // Sound allowed, so the ladder's first step is the spoken one.
    store.dispatch(updateSettings({ mode: 'battle', consent: 'granted' }));
    store.dispatch(startStage({ stageId: 'week', at: 1000 }));
    typeWord(store, 'Sx', 1100);
    expect(selectAnswerView(store.getState())).toMatchObject({
      typed: 'Sx',
      correctMap: [true, false],
      showAnswer: false,
    });
    store.dispatch(backspacePressed({ at: 1400 }));
    store.dispatch(hintRequested({ at: 1500 }));
    store.dispatch(hintRequested({ at: 1600 }));
    expect(selectAnswerView(store.getState())).toMatchObject({ typed: 'S', hintStep: 2, hintText: 'S_____' });
    store.dispatch(questionSkipped({ at: 1700 }));
    expect(selectPrompt(store.getState()).index).toBe(1);
    expect(selectPlayerHp(store.getState()).hp).toBeLessThan(100);
  });

  it('where a word cannot be heard (no English voice, or sound off) the first hint already shows letters', () => {
    for (const silence of ['no voice', 'sound off'] as const) {
      const store = storeWith(fakePlatform().api);
      store.dispatch(updateSettings({ mode: 'battle', consent: 'granted', sound: silence !== 'sound off' }));
      if (silence === 'no voice') store.dispatch(englishVoiceMissing(true));
      store.dispatch(startStage({ stageId: 'week', at: 1000 }));
      store.dispatch(hintRequested({ at: 1100 }));
      expect(store.getState().engine.options.spokenHint, silence).toBe(false);
      expect(selectAnswerView(store.getState()), silence).toMatchObject({ hintStep: 2, hintText: 'S_____' });
    }
  });

  it('a tick changes elapsed time only: the screen selectors keep their results', () => {
    const store = storeWith(fakePlatform().api);
    store.dispatch(startStage({ stageId: 'month', at: 0 }));
    typeWord(store, 'Ja', 100);
    const before = store.getState();
    store.dispatch(ticked());
    const after = store.getState();
    expect(after.engine.run.elapsedMs).toBe(100);
    for (const select of [
      selectPrompt,
      selectAnswerView,
      selectEnemyHp,
      selectPlayerHp,
      selectRunStatus,
      selectEngineEvents,
      selectStageList,
      selectScore,
    ]) {
      expect(select(after)).toBe(select(before));
    }
  });

  it('the store timer ticks every tickMs while a time rule runs, and stops when paused', async () => {
    vi.useFakeTimers();
    const store = storeWith(fakePlatform().api, { timer: true });
    store.dispatch(startStage({ stageId: 'month', at: 0, overrides: { timeLimitMs: 60_000 } }));
    await vi.advanceTimersByTimeAsync(350);
    expect(store.getState().engine.run.elapsedMs).toBe(300);
    store.dispatch(runPaused({ at: 400 }));
    await vi.advanceTimersByTimeAsync(500);
    expect(store.getState().engine.run.elapsedMs).toBe(300);
    store.dispatch(runResumed({ at: 900 }));
    await vi.advanceTimersByTimeAsync(250);
    expect(store.getState().engine.run.elapsedMs).toBe(500);
    store.dispatch(runClosed());
    await vi.advanceTimersByTimeAsync(500);
    expect(store.getState().engine.run.elapsedMs).toBe(0);
  });

  it('with no rule on time the timer wakes once a second and adds that second of ticks at once', async () => {
    vi.useFakeTimers();
    const store = storeWith(fakePlatform().api, { timer: true });
    store.dispatch(startStage({ stageId: 'month', at: 0 }));
    await vi.advanceTimersByTimeAsync(950);
    expect(store.getState().engine.run.elapsedMs).toBe(0);
    await vi.advanceTimersByTimeAsync(100);
    expect(store.getState().engine.run.elapsedMs).toBe(1000);
    store.dispatch(runPaused({ at: 1100 }));
    await vi.advanceTimersByTimeAsync(3000);
    expect(store.getState().engine.run.elapsedMs).toBe(1000);
  });

  it('listeners see each engine event once, by its sequence number', () => {
    const store = storeWith(fakePlatform().api);
    const heard: string[] = [];
    const stop = store.dispatch(
      addAppListener({
        predicate: (_a, current, previous) => current.engine.run.eventSeq !== previous.engine.run.eventSeq,
        effect: (_a, api) => {
          heard.push(...api.getState().engine.run.events.map((e) => e.kind));
        },
      }),
    );
    store.dispatch(startStage({ stageId: 'week', at: 0 }));
    typeWord(store, 'Sx', 100);
    store.dispatch(ticked());
    stop();
    expect(heard).toEqual(['start', 'question', 'hit', 'miss']);
  });

  it("an input in the engine's own spelling reaches the engine as it is", () => {
    const store = storeWith(fakePlatform().api);
    store.dispatch(startStage({ stageId: 'week', at: 0 }));
    const action = engineActionFor({ type: 'key', char: 'S', at: 100 });
    expect(action).toEqual(keyTyped({ char: 'S', at: 100 }));
    expect(action).toEqual({ type: 'engine/key', payload: { type: 'key', char: 'S', at: 100 } });
    store.dispatch(action);
    expect(store.getState().engine.run.typed).toBe('S');
    store.dispatch(engineActionFor({ type: 'backspace', at: 200 }));
    expect(store.getState().engine.run.typed).toBe('');
    for (const [type, creator] of Object.entries(engineActions)) expect(creator.type).toBe(`engine/${type}`);
  });

  it('a listener hears only the store it was added to', () => {
    const store = storeWith(fakePlatform().api);
    const other = storeWith(fakePlatform().api);
    const heard: string[] = [];
    const stop = store.dispatch(
      addAppListener({ actionCreator: keyTyped, effect: (action) => void heard.push(action.payload.char) }),
    );
    store.dispatch(startStage({ stageId: 'week', at: 0 }));
    other.dispatch(startStage({ stageId: 'week', at: 0 }));
    other.dispatch(keyTyped({ char: 'x', at: 100 }));
    store.dispatch(keyTyped({ char: 'S', at: 100 }));
    stop();
    store.dispatch(keyTyped({ char: 'u', at: 200 }));
    expect(heard).toEqual(['S']);
  });
});

describe('the end of a stage', () => {
  async function finishWeek(platform: KotobaApi, load = true) {
    const store = storeWith(platform);
    if (load) await store.dispatch(loadPersistedState());
    store.dispatch(updateSettings({ mode: 'study', learnThenRecall: false }));
    store.dispatch(startStage({ stageId: 'week', at: 0 }));
    let at = 100;
    for (const word of ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
      typeWord(store, word, at);
      at += 1000;
    }
    typeWord(store, 'Saturdx', at);
    store.dispatch(backspacePressed({ at: at + 800 }));
    typeWord(store, 'ay', at + 900);
    await settle();
    return store;
  }

  it('merges the outcomes into the progress, opens the results and saves', async () => {
    const fake = fakePlatform();
    const store = await finishWeek(fake.api);
    const s = store.getState();
    expect(s.page.current).toBe('results');
    expect(s.level.snapshot.stages.week).toMatchObject({ cleared: true, plays: 1, bestRank: 'S' });
    expect(s.level.snapshot.words['e34.saturday']).toMatchObject({
      seen: 1,
      clean: 0,
      mistakes: 1,
      wrongKeys: { 'a→x': 1 },
      lastWrong: ['Saturdx'],
    });
    expect(s.level.snapshot.words['e34.sunday']).toMatchObject({ clean: 1 });
    expect(s.level.snapshot.history[0]).toMatchObject({
      stageId: 'week',
      mode: 'study',
      victory: true,
      missed: ['Saturday'],
      at: '2026-03-01T09:00:00.000Z',
    });
    expect(selectLevel(s).exp).toBeGreaterThan(70);
    expect(s.level.lastGain).toMatchObject({ stageId: 'week', levelBefore: 2 });
    expect(fake.calls.save).toHaveLength(1);
    expect(fake.calls.save[0]).toEqual(s.level.snapshot);
    // A good save is told in place on the results, never as a notice over the game.
    expect(s.persistence.progressSave).toBe('saved');
    expect(selectNotices(s).map((n) => n.kind)).not.toContain('saveFailed');
    expect(selectScore(s)).toMatchObject({ rank: 'S', cleared: 7, mistakeProblemCount: 1 });
  });

  it('records the stage after the last key has painted, and opens the results after the next frame', async () => {
    const frames: (() => void)[] = [];
    const paint = async () => {
      frames.shift()?.();
      await settle(0);
    };
    const store = storeWith(fakePlatform().api, {
      afterPaint: () => new Promise<void>((resolve) => frames.push(resolve)),
    });
    store.dispatch(updateSettings({ mode: 'study', learnThenRecall: false }));
    store.dispatch(startStage({ stageId: 'practice', questions: [{ en: 'cat', ja: 'ねこ' }], at: 0 }));
    typeWord(store, 'cat', 100);
    await settle(0);
    expect(store.getState().level.lastGain).toBeNull();
    await paint();
    expect(store.getState().level.lastGain).toMatchObject({ stageId: 'practice' });
    expect(store.getState().page.current).toBe('typing');
    await paint();
    expect(store.getState().page.current).toBe('results');
  });

  it('a stage left before its results open is recorded without calling the player back', async () => {
    const frames: (() => void)[] = [];
    const store = storeWith(fakePlatform().api, {
      afterPaint: () => new Promise<void>((resolve) => frames.push(resolve)),
    });
    store.dispatch(updateSettings({ mode: 'study', learnThenRecall: false }));
    store.dispatch(startStage({ stageId: 'practice', questions: [{ en: 'cat', ja: 'ねこ' }], at: 0 }));
    typeWord(store, 'cat', 100);
    await settle(0);
    frames.shift()?.();
    await settle(0);
    store.dispatch(runClosed());
    frames.shift()?.();
    await settle(0);
    expect(store.getState().level.lastGain).toMatchObject({ stageId: 'practice' });
    expect(store.getState().page.current).toBe('map');
  });

  it('the next stage on the map unlocks once a stage is cleared', async () => {
    const store = await finishWeek(fakePlatform().api);
    const stages = selectStageList(store.getState());
    const weekIndex = stages.findIndex((st) => st.id === 'week');
    expect(stages[weekIndex]).toMatchObject({ cleared: true, bestRank: 'S' });
    expect(stages[weekIndex + 1]?.unlocked).toBe(true);
  });

  it('a failed save keeps the progress in memory and tells the player', async () => {
    const fake = fakePlatform({ save: fail('write-failed', 'save.refused', {}, 'Disk full') });
    const store = await finishWeek(fake.api);
    expect(store.getState().level.snapshot.stages.week?.cleared).toBe(true);
    expect(selectNotices(store.getState()).map((n) => n.kind)).toContain('saveFailed');
    expect(store.getState().persistence.progressError?.detail).toBe('Disk full');
  });

  it('progress that was never loaded is not written over the file', async () => {
    const fake = fakePlatform();
    const store = await finishWeek(fake.api, false);
    expect(store.getState().level.snapshot.stages.week?.cleared).toBe(true);
    expect(fake.calls.save).toHaveLength(0);
  });

  it('giving up records a lost attempt', async () => {
    const fake = fakePlatform();
    const store = storeWith(fake.api);
    await store.dispatch(loadPersistedState());
    store.dispatch(startStage({ stageId: 'number', at: 0 }));
    store.dispatch(gaveUp({ at: 500 }));
    await settle();
    expect(store.getState().level.snapshot.history[0]).toMatchObject({
      stageId: 'number',
      victory: false,
      rank: 'D',
    });
    expect(store.getState().level.snapshot.stages.number?.cleared).toBe(false);
  });

  it('retry replays the stage and practice plays only the missed words', async () => {
    const store = await finishWeek(fakePlatform().api);
    store.dispatch(practiseMissed(20000));
    expect(store.getState().engine.stageId).toBe('practice');
    expect(store.getState().engine.run.questions.map((q) => q.en)).toEqual(['Saturday']);
    expect(store.getState().page.current).toBe('typing');
    store.dispatch(retryStage(30000));
    expect(store.getState().engine.run.questions.map((q) => q.en)).toEqual(['Saturday']);
  });
});

describe('the word bank in the store', () => {
  const loaded = (band: 'e34' | 'j1'): LoadedBand => ({
    band,
    entries: [
      {
        id: `${band}.colour`,
        en: 'color',
        variants: ['colour'],
        ja: 'いろ',
        pos: 'noun',
        band,
        theme: 'colors',
      },
      { id: `${band}.dog`, en: 'dog', ja: 'いぬ', pos: 'noun', band, theme: 'colors', img: 'dog.svg' },
    ],
    stages: [
      {
        id: `${band}.colors-1`,
        band,
        theme: 'colors',
        kind: 'words',
        part: 1,
        parts: 1,
        titleJa: 'いろ',
        titleEn: 'Colours',
        entryIds: [`${band}.colour`, `${band}.dog`],
      },
    ],
  });

  it('loads a band once, plays its stage with accepted forms and pictures, and goes back to the library', async () => {
    let calls = 0;
    const store = makeStore(undefined, {
      timer: false,
      loadBand: async (band) => {
        calls++;
        return loaded(band as 'e34');
      },
    });
    store.dispatch(pageChanged('library'));
    expect(await store.dispatch(openBand('e34'))).toBe(true);
    expect(await store.dispatch(openBand('e34'))).toBe(true);
    expect(calls).toBe(1);
    expect(store.getState().bank.status.e34).toBe('ready');

    store.dispatch(startStage({ stageId: 'e34.colors-1', at: 0 }));
    const run = store.getState().engine.run;
    expect(store.getState().page.current).toBe('typing');
    expect(run.questions.map((q) => q.id).sort()).toEqual(['e34.colour', 'e34.dog']);
    expect(run.questions.find((q) => q.id === 'e34.colour')?.variants).toEqual(['colour']);
    expect(run.questions.find((q) => q.id === 'e34.dog')?.img).toBe('dog.svg');
    store.dispatch(runClosed());
    expect(store.getState().page.current).toBe('library');
  });

  it('remembers a failed load and tries again when asked', async () => {
    let fail = true;
    const store = makeStore(undefined, {
      timer: false,
      loadBand: async (band) => {
        if (fail) throw new Error('offline chunk');
        return loaded(band as 'j1');
      },
    });
    expect(await store.dispatch(openBand('j1'))).toBe(false);
    expect(store.getState().bank.status.j1).toBe('failed');
    fail = false;
    expect(await store.dispatch(openBand('j1'))).toBe(true);
    expect(store.getState().bank.stages.j1?.[0]?.id).toBe('j1.colors-1');
  });

  it('gives a route word its accepted forms and picture once its band is loaded', async () => {
    const store = makeStore(undefined, {
      timer: false,
      loadBand: async () => ({
        band: 'e34',
        entries: [
          {
            id: 'e34.gray',
            en: 'gray',
            variants: ['grey'],
            ja: 'はいいろ',
            pos: 'noun',
            band: 'e34',
            theme: 'colors',
            img: 'grey.svg',
          },
        ],
        stages: [],
      }),
    });
    await store.dispatch(openBand('e34'));
    store.dispatch(startStage({ stageId: 'colors', at: 0 }));
    const gray = store.getState().engine.run.questions.find((q) => q.en === 'gray');
    expect(gray).toMatchObject({ id: 'e34.gray', variants: ['grey'], img: 'grey.svg' });
    store.dispatch(runClosed());
    expect(store.getState().page.current).toBe('map');
  });
});

describe('bands in use', () => {
  it('loads the route’s two bands and every band the player has word records in, each once', async () => {
    const asked: string[] = [];
    const snapshot = {
      ...emptySnapshot(),
      words: {
        'j2.program': wordRecord({
          setId: 'j2.technology-and-communication-1',
          en: 'program',
          ja: 'ばんぐみ',
          clean: 0,
          mistakes: 1,
        }),
      },
    };
    const store = makeStore(
      { level: { ...makeStore(undefined, { timer: false }).getState().level, snapshot } },
      {
        timer: false,
        loadBand: async (band) => {
          asked.push(band);
          return { band, entries: [], stages: [] };
        },
      },
    );
    await store.dispatch(openBandsInUse());
    expect(asked.sort()).toEqual(['e34', 'e56', 'j2']);
  });
});
