import type { WordOutcome } from '../types';
import type { GradeContext, ReviewGrade } from './types';

/** Wrong keys on one question from which the word counts as forgotten. */
export const AGAIN_MISTAKES = 3;
/** Hint steps (the whole word shown at step 3) from which the word counts as forgotten. */
export const AGAIN_HINT_STEPS = 3;
/** The first key must come within this many ms for a clean recall to count as easy. */
export const EASY_FIRST_KEY_MS = 2000;
/** A clean recall is easy when its typing pace is at most this many ms per character. */
export const EASY_MS_PER_CHAR = 450;

/**
 * Grades one question from what the player typed — never from a self-rating — by this rule, first
 * match wins:
 *
 * 1. Skipped → `again` (the player chose not to answer).
 * 2. Not cleared (the run ended on it): `again` if the player had begun (a key or a hint), otherwise
 *    no grade (`null`): an untouched question says nothing about memory.
 * 3. {@link AGAIN_MISTAKES} or more wrong keys, or the whole word revealed by the hint ladder (its
 *    last step, reached in {@link AGAIN_HINT_STEPS} steps — or two where the spoken step is skipped)
 *    → `again`.
 * 4. A slip of the fingers only ({@link WordOutcome.slip}) → `good` when asked from memory, otherwise
 *    no grade.
 * 5. One or two wrong keys, or a partial hint → `hard`.
 * 6. Clean, but never asked from memory (study without recall: the answer stayed on screen) → no
 *    grade (`null`): copying proves nothing about memory, so the schedule does not move.
 * 7. Clean recall, first key within {@link EASY_FIRST_KEY_MS} and at most {@link EASY_MS_PER_CHAR} per
 *    character typed (copy and recall both count when the answer was shown first) → `easy`.
 * 8. Any other clean recall → `good`.
 */
export function gradeOutcome(outcome: WordOutcome, context: GradeContext): ReviewGrade | null {
  if (outcome.skipped) return 'again';
  if (!outcome.cleared) {
    const begun = outcome.firstKeyMs !== null || outcome.mistakes > 0 || outcome.hintSteps > 0;
    return begun ? 'again' : null;
  }
  // A slip of the fingers is no gap in memory: it counts as a good recall when asked from memory.
  if (outcome.slip) return outcome.recallSuccess === null ? null : 'good';
  const revealed = outcome.answerRevealed === true || outcome.hintSteps >= AGAIN_HINT_STEPS;
  if (outcome.mistakes >= AGAIN_MISTAKES || revealed) return 'again';
  if (outcome.mistakes > 0 || outcome.hintSteps > 0) return 'hard';
  if (outcome.recallSuccess !== true) return null;
  const chars = Math.max(1, outcome.en.length) * (context.answerShownFirst ? 2 : 1);
  const fluent =
    outcome.firstKeyMs !== null &&
    outcome.firstKeyMs <= EASY_FIRST_KEY_MS &&
    outcome.finishMs !== null &&
    outcome.finishMs / chars <= EASY_MS_PER_CHAR;
  return fluent ? 'easy' : 'good';
}
