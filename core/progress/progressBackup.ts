import { z } from 'zod';
import {
  type AppSnapshot,
  checkPayloadBudget,
  describeIssues,
  migrateSnapshot,
  SNAPSHOT_BUDGET,
  SNAPSHOT_VERSION,
  storedVersion,
} from '../contract';
import { textDecoder } from '../web/webStandard';

/** The application id written into every export, so files of other programs are recognised and refused. */
export const BACKUP_APP_ID = 'jp.kotoba-quest.app';

/** What an export file holds; only progress exists today. */
export const BACKUP_KIND = 'progress';

/** Current version of the export envelope (not of the progress inside it). */
export const BACKUP_FORMAT_VERSION = 1;

/** The largest export file that is read (20 MB): the largest progress the limits allow exports to about 15 MB. */
export const MAX_BACKUP_BYTES = 20 * 1024 * 1024;

/** The file name the save dialog suggests, e.g. `kotoba-quest-progress-2026-02-01.json`. */
export function suggestedBackupName(date: Date): string {
  return `kotoba-quest-progress-${date.toISOString().slice(0, 10)}.json`;
}

/** The envelope around exported progress: whose file it is, its format, when it was written, and the progress. */
export const progressBackupSchema = z
  .object({
    app: z.literal(BACKUP_APP_ID),
    kind: z.literal(BACKUP_KIND),
    formatVersion: z.number().int().min(1),
    exportedAt: z.string().max(40),
    appVersion: z.string().max(40).optional(),
    snapshot: z.unknown(),
  })
  .strict();

/** An export file as {@link progressBackupText} writes it. */
export type ProgressBackup = z.infer<typeof progressBackupSchema>;

/**
 * Why an export or an import did not happen. `save-failed` is the one import refusal that comes after
 * the checks: the file was valid but the disk refused `progress.json`; the game then keeps the imported
 * progress in memory until it closes, as it does for every refused save.
 */
export type BackupRefusal =
  | 'unreadable'
  | 'too-large'
  | 'not-json'
  | 'foreign'
  | 'newer-format'
  | 'invalid-progress'
  | 'write-failed'
  | 'save-failed';

/** The outcome of an export or import: what happened, or why nothing happened with a technical detail. */
export type BackupOutcome<T> = { ok: true; value: T } | { ok: false; refusal: BackupRefusal; detail: string };

/** What an import answers: the progress now saved, and whether it came from an older format. */
export interface ImportedProgress {
  snapshot: AppSnapshot;
  /** The file held progress of an older version, converted on the way in. */
  migrated: boolean;
  /** When the file was exported, as written in it. */
  exportedAt: string;
}

/** A refused export or import: why, and a technical detail. */
export const refuseBackup = <T>(refusal: BackupRefusal, detail: string): BackupOutcome<T> => ({
  ok: false,
  refusal,
  detail,
});

/** Wraps progress in the export envelope. */
export function makeProgressBackup(
  snapshot: AppSnapshot,
  exportedAt: Date,
  appVersion?: string,
): ProgressBackup {
  return {
    app: BACKUP_APP_ID,
    kind: BACKUP_KIND,
    formatVersion: BACKUP_FORMAT_VERSION,
    exportedAt: exportedAt.toISOString(),
    ...(appVersion ? { appVersion } : {}),
    snapshot,
  };
}

/** The text of an export file: the envelope as indented JSON with a final line break. */
export function progressBackupText(backup: ProgressBackup): string {
  return `${JSON.stringify(backup, null, 2)}\n`;
}

/** Decodes strict UTF-8 (a leading byte-order mark is allowed) and parses JSON. */
export function parseJson(bytes: Uint8Array): BackupOutcome<unknown> {
  let text: string;
  try {
    text = textDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return refuseBackup('not-json', 'The file is not UTF-8 text.');
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return refuseBackup(
      'not-json',
      `The file is not JSON (${error instanceof Error ? error.message : 'parse error'}).`,
    );
  }
}

/**
 * Checks the bytes of an export file: JSON in UTF-8, the envelope (ours, a known format) and the
 * progress inside it, migrated to the current shape when it is older. The host reads the file (at
 * most {@link MAX_BACKUP_BYTES}) and hands its bytes over; nothing is changed here.
 */
export function parseProgressBackup(bytes: Uint8Array): BackupOutcome<ImportedProgress> {
  const json = parseJson(bytes);
  if (!json.ok) return json;
  const raw = json.value;
  const isObject = typeof raw === 'object' && raw !== null && !Array.isArray(raw);
  if (!isObject || (raw as { app?: unknown }).app !== BACKUP_APP_ID) {
    return refuseBackup('foreign', 'The file is not a Kotoba Quest progress export.');
  }
  // The same cheap walk as for IPC messages: a file of a million keys is refused before the schema reads it.
  const budget = checkPayloadBudget(raw, SNAPSHOT_BUDGET);
  if (!budget.ok)
    return refuseBackup('invalid-progress', `The progress in the file is too large: ${budget.reason}.`);
  const envelope = progressBackupSchema.safeParse(raw);
  if (!envelope.success) {
    return refuseBackup(
      'foreign',
      `The export file is not in the expected shape: ${describeIssues(envelope.error)}`,
    );
  }
  if (envelope.data.formatVersion > BACKUP_FORMAT_VERSION) {
    return refuseBackup(
      'newer-format',
      `The file was exported by a newer version of the game (export format ${envelope.data.formatVersion}).`,
    );
  }
  const migrated = migrateSnapshot(envelope.data.snapshot);
  if (!migrated.ok) {
    const version = storedVersion(envelope.data.snapshot);
    const newer = version !== null && version > SNAPSHOT_VERSION;
    return refuseBackup(newer ? 'newer-format' : 'invalid-progress', migrated.reason);
  }
  return {
    ok: true,
    value: { snapshot: migrated.value, migrated: migrated.migrated, exportedAt: envelope.data.exportedAt },
  };
}
