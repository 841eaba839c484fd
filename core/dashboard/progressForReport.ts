import { type AppSnapshot, migrateSnapshot } from '../contract';
import { projectForReport } from './projectForReport';

/** A pupil's stored progress as the dashboard reads it: the progress, or why it could not be used. */
export type ReadProgress = { snapshot: AppSnapshot; problem: null } | { snapshot: null; problem: string };

/**
 * Reads one pupil's stored progress (parsed JSON) for the dashboard without changing anything:
 * progress of the current shape takes the quick check of what the report reads (unless `whole`, for
 * the pupil's own page); anything else gets the full schema, which migrates older shapes in memory
 * and says what is wrong.
 */
export function progressForReport(raw: unknown, whole = false): ReadProgress {
  const quick = whole ? null : projectForReport(raw);
  if (quick) return { snapshot: quick, problem: null };
  const migrated = migrateSnapshot(raw);
  if (!migrated.ok) return { snapshot: null, problem: migrated.reason };
  return { snapshot: migrated.value, problem: null };
}
