import type { QAPair } from '../engine/types';

/**
 * A question set: the words of one stage. Prompts (`ja`) are written for children in kana; where a
 * kanji appears, its reading follows in full-width brackets, e.g. 「1月（いちがつ）」, which the question
 * panel shows as furigana. Answers (`en`) are half-width ASCII with proper capitals; phrases keep their
 * spaces and punctuation ("How are you?"), and only questions end with a mark.
 */
export interface QuestionSet {
  /** Stable id; part of the word keys in saved progress, so never renamed. */
  id: string;
  /** Title in Japanese (kana-friendly). */
  titleJa: string;
  /** Title in English. */
  titleEn: string;
  /** 1 (first words) to 5 (hardest); scales battle HP and experience. */
  difficulty: 1 | 2 | 3 | 4 | 5;
  items: QAPair[];
}

/** Builds question pairs from `[en, ja]` rows. */
export function pairs(rows: ReadonlyArray<readonly [en: string, ja: string]>): QAPair[] {
  return rows.map(([en, ja]) => ({ en, ja }));
}
