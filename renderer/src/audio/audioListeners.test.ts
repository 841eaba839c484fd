import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS, emptySnapshot, type KotobaApi, ok } from '../../../core/contract';
import { createRecordingBackend } from '../../../tests/support/renderer/audio/recordingBackend';
import type { QAPair } from '../engine/types';
import {
  type AppStore,
  audioUnlocked,
  backspacePressed,
  hintRequested,
  keyTyped,
  makeStore,
  pageChanged,
  progressLoaded,
  questionSkipped,
  runClosed,
  stageSelected,
  startStage,
  updateSettings,
} from '../store';
import { AudioManager } from './AudioManager';
import { setupAudioListeners } from './audioListeners';
import { BGM_TRACKS, type BgmTrack, SFX_NAMES, type SfxName } from './soundNames';

const bgmSources = Object.fromEntries(BGM_TRACKS.map((t) => [t, `bgm/${t}`])) as Record<BgmTrack, string>;
const sfxSources = Object.fromEntries(SFX_NAMES.map((n) => [n, `sfx/${n}`])) as Record<SfxName, string>;
const bgmLoops: Record<BgmTrack, boolean> = { map: true, battle: true, victory: false, defeat: false };
const FADE = 100;
const words: QAPair[] = [
  { en: 'cat', ja: 'ねこ' },
  { en: 'dog', ja: 'いぬ' },
];

/** A platform that accepts every save, so the store's persistence does not get in the way. */
const platform: KotobaApi = {
  settings: {
    get: async () => ok({ settings: DEFAULT_SETTINGS, recovered: false, movedTo: null, writable: true }),
    set: async (patch) => ok({ ...DEFAULT_SETTINGS, ...patch }),
  },
  app: {
    load: async () => ok({ snapshot: emptySnapshot(), recovered: false, movedTo: null, writable: true }),
    save: async (snapshot) => ok(snapshot),
    overwrite: async () => ok(emptySnapshot()),
  },
};

let teardown: () => void = () => {};
let clock = 0;

/** Moves the event clock on by `ms` and answers the new time, like successive `event.timeStamp`s. */
function later(ms: number): number {
  clock += ms;
  return clock;
}

beforeEach(() => {
  vi.useFakeTimers();
  clock = 1000;
});
afterEach(() => {
  teardown();
  vi.useRealTimers();
});

function setup(
  options: {
    consent?: 'granted' | 'denied' | 'unasked';
    mode?: 'study' | 'battle';
    afterPaint?: () => Promise<void>;
  } = {},
) {
  const store: AppStore = makeStore(undefined, {
    timer: false,
    platform: () => platform,
    devChecks: false,
    afterPaint: () => Promise.resolve(),
  });
  store.dispatch(updateSettings({ consent: options.consent ?? 'granted', mode: options.mode ?? 'study' }));
  const recorder = createRecordingBackend();
  const audio = new AudioManager({
    backend: recorder.backend,
    bgmSources,
    bgmLoops,
    sfxSources,
    settings: { sound: true, bgm: true, sfx: true, bgmVolume: 0.5, sfxVolume: 0.8 },
    fadeMs: FADE,
    log: () => {},
  });
  const speech = { speak: vi.fn((_word: string) => true), stop: vi.fn() };
  teardown = setupAudioListeners(store.dispatch, {
    audio,
    speech,
    initialState: store.getState(),
    levelUpDelayMs: 300,
    afterPaint: options.afterPaint,
  });
  const effects = () =>
    recorder
      .played()
      .filter((src) => src.startsWith('sfx/'))
      .map((src) => src.slice(4));
  /** Effects played by `act` alone. */
  const effectsOf = (act: () => void) => {
    const before = effects().length;
    act();
    return effects().slice(before);
  };
  const type = (text: string) => {
    for (const char of text) store.dispatch(keyTyped({ char, at: later(150) }));
  };
  return { store, recorder, audio, speech, effects, effectsOf, type };
}

describe('engine events become sounds', () => {
  it('study: a key ticks, a wrong key buzzes, a finished word chimes, and shown words are spoken', () => {
    const { store, effectsOf, speech, type } = setup();
    expect(
      effectsOf(() => store.dispatch(startStage({ stageId: 'practice', questions: words, at: clock }))),
    ).toEqual(['menuSelect']);
    expect(speech.speak).toHaveBeenLastCalledWith('cat');
    expect(effectsOf(() => type('c'))).toEqual(['keyOn']);
    expect(effectsOf(() => type('x'))).toEqual(['miss']);
    expect(effectsOf(() => store.dispatch(backspacePressed({ at: later(100) })))).toEqual([]);
    // Completing the shown word moves to recall (chime, nothing spoken: the answer is hidden now).
    speech.speak.mockClear();
    expect(effectsOf(() => type('at'))).toEqual(['keyOn', 'clear']);
    expect(speech.speak).not.toHaveBeenCalled();
    // Recall cleared: chime, and the next question's shown word is spoken.
    expect(effectsOf(() => type('cat'))).toEqual(['keyOn', 'keyOn', 'clear']);
    expect(speech.speak).toHaveBeenLastCalledWith('dog');
  });

  it("a key's sounds wait for the frame that shows the key to be painted", async () => {
    const paints: (() => void)[] = [];
    const afterPaint = () => new Promise<void>((painted) => paints.push(painted));
    const { store, effects, effectsOf, speech, type } = setup({ afterPaint });
    store.dispatch(startStage({ stageId: 'practice', questions: words, at: clock }));
    // Speaking the first word waits for the paint too.
    expect(speech.speak).not.toHaveBeenCalled();
    for (const painted of paints.splice(0)) painted();
    await Promise.resolve();
    expect(speech.speak).toHaveBeenLastCalledWith('cat');
    expect(effectsOf(() => type('c'))).toEqual([]);
    expect(paints).toHaveLength(1);
    paints[0]?.();
    await Promise.resolve();
    expect(effects().at(-1)).toBe('keyOn');
  });

  it('a hint sparkles and its first step speaks the word; a skip runs away', () => {
    const { store, effectsOf, speech } = setup({ mode: 'battle' });
    store.dispatch(startStage({ stageId: 'practice', questions: words, at: clock }));
    expect(speech.speak).not.toHaveBeenCalled();
    expect(effectsOf(() => store.dispatch(hintRequested({ at: later(100) })))).toEqual(['hint']);
    expect(speech.speak).toHaveBeenLastCalledWith('cat');
    expect(effectsOf(() => store.dispatch(hintRequested({ at: later(100) })))).toEqual(['hint']);
    expect(speech.speak).toHaveBeenCalledTimes(1);
    expect(effectsOf(() => store.dispatch(questionSkipped({ at: later(100) })))).toEqual(['escape']);
  });

  it('battle: a wrong key lands a blow, a cleared answer slashes, the last one bursts the demon', () => {
    const { store, effectsOf, type } = setup({ mode: 'battle' });
    store.dispatch(startStage({ stageId: 'practice', questions: words, at: clock }));
    expect(effectsOf(() => type('z'))).toEqual(['punch']);
    store.dispatch(backspacePressed({ at: later(100) }));
    expect(effectsOf(() => type('cat'))).toEqual(['keyOn', 'keyOn', 'slash']);
    expect(effectsOf(() => type('dog'))).toEqual(['keyOn', 'keyOn', 'slash', 'defeat']);
    expect(store.getState().engine.run.victory).toBe(true);
  });

  it('battle: losing all HP fells the hero', () => {
    const { store, effects, type } = setup({ mode: 'battle' });
    store.dispatch(startStage({ stageId: 'practice', questions: words, at: clock }));
    for (let i = 0; i < 200 && !store.getState().engine.run.finished; i++) {
      type('z');
      store.dispatch(backspacePressed({ at: later(10) }));
    }
    expect(store.getState().engine.run.ending).toBe('defeated');
    expect(effects().at(-1)).toBe('fallDown');
  });

  it('a level gained plays the level-up sound a moment after the win', async () => {
    const { store, effects, type } = setup({ mode: 'battle' });
    store.dispatch(progressLoaded(emptySnapshot()));
    store.dispatch(startStage({ stageId: 'practice', questions: words, at: clock }));
    type('catdog');
    // The stage is recorded in the task after the final key's frame.
    await vi.advanceTimersByTimeAsync(0);
    const gain = store.getState().level.lastGain;
    expect(gain && gain.levelAfter > gain.levelBefore).toBe(true);
    expect(effects()).not.toContain('levelUp');
    await vi.advanceTimersByTimeAsync(300);
    expect(effects().at(-1)).toBe('levelUp');
  });

  it('moving the map cursor ticks', () => {
    const { store, effectsOf } = setup();
    expect(effectsOf(() => store.dispatch(stageSelected('month')))).toEqual(['menuMove']);
    expect(effectsOf(() => store.dispatch(stageSelected('month')))).toEqual([]);
  });
});

describe('screens choose the music', () => {
  it('map music on the title and map, the battle theme in battle, then the fanfare on a win', async () => {
    const { store, recorder, audio, type } = setup({ mode: 'battle' });
    expect(audio.audibleTrack).toBe('map');
    store.dispatch(startStage({ stageId: 'practice', questions: words, at: clock }));
    vi.advanceTimersByTime(FADE);
    expect(recorder.playing().filter((src) => src.startsWith('bgm/'))).toEqual(['bgm/battle']);
    type('catdog');
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().page.current).toBe('results');
    vi.advanceTimersByTime(FADE);
    expect(recorder.playing().filter((src) => src.startsWith('bgm/'))).toEqual(['bgm/victory']);
    store.dispatch(runClosed());
    vi.advanceTimersByTime(FADE);
    expect(recorder.playing().filter((src) => src.startsWith('bgm/'))).toEqual(['bgm/map']);
  });

  it('study keeps the calm map music playing without a restart', () => {
    const { store, recorder } = setup({ mode: 'study' });
    store.dispatch(startStage({ stageId: 'practice', questions: words, at: clock }));
    vi.advanceTimersByTime(FADE * 3);
    expect(recorder.played().filter((src) => src.startsWith('bgm/'))).toEqual(['bgm/map']);
  });

  it('never plays two tracks at once while screens change quickly', () => {
    const { store, recorder } = setup({ mode: 'battle' });
    const music = () => recorder.playing().filter((src) => src.startsWith('bgm/'));
    let most = 0;
    for (let i = 0; i < 20; i++) {
      store.dispatch(startStage({ stageId: 'practice', questions: words, at: later(10) }));
      most = Math.max(most, music().length);
      vi.advanceTimersByTime(FADE / 3);
      store.dispatch(runClosed());
      most = Math.max(most, music().length);
      vi.advanceTimersByTime(FADE / 4);
      store.dispatch(pageChanged('map'));
      most = Math.max(most, music().length);
    }
    vi.advanceTimersByTime(FADE * 2);
    expect(most).toBe(1);
    expect(music()).toEqual(['bgm/map']);
  });

  it('leaving the typing page stops speech', () => {
    const { store, speech } = setup();
    store.dispatch(startStage({ stageId: 'practice', questions: words, at: clock }));
    store.dispatch(runClosed());
    expect(speech.stop).toHaveBeenCalled();
  });
});

describe('settings and consent', () => {
  it('without consent nothing sounds and nothing is spoken; granting consent starts the music', () => {
    const { store, recorder, speech, type } = setup({ consent: 'unasked' });
    store.dispatch(startStage({ stageId: 'practice', questions: words, at: clock }));
    type('c');
    expect(recorder.played()).toEqual([]);
    expect(speech.speak).not.toHaveBeenCalled();
    store.dispatch(updateSettings({ consent: 'granted' }));
    expect(recorder.playing()).toEqual(['bgm/map']);
    expect(recorder.resumedCount()).toBe(1);
  });

  it('a denied consent keeps the game silent', () => {
    const { store, recorder, type } = setup({ consent: 'denied' });
    store.dispatch(audioUnlocked());
    store.dispatch(startStage({ stageId: 'practice', questions: words, at: clock }));
    type('cx');
    expect(recorder.played()).toEqual([]);
  });

  it('mute, music and effect switches and volumes apply at once', () => {
    const { store, recorder, effectsOf, type } = setup();
    store.dispatch(startStage({ stageId: 'practice', questions: words, at: clock }));
    store.dispatch(updateSettings({ sound: false }));
    expect(recorder.playing()).toEqual([]);
    expect(effectsOf(() => type('c'))).toEqual([]);
    store.dispatch(updateSettings({ sound: true, sfx: false }));
    expect(recorder.playing()).toEqual(['bgm/map']);
    expect(effectsOf(() => store.dispatch(stageSelected('week')))).toEqual([]);
    expect(effectsOf(() => type('a'))).toEqual([]);
    store.dispatch(updateSettings({ sfx: true, sfxVolume: 0.25, bgmVolume: 0.1 }));
    expect(effectsOf(() => type('t'))).toEqual(['clear']);
    expect(effectsOf(() => type('c'))).toEqual(['keyOn']);
    const keyOn = recorder.sounds.find((s) => s.spec.src === 'sfx/keyOn');
    expect(keyOn?.volume).toBe(0.25);
    expect(recorder.sounds.find((s) => s.spec.src === 'bgm/map')?.volume).toBe(0.1);
  });

  it('turning speech off stops it and no word is spoken until it is on again', () => {
    const { store, speech, type } = setup();
    store.dispatch(updateSettings({ speech: false }));
    expect(speech.stop).toHaveBeenCalled();
    store.dispatch(startStage({ stageId: 'practice', questions: words, at: clock }));
    expect(speech.speak).not.toHaveBeenCalled();
    store.dispatch(updateSettings({ speech: true }));
    type('cat');
    type('cat');
    expect(speech.speak).toHaveBeenLastCalledWith('dog');
  });

  it('teardown removes every listener', () => {
    const { store, effectsOf } = setup();
    teardown();
    expect(effectsOf(() => store.dispatch(stageSelected('week')))).toEqual([]);
  });
});
