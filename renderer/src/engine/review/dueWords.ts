import type { ReviewWord } from './types';

/** A word that is due, with its key in the progress file's word records. */
export interface DueWord<W extends ReviewWord = ReviewWord> {
  key: string;
  word: W;
  /** When it fell due (ms since 1970), or 0 for a missed word that has no schedule yet. */
  dueAt: number;
}

/**
 * Whether a word is due by `until`: its card's due time has come, or — for a word without a card,
 * as in progress saved before the scheduler — it was ever missed (asked more often than typed cleanly).
 */
export function isDue(word: ReviewWord, until: Date): boolean {
  if (word.review === null) return word.seen > word.clean;
  return Date.parse(word.review.due) <= until.getTime();
}

/**
 * Every word across all sets that is due by `until` (pass the end of the player's day for "today"),
 * most overdue first, then the most mistakes, then by key; at most `limit` words.
 */
export function dueWords<W extends ReviewWord>(
  words: Readonly<Record<string, W>>,
  until: Date,
  limit = Number.POSITIVE_INFINITY,
): DueWord<W>[] {
  const due: DueWord<W>[] = [];
  for (const [key, word] of Object.entries(words)) {
    if (!isDue(word, until)) continue;
    due.push({ key, word, dueAt: word.review === null ? 0 : Date.parse(word.review.due) });
  }
  due.sort((a, b) => a.dueAt - b.dueAt || b.word.mistakes - a.word.mistakes || (a.key < b.key ? -1 : 1));
  return due.slice(0, limit);
}
