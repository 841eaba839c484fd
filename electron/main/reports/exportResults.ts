import type { AppSnapshot } from '../../../core/contract';
import { type ResultsCsvOptions, resultsCsv } from '../../../core/reports/resultsCsv';
import { writeFileAtomic } from '../stores/writeFileAtomic';

/** How writing the report went: the number of rows written, or the reason with the file system's code. */
export type ExportResultsOutcome = { ok: true; rows: number } | { ok: false; detail: string };

/**
 * Writes the results of every player to `filePath`, first beside it and then renamed, so a half-written
 * report never replaces an older one.
 */
export function exportResults(
  filePath: string,
  players: readonly { profile: string; snapshot: Pick<AppSnapshot, 'history'> }[],
  options: ResultsCsvOptions = {},
): ExportResultsOutcome {
  const text = resultsCsv(
    players.map((p) => ({ profile: p.profile, history: p.snapshot.history })),
    options,
  );
  // Verified before it replaces anything, like every save (a full disk leaves the older report).
  const written = writeFileAtomic(filePath, text);
  if (written.ok) return { ok: true, rows: players.reduce((sum, p) => sum + p.snapshot.history.length, 0) };
  return { ok: false, detail: `The file ${filePath} could not be written (${written.error.code}).` };
}
