import { describe, expect, it } from 'vitest';
import { cleanOutcome } from '../../../../tests/support/renderer/engine/wordOutcome';
import type { WordOutcome } from '../types';
import { EASY_FIRST_KEY_MS, EASY_MS_PER_CHAR, gradeOutcome } from './gradeOutcome';
import type { ReviewGrade } from './types';

/** A clean, cleared recall of "Monday" at an ordinary pace, changed by `patch`. */
function outcome(patch: Partial<WordOutcome> = {}): WordOutcome {
  return cleanOutcome({
    en: 'Monday',
    ja: '月曜日（げつようび）',
    setId: 'week',
    firstKeyMs: 3000,
    finishMs: 9000,
    ...patch,
  });
}

const battle = { answerShownFirst: false };
const study = { answerShownFirst: true };

const cases: [string, Partial<WordOutcome>, { answerShownFirst: boolean }, ReviewGrade | null][] = [
  ['a skipped question is forgotten', { skipped: true, cleared: false, finishMs: null }, battle, 'again'],
  [
    'a skipped question is forgotten even with no key typed',
    { skipped: true, cleared: false, firstKeyMs: null, finishMs: null, recallSuccess: null },
    battle,
    'again',
  ],
  [
    'a question the run ended on after a key is forgotten',
    { cleared: false, finishMs: null, recallSuccess: false },
    battle,
    'again',
  ],
  [
    'a question the run ended on before any key or hint gets no grade',
    { cleared: false, firstKeyMs: null, finishMs: null, recallSuccess: false },
    battle,
    null,
  ],
  [
    'a question the run ended on after only a hint is forgotten',
    { cleared: false, firstKeyMs: null, finishMs: null, hintSteps: 1, recallSuccess: false },
    battle,
    'again',
  ],
  [
    'three wrong keys mean forgotten',
    { mistakes: 3, wrongKeys: { 'o→i': 3 }, recallSuccess: false },
    battle,
    'again',
  ],
  [
    'the whole word revealed by hints means forgotten',
    { hintSteps: 3, recallSuccess: false },
    battle,
    'again',
  ],
  ['one wrong key is hard', { mistakes: 1, wrongKeys: { 'o→i': 1 }, recallSuccess: false }, battle, 'hard'],
  ['two wrong keys are hard', { mistakes: 2, recallSuccess: false }, battle, 'hard'],
  ['a spoken-word hint is hard', { hintSteps: 1, recallSuccess: false }, battle, 'hard'],
  ['a masked-pattern hint is hard', { hintSteps: 2, recallSuccess: false }, battle, 'hard'],
  [
    'the whole word revealed in two steps (no voice: the spoken step skipped) means forgotten',
    { hintSteps: 2, answerRevealed: true, recallSuccess: false },
    battle,
    'again',
  ],
  [
    'a slip while copying in study is hard even when the recall was clean',
    { mistakes: 1, recallSuccess: true },
    study,
    'hard',
  ],
  ['a clean copy never asked from memory gets no grade', { recallSuccess: null }, study, null],
  ['a clean recall at an ordinary pace is good', {}, battle, 'good'],
  [
    'a clean recall with a slow first key is good however fast the rest',
    { firstKeyMs: EASY_FIRST_KEY_MS + 1, finishMs: EASY_FIRST_KEY_MS + 600 },
    battle,
    'good',
  ],
  [
    'a clean recall with a quick first key and a fluent pace is easy',
    { firstKeyMs: 900, finishMs: 6 * EASY_MS_PER_CHAR },
    battle,
    'easy',
  ],
  [
    'a clean recall one millisecond per letter too slow is good',
    { firstKeyMs: 900, finishMs: 6 * EASY_MS_PER_CHAR + 6 },
    battle,
    'good',
  ],
  [
    'in study the pace counts the copy and the recall, so twice the time can still be easy',
    { firstKeyMs: 900, finishMs: 12 * EASY_MS_PER_CHAR },
    study,
    'easy',
  ],
  [
    'the same time in battle (one typing) is too slow for easy',
    { firstKeyMs: 900, finishMs: 12 * EASY_MS_PER_CHAR },
    battle,
    'good',
  ],
];

describe('gradeOutcome: grades from what the player typed', () => {
  for (const [name, patch, context, grade] of cases) {
    it(name, () => {
      expect(gradeOutcome(outcome(patch), context)).toBe(grade);
    });
  }
});
