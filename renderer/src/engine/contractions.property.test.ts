import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contractionForms } from './contractions';
import { createRun } from './createRun';
import { DEFAULT_ENGINE_OPTIONS } from './defaultEngineOptions';
import { step } from './step';
import type { QAPair, RunOptions } from './types';

// Sentences built from the words contractions touch, and words they must never touch: possessives
// (its, Ken's, whose), nouns, verbs and participles.
const SUBJECTS = [
  'I',
  'you',
  'we',
  'they',
  'he',
  'she',
  'it',
  'that',
  'there',
  'what',
  'who',
  'Ken',
  'When',
  'It',
];
const AUXILIARIES = [
  'am',
  'is',
  'are',
  'was',
  'were',
  'do',
  'does',
  'did',
  'have',
  'has',
  'had',
  'will',
  'would',
  'can',
  'could',
  'must',
  'not',
  'cannot',
];
const CONTRACTED = [
  "I'm",
  "you're",
  "it's",
  "It's",
  "he's",
  "what's",
  "When's",
  "don't",
  "isn't",
  "can't",
  "won't",
  "I'll",
  "I'd",
  "I've",
  "she'd",
  "that's",
  "there's",
];
const OTHERS = [
  'its',
  "Ken's",
  'whose',
  'tail',
  'been',
  'seen',
  'visited',
  'got',
  'better',
  'go',
  'fine',
  'a',
  'dog',
  'need',
  'never',
  'to',
  'let',
  "let's",
  'over',
];
const word = fc.constantFrom(...SUBJECTS, ...AUXILIARIES, ...CONTRACTED, ...OTHERS);
const sentence = fc
  .tuple(fc.array(word, { minLength: 1, maxLength: 7 }), fc.constantFrom('', '.', '?', '!'))
  .map(([words, mark]) => words.join(' ') + mark);

// Every word a contraction may add, remove or rewrite, lower case with a plain apostrophe.
const TOUCHED = new Set(
  [...SUBJECTS, ...AUXILIARIES, ...CONTRACTED, 'not', 'been', 'got', 'better'].map((w) => w.toLowerCase()),
);

/** The words of a form that no contraction rule may change, in order (its, Ken's, tail, dog …). */
function untouchedWords(form: string): string[] {
  const untouched = (w: string) => {
    const lower = w.toLowerCase();
    if (/^(its|ken's|whose|let's)$/.test(lower)) return true;
    return !TOUCHED.has(lower) && !/n't$/.test(lower) && !/'(m|re|s|ve|ll|d)$/.test(lower);
  };
  return form.split(/[ .?!]+/).filter((w) => w !== '' && untouched(w));
}

/** The subjects of a form in order, with any contracted ending taken off (It's → it). */
function subjectsInOrder(form: string): string[] {
  const subjects = new Set(SUBJECTS.map((s) => s.toLowerCase()));
  return form
    .toLowerCase()
    .split(/[ .?!]+/)
    .map((w) => w.replace(/'(m|re|s|ve|ll|d)$/, ''))
    .filter((w) => subjects.has(w));
}

describe('contraction forms, for any sentence', () => {
  it('never change a possessive, a noun or a verb: only the contracted words and their full forms', () => {
    fc.assert(
      fc.property(sentence, (answer) => {
        for (const form of contractionForms(answer)) {
          expect(untouchedWords(form), `${answer} → ${form}`).toEqual(untouchedWords(answer));
          expect(subjectsInOrder(form), `${answer} → ${form}`).toEqual(subjectsInOrder(answer));
          expect(form.at(-1), `${answer} → ${form}`).toBe(answer.at(-1));
        }
      }),
      { numRuns: 400 },
    );
  });

  it('go both ways: from any form, the forms of the answer are the same set', () => {
    fc.assert(
      fc.property(sentence, (answer) => {
        const all = new Set([answer, ...contractionForms(answer)]);
        if (all.size >= 20) return; // near the cap the closure may be cut short
        for (const form of all) {
          expect(new Set([form, ...contractionForms(form)]), `${answer} → ${form}`).toEqual(all);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('never make "its" of "it\'s" nor "it\'s" of "its"', () => {
    fc.assert(
      fc.property(sentence, (answer) => {
        const count = (text: string, re: RegExp) => (text.match(re) ?? []).length;
        for (const form of contractionForms(answer)) {
          expect(count(form, /\bits\b/gi)).toBe(count(answer, /\bits\b/gi));
        }
      }),
      { numRuns: 400 },
    );
  });

  it('let the engine accept every generated form key by key, and refuse a changed word', () => {
    const options: RunOptions = { ...DEFAULT_ENGINE_OPTIONS, battleMode: false, learningMode: false };
    fc.assert(
      fc.property(sentence, fc.nat(), (answer, pick) => {
        const forms = contractionForms(answer);
        const q: QAPair = { en: answer, ja: 'こたえ' };
        const type = (text: string) => {
          let run = step(createRun([q], options), { type: 'start', at: 0 }, options);
          let at = 1;
          for (const char of text) run = step(run, { type: 'key', char, at: at++ }, options);
          return run;
        };
        for (const form of [answer, ...forms]) {
          const run = type(form);
          expect(run.errors, form).toBe(0);
          expect(run.finished, form).toBe(true);
        }
        // A word the answer does not hold, typed where its first word should be, is a miss.
        const wrong = `zz${answer}`;
        expect(type(wrong.slice(0, 1 + (pick % 2))).errors).toBeGreaterThan(0);
      }),
      { numRuns: 150 },
    );
  });
});
