/**
 * The review model's vocabulary. The shapes match the progress file's `ReviewCard` and `WordRecord`
 * (the engine compiles without the IPC contract, so it names them itself).
 */

/** A grade earned from what the player typed: forgotten, recalled with effort, recalled, recalled fluently. */
export type ReviewGrade = 'again' | 'hard' | 'good' | 'easy';

/** The scheduler's memory states: never reviewed, learning, in review, relearning after a lapse. */
export type ReviewState = 'new' | 'learning' | 'review' | 'relearning';

/**
 * One word's schedule as stored: when it is due (ISO date), its memory stability (days until the chance
 * of recall falls to 90%), its difficulty (1 to 10), reviews and lapses so far, state, learning step,
 * scheduled days, and the last review's date and grade.
 */
export interface ReviewCard {
  due: string;
  stability: number;
  difficulty: number;
  reps: number;
  lapses: number;
  state: ReviewState;
  learningSteps: number;
  scheduledDays: number;
  lastReview: string | null;
  lastGrade: ReviewGrade | null;
}

/** What the review model reads from a stored word record. */
export interface ReviewWord {
  setId: string;
  en: string;
  ja: string;
  /** Times the word was asked. */
  seen: number;
  /** Times it was cleared with no wrong key and no hint. */
  clean: number;
  /** Wrong keys typed in total. */
  mistakes: number;
  review: ReviewCard | null;
}

/** How the question was asked, which the grade needs beside the outcome. */
export interface GradeContext {
  /** The answer was shown first and copied (study), so `finishMs` covers a copy and a recall. */
  answerShownFirst: boolean;
}
