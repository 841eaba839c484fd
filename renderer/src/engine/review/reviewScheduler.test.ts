import { describe, expect, it } from 'vitest';
import { drive } from '../../../../tests/support/renderer/engine/drive';
import { createRun } from '../createRun';
import { DEFAULT_ENGINE_OPTIONS } from '../defaultEngineOptions';
import { step } from '../step';
import type { EngineOptions, WordOutcome } from '../types';
import { dueWords } from './dueWords';
import { gradeOutcome } from './gradeOutcome';
import { endOfLocalDay } from './localDay';
import { isMastered } from './mastery';
import { recallChance, scheduleReview, toFsrsCard } from './reviewScheduler';
import type { ReviewCard, ReviewWord } from './types';

const t0 = new Date('2026-03-02T01:00:00.000Z');
const MIN = 60_000;
const DAY = 86_400_000;
const at = (ms: number) => new Date(t0.getTime() + ms);

describe('scheduleReview over FSRS', () => {
  it('sends a forgotten new word back in ten minutes and a recalled one days later', () => {
    const again = scheduleReview(null, 'again', t0);
    const hard = scheduleReview(null, 'hard', t0);
    const good = scheduleReview(null, 'good', t0);
    const easy = scheduleReview(null, 'easy', t0);
    expect(again).toMatchObject({
      state: 'learning',
      due: at(10 * MIN).toISOString(),
      reps: 1,
      lastGrade: 'again',
    });
    expect(Date.parse(hard.due)).toBeGreaterThan(Date.parse(again.due));
    expect(Date.parse(hard.due) - t0.getTime()).toBeLessThan(DAY);
    expect(good.state).toBe('review');
    expect(Date.parse(good.due) - t0.getTime()).toBeGreaterThanOrEqual(DAY);
    expect(Date.parse(easy.due)).toBeGreaterThan(Date.parse(good.due));
    expect(easy.stability).toBeGreaterThan(good.stability);
    expect(again.lastReview).toBe(t0.toISOString());
  });

  it('takes the time it is given: the same history always gives the same schedule', () => {
    const run = () => {
      let card: ReviewCard | null = null;
      let now = t0;
      for (const grade of ['good', 'hard', 'again', 'good', 'easy'] as const) {
        card = scheduleReview(card, grade, now);
        now = new Date(card.due);
      }
      return card;
    };
    expect(run()).toEqual(run());
  });

  it('counts a lapse when a word in review is forgotten, and relearns it the same day', () => {
    const good = scheduleReview(null, 'good', t0);
    const lapsed = scheduleReview(good, 'again', new Date(good.due));
    expect(lapsed).toMatchObject({ state: 'relearning', lapses: 1, reps: 2 });
    expect(Date.parse(lapsed.due) - Date.parse(good.due)).toBe(10 * MIN);
    expect(lapsed.stability).toBeLessThan(good.stability);
  });

  it('round-trips a stored card through the FSRS card unchanged', () => {
    const card = scheduleReview(scheduleReview(null, 'good', t0), 'good', at(3 * DAY));
    const again = toFsrsCard(card, at(4 * DAY));
    expect(again.due.toISOString()).toBe(card.due);
    expect(again.stability).toBe(card.stability);
    expect(again.last_review?.toISOString()).toBe(card.lastReview);
    expect(recallChance(card, new Date(card.lastReview ?? ''))).toBeCloseTo(1, 5);
    expect(recallChance(card, new Date(Date.parse(card.due) + 30 * DAY))).toBeLessThan(0.9);
    expect(recallChance(null, t0)).toBe(0);
  });
});

/** One run of `words` in battle with the real engine: the student types `typing[en]` for each word. */
function playBattle(words: string[], typing: Record<string, string>, from: number): WordOutcome[] {
  const options: EngineOptions = {
    ...DEFAULT_ENGINE_OPTIONS,
    battleMode: true,
    learningMode: false,
    learnThenRecall: false,
    enemyMaxHp: 10_000,
    playerMaxHp: 10_000,
  };
  let run = createRun(
    words.map((en) => ({ en, ja: en, setId: 'week' })),
    options,
  );
  run = step(run, { type: 'start', at: from }, options);
  for (const en of words) run = drive(run, options, typing[en] ?? en, run.lastKeyAt ?? from, 700);
  return run.outcomes;
}

describe('a simulated student over four weeks', () => {
  it('sees the word they always miss due sooner, and more often, than the words they type cleanly', () => {
    const week = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
    // Always two slips in Wednesday ("Wedn" → "Wend…" corrected): a real engine run grades it.
    const typing: Record<string, string> = { Wednesday: 'Wenednesday' };
    const words: Record<string, ReviewWord> = {};
    for (const en of week) {
      words[en] = { setId: 'week', en, ja: en, seen: 0, clean: 0, mistakes: 0, review: null };
    }
    const reviews: Record<string, number> = {};
    let comparisons = 0;
    for (let day = 0; day < 28; day++) {
      const now = at(day * DAY);
      const due = day === 0 ? week : dueWords(words, endOfLocalDay(now, 540)).map((d) => d.word.en);
      if (due.length === 0) continue;
      const outcomes = playBattle(due, typing, 1000 + day);
      for (const o of outcomes) {
        const grade = gradeOutcome(o, { answerShownFirst: false });
        if (grade === null) continue;
        const word = words[o.en];
        if (!word) throw new Error(`unknown word ${o.en}`);
        if (o.en === 'Wednesday') expect(grade).not.toBe('good');
        else expect(['good', 'easy']).toContain(grade);
        words[o.en] = {
          ...word,
          seen: word.seen + 1,
          clean: word.clean + (o.mistakes === 0 ? 1 : 0),
          mistakes: word.mistakes + o.mistakes,
          review: scheduleReview(word.review, grade, now),
        };
        reviews[o.en] = (reviews[o.en] ?? 0) + 1;
      }
      const missedDue = Date.parse(words.Wednesday?.review?.due ?? '');
      for (const en of week.filter((w) => w !== 'Wednesday')) {
        const review = words[en]?.review;
        if (!review) throw new Error(`${en} has no schedule`);
        expect(missedDue).toBeLessThan(Date.parse(review.due));
        comparisons += 1;
      }
    }
    expect(comparisons).toBeGreaterThan(0);
    for (const en of week.filter((w) => w !== 'Wednesday')) {
      expect(reviews.Wednesday).toBeGreaterThan(reviews[en] ?? 0);
    }
    expect(isMastered(words.Wednesday?.review ?? null)).toBe(false);
    expect(words.Monday?.review?.stability).toBeGreaterThan(words.Wednesday?.review?.stability ?? 0);
  });
});
