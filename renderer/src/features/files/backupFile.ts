import type { AppSnapshot } from '../../../../core/contract';
import {
  type BackupOutcome,
  type ImportedProgress,
  MAX_BACKUP_BYTES,
  makeProgressBackup,
  parseProgressBackup,
  progressBackupText,
  refuseBackup,
  suggestedBackupName,
} from '../../../../core/progress/progressBackup';
import { readPickedFiles, type SavedFile } from '../../platform/web/files';

/** The backup file of `snapshot` in the desktop edition's format and with its suggested name. */
export function backupFileFor(snapshot: AppSnapshot, now: Date): SavedFile {
  return {
    name: suggestedBackupName(now),
    type: 'application/json',
    content: progressBackupText(makeProgressBackup(snapshot, now)),
  };
}

/** What the file picker accepts for a backup. */
export const BACKUP_ACCEPT = '.json,application/json';

/**
 * Reads a picked backup file and checks it as the desktop edition does: too large (refused unread),
 * unreadable, not JSON, not ours, newer, or progress that is not valid. Nothing is changed here.
 */
export async function readBackupFile(file: File): Promise<BackupOutcome<ImportedProgress>> {
  if (file.size > MAX_BACKUP_BYTES) {
    return refuseBackup('too-large', `The file is larger than ${MAX_BACKUP_BYTES} bytes.`);
  }
  let bytes: Uint8Array;
  try {
    const [picked] = await readPickedFiles([file]);
    if (!picked) return refuseBackup('unreadable', 'No file was read.');
    bytes = picked.bytes;
  } catch (error) {
    return refuseBackup('unreadable', error instanceof Error ? error.message : String(error));
  }
  return parseProgressBackup(bytes);
}
