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
    wrongKeys,
    lastWrong: [...older.lastWrong, ...newer.lastWrong].slice(-MAX_LAST_WRONG),
    lastSeenAt: later(older.lastSeenAt, newer.lastSeenAt),
    review: reviewedLast ?? older.review,
  };
}

/**
 * Moves word records saved under `<stage id>:<English>` to the word-bank entry's id where the route
 * table knows the word, merging with a record already kept under that id. Records of teachers' lists
 * and of words the table does not know keep their keys. Answers the same object when nothing moves,
 * so it can run on every load.
 */
export function adoptBankIds(snapshot: AppSnapshot): AppSnapshot {
  // Own keys only: a hand-edited key such as "constructor" must not reach the object's prototype.
  const moves = Object.keys(snapshot.words).filter((key) => Object.hasOwn(ROUTE_WORD_IDS, key));
  if (moves.length === 0) return snapshot;
  const words: Record<string, WordRecord> = { ...snapshot.words };
  for (const key of moves) {
    const id = ROUTE_WORD_IDS[key] as string;
    const record = words[key] as WordRecord;
    delete words[key];
    const there = words[id];
    words[id] = there ? mergeWordRecords(there, record) : record;
  }
  return { ...snapshot, words };
}
