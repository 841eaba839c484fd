import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, type Settings } from '../../../core/contract';
import { battleTuning } from '../engine/battleTuning';
import type { QAPair } from '../engine/types';
import { engineOptionsFor, selectEngineOptions } from './engineOptionsFor';
import { makeStore } from './index';
import { updateSettings } from './settingsSlice';
import { startStage } from './thunks';

const words: QAPair[] = [
  { en: 'red', ja: 'あか' },
  { en: 'blue', ja: 'あお' },
];
const settings = (over: Partial<Settings> = {}): Settings => ({
  ...DEFAULT_SETTINGS,
  consent: 'granted',
  ...over,
});

describe('engineOptionsFor', () => {
  it.each([
    {
      rule: 'study mode shows the answer and keeps learn-then-recall',
      over: { mode: 'study', learnThenRecall: true },
      expected: { battleMode: false, learningMode: true, learnThenRecall: true },
    },
    {
      rule: 'study without recall',
      over: { mode: 'study', learnThenRecall: false },
      expected: { battleMode: false, learningMode: true, learnThenRecall: false },
    },
    {
      rule: 'battle hides the answer; learn-then-recall belongs to study only',
      over: { mode: 'battle', learnThenRecall: true },
      expected: { battleMode: true, learningMode: false, learnThenRecall: false },
    },
    { rule: 'random order shuffles', over: { order: 'random' }, expected: { randomOrder: true } },
    { rule: 'strict case is passed on', over: { strictCase: true }, expected: { strictCase: true } },
  ] as const)('$rule', ({ over, expected }) => {
    expect(engineOptionsFor(settings(over), 2, words, 9)).toMatchObject(expected);
  });

  it('takes the HP of the stage from its difficulty and words, and keeps the seed', () => {
    const o = engineOptionsFor(settings({ mode: 'battle' }), 4, words, 0x1_0000_0005);
    expect(o).toMatchObject(battleTuning(4, words));
    expect(o.seed).toBe(5);
    expect(o.tickMs).toBe(100);
  });

  it('keeps the sound switches out of a run: they are settings, stored once', () => {
    const o = engineOptionsFor(settings({ sound: false, bgmVolume: 0.1 }), 2, words, 9);
    for (const key of ['sound', 'bgm', 'sfx', 'bgmVolume', 'sfxVolume']) expect(o).not.toHaveProperty(key);
  });
});

describe('selectEngineOptions', () => {
  function playing(over: Partial<Settings>) {
    const store = makeStore(undefined, { timer: false, devChecks: false });
    store.dispatch(updateSettings({ ...over, mode: 'battle' }));
    store.dispatch(startStage({ stageId: 'practice', questions: words, at: 0 }));
    return store;
  }

  it.each([
    { rule: 'no sound until the player agrees', over: { consent: 'unasked', sound: true }, sound: false },
    { rule: 'sound once agreed', over: { consent: 'granted', sound: true }, sound: true },
    { rule: 'the master switch off silences all', over: { consent: 'granted', sound: false }, sound: false },
  ] as const)('$rule', ({ over, sound }) => {
    expect(selectEngineOptions(playing(over).getState())).toMatchObject({ sound, battleMode: true });
  });

  it('reads the switches from the settings as they are now, also mid-run', () => {
    const store = playing({ consent: 'granted', bgm: true, sfx: true, bgmVolume: 0.5, sfxVolume: 0.8 });
    store.dispatch(updateSettings({ bgm: false, sfxVolume: 0.2 }));
    expect(selectEngineOptions(store.getState())).toMatchObject({
      bgm: false,
      sfx: true,
      bgmVolume: 0.5,
      sfxVolume: 0.2,
      seed: store.getState().engine.options.seed,
    });
    expect(store.getState().engine.options).not.toHaveProperty('sfxVolume');
  });
});

describe('a forms stage', () => {
  it('asks a verb’s forms in turn even when the settings shuffle', () => {
    const forms: QAPair[] = [
      { id: 'e56.go', en: 'go', ja: '行く' },
      { id: 'e56.go#past', en: 'went', ja: '行く（過去形）' },
      { id: 'e56.go#pastParticiple', en: 'gone', ja: '行く（過去分詞）' },
      { id: 'e56.eat', en: 'eat', ja: '食べる' },
      { id: 'e56.eat#past', en: 'ate', ja: '食べる（過去形）' },
      { id: 'e56.eat#pastParticiple', en: 'eaten', ja: '食べる（過去分詞）' },
    ];
    const store = makeStore(undefined, { timer: false, devChecks: false });
    store.dispatch(updateSettings({ order: 'random', mode: 'battle' }));
    store.dispatch(startStage({ stageId: 'j2.forms-irregular-verbs-1', questions: forms, at: 0, seed: 7 }));
    expect(store.getState().engine.run.questions.map((q) => q.en)).toEqual(forms.map((q) => q.en));
    store.dispatch(startStage({ stageId: 'practice', questions: forms, at: 0, seed: 7 }));
    expect(store.getState().engine.run.questions.map((q) => q.en)).not.toEqual(forms.map((q) => q.en));
  });
});
