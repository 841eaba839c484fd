import type { Attempt } from '../../../../core/contract';

/** Days after a backup before the results screen reminds the player to save another one. */
export const BACKUP_REMINDER_DAYS = 3;

/** Stages a player who never saved a backup wins before the first reminder: a first win stays uncluttered. */
export const FIRST_REMINDER_WINS = 2;

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the results screen says about backups: nothing, "you have none yet", or how old the last one is. */
export type BackupReminder =
  | { kind: 'never'; wins: number }
  | { kind: 'old'; days: number; wins: number }
  | null;

/** What {@link backupReminder} decides from. */
export interface BackupReminderFacts {
  /** When this player last saved a backup file on this device (ISO time), or null for never. */
  lastBackupAt: string | null;
  /** Now, in milliseconds since the epoch. */
  now: number;
  /** The player's kept stage attempts. */
  history: readonly Pick<Attempt, 'at' | 'victory'>[];
}

/**
 * Whether to remind the player to save a backup, and why. Only progress that a backup does not hold
 * yet is worth a reminder: stages won since the last backup. A player who never saved one is reminded
 * once they have won {@link FIRST_REMINDER_WINS} stages; otherwise the last backup must be at least
 * {@link BACKUP_REMINDER_DAYS} days old and a stage won since. A backup time that cannot be read
 * counts as none.
 */
export function backupReminder({ lastBackupAt, now, history }: BackupReminderFacts): BackupReminder {
  const parsed = lastBackupAt === null ? Number.NaN : Date.parse(lastBackupAt);
  const since = Number.isNaN(parsed) ? null : parsed;
  const wins = history.filter((attempt) => {
    if (!attempt.victory) return false;
    if (since === null) return true;
    const at = Date.parse(attempt.at);
    return Number.isNaN(at) || at > since;
  }).length;
  if (since === null) return wins >= FIRST_REMINDER_WINS ? { kind: 'never', wins } : null;
  if (wins === 0) return null;
  const days = Math.floor((now - since) / DAY_MS);
  return days >= BACKUP_REMINDER_DAYS ? { kind: 'old', days, wins } : null;
}
