import { reviewTuning } from '../engine/battleTuning';
import { dueWords, endOfLocalDay } from '../engine/review';
import type { QAPair, RunOptions } from '../engine/types';
import type { RootState } from './index';
import { selectQuestionSet } from './stageSelectors';
import type { AppThunk } from './thunks';
import { PRACTICE_STAGE_ID, REVIEW_STAGE_ID, startStage } from './thunks';

export { REVIEW_STAGE_ID };

/** The most words one review battle or notebook battle asks. */
export const MAX_REVIEW_WORDS = 30;

/** The player's time zone offset (local time minus UTC, minutes) at `now`. */
export function offsetMinutesAt(now: Date): number {
  return -now.getTimezoneOffset();
}

/** Word records kept under a word-bank id (`e34.dog`), not under `<set>:<English>`. */
const BANK_KEY = /^(e34|e56|j1|j2|j3)\.[a-z0-9-]+$/;

/**
 * The question for a stored word: its set's own pair (with its picture) while the set, built-in or a
 * teacher's list, still has it; otherwise the word as stored. A word kept under its bank id keeps that
 * id, so the review records it under the same key even when its band is not loaded.
 */
export function questionFor(
  state: RootState,
  word: { setId: string; en: string; ja: string },
  key?: string,
): QAPair {
  const item = selectQuestionSet(state, word.setId)?.items.find((q) => q.en === word.en);
  const id = key !== undefined && BANK_KEY.test(key) ? key : undefined;
  return { ...(item ?? { en: word.en, ja: word.ja }), setId: word.setId, ...(id ? { id } : {}) };
}

/**
 * How a review is played whatever the settings say: a battle with the answer hidden (a review is a
 * recall), in due order, with {@link reviewTuning}'s numbers (hints cost no HP).
 */
export function reviewOverrides(questions: readonly QAPair[]): Partial<RunOptions> {
  return {
    ...reviewTuning(questions),
    battleMode: true,
    learningMode: false,
    learnThenRecall: false,
    randomOrder: false,
  };
}

/**
 * Starts ふくしゅうの森: a battle against a demon made of the words due by the end of the player's day
 * (across all sets, most overdue first, at most {@link MAX_REVIEW_WORDS}), whose HP is the number of
 * those words — each word cleared takes one. It always fights with the answer hidden, since a review
 * is a recall, and hints cost no HP ({@link reviewOverrides}). Answers false and starts nothing when no word is due.
 */
export function startReviewStage(at: number | null): AppThunk<boolean> {
  return (dispatch, getState, deps) => {
    const now = deps.now();
    const state = getState();
    const due = dueWords(
      state.level.snapshot.words,
      endOfLocalDay(now, offsetMinutesAt(now)),
      MAX_REVIEW_WORDS,
    );
    if (due.length === 0) return false;
    const questions = due.map((d) => questionFor(state, d.word, d.key));
    dispatch(
      startStage({
        stageId: REVIEW_STAGE_ID,
        at,
        questions,
        overrides: reviewOverrides(questions),
      }),
    );
    return true;
  };
}

/**
 * Starts a practice stage of chosen stored words (the notebook's "battle these words"), given by their
 * keys in the progress file, at most {@link MAX_REVIEW_WORDS}; unknown keys are ignored. Answers false
 * when none is left.
 */
export function startPracticeStage(keys: readonly string[], at: number | null): AppThunk<boolean> {
  return (dispatch, getState) => {
    const state = getState();
    const words = state.level.snapshot.words;
    const questions: QAPair[] = [];
    for (const key of keys) {
      const word = words[key];
      if (word) questions.push(questionFor(state, word, key));
      if (questions.length >= MAX_REVIEW_WORDS) break;
    }
    if (questions.length === 0) return false;
    dispatch(startStage({ stageId: PRACTICE_STAGE_ID, at, questions }));
    return true;
  };
}
