import { describe, expect, it } from 'vitest';
import type { CheckForm } from '../../../../core/schoolcheck/buildCheckForms';
import { scoreSchoolCheck } from '../../../../core/schoolcheck/scoreSchoolCheck';
import { CHECK_INTRO, type CheckFlow, type CheckFlowAction, schoolCheckFlow } from './schoolCheckFlow';

const form: CheckForm = {
  band: 'e56',
  form: 'A',
  recall: ['e56.dog', 'e56.cat', 'e56.bird'],
  keying: ['e56.red'],
  difficulty: 3.3,
  keyingLetters: 3,
};
const recall = [
  { id: 'e56.dog', en: 'dog', ja: 'いぬ' },
  { id: 'e56.cat', en: 'cat', ja: 'ねこ' },
  { id: 'e56.bird', en: 'bird', ja: 'とり' },
];
const keying = [{ id: 'e56.red', en: 'red', ja: 'あか' }];

/** Plays the actions from the start, each key 500 ms after the one before. */
function play(keys: string): CheckFlow {
  let at = 1_000;
  let flow = schoolCheckFlow(CHECK_INTRO, { type: 'started', form, recall, keying, at });
  for (const key of keys) {
    at += 500;
    const action: CheckFlowAction =
      key === '⏎'
        ? { type: 'pass', at }
        : key === '⌫'
          ? { type: 'backspace', at }
          : { type: 'key', char: key, at };
    flow = schoolCheckFlow(flow, action);
  }
  return flow;
}

describe('schoolCheckFlow', () => {
  it('asks the recall words in the form order with the answer hidden', () => {
    const flow = play('');
    expect(flow.screen).toBe('recall');
    if (flow.screen !== 'recall') return;
    expect(flow.run.questions.map((q) => q.id)).toEqual(form.recall);
    expect(flow.run.learningPhase).toBe('recall');
  });

  it('moves to the keying part with the answer shown, then ends; Enter passes only in recall', () => {
    const keyingNow = play('dog' + 'cxat' + '⏎');
    expect(keyingNow.screen).toBe('keying');
    if (keyingNow.screen !== 'keying') return;
    expect(keyingNow.run.learningPhase).toBe('study');
    expect(schoolCheckFlow(keyingNow, { type: 'pass', at: 99_999 })).toBe(keyingNow);
    const done = play('dog' + 'cxat' + '⏎' + 'red');
    expect(done.screen).toBe('done');
  });

  it('gives outcomes that score a slip apart from a word not known', () => {
    const done = play('dog' + 'cxat' + 'bzq⏎' + 'rxed');
    if (done.screen !== 'done') throw new Error(`still ${done.screen}`);
    const result = scoreSchoolCheck({
      band: 'e56',
      form: 'A',
      at: new Date('2027-06-01T00:00:00Z'),
      asked: form.recall,
      recall: done.recall,
      keying: done.keying,
    });
    expect(result).toMatchObject({
      known: 1,
      slips: 1,
      notKnown: 1,
      slipIds: ['e56.cat'],
      notKnownIds: ['e56.bird'],
    });
    expect(result.keying.letters).toBe(3);
    expect(result.keying.wrongKeys).toBe(1);
    // Four keys 500 ms apart after the word appeared: 2 s for 3 letters.
    expect(result.keying.charsPerMinute).toBe(90);
  });

  it('ignores keys before the check starts and after it ends', () => {
    expect(schoolCheckFlow(CHECK_INTRO, { type: 'key', char: 'a', at: 1 })).toBe(CHECK_INTRO);
  });
});
