import type { WordOutcome } from '../types';

/** Wrong keys a placement word may take and still count as known: one, for a finger that slipped. */
export const PLACEMENT_MAX_MISTAKES = 1;

/**
 * The recommended rule for a placement prompt's outcome: the word counts as known when it was
 * cleared on its first try, without a hint, with at most {@link PLACEMENT_MAX_MISTAKES} wrong key.
 * A skip, a hint or a run that ended on the word counts as not known: the quest asks what the pupil
 * can write from memory, and a hint shows part of the answer.
 */
export function isPlacementCorrect(
  outcome: Pick<WordOutcome, 'cleared' | 'skipped' | 'mistakes' | 'hintSteps' | 'answerRevealed'>,
): boolean {
  return (
    outcome.cleared &&
    !outcome.skipped &&
    outcome.hintSteps === 0 &&
    outcome.answerRevealed !== true &&
    outcome.mistakes <= PLACEMENT_MAX_MISTAKES
  );
}
