import { z } from 'zod';

/** Current version of the progress file's shape. */
export const SNAPSHOT_VERSION = 2;

/** Letter grades for a finished stage, best first. */
export const rankSchema = z.enum(['S', 'A', 'B', 'C', 'D']);
/** A stage rank. */
export type Rank = z.infer<typeof rankSchema>;

const isoDate = z.string().max(40);
const count = z.number().int().min(0);
const stageId = z.string().min(1).max(64);

/** Progress on one stage (one question set). */
export const stageProgressSchema = z
  .object({
    cleared: z.boolean(),
    bestRank: rankSchema.nullable(),
    plays: count,
    lastPlayedAt: isoDate.nullable(),
  })
  .strict();
/** Progress on one stage. */
export type StageProgress = z.infer<typeof stageProgressSchema>;

/** The memory states of the review scheduler (FSRS): never reviewed, learning, in review, relearning after a lapse. */
export const reviewStateSchema = z.enum(['new', 'learning', 'review', 'relearning']);
/** One of the scheduler's memory states. */
export type ReviewState = z.infer<typeof reviewStateSchema>;

/** The grade a word earned from what the player typed: again (forgotten), hard, good or easy. */
export const reviewGradeSchema = z.enum(['again', 'hard', 'good', 'easy']);
/** A review grade. */
export type ReviewGrade = z.infer<typeof reviewGradeSchema>;

/**
 * The review scheduler's card for one word (FSRS memory model): when it is due next, its memory
 * stability (days until recall falls to 90%) and difficulty (1 to 10), how often it was reviewed and
 * forgotten, its state and learning step, and the last review's date and grade.
 */
export const reviewCardSchema = z
  .object({
    due: isoDate,
    stability: z.number().min(0).max(1_000_000),
    difficulty: z.number().min(0).max(10),
    reps: count,
    lapses: count,
    state: reviewStateSchema,
    /** Position in the (re)learning steps. */
    learningSteps: count,
    /** Days from the last review to `due`. */
    scheduledDays: count,
    lastReview: isoDate.nullable(),
    lastGrade: reviewGradeSchema.nullable(),
  })
  .strict();
/** The review scheduler's card for one word. */
export type ReviewCard = z.infer<typeof reviewCardSchema>;

/**
 * What the game remembers about one word across all plays; the raw material for review.
 * Keyed in {@link AppSnapshot.words} by `${setId}:${en}`.
 */
export const wordRecordSchema = z
  .object({
    setId: stageId,
    en: z.string().min(1).max(200),
    ja: z.string().min(1).max(200),
    seen: count,
    /** Times cleared with no wrong key and no hint. */
    clean: count,
    /** Wrong keys typed in total. */
    mistakes: count,
    /** Hint steps used in total. */
    hints: count,
    /** Wrong key → how often it was typed where another key was expected, e.g. `{"r→l": 2}`. */
    wrongKeys: z.record(z.string().max(16), count),
    /** The last few wrong attempts as typed (newest last, at most 5). */
    lastWrong: z.array(z.string().max(200)).max(5),
    /** Milliseconds from prompt to first key, last time. */
    lastFirstKeyMs: count.nullable(),
    /** Milliseconds from prompt to a cleared answer, last time. */
    lastFinishMs: count.nullable(),
    lastSeenAt: isoDate.nullable(),
    /** The review schedule, or null while the word has given no evidence of memory (and in older files). */
    review: reviewCardSchema.nullable(),
  })
  .strict();
/** The review record of one word. */
export type WordRecord = z.infer<typeof wordRecordSchema>;

/** One finished stage attempt, for history and teacher reports. */
export const attemptSchema = z
  .object({
    at: isoDate,
    stageId,
    mode: z.enum(['study', 'battle']),
    victory: z.boolean(),
    accuracy: z.number().min(0).max(1),
    keysPerMinute: z.number().min(0).max(10000),
    timeMs: count,
    rank: rankSchema,
    maxCombo: count,
    missed: z.array(z.string().max(200)).max(500),
  })
  .strict();
/** One finished stage attempt. */
export type Attempt = z.infer<typeof attemptSchema>;

/** The most attempts kept in history; older ones are dropped first. */
export const MAX_HISTORY = 500;

/** One day's count of mastered words per question set, for the progress charts. */
export const masteryDaySchema = z
  .object({
    /** The player's local date, `YYYY-MM-DD`. */
    day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    /** Set id → words of that set mastered at the end of that day's last stage. */
    bySet: z.record(stageId, count),
  })
  .strict();
/** One day's mastered words per set. */
export type MasteryDay = z.infer<typeof masteryDaySchema>;

/** The most days kept in the mastery log; older ones are dropped first. */
export const MAX_MASTERY_DAYS = 400;

/** A player's whole progress, as saved in `progress.json` and exchanged by save, load and overwrite. */
export const appSnapshotSchema = z
  .object({
    version: z.literal(SNAPSHOT_VERSION),
    level: z.number().int().min(1).max(999),
    exp: count,
    stages: z.record(stageId, stageProgressSchema),
    words: z.record(z.string().max(300), wordRecordSchema),
    history: z.array(attemptSchema).max(MAX_HISTORY),
    /** Mastered words per set, one entry per day played, oldest first. */
    mastery: z.array(masteryDaySchema).max(MAX_MASTERY_DAYS),
  })
  .strict();
/** A player's whole progress. */
export type AppSnapshot = z.infer<typeof appSnapshotSchema>;

/** Progress of a new player. */
export function emptySnapshot(): AppSnapshot {
  return { version: SNAPSHOT_VERSION, level: 1, exp: 0, stages: {}, words: {}, history: [], mastery: [] };
}
