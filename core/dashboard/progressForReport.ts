import {
  type AppSnapshot,
  migrateSnapshot,
  type ProgressProblem,
  progressProblem,
  SNAPSHOT_VERSION,
  storedVersion,
} from '../contract';
import { projectForReport } from './projectForReport';

/** A pupil's stored progress as the dashboard reads it: the progress, or why it could not be used. */
export type ReadProgress =
  | { snapshot: AppSnapshot; problem: null }
  | { snapshot: null; problem: ProgressProblem };

/**
 * Reads one pupil's stored progress (parsed JSON) for the dashboard without changing anything:
 * progress of the current shape takes the quick check of what the report reads (unless `whole`, for
 * the pupil's own page); anything else gets the full schema, which migrates older shapes in memory
 * and says what is wrong. Progress from a newer game is told apart from damaged progress, since the
 * remedy differs (update this PC, not repair the file).
 */
export function progressForReport(raw: unknown, whole = false): ReadProgress {
  const quick = whole ? null : projectForReport(raw);
  if (quick) return { snapshot: quick, problem: null };
  const version = storedVersion(raw);
  if (version !== null && version > SNAPSHOT_VERSION) {
    return { snapshot: null, problem: progressProblem('newer-version', `format ${version}`) };
  }
  const migrated = migrateSnapshot(raw);
  if (!migrated.ok) {
    return { snapshot: null, problem: progressProblem('damaged', migrated.issues ?? migrated.reason) };
  }
  return { snapshot: migrated.value, problem: null };
}
