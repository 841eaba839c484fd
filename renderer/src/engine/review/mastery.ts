import type { ReviewCard, ReviewWord } from './types';

/**
 * A word is mastered when its card is in review and its stability is at least this many days: the
 * scheduler expects it to be recalled with 90% certainty three weeks after its last review.
 */
export const MASTERED_STABILITY_DAYS = 21;

/** Whether a word's card counts as mastered (see {@link MASTERED_STABILITY_DAYS}). */
export function isMastered(card: ReviewCard | null): boolean {
  return card !== null && card.state === 'review' && card.stability >= MASTERED_STABILITY_DAYS;
}

/** How far along one question set is: its words, those met, those being learned, those mastered. */
export interface SetMastery {
  setId: string;
  total: number;
  /** Words the player has been asked at least once. */
  seen: number;
  /** Words with a schedule that are not yet mastered. */
  learning: number;
  mastered: number;
}

/**
 * Mastery of each set, in the order of `sets`: `total` from the set's own word list, the rest from the
 * stored word records: a word-bank word's own record (played in any stage), any other word's record
 * in that set (records of words no longer in the set are ignored).
 */
export function masteryBySet(
  sets: readonly { id: string; items: readonly { en: string; id?: string }[] }[],
  words: Readonly<Record<string, ReviewWord>>,
): SetMastery[] {
  const bySet = new Map<string, Map<string, ReviewWord>>();
  for (const word of Object.values(words)) {
    const map = bySet.get(word.setId) ?? new Map<string, ReviewWord>();
    map.set(word.en, word);
    bySet.set(word.setId, map);
  }
  return sets.map((set) => {
    const records = bySet.get(set.id);
    let seen = 0;
    let learning = 0;
    let mastered = 0;
    for (const item of set.items) {
      // A word with a bank id has one record wherever it was played.
      const word = (item.id === undefined ? undefined : words[item.id]) ?? records?.get(item.en);
      if (!word) continue;
      if (word.seen > 0) seen += 1;
      if (isMastered(word.review)) mastered += 1;
      else if (word.review !== null) learning += 1;
    }
    return { setId: set.id, total: set.items.length, seen, learning, mastered };
  });
}

/** Mastered words per set id, counting every stored word (for the progress file's mastery log). */
export function masteredCounts(words: Readonly<Record<string, ReviewWord>>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const word of Object.values(words)) {
    if (isMastered(word.review)) out[word.setId] = (out[word.setId] ?? 0) + 1;
  }
  return out;
}
