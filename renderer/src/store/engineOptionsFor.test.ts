import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, type Settings } from '../../../core/contract';
import { battleTuning } from '../engine/battleTuning';
import type { QAPair } from '../engine/types';
import { engineOptionsFor } from './engineOptionsFor';

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
    { rule: 'no sound until the player agrees', over: { consent: 'unasked' }, expected: { sound: false } },
    { rule: 'sound once agreed', over: { consent: 'granted', sound: true }, expected: { sound: true } },
  ] as const)('$rule', ({ over, expected }) => {
    expect(engineOptionsFor(settings(over), 2, words, 9)).toMatchObject(expected);
  });

  it('takes the HP of the stage from its difficulty and words, and keeps the seed', () => {
    const o = engineOptionsFor(settings({ mode: 'battle' }), 4, words, 0x1_0000_0005);
    expect(o).toMatchObject(battleTuning(4, words));
    expect(o.seed).toBe(5);
    expect(o.tickMs).toBe(100);
  });
});
