import { describe, expect, it } from 'vitest';
import { contractionForms, withContractionForms } from './contractions';
import { createRun } from './createRun';
import { DEFAULT_ENGINE_OPTIONS } from './defaultEngineOptions';
import { step } from './step';
import type { EngineState, QAPair, RunOptions } from './types';

/** From memory, no learning phase: the answer is hidden and typed once. */
const RECALL: RunOptions = { ...DEFAULT_ENGINE_OPTIONS, battleMode: false, learningMode: false };

/** A started run of `q` with `text` typed key by key. */
function typed(q: QAPair, text: string, options: RunOptions = RECALL): EngineState {
  let run = step(createRun([q], options), { type: 'start', at: 0 }, options);
  let at = 1;
  for (const char of text) run = step(run, { type: 'key', char, at: at++ }, options);
  return run;
}

const cleared = (run: EngineState) => run.finished && run.errors === 0 && run.clearedCount === 1;

describe('contraction forms of an answer', () => {
  it.each([
    ['When is your birthday?', ["When's your birthday?"]],
    ['I am fine.', ["I'm fine."]],
    ['You are kind.', ["You're kind."]],
    ['It is hot.', ["It's hot."]],
    ['I do not like cats.', ["I don't like cats."]],
    ['She does not play tennis.', ["She doesn't play tennis."]],
    ['I did not go.', ["I didn't go."]],
    ['I can not swim.', ["I can't swim.", 'I cannot swim.']],
    ['I cannot swim.', ["I can't swim.", 'I can not swim.']],
    ['I will not go.', ["I'll not go.", "I won't go."]],
    ['I will go.', ["I'll go."]],
    ['He has been to Kyoto.', ["He's been to Kyoto."]],
    ['I have finished my homework.', ["I've finished my homework."]],
    ['I would like some water.', ["I'd like some water."]],
    ['You had better go.', ["You'd better go."]],
    ['What is this?', ["What's this?"]],
    ['There is a cat.', ["There's a cat."]],
  ])('writes "%s" contracted', (full, contracted) => {
    expect(contractionForms(full)).toEqual(contracted);
  });

  it.each([
    ["When's your birthday?", ['When is your birthday?']],
    ["I'm fine.", ['I am fine.']],
    ["They're students.", ['They are students.']],
    ["It's hot.", ['It is hot.']],
    ["Don't run.", ['Do not run.']],
    ["I can't swim.", ['I cannot swim.', 'I can not swim.']],
    ["I won't go.", ['I will not go.', "I'll not go."]],
    ["We'll see.", ['We will see.']],
    ["He's been to Kyoto.", ['He has been to Kyoto.']],
    ["It's been raining since this morning.", ['It has been raining since this morning.']],
    ["I've got a pen.", ['I have got a pen.']],
    ["I'd like some water.", ['I would like some water.']],
    ["She isn't here.", ['She is not here.', "She's not here."]],
  ])('writes "%s" in full', (contracted, full) => {
    expect(contractionForms(contracted)).toEqual(full);
  });

  it('reaches every combination where a sentence has two places', () => {
    expect(new Set(contractionForms('It is not cold.'))).toEqual(
      new Set(["It's not cold.", "It isn't cold."]),
    );
    expect(new Set(contractionForms('I am sure it is fine.'))).toEqual(
      new Set(["I'm sure it is fine.", "I am sure it's fine.", "I'm sure it's fine."]),
    );
  });

  it('never turns the possessive "its" into "it\'s", nor "it\'s" into "its"', () => {
    expect(contractionForms('Its tail is long.')).toEqual([]);
    expect(contractionForms('The dog wags its tail.')).toEqual([]);
    expect(contractionForms("It's my dog.")).toEqual(['It is my dog.']);
    expect(contractionForms("It's my dog.").some((form) => /\bits\b/i.test(form))).toBe(false);
  });

  it('never reads a possessive \'s as "is"', () => {
    expect(contractionForms("This is Ken's bag.")).toEqual([]);
    expect(contractionForms("My mother's car is red.")).toEqual([]);
    expect(contractionForms('Whose bag is this?')).toEqual([]);
    expect(contractionForms("Let's play soccer.")).toEqual([]);
  });

  it('does not contract where English cannot: at the end of a clause, or have/has as a main verb', () => {
    expect(contractionForms('Yes, I am.')).toEqual([]);
    expect(contractionForms('I know where it is.')).toEqual([]);
    expect(contractionForms('He has a dog.')).toEqual([]);
    expect(contractionForms('I have to go.')).toEqual([]);
    expect(contractionForms('I had lunch.')).toEqual([]);
    expect(contractionForms('Yes, it is.')).toEqual([]);
    // there as a place is not the subject "there is".
    expect(contractionForms('The dog over there is ours.')).toEqual([]);
    expect(contractionForms('I think there is a cat.')).toEqual(["I think there's a cat."]);
    // "not" contracts at the end: the auxiliary is still there.
    expect(contractionForms('No, I do not.')).toEqual(["No, I don't."]);
  });

  it('keeps the capital of the first word and reads a typographic apostrophe in the answer', () => {
    expect(contractionForms("Don't touch.")).toEqual(['Do not touch.']);
    expect(contractionForms('Do not run.')).toEqual(["Don't run."]);
    // The pupil's keyboard sends ', so the answer's ’ is also accepted as '.
    expect(contractionForms('I’m fine.')).toEqual(['I am fine.', "I'm fine."]);
  });
});

describe('contractions in the answer checker', () => {
  const BIRTHDAY: QAPair = { en: 'When is your birthday?', ja: 'たんじょうびは いつですか。' };
  const FINE: QAPair = { en: "I'm fine.", ja: 'げんきです。' };
  const ITS: QAPair = { en: 'The dog wags its tail.', ja: 'いぬが しっぽを ふります。' };
  const IT_IS: QAPair = { en: "It's my dog.", ja: 'わたしの いぬです。' };

  it('accepts the contraction of an answer written in full, key by key', () => {
    expect(cleared(typed(BIRTHDAY, "When's your birthday?"))).toBe(true);
    expect(cleared(typed(BIRTHDAY, 'When is your birthday?'))).toBe(true);
  });

  it('accepts the full form of an answer written contracted, key by key', () => {
    expect(cleared(typed(FINE, 'I am fine.'))).toBe(true);
    expect(cleared(typed(FINE, "I'm fine."))).toBe(true);
  });

  it("records the entry's own answer and the form the pupil typed", () => {
    const run = typed(BIRTHDAY, "When's your birthday?");
    expect(run.outcomes[0]?.en).toBe('When is your birthday?');
    expect(run.outcomes[0]?.typedAs).toBe("When's your birthday?");
  });

  it("shows the entry's own form first, and in the hint ladder, until the pupil types another", () => {
    const start = typed(BIRTHDAY, '');
    expect(start.answerEn).toBe('When is your birthday?');
    let run = start;
    for (const at of [1, 2, 3]) run = step(run, { type: 'hint', at }, RECALL);
    expect(run.hintText).toBe('When is your birthday?');
    expect(typed(BIRTHDAY, 'When').answerEn).toBe('When is your birthday?');
    expect(typed(BIRTHDAY, "When'").answerEn).toBe("When's your birthday?");
  });

  it('judges "it\'s" wrong where the answer is "its", and "its" wrong where it is "it\'s"', () => {
    const itsWrong = typed(ITS, "The dog wags it'");
    expect(itsWrong.errors).toBe(1);
    expect(itsWrong.correctMap.at(-1)).toBe(false);
    const itIsWrong = typed(IT_IS, 'Its');
    expect(itIsWrong.errors).toBe(1);
    expect(cleared(typed(IT_IS, 'It is my dog.'))).toBe(true);
  });

  it("adds generated forms after the entry's own variants and keeps a question without any as it is", () => {
    const colour: QAPair = { en: 'color', variants: ['colour'], ja: 'いろ' };
    expect(withContractionForms(colour)).toBe(colour);
    expect(withContractionForms(FINE)).toEqual({ ...FINE, variants: ['I am fine.'] });
    const own: QAPair = { en: 'I cannot swim.', variants: ['I can not swim.'], ja: 'およげません' };
    expect(withContractionForms(own).variants).toEqual(['I can not swim.', "I can't swim."]);
  });
});
