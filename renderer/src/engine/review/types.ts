import type { WordRecord } from '../../../../core/contract';

/**
 * The review model's vocabulary. Cards, grades and states are the progress file's own types from the
 * IPC contract, so the engine and the saved file can never disagree about their shape.
 */
export type { ReviewCard, ReviewGrade, ReviewState } from '../../../../core/contract';

/** What the review model reads from a stored word record (counts, the words and the schedule). */
export type ReviewWord = Pick<WordRecord, 'setId' | 'en' | 'ja' | 'seen' | 'clean' | 'mistakes' | 'review'>;

/** How the question was asked, which the grade needs beside the outcome. */
export interface GradeContext {
  /** The answer was shown first and copied (study), so `finishMs` covers a copy and a recall. */
  answerShownFirst: boolean;
}
