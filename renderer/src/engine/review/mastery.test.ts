import { describe, expect, it } from 'vitest';
import { isMastered, MASTERED_STABILITY_DAYS, masteredCounts, masteryBySet } from './mastery';
import { scheduleReview } from './reviewScheduler';
import type { ReviewCard, ReviewWord } from './types';

const now = new Date('2026-03-02T01:00:00.000Z');
const strong: ReviewCard = { ...scheduleReview(null, 'easy', now), stability: MASTERED_STABILITY_DAYS };

function word(setId: string, en: string, review: ReviewCard | null, seen = 1): ReviewWord {
  return { setId, en, ja: en, seen, clean: seen, mistakes: 0, review };
}

describe('mastery', () => {
  it('needs a card in review with at least three weeks of stability', () => {
    expect(isMastered(strong)).toBe(true);
    expect(isMastered({ ...strong, stability: MASTERED_STABILITY_DAYS - 0.01 })).toBe(false);
    expect(isMastered({ ...strong, state: 'relearning' })).toBe(false);
    expect(isMastered(null)).toBe(false);
  });

  it('counts each set’s words met, learning and mastered against the set’s own list', () => {
    const sets = [
      { id: 'week', items: [{ en: 'Monday' }, { en: 'Tuesday' }, { en: 'Friday' }] },
      { id: 'colors', items: [{ en: 'red' }] },
    ];
    const words = {
      'week:Monday': word('week', 'Monday', strong),
      'week:Tuesday': word('week', 'Tuesday', scheduleReview(null, 'again', now)),
      'week:Funday': word('week', 'Funday', strong),
      'colors:red': word('colors', 'red', null, 2),
    };
    expect(masteryBySet(sets, words)).toEqual([
      { setId: 'week', total: 3, seen: 2, learning: 1, mastered: 1 },
      { setId: 'colors', total: 1, seen: 1, learning: 0, mastered: 0 },
    ]);
    expect(masteredCounts(words)).toEqual({ week: 2 });
  });
});
