import { failureLogText } from '../../../core/contract';
import {
  type BackupOutcome,
  type ImportedProgress,
  MAX_BACKUP_BYTES,
  makeProgressBackup,
  type ProgressBackup,
  parseProgressBackup,
  progressBackupText,
  refuseBackup,
} from '../../../core/progress/progressBackup';
import { readChosenFile } from '../files/readChosenFile';
import type { SnapshotService } from '../stores/snapshotService';
import { writeFileAtomic } from '../stores/writeFileAtomic';

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

/**
 * Writes the current progress to `filePath` in the export envelope, through the same verified atomic
 * writer as the saves, so a half-written export never replaces an older good one.
 */
export function exportProgress(options: ExportOptions): BackupOutcome<ProgressBackup> {
  const now = options.now ?? (() => new Date());
  const backup = makeProgressBackup(options.snapshot.load().snapshot, now(), options.appVersion);
  // Verified before it replaces anything: a full USB stick must not leave a truncated backup.
  const written = writeFileAtomic(options.filePath, progressBackupText(backup));
  if (written.ok) return { ok: true, value: backup };
  return refuseBackup(
    'write-failed',
    `The file ${options.filePath} could not be written (${written.error.code}).`,
  );
}

/** Reads a whole export of at most `maxBytes` bytes; FIFOs, devices and larger files are refused unread. */
function readLimited(filePath: string, maxBytes: number): BackupOutcome<Uint8Array> {
  const read = readChosenFile(filePath, maxBytes);
  if (read.ok) return read;
  return refuseBackup(read.refusal === 'too-large' ? 'too-large' : 'unreadable', read.detail);
}

/**
 * Reads and checks an export file without changing anything: its size, then everything
 * {@link parseProgressBackup} checks.
 */
export function readProgressBackup(
  filePath: string,
  maxBytes = MAX_BACKUP_BYTES,
): BackupOutcome<ImportedProgress> {
  const bytes = readLimited(filePath, maxBytes);
  if (!bytes.ok) return bytes;
  return parseProgressBackup(bytes.value);
}

/**
 * Imports an export file: checks everything first and only then replaces the saved progress through
 * the snapshot service. A refused file leaves `progress.json` exactly as it was.
 */
export function importProgress(options: ImportOptions): BackupOutcome<ImportedProgress> {
  const read = readProgressBackup(options.filePath, options.maxBytes ?? MAX_BACKUP_BYTES);
  if (!read.ok) return read;
  const saved = options.snapshot.overwrite(read.value.snapshot);
  if (!saved.ok) return refuseBackup('save-failed', failureLogText(saved.error));
  return { ok: true, value: { ...read.value, snapshot: saved.value } };
}
