import path from 'node:path';
import {
  type AppSnapshot,
  type ClassProgressFile,
  classFolderProblem,
  classProgressFileSchema,
  MAX_APPLIED_IDS,
  migrateSnapshot,
  recordIdSchema,
  SNAPSHOT_VERSION,
  storedVersion,
} from '../../../core/contract';
import {
  applyRecords,
  mergeIntoClassFile,
  type ProgressRecord,
} from '../../../core/progress/progressRecords';
import type { ProfileService } from '../profiles/profileService';
import { fileStamp, readJsonFile } from '../stores/jsonFile';
import { type ConnectionStatus, refusedHere } from './connectionStatus';
import type { LocalJournal } from './localJournal';
import type { ShareFs } from './shareFs';
import type { SharedFileName, UnsentLists } from './unsentLists';

/**
 * How long after this PC wrote a record it must still be on the share before it leaves the journal:
 * another PC's write that read the file before ours can land later than its time-out (a rename that
 * timed out cannot be cancelled), so minutes, many retry rounds. Keeping a record longer costs nothing;
 * writing it again counts once.
 */
export const RECORD_SETTLE_MS = 5 * 60_000;

/** The largest class progress file read (the richest progress stays far below). */
export const MAX_PROGRESS_BYTES = 32 * 1024 * 1024;
/** The largest profile or settings file read from the share. */
export const MAX_SMALL_BYTES = 64 * 1024;
/** The largest shared file of the class read from the local copy. */
const MAX_SHARED_BYTES = 16 * 1024 * 1024;

/** Where one player's files are in the class folder. */
export function playerPaths(folder: string, id: string) {
  const dir = path.join(folder, 'players', id);
  return {
    dir,
    profile: path.join(dir, 'profile.json'),
    settings: path.join(dir, 'settings.json'),
    progress: path.join(dir, 'progress.json'),
  };
}

/** A player's progress as it will be once this PC's unsent records reach the share. */
export function mergedLocal(file: ClassProgressFile, records: readonly ProgressRecord[]): AppSnapshot {
  const applied = new Set(file.applied);
  return applyRecords(
    file.snapshot,
    records.filter((r) => !applied.has(r.id)),
  );
}

/** Writing back to the class folder what this PC has and the share has not: records, settings, profiles, shared files. */
export interface ShareProgress {
  /**
   * The share's progress of a player: the file, null for none yet, or false when the share failed or
   * the file must not be touched. A file of an older shape is migrated; one written by a newer game is
   * left alone (this PC keeps its journal until it is updated). A damaged file is set aside for support
   * and the share's copy starts again from this PC's.
   */
  readProgress(id: string): Promise<ClassProgressFile | null | false>;
  /** Writes back one player's unsent records, settings and profile; resolves false when the share failed. */
  writeBack(id: string): Promise<boolean>;
  /** Writes one shared file from the local copy; false when the share failed or refused this account. */
  writeShared(name: SharedFileName): Promise<boolean>;
  /** Whether the record was written by this PC and is only waiting to be seen settled. */
  written(recordId: string): boolean;
  /** A player's settings changed here (last writer wins). */
  settingsChanged(id: string): void;
  /** Whether a player's settings wait to be written. */
  settingsWaiting(id: string): boolean;
  /** A player's settings need not be written (the player was removed). */
  forgetSettings(id: string): void;
  /** The players whose settings wait. */
  playersWithSettings(): string[];
}

/** Starts the write-back of one class folder (see {@link ShareProgress}). */
export function createShareProgress(options: {
  folder: string;
  cacheDir: string;
  share: ShareFs;
  profiles: ProfileService;
  journal: LocalJournal;
  unsent: UnsentLists;
  connection: ConnectionStatus;
  pcName: string;
  now: () => Date;
  monotonic: () => number;
  settleMs?: number;
  log: (message: string) => void;
}): ShareProgress {
  const { folder, share, profiles, journal, unsent, connection, now, monotonic, log } = options;
  const failed = connection.failed;
  const playersDir = path.join(folder, 'players');
  /** Records written but not yet seen settled on the share, by id: when this PC wrote them (monotonic ms). */
  const writtenAt = new Map<string, number>();
  const settingsDirty = new Set<string>();

  const ensurePlayerFolder = async (id: string): Promise<boolean> => {
    const top = await share.makeFolder(playersDir);
    if (!top.ok) return failed(top.error);
    const own = await share.makeFolder(playerPaths(folder, id).dir);
    if (!own.ok) return failed(own.error);
    return true;
  };

  const readProgress = async (id: string): Promise<ClassProgressFile | null | false> => {
    const file = playerPaths(folder, id).progress;
    const read = await share.readJson(file, MAX_PROGRESS_BYTES);
    if (!read.ok && (read.error.unavailable || read.error.code !== 'EDAMAGED')) return failed(read.error);
    if (read.ok && read.value === null) return null;
    if (read.ok) {
      const parsed = classProgressFileSchema.safeParse(read.value);
      if (parsed.success) return parsed.data;
      const raw = read.value as { snapshot?: unknown; applied?: unknown };
      const version = storedVersion(raw?.snapshot);
      if (typeof version === 'number' && version > SNAPSHOT_VERSION) {
        connection.blocked(
          classFolderProblem('newer-version', `players/${id}/progress.json: format ${version}`),
          `The class progress of player ${id} was written by a newer version of the game; update this PC.`,
        );
        return false;
      }
      const migrated = migrateSnapshot(raw?.snapshot);
      const applied = Array.isArray(raw?.applied)
        ? raw.applied.filter((x) => recordIdSchema.safeParse(x).success)
        : [];
      if (migrated.ok) {
        return {
          version: 1,
          snapshot: migrated.value,
          applied: applied.slice(-MAX_APPLIED_IDS) as string[],
          updatedAt: now().toISOString(),
          updatedBy: options.pcName,
        };
      }
    }
    const aside = path.join(playerPaths(folder, id).dir, `progress.damaged-${fileStamp(now())}.json`);
    const moved = await share.moveFolder(file, aside);
    log(
      `The class progress of player ${id} was damaged${moved.ok ? ` and was moved to ${aside}` : ''}; it is rebuilt from this PC's copy.`,
    );
    return null;
  };

  /** Writes the records of `id` that the share has not settled yet; false when the share failed. */
  const writeRecords = async (id: string, records: readonly ProgressRecord[]): Promise<boolean> => {
    const paths = playerPaths(folder, id);
    const readAt = monotonic();
    const current = await readProgress(id);
    if (current === false) return false;
    const held = new Set(current?.applied ?? []);
    // A record leaves the journal only when a read made well after this PC wrote it still lists
    // it: another PC that read the file before our write may rename its own version over ours
    // within one share time-out, and the record must then go again.
    const settleMs = options.settleMs ?? RECORD_SETTLE_MS;
    const settled = (r: ProgressRecord) => {
      const at = writtenAt.get(r.id);
      return at !== undefined && readAt - at >= settleMs && held.has(r.id);
    };
    for (const r of records) {
      if (!held.has(r.id)) writtenAt.delete(r.id);
      // Held already, by a write of an earlier run: its settling time starts with this read.
      else if (!writtenAt.has(r.id)) writtenAt.set(r.id, readAt);
    }
    const kept = journal.records(id).filter((r) => !settled(r));
    for (const r of records) if (settled(r)) writtenAt.delete(r.id);
    if (kept.length !== journal.records(id).length) journal.replace(id, kept);
    const toSend = kept.filter((r) => !held.has(r.id));
    if (toSend.length === 0) return true;
    // No file on the share yet (a player made while the share was away, or a new class): this
    // PC's copy already holds every record, so it becomes the file with those records merged.
    const local = profiles.filesOf(id)?.snapshot.read();
    const merged =
      current === null && local
        ? {
            file: {
              version: 1 as const,
              snapshot: local,
              // Every record up to now, including any saved while the share was being read.
              applied: journal.records(id).map((r) => r.id),
              updatedAt: now().toISOString(),
              updatedBy: options.pcName,
            },
          }
        : mergeIntoClassFile(current, toSend, { pcName: options.pcName, now: now() });
    const wrote = await share.writeJsonAtomic(paths.progress, merged.file);
    if (!wrote.ok) return failed(wrote.error);
    const when = monotonic();
    const inJournal = new Set(journal.records(id).map((r) => r.id));
    for (const recordId of merged.file.applied) {
      if (!writtenAt.has(recordId) && inJournal.has(recordId)) writtenAt.set(recordId, when);
    }
    return true;
  };

  const writeBack = async (id: string): Promise<boolean> => {
    const records = journal.records(id);
    const unsentProfile = unsent.profiles().find((p) => p.id === id);
    if (records.length === 0 && !settingsDirty.has(id) && !unsentProfile) return true;
    if (!(await ensurePlayerFolder(id))) return false;
    const paths = playerPaths(folder, id);
    // A player the class folder does not list yet (made here, perhaps while the share was away) is
    // listed before their first progress arrives, so every PC can open them.
    let profile = unsentProfile ?? null;
    if (!profile) {
      const there = await share.stat(paths.profile);
      if (!there.ok) return failed(there.error);
      if (there.value === null) profile = profiles.filesOf(id)?.profile ?? null;
    }
    if (profile) {
      const wrote = await share.writeJsonAtomic(paths.profile, profile);
      if (!wrote.ok) return failed(wrote.error);
      unsent.dropProfile(id);
    }
    if (records.length > 0 && !(await writeRecords(id, records))) return false;
    if (settingsDirty.has(id)) {
      const files = profiles.filesOf(id);
      if (files) {
        const wrote = await share.writeJsonAtomic(paths.settings, files.settings.read());
        if (!wrote.ok) return failed(wrote.error);
      }
      settingsDirty.delete(id);
    }
    connection.wroteBack();
    connection.cameBack();
    return true;
  };

  const writeShared = async (name: SharedFileName): Promise<boolean> => {
    // The local copy is the word-list service's own file: read, never set aside from here.
    const local = readJsonFile(path.join(options.cacheDir, name), {
      maxBytes: MAX_SHARED_BYTES,
      decode: (raw) => ({ ok: true, value: raw, migrated: false }),
    });
    if (local.kind === 'damaged') log(`${name} could not be read here (${local.reason}).`);
    if (local.kind === 'unreadable') log(`${name} could not be read here (${local.code}).`);
    const found = local.kind === 'found';
    const value = found ? local.value : null;
    if (found) {
      const wrote = await share.writeJsonAtomic(path.join(folder, name), value);
      if (!wrote.ok) {
        // Where IT lets only teachers' accounts write the top of the class folder, a refusal here
        // is a permission, not a share that went away: the change waits and play is not offline.
        if (refusedHere(wrote.error)) {
          log(
            `${name} could not be written to the class folder with this account (${wrote.error.code}); it waits.`,
          );
          return false;
        }
        return failed(wrote.error);
      }
    }
    unsent.sharedFileSent(name);
    return true;
  };

  return {
    readProgress,
    writeBack,
    writeShared,
    written: (recordId) => writtenAt.has(recordId),
    settingsChanged: (id) => {
      settingsDirty.add(id);
    },
    settingsWaiting: (id) => settingsDirty.has(id),
    forgetSettings: (id) => {
      settingsDirty.delete(id);
    },
    playersWithSettings: () => [...settingsDirty],
  };
}
