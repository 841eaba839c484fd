import { checkPayloadBudget } from './checkPayloadBudget';
import {
  type AppSnapshot,
  type Attempt,
  MAX_ATTEMPTS_PER_DAY,
  MAX_HISTORY,
  MAX_LAST_WRONG,
  MAX_MASTERY_DAYS,
  MAX_MASTERY_SETS,
  MAX_MISSED_PER_ATTEMPT,
  MAX_STAGE_RECORDS,
  MAX_WORD_RECORDS,
  MAX_WRONG_KEY_KINDS,
  type MasteryDay,
  SNAPSHOT_BUDGET,
  type StageProgress,
  type WordRecord,
} from './snapshot';

/** Progress brought within the limits, and whether anything had to be dropped. */
export interface Compacted {
  snapshot: AppSnapshot;
  changed: boolean;
}

/** The `count` largest entries of a count map, in their original order. */
function largest(counts: Record<string, number>, count: number): Record<string, number> {
  const keep = new Set(
    Object.entries(counts)
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([key]) => key),
  );
  return Object.fromEntries(Object.entries(counts).filter(([key]) => keep.has(key)));
}

/** Entries ordered oldest first by a time stamp (null counts as oldest), keeping only the newest `count`. */
function newest<T>(entries: [string, T][], count: number, at: (value: T) => string | null): [string, T][] {
  return [...entries].sort((a, b) => (at(a[1]) ?? '').localeCompare(at(b[1]) ?? '')).slice(-count);
}

function compactWord(word: WordRecord): WordRecord {
  const tooManyKeys = Object.keys(word.wrongKeys).length > MAX_WRONG_KEY_KINDS;
  if (!tooManyKeys && word.lastWrong.length <= MAX_LAST_WRONG) return word;
  return {
    ...word,
    wrongKeys: tooManyKeys ? largest(word.wrongKeys, MAX_WRONG_KEY_KINDS) : word.wrongKeys,
    lastWrong: word.lastWrong.slice(-MAX_LAST_WRONG),
  };
}

/** The latest attempts, at most {@link MAX_ATTEMPTS_PER_DAY} a day and {@link MAX_HISTORY} in all. */
function compactHistory(history: readonly Attempt[]): Attempt[] {
  const perDay = new Map<string, number>();
  const kept: Attempt[] = [];
  for (let i = history.length - 1; i >= 0 && kept.length < MAX_HISTORY; i--) {
    const attempt = history[i] as Attempt;
    const day = attempt.at.slice(0, 10);
    const n = (perDay.get(day) ?? 0) + 1;
    perDay.set(day, n);
    if (n > MAX_ATTEMPTS_PER_DAY) continue;
    kept.push(
      attempt.missed.length > MAX_MISSED_PER_ATTEMPT
        ? { ...attempt, missed: attempt.missed.slice(0, MAX_MISSED_PER_ATTEMPT) }
        : attempt,
    );
  }
  return kept.reverse();
}

function compactMasteryDay(day: MasteryDay): MasteryDay {
  return Object.keys(day.bySet).length > MAX_MASTERY_SETS
    ? { ...day, bySet: largest(day.bySet, MAX_MASTERY_SETS) }
    : day;
}

/**
 * Brings progress within the limits of `snapshot.ts` by dropping the oldest of what it has too much
 * of: the least recently seen words, the rarest wrong keys and oldest wrong attempts of a word, the
 * oldest attempts (also within a busy day), the least recently played stages and the oldest days of
 * the mastery log; while the whole is still past {@link SNAPSHOT_BUDGET}, the least recently seen
 * tenth of the words goes. Progress already within the limits is answered as it is.
 */
export function compactSnapshot(snapshot: AppSnapshot): Compacted {
  let changed = false;
  let words = snapshot.words;
  const wordEntries = Object.entries(words);
  const compactedWords = wordEntries.map(([key, word]): [string, WordRecord] => [key, compactWord(word)]);
  if (
    wordEntries.length > MAX_WORD_RECORDS ||
    compactedWords.some(([, word], i) => word !== wordEntries[i]?.[1])
  ) {
    words = Object.fromEntries(
      wordEntries.length > MAX_WORD_RECORDS
        ? newest(compactedWords, MAX_WORD_RECORDS, (word) => word.lastSeenAt)
        : compactedWords,
    );
    changed = true;
  }

  let stages = snapshot.stages;
  const stageEntries = Object.entries(stages);
  if (stageEntries.length > MAX_STAGE_RECORDS) {
    stages = Object.fromEntries(
      newest<StageProgress>(stageEntries, MAX_STAGE_RECORDS, (stage) => stage.lastPlayedAt),
    );
    changed = true;
  }

  const history = compactHistory(snapshot.history);
  if (
    history.length !== snapshot.history.length ||
    history.some((attempt, i) => attempt !== snapshot.history[i])
  )
    changed = true;

  const mastery = snapshot.mastery.slice(-MAX_MASTERY_DAYS).map(compactMasteryDay);
  if (mastery.length !== snapshot.mastery.length || mastery.some((day, i) => day !== snapshot.mastery[i]))
    changed = true;

  let result: AppSnapshot = changed ? { ...snapshot, words, stages, history, mastery } : snapshot;
  while (!checkPayloadBudget(result, SNAPSHOT_BUDGET).ok) {
    const entries = Object.entries(result.words);
    if (entries.length === 0) break;
    const keep = Math.floor(entries.length * 0.9);
    result = {
      ...result,
      words: Object.fromEntries(newest(entries, keep, (word) => word.lastSeenAt)),
    };
    changed = true;
  }
  return { snapshot: result, changed };
}
