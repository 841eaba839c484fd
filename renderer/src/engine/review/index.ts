/**
 * The review model: what each question's typing says about the player's memory of a word, and when
 * the word should come back.
 *
 * - `gradeOutcome` turns one question's outcome (wrong keys, hints, skips, time to the first key and to
 *   the end, recall from memory) into again / hard / good / easy by a written rule — the keys decide,
 *   the child never rates themselves.
 * - `scheduleReview` moves the word's card with FSRS (the Free Spaced Repetition Scheduler, through the
 *   maintained `ts-fsrs` library). We chose FSRS over Leitner boxes because its memory model (stability
 *   and difficulty per word) adapts each word's interval to how this child actually does on it, where
 *   boxes move every word by the same fixed steps; and because the same model gives the chance of
 *   recall and the mastery shown on the progress page. Time is always passed in: the engine never
 *   reads a clock.
 * - `dueWords` picks the words due across all sets (the review forest); `masteryBySet`,
 *   `dailyFigures` and `masterySeries` feed the map's mastery bars and the progress charts.
 */
export { type DueWord, dueWords, isDue } from './dueWords';
export {
  AGAIN_HINT_STEPS,
  AGAIN_MISTAKES,
  EASY_FIRST_KEY_MS,
  EASY_MS_PER_CHAR,
  gradeOutcome,
} from './gradeOutcome';
export { daysBetween, endOfLocalDay, localDay } from './localDay';
export {
  isMastered,
  MASTERED_STABILITY_DAYS,
  masteredCounts,
  masteryBySet,
  type SetMastery,
} from './mastery';
export {
  type AttemptFigures,
  type DayFigures,
  dailyFigures,
  logMastery,
  type MasteryLogDay,
  masterySeries,
} from './progressSeries';
export { fromFsrsCard, REVIEW_PARAMETERS, recallChance, scheduleReview, toFsrsCard } from './reviewScheduler';
export type * from './types';
