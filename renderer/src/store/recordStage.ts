import {
  type AppSnapshot,
  type Attempt,
  compactSnapshot,
  MAX_HISTORY,
  MAX_LAST_WRONG,
  MAX_MASTERY_DAYS,
  MAX_WORD_TEXT,
  type Rank,
  type WordRecord,
} from '../../../core/contract';
import { levelForExp } from '../engine/experience';
import { gradeOutcome, logMastery, masteredCounts, scheduleReview } from '../engine/review';
import type { WordOutcome } from '../engine/types';

/** Everything a finished stage adds to the player's progress. */
export interface StageRecord {
  stageId: string;
  outcomes: WordOutcome[];
  attempt: Attempt;
  expGain: number;
  /** When the stage ended, as an ISO date; also the time of each word's review. */
  atIso: string;
  /** The answers were shown first (study), which the grading rule needs; false when absent. */
  answerShownFirst?: boolean;
  /** The player's local date `YYYY-MM-DD` at the end, for the mastery log; the UTC date when absent. */
  day?: string;
}

const RANK_ORDER: Record<Rank, number> = { S: 0, A: 1, B: 2, C: 3, D: 4 };

/** The better of two ranks (null counts as no rank yet). */
export function betterRank(a: Rank | null, b: Rank | null): Rank | null {
  if (a === null) return b;
  if (b === null) return a;
  return RANK_ORDER[a] <= RANK_ORDER[b] ? a : b;
}

/**
 * The key of a word in {@link AppSnapshot.words}: its word-bank id where it has one, so a word keeps
 * one record in every stage that asks it; otherwise (a teacher's word) `${setId}:${en}`.
 */
export function wordKey(setId: string, en: string, id?: string): string {
  return id ?? `${setId}:${en}`;
}

/**
 * Adds one question's outcome to a word's record (a new record when it has none) and moves its review
 * schedule by the outcome's grade (see `gradeOutcome`) at `atIso`; an outcome without a grade leaves
 * the schedule as it was. A cleared outcome sets `lastTypedAs` to the other accepted form typed, or
 * drops it when `en` was typed.
 */
export function mergeWordOutcome(
  prev: WordRecord | undefined,
  o: WordOutcome,
  setId: string,
  atIso: string,
  answerShownFirst = false,
): WordRecord {
  const grade = gradeOutcome(o, { answerShownFirst });
  const review = prev?.review ?? null;
  const wrongKeys: Record<string, number> = { ...(prev?.wrongKeys ?? {}) };
  for (const [label, n] of Object.entries(o.wrongKeys)) {
    const key = label.slice(0, 16);
    wrongKeys[key] = (wrongKeys[key] ?? 0) + n;
  }
  // A slip of the fingers keeps its key confusion (the keyboard chart) but is no mistake: the word is known.
  const slip = o.slip === true;
  const clean = slip || (o.cleared && o.mistakes === 0 && o.hintSteps === 0);
  // A clearing in `en` forgets an earlier other form; a skip or an unfinished word keeps what was known.
  const lastTypedAs = o.cleared ? o.typedAs?.slice(0, MAX_WORD_TEXT) : prev?.lastTypedAs;
  return {
    setId,
    en: o.en,
    ja: o.ja,
    seen: (prev?.seen ?? 0) + 1,
    clean: (prev?.clean ?? 0) + (clean ? 1 : 0),
    mistakes: (prev?.mistakes ?? 0) + (slip ? 0 : o.mistakes),
    hints: (prev?.hints ?? 0) + o.hintSteps,
    wrongKeys,
    lastWrong: [
      ...(prev?.lastWrong ?? []),
      ...(slip ? [] : o.wrongAttempts.map((w) => w.slice(0, MAX_WORD_TEXT))),
    ].slice(-MAX_LAST_WRONG),
    ...(slip || prev?.slips ? { slips: (prev?.slips ?? 0) + (slip ? 1 : 0) } : {}),
    lastFirstKeyMs: o.firstKeyMs === null ? null : Math.round(o.firstKeyMs),
    lastFinishMs: o.finishMs === null ? null : Math.round(o.finishMs),
    lastSeenAt: atIso,
    review: grade === null ? review : scheduleReview(review, grade, new Date(atIso)),
    ...(lastTypedAs ? { lastTypedAs } : {}),
  };
}

/**
 * Merges a finished stage into the progress: each outcome into its word record and review schedule,
 * the stage's cleared flag, best rank and play count, the attempt into history (oldest dropped past
 * {@link MAX_HISTORY}), the day's mastered words per set into the mastery log, and the experience
 * with the level it reaches; the result is compacted to the progress limits (see `compactSnapshot`),
 * so years of play never make a save that main refuses. The input is not changed.
 */
export function recordStage(snapshot: AppSnapshot, record: StageRecord): AppSnapshot {
  const words = { ...snapshot.words };
  for (const o of record.outcomes) {
    const setId = o.setId ?? record.stageId;
    const key = wordKey(setId, o.en, o.id);
    words[key] = mergeWordOutcome(words[key], o, setId, record.atIso, record.answerShownFirst);
  }
  const prevStage = snapshot.stages[record.stageId];
  const stages = {
    ...snapshot.stages,
    [record.stageId]: {
      cleared: (prevStage?.cleared ?? false) || record.attempt.victory,
      bestRank: record.attempt.victory
        ? betterRank(prevStage?.bestRank ?? null, record.attempt.rank)
        : (prevStage?.bestRank ?? null),
      plays: (prevStage?.plays ?? 0) + 1,
      lastPlayedAt: record.atIso,
    },
  };
  const exp = snapshot.exp + Math.max(0, Math.round(record.expGain));
  return compactSnapshot({
    ...snapshot,
    exp,
    level: Math.max(snapshot.level, levelForExp(exp)),
    stages,
    words,
    history: [...snapshot.history, record.attempt].slice(-MAX_HISTORY),
    mastery: logMastery(
      snapshot.mastery,
      { day: record.day ?? record.atIso.slice(0, 10), bySet: masteredCounts(words) },
      MAX_MASTERY_DAYS,
    ),
  }).snapshot;
}
