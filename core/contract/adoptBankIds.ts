import { keptBankId } from '../bank/mergedIds';
import { ROUTE_WORD_IDS } from './routeWordIds';
import { type AppSnapshot, MAX_LAST_WRONG, type WordRecord } from './snapshot';

const later = (a: string | null, b: string | null): string | null =>
  a === null ? b : b === null || a >= b ? a : b;

/**
 * One record from two records of the same word (kept under its old key and its entry id): counts and
 * wrong keys add up, the newest attempts and timings win, and the review card is the one reviewed last.
 */
export function mergeWordRecords(a: WordRecord, b: WordRecord): WordRecord {
  const [older, newer] = (a.lastSeenAt ?? '') <= (b.lastSeenAt ?? '') ? [a, b] : [b, a];
  const wrongKeys: Record<string, number> = { ...older.wrongKeys };
  for (const [key, n] of Object.entries(newer.wrongKeys)) wrongKeys[key] = (wrongKeys[key] ?? 0) + n;
  const reviewedLast =
    (older.review?.lastReview ?? '') > (newer.review?.lastReview ?? '') ? older.review : newer.review;
  return {
    ...newer,
    seen: older.seen + newer.seen,
    clean: older.clean + newer.clean,
    mistakes: older.mistakes + newer.mistakes,
    hints: older.hints + newer.hints,
    ...(older.slips || newer.slips ? { slips: (older.slips ?? 0) + (newer.slips ?? 0) } : {}),
    wrongKeys,
    lastWrong: [...older.lastWrong, ...newer.lastWrong].slice(-MAX_LAST_WRONG),
    lastSeenAt: later(older.lastSeenAt, newer.lastSeenAt),
    review: reviewedLast ?? older.review,
  };
}

/** The key a word record belongs under now: a route word's entry id, a merged entry's kept id. */
function keptKey(key: string): string {
  return keptBankId(Object.hasOwn(ROUTE_WORD_IDS, key) ? (ROUTE_WORD_IDS[key] as string) : key);
}

/**
 * Moves word records saved under `<stage id>:<English>` to the word-bank entry's id where the route
 * table knows the word, and records of an entry merged into another year's (`MERGED_IDS`) to the kept
 * entry's id, merging with a record already kept there. Records of teachers' lists and of words the
 * tables do not know keep their keys. Answers the same object when nothing moves, so it can run on
 * every load.
 */
export function adoptBankIds(snapshot: AppSnapshot): AppSnapshot {
  // Own keys only: a hand-edited key such as "constructor" must not reach the object's prototype.
  const moves = Object.keys(snapshot.words).filter((key) => keptKey(key) !== key);
  if (moves.length === 0) return snapshot;
  const words: Record<string, WordRecord> = { ...snapshot.words };
  for (const key of moves) {
    const id = keptKey(key);
    const record = words[key] as WordRecord;
    delete words[key];
    const there = words[id];
    words[id] = there ? mergeWordRecords(there, record) : record;
  }
  return { ...snapshot, words };
}
