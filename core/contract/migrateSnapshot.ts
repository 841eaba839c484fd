import { z } from 'zod';
import { adoptBankIds } from './adoptBankIds';
import { compactSnapshot } from './compactSnapshot';
import { describeIssues } from './describeIssues';
import { type Migrated, storedVersion } from './migration';
import { schoolCheckResultSchema } from './schoolCheck';
import {
  type AppSnapshot,
  appSnapshotSchema,
  attemptSchema,
  MAX_HISTORY,
  MAX_MASTERY_DAYS,
  masteryDaySchema,
  placementRecordSchema,
  rankSchema,
  SNAPSHOT_VERSION,
  type StageProgress,
  stageProgressSchema,
  type WordRecord,
  wordRecordSchema,
} from './snapshot';

/**
 * The progress file before it carried a version: a level, experience, the list of cleared stages and
 * the best rank per stage. It had no per-word results and no history.
 */
export const snapshotV0Schema = z
  .object({
    level: z.number().int().min(1).max(999),
    exp: z.number().int().min(0).optional(),
    clearedStages: z.array(z.string().min(1).max(64)).max(1000).optional(),
    bestRanks: z.record(z.string().min(1).max(64), rankSchema).optional(),
  })
  .strict();
/** Progress as saved before versioning. */
export type AppSnapshotV0 = z.infer<typeof snapshotV0Schema>;

/** Converts version-0 progress: every stage it knew becomes a stage record; words and history start empty. */
export function snapshotFromV0(old: AppSnapshotV0): AppSnapshot {
  const stages: Record<string, StageProgress> = {};
  const ids = new Set([...(old.clearedStages ?? []), ...Object.keys(old.bestRanks ?? {})]);
  for (const id of ids) {
    const cleared = old.clearedStages?.includes(id) ?? false;
    stages[id] = {
      cleared,
      bestRank: old.bestRanks?.[id] ?? null,
      plays: cleared ? 1 : 0,
      lastPlayedAt: null,
    };
  }
  return {
    version: SNAPSHOT_VERSION,
    level: old.level,
    exp: old.exp ?? 0,
    stages,
    words: {},
    history: [],
    mastery: [],
  };
}

const count = z.number().int().min(0);

/**
 * A word record as the game saved it before progress had size limits: any number of wrong-key kinds.
 * Older files are read with these looser schemas and then compacted to the limits, never refused for size.
 */
const unlimitedWordRecordSchema = wordRecordSchema.extend({ wrongKeys: z.record(z.string().max(16), count) });
/** An attempt as saved before the limits: up to 500 missed words. */
const unlimitedAttemptSchema = attemptSchema.extend({ missed: z.array(z.string().max(200)).max(500) });

/** Progress of the current format as saved before it had size limits (same shape, looser maximums). */
export const unlimitedSnapshotSchema = appSnapshotSchema.extend({
  stages: z.record(z.string().min(1).max(64), stageProgressSchema),
  words: z.record(z.string().max(300), unlimitedWordRecordSchema),
  history: z.array(unlimitedAttemptSchema).max(MAX_HISTORY),
  mastery: z
    .array(masteryDaySchema.extend({ bySet: z.record(z.string().min(1).max(64), count) }))
    .max(MAX_MASTERY_DAYS),
});

/**
 * Progress of format 1, saved before the review scheduler: the same as today's except that word
 * records carry no `review` card and there is no mastery log.
 */
export const snapshotV1Schema = z
  .object({
    version: z.literal(1),
    level: z.number().int().min(1).max(999),
    exp: z.number().int().min(0),
    stages: z.record(z.string().min(1).max(64), stageProgressSchema),
    words: z.record(z.string().max(300), unlimitedWordRecordSchema.omit({ review: true })),
    history: z.array(unlimitedAttemptSchema).max(MAX_HISTORY),
  })
  .strict();
/** Progress as saved in format 1. */
export type AppSnapshotV1 = z.infer<typeof snapshotV1Schema>;

/**
 * Converts format-1 progress: every word keeps its counts and mistakes and gets `review: null` (no
 * schedule yet; the review selection treats a missed word without a schedule as due at once), and
 * the mastery log starts empty.
 */
export function snapshotFromV1(old: AppSnapshotV1): AppSnapshot {
  const words: Record<string, WordRecord> = {};
  for (const [key, word] of Object.entries(old.words)) words[key] = { ...word, review: null };
  return { ...old, version: SNAPSHOT_VERSION, words, mastery: [] };
}

/**
 * Moves word records to their word-bank ids, compacts a converted snapshot to the limits and checks
 * it against today's schema.
 */
function converted(value: AppSnapshot): Migrated<AppSnapshot> {
  const parsed = appSnapshotSchema.safeParse(compactSnapshot(adoptBankIds(value)).snapshot);
  if (!parsed.success) {
    const issues = describeIssues(parsed.error);
    return { ok: false, reason: `The old progress cannot be converted: ${issues}`, issues };
  }
  return { ok: true, value: parsed.data, migrated: true };
}

/**
 * The stored progress without its placement result when that result is damaged (edited by hand, cut
 * short): the result is only a proposal the pupil can get again by retaking the quest, so it is not
 * worth setting the whole progress aside for. Anything else is answered unchanged.
 */
function withoutDamagedPlacement(raw: unknown): { raw: unknown; dropped: boolean } {
  if (typeof raw !== 'object' || raw === null || !Object.hasOwn(raw, 'placement'))
    return { raw, dropped: false };
  const { placement, ...rest } = raw as Record<string, unknown>;
  if (placement === undefined || placementRecordSchema.safeParse(placement).success)
    return { raw, dropped: false };
  return { raw: rest, dropped: true };
}

/**
 * The stored progress without the school check results that are damaged (edited by hand, cut short):
 * the others, and everything else, are kept rather than setting the whole progress aside.
 */
function withoutDamagedChecks(raw: unknown): { raw: unknown; dropped: boolean } {
  if (typeof raw !== 'object' || raw === null || !Object.hasOwn(raw, 'schoolChecks'))
    return { raw, dropped: false };
  const { schoolChecks, ...rest } = raw as Record<string, unknown>;
  if (schoolChecks === undefined) return { raw, dropped: false };
  if (!Array.isArray(schoolChecks)) return { raw: rest, dropped: true };
  const sound = schoolChecks.filter((check) => schoolCheckResultSchema.safeParse(check).success);
  if (sound.length === schoolChecks.length) return { raw, dropped: false };
  return { raw: sound.length > 0 ? { ...rest, schoolChecks: sound } : rest, dropped: true };
}

/** Reads stored progress of any known version and answers it in the current shape, or why it cannot. */
export function migrateSnapshot(raw: unknown): Migrated<AppSnapshot> {
  const version = storedVersion(raw);
  if (version === null) {
    return {
      ok: false,
      reason: 'The progress is not an object with a valid version.',
      issues: 'version: not an object with a whole version',
    };
  }
  if (version > SNAPSHOT_VERSION) {
    return {
      ok: false,
      reason: `The progress was saved by a newer version of the game (format ${version}).`,
    };
  }
  if (version === 0) {
    const parsed = snapshotV0Schema.safeParse(raw);
    if (!parsed.success) {
      const issues = describeIssues(parsed.error);
      return { ok: false, reason: `The old progress is not valid: ${issues}`, issues };
    }
    return converted(snapshotFromV0(parsed.data));
  }
  if (version === 1) {
    const parsed = snapshotV1Schema.safeParse(raw);
    if (!parsed.success) {
      const issues = describeIssues(parsed.error);
      return { ok: false, reason: `The old progress is not valid: ${issues}`, issues };
    }
    return converted(snapshotFromV1(parsed.data));
  }
  const placementRepaired = withoutDamagedPlacement(raw);
  const checksRepaired = withoutDamagedChecks(placementRepaired.raw);
  const repaired = checksRepaired.raw;
  const dropped = placementRepaired.dropped || checksRepaired.dropped;
  const current = appSnapshotSchema.safeParse(repaired);
  if (current.success) {
    // Words saved under their stage and English before the word bank move to the bank's ids.
    const adopted = adoptBankIds(current.data);
    if (adopted === current.data && !dropped) return { ok: true, value: current.data, migrated: false };
    return converted(adopted);
  }
  // Progress saved before the size limits has the same shape; it is compacted, not refused.
  const unlimited = unlimitedSnapshotSchema.safeParse(repaired);
  if (!unlimited.success) {
    const issues = describeIssues(current.error);
    return { ok: false, reason: `The progress is not valid: ${issues}`, issues };
  }
  return converted(unlimited.data);
}
