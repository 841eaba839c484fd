import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  type AppSnapshot,
  fail,
  ok,
  PROFILES_VERSION,
  type Profile,
  type Result,
} from '../../../core/contract';
import { type RosterBackup, rosterBackupSchema } from '../../../core/roster/rosterBackup';
import type { RosterHost } from '../../../core/roster/rosterWork';
import { CLASS_TEACHER_FOLDER } from '../classfolder/classPin';
import type { ClassSync } from '../classfolder/classSync';
import type { ShareFs } from '../classfolder/shareFs';
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
  /**
   * With a class folder: the list is read from the share first, backups are kept in the class's
   * teacher folder (so a teacher at any PC of the class can undo), and a player is removed by an undo
   * only when the class folder shows they never played.
   */
  classFolder?: RosterClassFolder;
  makeId: () => string;
  now?: () => Date;
}

/** The class folder as the roster's host uses it. */
export interface RosterClassFolder {
  share: ShareFs;
  /** The class folder. */
  folder: string;
  sync: Pick<ClassSync, 'refreshPlayers' | 'checkRemove' | 'readClassProgress' | 'status' | 'flushAll'>;
}

/** Where roster backups are kept in a class folder, relative to it: beside the class PIN. */
export const CLASS_ROSTER_BACKUP_PATH = path.join(CLASS_TEACHER_FOLDER, ROSTER_BACKUP_FOLDER);

/** Where an import's backups are kept: written before the import, read and set aside by an undo. */
interface BackupPlace {
  write(backup: RosterBackup): Result<void> | Promise<Result<void>>;
  read(): RosterBackup | null | Promise<RosterBackup | null>;
  undone(): void | Promise<void>;
}

const BACKUP_NAME = /^roster-backup-.*\.json$/;
const backupName = (savedAt: string, n: number) =>
  `roster-backup-${fileStamp(new Date(savedAt))}-${String(n).padStart(3, '0')}.json`;

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

/** Backups in a folder of this PC: `roster-backups/` beside `profiles.json`. */
function localBackups(folder: string): BackupPlace {
  return {
    write: (backup) => {
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
    read: () => {
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
    undone: () => {
      const newest = backupFiles(folder).at(-1);
      // Renamed, not deleted: the file still shows what the players were before that import.
      if (newest) fs.renameSync(newest, newest.replace(/\.json$/, '.undone'));
    },
  };
}

/**
 * Backups in the class folder's teacher folder (`teacher/roster-backups/`), so an import done at one
 * PC can be undone at any PC of the class. A share that does not answer refuses the import.
 */
function classBackups({ share, folder }: RosterClassFolder): BackupPlace {
  const teacherDir = path.join(folder, CLASS_TEACHER_FOLDER);
  const dir = path.join(folder, CLASS_ROSTER_BACKUP_PATH);
  const newest = async (): Promise<string | null> => {
    const listed = await share.listFiles(dir);
    if (!listed.ok) return null;
    const names = listed.value.map((f) => f.name).filter((name) => BACKUP_NAME.test(name));
    return names.sort().at(-1) ?? null;
  };
  return {
    write: async (backup) => {
      const made = await share.makeFolder(teacherDir);
      const madeDir = made.ok ? await share.makeFolder(dir) : made;
      if (!madeDir.ok) return fail('unavailable', 'classFolder.noAnswer', {}, madeDir.error.message);
      const listed = await share.listFiles(dir);
      if (!listed.ok) return fail('unavailable', 'classFolder.noAnswer', {}, listed.error.message);
      const taken = new Set(listed.value.map((f) => f.name.replace(/\.undone$/, '.json')));
      let n = 1;
      while (taken.has(backupName(backup.savedAt, n))) n++;
      const file = path.join(dir, backupName(backup.savedAt, n));
      const written = await share.writeJsonAtomic(file, backup);
      return written.ok
        ? ok(undefined)
        : fail('write-failed', 'save.fileNotWritten', { file }, written.error.message);
    },
    read: async () => {
      const name = await newest();
      if (!name) return null;
      const read = await share.readJson(path.join(dir, name), MAX_BACKUP_BYTES);
      if (!read.ok) return null;
      const parsed = rosterBackupSchema.safeParse(read.value);
      return parsed.success ? parsed.data : null;
    },
    undone: async () => {
      const name = await newest();
      // Renamed, not deleted: the file still shows what the players were before that import.
      if (name)
        await share.moveFolder(path.join(dir, name), path.join(dir, name.replace(/\.json$/, '.undone')));
    },
  };
}

/**
 * The roster's host on the desktop: this PC's players, or the class folder's through its local copy
 * (new and changed players go to the share as any change of a player does; removed ones are set
 * aside there). Backups are JSON files, one per import, never deleted by the game: in
 * `roster-backups/` beside `profiles.json`, or in the class folder's `teacher/roster-backups/`.
 */
export function desktopRosterHost(options: DesktopRosterOptions): RosterHost {
  const { profiles, classFolder } = options;
  const backups = classFolder
    ? classBackups(classFolder)
    : localBackups(path.join(path.dirname(profiles.path), ROSTER_BACKUP_FOLDER));
  const localProgress = (id: string): AppSnapshot | null => {
    try {
      return profiles.filesOf(id)?.snapshot.read() ?? null;
    } catch {
      return null;
    }
  };
  return {
    isUnlocked: options.isUnlocked,
    players: async () => {
      // Another PC of the class may have imported or undone since this list was last read.
      if (classFolder && isOnline(classFolder)) await classFolder.sync.refreshPlayers();
      const view = profiles.view();
      return { version: PROFILES_VERSION, profiles: view.profiles, lastSelected: view.activeId };
    },
    writeBackup: (backup) => backups.write(backup),
    readBackup: () => backups.read(),
    backupUndone: () => backups.undone(),
    adopt: (file, changed) => {
      const adopted = profiles.adoptList(file.profiles);
      if (adopted.ok) for (const profile of changed) options.profileChanged?.(profile);
      return adopted;
    },
    removeUnplayed: (id) => profiles.remove(id),
    ...(classFolder
      ? { keepOnUndo: async (id: string) => !(await classFolder.sync.checkRemove(id)).ok }
      : {}),
    removeLeaver: async (id) => {
      if (!classFolder) return profiles.remove(id);
      // Their records from this PC reach the share first, so the folder set aside holds all of them.
      await classFolder.sync.flushAll();
      const check = await classFolder.sync.checkRemove(id);
      // Having records is why a leaver is removed here; anything else (records not yet on the share,
      // a PC using them, a share that does not answer) keeps them.
      if (!check.ok && check.error.reason !== 'classFolder.hasProgress') return check;
      const removed = profiles.remove(id);
      if (removed.ok) await classFolder.sync.flushAll();
      return removed;
    },
    progressOf: async (id) => {
      if (!classFolder) return localProgress(id);
      // The class folder's records (from every PC) with this PC's unsent ones; this PC's copy when it does not answer.
      const read = await classFolder.sync.readClassProgress({ only: id, full: true });
      return (read.ok ? read.value[0]?.snapshot : null) ?? localProgress(id);
    },
    makeId: options.makeId,
    now: options.now ?? (() => new Date()),
  };
}

const isOnline = ({ sync }: RosterClassFolder) => {
  const status = sync.status();
  return status.mode === 'class' && status.online;
};
