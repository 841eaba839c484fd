import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fail, ok, PROFILES_VERSION, type Profile } from '../../../core/contract';
import { rosterBackupSchema } from '../../../core/roster/rosterBackup';
import type { RosterHost } from '../../../core/roster/rosterWork';
import { fileStamp, parseJsonText, writeJsonFile } from '../stores/jsonFile';
import type { ProfileService } from './profileService';

/** The folder beside `profiles.json` where each roster import first keeps the players as they were. */
export const ROSTER_BACKUP_FOLDER = 'roster-backups';

/** The largest backup read: sixty players stay far below. */
const MAX_BACKUP_BYTES = 1024 * 1024;

/** What the desktop's roster host needs. */
export interface DesktopRosterOptions {
  profiles: ProfileService;
  isUnlocked: (token: string) => boolean;
  /** With a class folder: each player new or changed by an import is written to the share. */
  profileChanged?: (profile: Profile) => void;
  makeId: () => string;
  now?: () => Date;
}

/** A new player id, as the profile service makes them. */
export const randomPlayerId = () => `p-${randomBytes(6).toString('hex')}`;

/** The backups of this place, newest last (their names sort by time). */
function backupFiles(folder: string): string[] {
  try {
    return fs
      .readdirSync(folder)
      .filter((name) => /^roster-backup-.*\.json$/.test(name))
      .sort()
      .map((name) => path.join(folder, name));
  } catch {
    return [];
  }
}

/**
 * The roster's host on the desktop: this PC's players, or the class folder's through its local copy
 * (new and changed players go to the share as any change of a player does). Backups are JSON files
 * in `roster-backups/` beside `profiles.json`, one per import, never deleted by the game.
 */
export function desktopRosterHost(options: DesktopRosterOptions): RosterHost {
  const { profiles } = options;
  const folder = path.join(path.dirname(profiles.path), ROSTER_BACKUP_FOLDER);
  return {
    isUnlocked: options.isUnlocked,
    players: () => {
      const view = profiles.view();
      return { version: PROFILES_VERSION, profiles: view.profiles, lastSelected: view.activeId };
    },
    writeBackup: (backup) => {
      try {
        fs.mkdirSync(folder, { recursive: true });
      } catch (error) {
        return fail('write-failed', 'save.fileNotWritten', { file: folder }, String(error));
      }
      // Never over an earlier backup: two imports in one millisecond still keep both.
      const stamp = fileStamp(new Date(backup.savedAt));
      const named = (n: number) =>
        path.join(folder, `roster-backup-${stamp}-${String(n).padStart(3, '0')}.json`);
      let n = 1;
      while (fs.existsSync(named(n)) || fs.existsSync(named(n).replace(/\.json$/, '.undone'))) n++;
      const file = named(n);
      const written = writeJsonFile(file, backup);
      return written.ok
        ? ok(undefined)
        : fail('write-failed', 'save.fileNotWritten', { file }, written.error.message);
    },
    readBackup: () => {
      const newest = backupFiles(folder).at(-1);
      if (!newest) return null;
      try {
        if (fs.statSync(newest).size > MAX_BACKUP_BYTES) return null;
        const parsed = rosterBackupSchema.safeParse(parseJsonText(fs.readFileSync(newest, 'utf8')));
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
    backupUndone: () => {
      const newest = backupFiles(folder).at(-1);
      // Renamed, not deleted: the file still shows what the players were before that import.
      if (newest) fs.renameSync(newest, newest.replace(/\.json$/, '.undone'));
    },
    adopt: (file, changed) => {
      const adopted = profiles.adoptList(file.profiles);
      if (adopted.ok) for (const profile of changed) options.profileChanged?.(profile);
      return adopted;
    },
    removeUnplayed: (id) => profiles.remove(id),
    progressOf: (id) => {
      try {
        return profiles.filesOf(id)?.snapshot.read() ?? null;
      } catch {
        return null;
      }
    },
    makeId: options.makeId,
    now: options.now ?? (() => new Date()),
  };
}
