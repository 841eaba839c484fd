import { describe, expect, it } from 'vitest';
import { BACKSPACE, drive, HINT, renderLine } from '../../../tests/support/renderer/engine/drive';
import { createRun } from '../engine/createRun';
import { DEFAULT_ENGINE_OPTIONS } from '../engine/defaultEngineOptions';
import { judgeKey } from '../engine/judgeKey';
import { step } from '../engine/step';
import type { EngineOptions, EngineState } from '../engine/types';
import { rulesText } from './rulesText';

// Each sentence the manual prints is played through the engine here, so a change of rule that is
// not also a change of wording fails.

const COPY: EngineOptions = { ...DEFAULT_ENGINE_OPTIONS, learningMode: true, learnThenRecall: false };
const FROM_MEMORY: EngineOptions = {
  ...DEFAULT_ENGINE_OPTIONS,
  battleMode: true,
  learningMode: false,
  learnThenRecall: false,
};

function started(options: EngineOptions, en = 'May'): EngineState {
  return step(
    createRun([{ en, ja: '5月（ごがつ）', setId: 'month' }], options),
    { type: 'start', at: 1000 },
    options,
  );
}

describe('the rules the manual prints', () => {
  it('has the same rules in both languages', () => {
    expect(Object.keys(rulesText.en).sort()).toEqual(Object.keys(rulesText.ja).sort());
  });

  it('rules.wrongKey: a wrong key stays on its letter, the next key replaces it, one slip is one mistake', () => {
    const slipped = drive(started(COPY), COPY, 'Mq');
    expect(renderLine(slipped)).toBe('M[q]|y');
    const mended = drive(slipped, COPY, 'a', 2000);
    expect(renderLine(mended)).toBe('Ma|y');
    expect(mended.current.mistakes).toBe(1);
  });

  it('rules.backspace: Backspace erases the last character and the mistake stays recorded', () => {
    const state = drive(started(COPY), COPY, `Mq${BACKSPACE}`);
    expect(renderLine(state)).toBe('M|ay');
    expect(state.current.mistakes).toBe(1);
  });

  it('rules.symbols: spaces and punctuation are ordinary characters that must match', () => {
    expect(judgeKey("I'm", 1, "'", false).kind).toBe('hit');
    expect(judgeKey('a b', 1, ' ', false).kind).toBe('hit');
    expect(judgeKey('a b', 1, '_', false).kind).toBe('miss');
  });

  it('rules.variants: any accepted form is correct and the answer shown follows the one typed', () => {
    const color = { en: 'color', variants: ['colour'], ja: 'いろ' };
    const copying = step(createRun([color], COPY), { type: 'start', at: 1000 }, COPY);
    expect(renderLine(drive(copying, COPY, 'colo'))).toBe('colo|r');
    expect(renderLine(drive(copying, COPY, 'colou'))).toBe('colou|r');
    const british = drive(copying, COPY, 'colour');
    expect(british).toMatchObject({ finished: true, errors: 0 });
    const fine = { en: "I'm fine.", variants: ['I am fine.'], ja: 'げんきです' };
    const recalled = step(createRun([fine], FROM_MEMORY), { type: 'start', at: 1000 }, FROM_MEMORY);
    expect(drive(recalled, FROM_MEMORY, 'I am fine.')).toMatchObject({ finished: true, errors: 0 });
  });

  it('rules.typeOn: a final mark may be left off, and the rest of a longer form or the mark typed straight after is no mistake', () => {
    const two = [
      { en: "I'm fine.", ja: 'げんきです' },
      { en: 'Thank you.', ja: 'ありがとう' },
    ];
    const s = step(createRun(two, COPY), { type: 'start', at: 1000 }, COPY);
    expect(drive(s, COPY, "I'm fine").index).toBe(1);
    expect(drive(s, COPY, "I'm fine.Thank you.")).toMatchObject({ finished: true, errors: 0 });
    expect(drive(s, COPY, "I'm fineT.").errors).toBe(1);
    const program = [
      { en: 'program', variants: ['programme'], ja: 'ばんぐみ' },
      { en: 'Thank you.', ja: 'ありがとう' },
    ];
    const p = step(createRun(program, COPY), { type: 'start', at: 1000 }, COPY);
    expect(drive(p, COPY, 'program').index).toBe(1);
    const typedOn = drive(p, COPY, 'programmeThank you.');
    expect(typedOn).toMatchObject({ finished: true, errors: 0 });
    expect(typedOn.outcomes[0]?.typedAs).toBe('programme');
    expect(drive(p, COPY, 'programTm').errors).toBe(1);
  });

  it('rules.case: capitals are forgiven unless strict case is on', () => {
    expect(judgeKey('January', 0, 'j', false).kind).toBe('hit');
    expect(judgeKey('January', 0, 'j', true).kind).toBe('miss');
  });

  it('rules.hintLadder: hidden answers climb speak, pattern, whole answer', () => {
    const options = { ...FROM_MEMORY, spokenHint: true };
    const steps = [1, 2, 3].map((n) => drive(started(options), options, HINT.repeat(n)).hintStep);
    expect(steps).toEqual([1, 2, 3]);
  });

  it('rules.noVoice: without a voice the first hint is already the pattern', () => {
    const options = { ...FROM_MEMORY, spokenHint: false };
    expect(drive(started(options), options, HINT).hintStep).toBe(2);
  });
});
