import { type Card, createEmptyCard, type FSRS, fsrs, generatorParameters, Rating, State } from 'ts-fsrs';
import type { ReviewCard, ReviewGrade, ReviewState } from './types';

/**
 * The scheduler's settings, on top of FSRS's published default weights (`ts-fsrs`):
 * - 90% requested retention: a word comes back when the chance of recalling it has fallen to 90%.
 * - One learning step of 10 minutes for a new or forgotten word, so a word missed in class is due
 *   again the same day; a word recalled cleanly the first time goes straight to review (days later).
 * - At most 365 days between reviews (one school year), and no random fuzz: one history, one schedule.
 */
export const REVIEW_PARAMETERS = generatorParameters({
  request_retention: 0.9,
  maximum_interval: 365,
  enable_fuzz: false,
  enable_short_term: true,
  learning_steps: ['10m'],
  relearning_steps: ['10m'],
});

let scheduler: FSRS | null = null;
function fsrsScheduler(): FSRS {
  scheduler ??= fsrs(REVIEW_PARAMETERS);
  return scheduler;
}

const RATING: Record<ReviewGrade, Rating.Again | Rating.Hard | Rating.Good | Rating.Easy> = {
  again: Rating.Again,
  hard: Rating.Hard,
  good: Rating.Good,
  easy: Rating.Easy,
};
const STATE_NAME: Record<State, ReviewState> = {
  [State.New]: 'new',
  [State.Learning]: 'learning',
  [State.Review]: 'review',
  [State.Relearning]: 'relearning',
};
const STATE_OF: Record<ReviewState, State> = {
  new: State.New,
  learning: State.Learning,
  review: State.Review,
  relearning: State.Relearning,
};

const DAY_MS = 86_400_000;

/** The FSRS card for a stored review card (a fresh card at `now` when there is none). */
export function toFsrsCard(card: ReviewCard | null, now: Date): Card {
  if (card === null) return createEmptyCard(now);
  const lastReview = card.lastReview === null ? undefined : new Date(card.lastReview);
  return {
    due: new Date(card.due),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsed_days: lastReview ? Math.max(0, Math.floor((now.getTime() - lastReview.getTime()) / DAY_MS)) : 0,
    scheduled_days: card.scheduledDays,
    learning_steps: card.learningSteps,
    reps: card.reps,
    lapses: card.lapses,
    state: STATE_OF[card.state],
    ...(lastReview ? { last_review: lastReview } : {}),
  };
}

/** The stored shape of an FSRS card, with the grade that produced it. */
export function fromFsrsCard(card: Card, lastGrade: ReviewGrade | null): ReviewCard {
  return {
    due: card.due.toISOString(),
    stability: card.stability,
    difficulty: card.difficulty,
    reps: card.reps,
    lapses: card.lapses,
    state: STATE_NAME[card.state],
    learningSteps: card.learning_steps,
    scheduledDays: Math.max(0, Math.round(card.scheduled_days)),
    lastReview: card.last_review ? card.last_review.toISOString() : null,
    lastGrade,
  };
}

/**
 * Reviews a word: the FSRS scheduler moves its card by `grade` at time `now` (passed in, never read
 * from a clock) and answers the new card. A word without a card starts as a new one.
 */
export function scheduleReview(card: ReviewCard | null, grade: ReviewGrade, now: Date): ReviewCard {
  const next = fsrsScheduler().next(toFsrsCard(card, now), now, RATING[grade]).card;
  return fromFsrsCard(next, grade);
}

/** The chance (0 to 1) that the word is recalled at `now`, by the FSRS forgetting curve; 0 without a card. */
export function recallChance(card: ReviewCard | null, now: Date): number {
  if (card === null || card.state === 'new') return 0;
  return fsrsScheduler().get_retrievability(toFsrsCard(card, now), now, false);
}
