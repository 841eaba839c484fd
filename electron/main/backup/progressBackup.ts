import { z } from 'zod';
import {
  type AppSnapshot,
  checkPayloadBudget,
  describeIssues,
  failureLogText,
  migrateSnapshot,
  SNAPSHOT_BUDGET,
  SNAPSHOT_VERSION,
  storedVersion,
} from '../../../core/contract';
import { readChosenFile } from '../files/readChosenFile';
import type { SnapshotService } from '../stores/snapshotService';
import { writeFileAtomic } from '../stores/writeFileAtomic';

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

/** An export file as written by {@link exportProgress}. */
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

/** What exporting needs: where the progress comes from, where it goes, and what to write into the envelope. */
export interface ExportOptions {
  snapshot: Pick<SnapshotService, 'load'>;
  filePath: string;
  appVersion?: string;
  now?: () => Date;
}

/** What importing needs: where the progress goes and the file to read. */
export interface ImportOptions {
  snapshot: Pick<SnapshotService, 'overwrite'>;
  filePath: string;
  /** Size limit in bytes; {@link MAX_BACKUP_BYTES} unless a test asks for less. */
  maxBytes?: number;
}

const refuse = <T>(refusal: BackupRefusal, detail: string): BackupOutcome<T> => ({
  ok: false,
  refusal,
  detail,
});

const _codeOf = (error: unknown): string =>
  error instanceof Error && 'code' in error ? String((error as NodeJS.ErrnoException).code) : String(error);

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

/**
 * Writes the current progress to `filePath` in the export envelope, through the same verified atomic
 * writer as the saves, so a half-written export never replaces an older good one.
 */
export function exportProgress(options: ExportOptions): BackupOutcome<ProgressBackup> {
  const now = options.now ?? (() => new Date());
  const backup = makeProgressBackup(options.snapshot.load().snapshot, now(), options.appVersion);
  // Verified before it replaces anything: a full USB stick must not leave a truncated backup.
  const written = writeFileAtomic(options.filePath, `${JSON.stringify(backup, null, 2)}\n`);
  if (written.ok) return { ok: true, value: backup };
  return refuse('write-failed', `The file ${options.filePath} could not be written (${written.error.code}).`);
}

/** Reads a whole export of at most `maxBytes` bytes; FIFOs, devices and larger files are refused unread. */
function readLimited(filePath: string, maxBytes: number): BackupOutcome<Buffer> {
  const read = readChosenFile(filePath, maxBytes);
  if (read.ok) return read;
  return refuse(read.refusal === 'too-large' ? 'too-large' : 'unreadable', read.detail);
}

/** Decodes strict UTF-8 (a leading byte-order mark is allowed) and parses JSON. */
function parseJson(bytes: Buffer): BackupOutcome<unknown> {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return refuse('not-json', 'The file is not UTF-8 text.');
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return refuse(
      'not-json',
      `The file is not JSON (${error instanceof Error ? error.message : 'parse error'}).`,
    );
  }
}

/**
 * Reads and checks an export file without changing anything: size, JSON, the envelope (ours, a known
 * format) and the progress inside it, migrated to the current shape when it is older.
 */
export function readProgressBackup(
  filePath: string,
  maxBytes = MAX_BACKUP_BYTES,
): BackupOutcome<ImportedProgress> {
  const bytes = readLimited(filePath, maxBytes);
  if (!bytes.ok) return bytes;
  const json = parseJson(bytes.value);
  if (!json.ok) return json;
  const raw = json.value;
  const isObject = typeof raw === 'object' && raw !== null && !Array.isArray(raw);
  if (!isObject || (raw as { app?: unknown }).app !== BACKUP_APP_ID) {
    return refuse('foreign', 'The file is not a Kotoba Quest progress export.');
  }
  // The same cheap walk as for IPC messages: a file of a million keys is refused before the schema reads it.
  const budget = checkPayloadBudget(raw, SNAPSHOT_BUDGET);
  if (!budget.ok)
    return refuse('invalid-progress', `The progress in the file is too large: ${budget.reason}.`);
  const envelope = progressBackupSchema.safeParse(raw);
  if (!envelope.success) {
    return refuse(
      'foreign',
      `The export file is not in the expected shape: ${describeIssues(envelope.error)}`,
    );
  }
  if (envelope.data.formatVersion > BACKUP_FORMAT_VERSION) {
    return refuse(
      'newer-format',
      `The file was exported by a newer version of the game (export format ${envelope.data.formatVersion}).`,
    );
  }
  const migrated = migrateSnapshot(envelope.data.snapshot);
  if (!migrated.ok) {
    const version = storedVersion(envelope.data.snapshot);
    const newer = version !== null && version > SNAPSHOT_VERSION;
    return refuse(newer ? 'newer-format' : 'invalid-progress', migrated.reason);
  }
  return {
    ok: true,
    value: { snapshot: migrated.value, migrated: migrated.migrated, exportedAt: envelope.data.exportedAt },
  };
}

/**
 * Imports an export file: checks everything first and only then replaces the saved progress through
 * the snapshot service. A refused file leaves `progress.json` exactly as it was.
 */
export function importProgress(options: ImportOptions): BackupOutcome<ImportedProgress> {
  const read = readProgressBackup(options.filePath, options.maxBytes ?? MAX_BACKUP_BYTES);
  if (!read.ok) return read;
  const saved = options.snapshot.overwrite(read.value.snapshot);
  if (!saved.ok) return refuse('save-failed', failureLogText(saved.error));
  return { ok: true, value: { ...read.value, snapshot: saved.value } };
}
