import { describe, expect, it } from 'vitest';
import { dueWords, isDue } from './dueWords';
import { scheduleReview } from './reviewScheduler';
import type { ReviewWord } from './types';

const now = new Date('2026-03-02T01:00:00.000Z');

function word(en: string, patch: Partial<ReviewWord> = {}): ReviewWord {
  return { setId: 'week', en, ja: en, seen: 1, clean: 1, mistakes: 0, review: null, ...patch };
}

describe('due words across all sets', () => {
  const words: Record<string, ReviewWord> = {
    'week:Monday': word('Monday', { review: scheduleReview(null, 'good', now) }),
    'week:Wednesday': word('Wednesday', {
      clean: 0,
      mistakes: 4,
      review: scheduleReview(null, 'again', now),
    }),
    'colors:red': word('red', {
      setId: 'colors',
      clean: 0,
      mistakes: 2,
      review: scheduleReview(null, 'hard', now),
    }),
    'month:May': word('May', { setId: 'month', seen: 3, clean: 1, mistakes: 1 }),
    'month:June': word('June', { setId: 'month', seen: 2, clean: 2 }),
  };

  it('offers forgotten and hard words the same day, a missed word without a schedule at once, and not clean words', () => {
    const endOfDay = new Date('2026-03-02T15:00:00.000Z');
    expect(dueWords(words, endOfDay).map((d) => d.key)).toEqual([
      'month:May',
      'week:Wednesday',
      'colors:red',
    ]);
  });

  it('keeps a clean word back until its day comes', () => {
    const monday = words['week:Monday'];
    if (!monday?.review) throw new Error('no schedule');
    expect(isDue(monday, new Date(Date.parse(monday.review.due) - 1))).toBe(false);
    expect(isDue(monday, new Date(monday.review.due))).toBe(true);
  });

  it('answers nothing before anything is due, and respects the limit', () => {
    const cleanOnly = { a: word('June'), b: word('Monday', { review: scheduleReview(null, 'good', now) }) };
    expect(dueWords(cleanOnly, now)).toEqual([]);
    expect(dueWords(words, new Date('2026-03-02T15:00:00.000Z'), 2)).toHaveLength(2);
  });
});
