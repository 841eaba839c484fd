import { z } from 'zod';
import type { PayloadBudget } from './checkPayloadBudget';
import { MAX_SCHOOL_CHECKS, schoolCheckResultSchema } from './schoolCheck';

/** Current version of the progress file's shape. */
export const SNAPSHOT_VERSION = 2;

/** Letter grades for a finished stage, best first. */
export const rankSchema = z.enum(['S', 'A', 'B', 'C', 'D']);
/** A stage rank. */
export type Rank = z.infer<typeof rankSchema>;

/**
 * Limits of saved progress, chosen from real use: a pupil's years of play over the built-in bank
 * (growing to about 2,700 words and sentences) and teachers' lists (at most 50 lists of 200 words).
 * Recording compacts to them (see `compactSnapshot`), so play never meets a refusal; only a
 * hand-made or hostile file does.
 */

/**
 * Word records kept: the whole built-in bank (about 2,700 words and sentences from grade 3 to the end
 * of junior high) plus the teachers' lists a pupil really plays; least recently seen go first.
 */
export const MAX_WORD_RECORDS = 4_000;
/** Longest answer or prompt kept in a word record; built-in sentences and teachers' answers are far shorter. */
export const MAX_WORD_TEXT = 200;
/** Wrong attempts kept per word, newest last; older ones go first. */
export const MAX_LAST_WRONG = 5;
/** Distinct wrong keys counted per word; a word shows a handful in real play, the rarest go first. */
export const MAX_WRONG_KEY_KINDS = 24;
/** Attempts kept in history; older ones go first. */
export const MAX_HISTORY = 500;
/** Attempts kept per day: a day of replaying one stage cannot push the earlier days out of history. */
export const MAX_ATTEMPTS_PER_DAY = 60;
/** Missed words listed per attempt; a report cell names these, the word records keep every mistake. */
export const MAX_MISSED_PER_ATTEMPT = 50;
/** Stage records kept: built-in stages and every list a pupil played, even after lists are replaced. */
export const MAX_STAGE_RECORDS = 1_000;
/** Days kept in the mastery log (over a year of school days); older ones go first. */
export const MAX_MASTERY_DAYS = 400;
/** Question sets counted per day of the mastery log: built-in sets and teachers' lists. */
export const MAX_MASTERY_SETS = 200;
/**
 * Characters of text (strings and keys) in one progress: the richest progress the count limits allow
 * (4,000 words with full mistake records, a full history and mastery log) stays under this, and it
 * keeps the largest save and load well under a second.
 */
export const MAX_SNAPSHOT_TEXT_LENGTH = 4_000_000;
/** Values (objects, arrays, keys and scalars) in one progress: the count limits above allow about 0.5 million. */
export const MAX_SNAPSHOT_VALUES = 700_000;
/** Deepest nesting of containers: export envelope → progress → words → record → review card, and one to spare. */
export const MAX_SNAPSHOT_DEPTH = 6;

/** What one progress may hold in total, as checked before its schema (IPC, import) and kept by recording. */
export const SNAPSHOT_BUDGET: PayloadBudget = {
  maxDepth: MAX_SNAPSHOT_DEPTH,
  maxValues: MAX_SNAPSHOT_VALUES,
  maxTextLength: MAX_SNAPSHOT_TEXT_LENGTH,
};

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
    en: z.string().min(1).max(MAX_WORD_TEXT),
    ja: z.string().min(1).max(MAX_WORD_TEXT),
    seen: count,
    /** Times cleared with no wrong key and no hint. */
    clean: count,
    /** Wrong keys typed in total, slips of the fingers aside. */
    mistakes: count,
    /**
     * Times typed with a slip of the fingers only (one wrong key on a touching key, put right): counted
     * as clean, its key confusion kept in `wrongKeys`. Absent until a first slip, and in older files.
     */
    slips: count.optional(),
    /** Hint steps used in total. */
    hints: count,
    /** Wrong key → how often it was typed where another key was expected, e.g. `{"r→l": 2}`. */
    wrongKeys: z
      .record(z.string().max(16), count)
      .refine((keys) => Object.keys(keys).length <= MAX_WRONG_KEY_KINDS, {
        error: `at most ${MAX_WRONG_KEY_KINDS} kinds of wrong key`,
      }),
    /** The last few wrong attempts as typed (newest last, at most {@link MAX_LAST_WRONG}). */
    lastWrong: z.array(z.string().max(MAX_WORD_TEXT)).max(MAX_LAST_WRONG),
    /** Milliseconds from prompt to first key, last time. */
    lastFirstKeyMs: count.nullable(),
    /** Milliseconds from prompt to a cleared answer, last time. */
    lastFinishMs: count.nullable(),
    lastSeenAt: isoDate.nullable(),
    /**
     * The accepted form last typed to clear it when that was not `en` (e.g. "colour" for "color");
     * absent when the last clearing was `en` itself, and in older files.
     */
    lastTypedAs: z.string().min(1).max(MAX_WORD_TEXT).optional(),
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
    missed: z.array(z.string().max(MAX_WORD_TEXT)).max(MAX_MISSED_PER_ATTEMPT),
  })
  .strict();
/** One finished stage attempt. */
export type Attempt = z.infer<typeof attemptSchema>;

/** One day's count of mastered words per question set, for the progress charts. */
export const masteryDaySchema = z
  .object({
    /** The player's local date, `YYYY-MM-DD`. */
    day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    /** Set id → words of that set mastered at the end of that day's last stage. */
    bySet: z.record(stageId, count).refine((sets) => Object.keys(sets).length <= MAX_MASTERY_SETS, {
      error: `at most ${MAX_MASTERY_SETS} sets a day`,
    }),
  })
  .strict();
/** One day's mastered words per set. */
export type MasteryDay = z.infer<typeof masteryDaySchema>;

/** The school years of the word bank, as progress names them: grades 3–4 and 5–6, junior high 1, 2 and 3. */
export const bandIdSchema = z.enum(['e34', 'e56', 'j1', 'j2', 'j3']);
/** A school year of the word bank. */
export type BandId = z.infer<typeof bandIdSchema>;

/** Most prompts a placement quest may have asked; the game asks 25, a little room is left for change. */
export const MAX_PLACEMENT_PROMPTS = 100;

/**
 * The last placement quest's result: the school year it proposes to start in (and so the world the
 * map opens up to), when it ended, and how many of how many prompts were answered from memory. A
 * retake replaces it.
 */
export const placementRecordSchema = z
  .object({
    band: bandIdSchema,
    at: z.iso.datetime({ offset: true }),
    asked: z.number().int().min(1).max(MAX_PLACEMENT_PROMPTS),
    correct: count.max(MAX_PLACEMENT_PROMPTS),
  })
  .strict()
  .refine((p) => p.correct <= p.asked, { error: 'correct cannot exceed asked', path: ['correct'] });
/** The last placement quest's result. */
export type PlacementRecord = z.infer<typeof placementRecordSchema>;

/** Whether no day (the date part of `at`) holds more than {@link MAX_ATTEMPTS_PER_DAY} attempts. */
function withinDailyAttempts(history: readonly { at: string }[]): boolean {
  const perDay = new Map<string, number>();
  for (const attempt of history) {
    const day = attempt.at.slice(0, 10);
    const n = (perDay.get(day) ?? 0) + 1;
    if (n > MAX_ATTEMPTS_PER_DAY) return false;
    perDay.set(day, n);
  }
  return true;
}

/** A player's whole progress, as saved in `progress.json` and exchanged by save, load and overwrite. */
export const appSnapshotSchema = z
  .object({
    version: z.literal(SNAPSHOT_VERSION),
    level: z.number().int().min(1).max(999),
    exp: count,
    stages: z
      .record(stageId, stageProgressSchema)
      .refine((stages) => Object.keys(stages).length <= MAX_STAGE_RECORDS, {
        error: `at most ${MAX_STAGE_RECORDS} stages`,
      }),
    words: z
      .record(z.string().max(300), wordRecordSchema)
      .refine((words) => Object.keys(words).length <= MAX_WORD_RECORDS, {
        error: `at most ${MAX_WORD_RECORDS} words`,
      }),
    history: z
      .array(attemptSchema)
      .max(MAX_HISTORY)
      .refine(withinDailyAttempts, { error: `at most ${MAX_ATTEMPTS_PER_DAY} attempts a day` }),
    /** Mastered words per set, one entry per day played, oldest first. */
    mastery: z.array(masteryDaySchema).max(MAX_MASTERY_DAYS),
    /** The last placement quest's result; absent until a first quest ends (and in older files). */
    placement: placementRecordSchema.optional(),
    /** The school checks taken, oldest first; absent until a first check ends (and in older files). */
    schoolChecks: z.array(schoolCheckResultSchema).max(MAX_SCHOOL_CHECKS).optional(),
  })
  .strict();
/** A player's whole progress. */
export type AppSnapshot = z.infer<typeof appSnapshotSchema>;

/** Progress of a new player. */
export function emptySnapshot(): AppSnapshot {
  return { version: SNAPSHOT_VERSION, level: 1, exp: 0, stages: {}, words: {}, history: [], mastery: [] };
}
