import fs from 'node:fs';
import path from 'node:path';
import {
  type AppSnapshot,
  type ClassFolderStatus,
  type ClassJournalFile,
  type ClassProgressFile,
  classJournalFileSchema,
  classProgressFileSchema,
  emptySnapshot,
  fail,
  failureLogText,
  LEASE_RENEW_MS,
  MAX_APPLIED_IDS,
  MAX_JOURNAL_RECORDS,
  migrateSettings,
  migrateSnapshot,
  ok,
  type Profile,
  profileIdSchema,
  profileSchema,
  type Result,
  recordIdSchema,
  SHARE_RETRY_MS,
  SNAPSHOT_VERSION,
  storedVersion,
} from '../../../core/contract';
import { projectForReport } from '../dashboard/projectForReport';
import type { ProfileService } from '../profiles/profileService';
import { fileStamp } from '../stores/createStoredFile';
import { writeFileAtomic } from '../stores/writeFileAtomic';
import type { LeaseKeeper } from './lease';
import {
  applyRecords,
  diffProgress,
  makeRecordId,
  mergeIntoClassFile,
  type ProgressRecord,
} from './progressRecords';
import type { ShareFailure, ShareFs } from './shareFs';

/**
 * How long after this PC wrote a record it must still be on the share before it leaves the journal:
 * another PC's write that read the file before ours can land later than its time-out (a rename that
 * timed out cannot be cancelled), so minutes, many retry rounds. Keeping a record longer costs nothing;
 * writing it again counts once.
 */
const RECORD_SETTLE_MS = 5 * 60_000;

/** The largest class progress file read (the richest progress stays far below). */
const MAX_PROGRESS_BYTES = 32 * 1024 * 1024;
/** The largest profile or settings file read from the share. */
const MAX_SMALL_BYTES = 64 * 1024;

/** The timers the sync service uses; Node's unless a test drives them. */
export interface SyncTimers {
  setInterval(run: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

const nodeTimers: SyncTimers = {
  setInterval: (run, ms) => {
    const handle = setInterval(run, ms);
    // A pending retry never keeps the app (or a test process) alive on its own.
    handle.unref?.();
    return handle;
  },
  clearInterval: (handle) => clearInterval(handle as NodeJS.Timeout),
};

/** What the class-folder sync works with. */
export interface ClassSyncOptions {
  /** The class folder on the share. */
  folder: string;
  className: string | null;
  source: 'machine' | 'teacher';
  /** This PC's local copy of the class: the players' files, the journals of unsent records. */
  cacheDir: string;
  share: ShareFs;
  leases: LeaseKeeper;
  /** The players of the local copy (their settings and progress as this PC last knew them). */
  profiles: ProfileService;
  pcId: string;
  pcName: string;
  /** Whether the folder answered when the class was opened. */
  online: boolean;
  /** Why it did not, when it did not. */
  problem?: string | null;
  now?: () => Date;
  log?: (message: string) => void;
  /** Told whenever the status changes (offline, back, records written back). */
  onStatus?: (status: ClassFolderStatus) => void;
  timers?: SyncTimers;
  /** A clock that only moves forward, for how long ago this PC wrote; `performance.now` unless a test drives it. */
  monotonic?: () => number;
  /** How long after its write a record must still be on the share before it leaves the journal. */
  settleMs?: number;
  retryMs?: number;
  renewMs?: number;
}

/** A pupil's lessons kept in the class folder, with a local journal for when the share is away. */
export interface ClassSync {
  status(): ClassFolderStatus;
  /** Reads the class's players from the share into the local list; false when the share did not answer. */
  refreshPlayers(): Promise<boolean>;
  /**
   * Opens a player on this PC: takes their lease (refused with `in-use` while another PC has them
   * open), brings their progress and settings from the share merged with anything this PC has not
   * written back yet, and gives up the previous player's lease. With the share away it opens the local
   * copy and says so in the status.
   */
  openPlayer(id: string): Promise<Result<void>>;
  /** A save of `id`'s progress: the change becomes a record in the journal, written back in the background. */
  recordSave(id: string, before: AppSnapshot, after: AppSnapshot): void;
  /** A replacement of `id`'s progress (import or restore). */
  recordReplace(id: string, snapshot: AppSnapshot): void;
  /** `id`'s settings changed here; they are written back in the background (last writer wins). */
  settingsChanged(id: string): void;
  /** A player was added or changed here; their profile is written to the share. */
  profileChanged(profile: Profile): void;
  /**
   * Whether a player may be deleted from a PC of the class: only one who has no progress in the
   * class folder or here (a name added by mistake). A pupil's progress is never deleted from a
   * pupil's screen; IT moves their folder (see the manual).
   */
  checkRemove(id: string): Promise<Result<void>>;
  /** A player was deleted here: their folder on the share is set aside (`removed/<id>-<time>`), never deleted. */
  profileRemoved(id: string): Promise<void>;
  /** A shared file of the class (`wordlists.json`, `teacher-settings.json`) changed in the local copy. */
  sharedFileChanged(name: SharedFileName): void;
  /**
   * The pupil playing here left (the "who is playing?" screen shows): their records are written back
   * and their lease given back, so they can sit at another PC at once. True when a player was open.
   */
  leave(): Promise<boolean>;
  /** Ends another PC's hold on a player (teacher override); true when a lease was removed. */
  releasePlayer(id: string): Promise<Result<boolean>>;
  /** Writes back everything waiting, for every player; resolves when done or the share failed. */
  flushAll(): Promise<void>;
  /** What the retry timer does on each round (the share back? then write back); tests call it directly. */
  retryNow(): Promise<void>;
  /** Waits for writes under way, gives up this PC's lease and stops the timers. */
  dispose(): Promise<void>;
  /** Every player's progress as the class folder holds it (with this PC's unsent records), for the dashboard. */
  readClassProgress(options?: {
    /** Only this player (the dashboard's page for one pupil). */
    only?: string;
    /** Their whole progress (review schedule, mistakes by key, mastery log), not only what the class list reads. */
    full?: boolean;
  }): Promise<Result<{ profile: Profile; snapshot: AppSnapshot | null; problem: string | null }[]>>;
}

/** The class's own files at the top of the class folder, mirrored in the local copy. */
export const SHARED_FILES = ['wordlists.json', 'teacher-settings.json'] as const;
/** One of the class's shared files. */
export type SharedFileName = (typeof SHARED_FILES)[number];

/** The file in the local copy that lists the shared files changed here and not yet written back. */
const UNSENT_SHARED_FILE = 'unsent-shared.json';

/** The shared files changed in the local copy `cacheDir` and not yet written to the class folder. */
export function unsentSharedFiles(cacheDir: string): SharedFileName[] {
  try {
    const raw = JSON.parse(fs.readFileSync(path.join(cacheDir, UNSENT_SHARED_FILE), 'utf8')) as unknown;
    return Array.isArray(raw) ? SHARED_FILES.filter((name) => raw.includes(name)) : [];
  } catch {
    return [];
  }
}

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
function mergedLocal(file: ClassProgressFile, records: readonly ProgressRecord[]): AppSnapshot {
  const applied = new Set(file.applied);
  return applyRecords(
    file.snapshot,
    records.filter((r) => !applied.has(r.id)),
  );
}

/** Starts keeping a class's players in the class folder (see {@link ClassSync}). */
export function createClassSync(options: ClassSyncOptions): ClassSync {
  const now = options.now ?? (() => new Date());
  const monotonic = options.monotonic ?? (() => performance.now());
  const log = options.log ?? ((message: string) => console.warn(message));
  const timers = options.timers ?? nodeTimers;
  const { share, leases, profiles, folder } = options;
  const playersDir = path.join(folder, 'players');
  const journalDir = path.join(options.cacheDir, 'journal');
  const unsentProfilesPath = path.join(options.cacheDir, 'unsent-profiles.json');

  let online = options.online;
  let problem: string | null = options.problem ?? null;
  let lastWrittenAt: string | null = null;
  let openId: string | null = null;
  /** The player whose lease this PC holds now (it may not while the share is away, or after a takeover). */
  let leaseHeld: string | null = null;
  let disposed = false;
  const settingsDirty = new Set<string>();
  // Shared files changed here and not yet in the class folder; kept on disk, so a teacher's list
  // imported while the share was away reaches it after a restart too (and is not pulled over).
  const sharedDirty = new Set<SharedFileName>(unsentSharedFiles(options.cacheDir));
  const saveSharedDirty = () => {
    try {
      const file = path.join(options.cacheDir, UNSENT_SHARED_FILE);
      if (sharedDirty.size === 0) fs.rmSync(file, { force: true });
      else writeFileAtomic(file, Buffer.from(JSON.stringify([...sharedDirty])));
    } catch (error) {
      log(`The list of class files not yet written back could not be saved (${String(error)}).`);
    }
  };
  const chains = new Map<string, Promise<void>>();
  const journals = new Map<string, ProgressRecord[]>();

  // --- the local journal: records this PC made that the share does not have yet -------------------
  const journalPath = (id: string) => path.join(journalDir, `${id}.json`);
  const readJournal = (id: string): ProgressRecord[] => {
    const known = journals.get(id);
    if (known) return known;
    let records: ProgressRecord[] = [];
    try {
      const text = fs.readFileSync(journalPath(id), 'utf8');
      const parsed = classJournalFileSchema.safeParse(JSON.parse(text));
      if (parsed.success && parsed.data.playerId === id) records = parsed.data.records as ProgressRecord[];
      else {
        const aside = `${journalPath(id)}.damaged-${fileStamp(now())}`;
        fs.renameSync(journalPath(id), aside);
        log(`The journal of player ${id} was damaged and was moved to ${aside}.`);
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
        log(`The journal of player ${id} could not be read (${String(error)}).`);
      }
    }
    journals.set(id, records);
    return records;
  };
  const writeJournal = (id: string, records: ProgressRecord[]): void => {
    journals.set(id, records);
    try {
      if (records.length === 0) {
        fs.rmSync(journalPath(id), { force: true });
        return;
      }
      fs.mkdirSync(journalDir, { recursive: true });
      const file: ClassJournalFile = { version: 1, playerId: id, records };
      const written = writeFileAtomic(journalPath(id), Buffer.from(JSON.stringify(file)));
      if (!written.ok) log(`The journal of player ${id} could not be saved: ${written.error.message}`);
    } catch (error) {
      log(`The journal of player ${id} could not be saved (${String(error)}).`);
    }
  };
  // Journals left by an earlier run (the share was away when the app closed) are written back too.
  try {
    for (const name of fs.readdirSync(journalDir)) {
      const id = name.replace(/\.json$/, '');
      if (name.endsWith('.json') && profileIdSchema.safeParse(id).success) readJournal(id);
    }
  } catch {
    // No journal folder yet: nothing waits.
  }

  const readUnsentProfiles = (): Profile[] => {
    try {
      const raw = JSON.parse(fs.readFileSync(unsentProfilesPath, 'utf8')) as unknown;
      return Array.isArray(raw) ? raw.filter((p) => profileSchema.safeParse(p).success) : [];
    } catch {
      return [];
    }
  };
  const writeUnsentProfiles = (list: Profile[]) => {
    try {
      if (list.length === 0) fs.rmSync(unsentProfilesPath, { force: true });
      else {
        fs.mkdirSync(options.cacheDir, { recursive: true });
        writeFileAtomic(unsentProfilesPath, Buffer.from(JSON.stringify(list)));
      }
    } catch (error) {
      log(`The list of players not yet in the class folder could not be saved (${String(error)}).`);
    }
  };

  // --- status -----------------------------------------------------------------------------------
  /** Records written but not yet seen settled on the share, by id: when this PC wrote them (monotonic ms). */
  const writtenAt = new Map<string, number>();
  /** Takeovers already logged (player and PC), so a retry every round does not repeat them. */
  const reportedTakeover = new Set<string>();
  /** Records the share has not had yet (written-but-unsettled ones are the share's already). */
  const pending = () => {
    let n = 0;
    for (const records of journals.values()) for (const r of records) if (!writtenAt.has(r.id)) n++;
    return n;
  };
  /** Whether any journal still holds records, written or not. */
  const journalsHold = () => [...journals.values()].some((records) => records.length > 0);
  const status = (): ClassFolderStatus => ({
    mode: 'class',
    folder,
    className: options.className,
    source: options.source,
    online,
    pending: pending(),
    lastWrittenAt,
    problem: online ? null : problem,
  });
  let lastSent = '';
  const announce = () => {
    const current = status();
    const text = JSON.stringify(current);
    if (text === lastSent) return;
    lastSent = text;
    options.onStatus?.(current);
  };
  const wentOffline = (failure: ShareFailure) => {
    if (online) log(`The class folder ${folder} is not answering: ${failure.message}`);
    online = false;
    problem = failure.message;
    announce();
  };
  const cameBack = () => {
    if (!online) log(`The class folder ${folder} answers again.`);
    online = true;
    problem = null;
    announce();
  };
  /** Whether the share refused this account (permissions), though the folder itself still answers. */
  const refusedHere = (failure: ShareFailure) => failure.code === 'EACCES' || failure.code === 'EPERM';
  /** Handles a failed share operation: offline when the share is away, a log line otherwise. */
  const failed = (failure: ShareFailure): false => {
    if (failure.unavailable) wentOffline(failure);
    else log(failure.message);
    return false;
  };

  // --- the share's copy of one player -------------------------------------------------------------
  const ensurePlayerFolder = async (id: string): Promise<boolean> => {
    const top = await share.makeFolder(playersDir);
    if (!top.ok) return failed(top.error);
    const own = await share.makeFolder(playerPaths(folder, id).dir);
    if (!own.ok) return failed(own.error);
    return true;
  };

  /**
   * The share's progress of a player: the file, null for none yet, or false when the share failed or
   * the file must not be touched. A file of an older shape is migrated; one written by a newer game is
   * left alone (this PC keeps its journal until it is updated). A damaged file is set aside for support
   * and the share's copy starts again from this PC's.
   */
  const readShareProgress = async (id: string): Promise<ClassProgressFile | null | false> => {
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
        problem = `The class progress of player ${id} was written by a newer version of the game; update this PC.`;
        log(problem);
        announce();
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

  /** Writes back one player's unsent records and settings; resolves false when the share failed. */
  const writeBack = async (id: string): Promise<boolean> => {
    const records = readJournal(id);
    const unsentProfile = readUnsentProfiles().find((p) => p.id === id);
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
      writeUnsentProfiles(readUnsentProfiles().filter((p) => p.id !== id));
    }
    if (records.length > 0) {
      const readAt = monotonic();
      const current = await readShareProgress(id);
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
      const kept = readJournal(id).filter((r) => !settled(r));
      for (const r of records) if (settled(r)) writtenAt.delete(r.id);
      if (kept.length !== readJournal(id).length) writeJournal(id, kept);
      const toSend = kept.filter((r) => !held.has(r.id));
      if (toSend.length > 0) {
        // No file on the share yet (a player made while the share was away, or a new class): this
        // PC's copy already holds every record, so it becomes the file with those records merged.
        const local = profiles.filesOf(id)?.snapshot.load().snapshot;
        const merged =
          current === null && local
            ? {
                file: {
                  version: 1 as const,
                  snapshot: local,
                  // Every record up to now, including any saved while the share was being read.
                  applied: readJournal(id).map((r) => r.id),
                  updatedAt: now().toISOString(),
                  updatedBy: options.pcName,
                },
              }
            : mergeIntoClassFile(current, toSend, { pcName: options.pcName, now: now() });
        const wrote = await share.writeJsonAtomic(paths.progress, merged.file);
        if (!wrote.ok) return failed(wrote.error);
        const when = monotonic();
        const inJournal = new Set(readJournal(id).map((r) => r.id));
        for (const recordId of merged.file.applied) {
          if (!writtenAt.has(recordId) && inJournal.has(recordId)) writtenAt.set(recordId, when);
        }
      }
    }
    if (settingsDirty.has(id)) {
      const files = profiles.filesOf(id);
      if (files) {
        const wrote = await share.writeJsonAtomic(paths.settings, files.settings.load().settings);
        if (!wrote.ok) return failed(wrote.error);
      }
      settingsDirty.delete(id);
    }
    lastWrittenAt = now().toISOString();
    cameBack();
    return true;
  };

  const writeShared = async (name: SharedFileName): Promise<boolean> => {
    try {
      const text = fs.readFileSync(path.join(options.cacheDir, name), 'utf8');
      const wrote = await share.writeJsonAtomic(path.join(folder, name), JSON.parse(text));
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
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
        log(`${name} could not be read here (${String(error)}).`);
    }
    sharedDirty.delete(name);
    saveSharedDirty();
    return true;
  };

  /** Runs `work` after the player's earlier work, so one player's writes never overlap. */
  const serial = (key: string, work: () => Promise<unknown>): Promise<void> => {
    const before = chains.get(key) ?? Promise.resolve();
    const next = before.then(work).then(
      () => undefined,
      (error: unknown) => log(`Writing back to the class folder failed (${String(error)}).`),
    );
    chains.set(key, next);
    void next.finally(() => {
      if (chains.get(key) === next) chains.delete(key);
      announce();
    });
    return next;
  };
  const flush = (id: string) => serial(id, () => writeBack(id));

  const flushAll = async (): Promise<void> => {
    const ids = new Set<string>([
      ...journals.keys(),
      ...settingsDirty,
      ...readUnsentProfiles().map((p) => p.id),
    ]);
    await Promise.all([...ids].map((id) => flush(id)));
    await Promise.all([...sharedDirty].map((name) => serial(`shared:${name}`, () => writeShared(name))));
  };

  // --- timers: retry while something waits or the share is away; renew the open player's lease ----
  /** One round of the retry timer: when the share is back, re-read the players and write back. */
  const retryNow = async (): Promise<void> => {
    if (disposed) return;
    const waiting = journalsHold() || settingsDirty.size > 0 || sharedDirty.size > 0;
    const leaseMissing = openId !== null && leaseHeld !== openId;
    if (online && !waiting && !leaseMissing) return;
    if (!online) {
      const probe = await share.stat(folder);
      if (!probe.ok || probe.value === null) return;
      cameBack();
      await refreshPlayers();
    }
    // A player opened while the share was away (or taken over meanwhile) gets their lease once it answers.
    const open = openId;
    if (open && leaseHeld !== open) {
      const lease = await leases.acquire(open);
      if (lease.ok) leaseHeld = open;
      else if ('inUse' in lease && !reportedTakeover.has(`${open}:${lease.inUse.pcName}`)) {
        reportedTakeover.add(`${open}:${lease.inUse.pcName}`);
        log(`Player ${open} is open on ${lease.inUse.pcName} too; records from here are merged, never lost.`);
      }
    }
    await flushAll();
  };
  const retry = timers.setInterval(() => void retryNow(), options.retryMs ?? SHARE_RETRY_MS);
  const renew = timers.setInterval(() => {
    if (disposed || !openId || !online) return;
    const id = openId;
    if (leaseHeld !== id) return;
    void leases.renew(id).then((outcome) => {
      if (outcome.ok) return;
      if ('unavailable' in outcome) {
        wentOffline({ code: 'ETIMEOUT', message: outcome.message, unavailable: true });
        return;
      }
      // Released by a teacher or taken over by another PC: play goes on here, and the retry round
      // takes the lease again when it is free. Records from both PCs merge without loss.
      if (leaseHeld === id) leaseHeld = null;
      log(`This PC no longer holds player ${id}'s lease; it takes it again when it is free.`);
    });
  }, options.renewMs ?? LEASE_RENEW_MS);

  // --- players ------------------------------------------------------------------------------------
  const refreshPlayers = async (): Promise<boolean> => {
    const listed = await share.listFolders(playersDir);
    if (!listed.ok) return failed(listed.error);
    const found: Profile[] = [];
    for (const id of listed.value) {
      if (!profileIdSchema.safeParse(id).success) continue;
      const read = await share.readJson(playerPaths(folder, id).profile, MAX_SMALL_BYTES);
      if (!read.ok) {
        if (read.error.unavailable) return failed(read.error);
        log(read.error.message);
        continue;
      }
      const parsed = profileSchema.safeParse(read.value);
      if (parsed.success) found.push(parsed.data);
      else if (read.value !== null)
        log(`The profile of player ${id} in the class folder is not valid; it is not listed.`);
    }
    // Players made here while the share was away are listed until their profile reaches the share.
    for (const profile of readUnsentProfiles())
      if (!found.some((p) => p.id === profile.id)) found.push(profile);
    // The player open on this PC stays listed here whatever the share says (moved away by IT, a
    // profile that failed to read): their saves must keep going to their own files.
    const open = openId ? profiles.filesOf(openId)?.profile : null;
    if (open && !found.some((p) => p.id === open.id)) found.push(open);
    found.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
    if (found.length > 0) profiles.adoptList(found);
    cameBack();
    return true;
  };

  const pullPlayer = async (id: string): Promise<void> => {
    const files = profiles.filesOf(id);
    if (!files) return;
    const current = await readShareProgress(id);
    if (current === false) return;
    if (current) {
      const merged = mergedLocal(current, readJournal(id));
      const saved = files.snapshot.save(merged);
      if (!saved.ok)
        log(`The class progress of ${id} could not be copied here: ${failureLogText(saved.error)}`);
    }
    if (!settingsDirty.has(id)) {
      const read = await share.readJson(playerPaths(folder, id).settings, MAX_SMALL_BYTES);
      if (!read.ok) {
        failed(read.error);
        return;
      }
      if (read.value !== null) {
        const migrated = migrateSettings(read.value);
        if (migrated.ok) files.settings.update(migrated.value);
        else log(`The settings of player ${id} in the class folder are not valid; this PC's copy is used.`);
      }
    }
  };

  return {
    status,
    refreshPlayers,
    openPlayer: async (id) => {
      if (!profiles.filesOf(id)) return fail('invalid-payload', 'player.unknown', { playerId: id });
      // While the share is known to be away, the local copy opens at once (a share that hangs would
      // keep the pupil waiting for its time-out); the retry round takes the lease when it is back.
      const lease = online
        ? await leases.acquire(id)
        : ({
            ok: false,
            unavailable: true,
            message: problem ?? 'The class folder is not answering.',
          } as const);
      if (!lease.ok && 'inUse' in lease) {
        const { pcName, since } = lease.inUse;
        return fail('in-use', 'classFolder.inUse', { playerId: lease.inUse.playerId, pcName, since });
      }
      if (lease.ok) {
        leaseHeld = id;
        cameBack();
        await serial(id, () => pullPlayer(id));
      } else if (online) {
        wentOffline({ code: 'ETIMEOUT', message: lease.message, unavailable: true });
      }
      if (!lease.ok) leaseHeld = null;
      const previous = openId;
      openId = id;
      if (previous && previous !== id) {
        void flush(previous).then(() => leases.release(previous));
      }
      void flush(id);
      return ok(undefined);
    },
    recordSave: (id, before, after) => {
      const delta = diffProgress(before, after);
      if (!delta) return;
      const at = now();
      const record: ProgressRecord = {
        id: makeRecordId(options.pcId, at),
        at: at.toISOString(),
        kind: 'delta',
        delta,
      };
      writeJournal(id, [...readJournal(id), record].slice(-MAX_JOURNAL_RECORDS));
      announce();
      void flush(id);
    },
    recordReplace: (id, snapshot) => {
      const at = now();
      const record: ProgressRecord = {
        id: makeRecordId(options.pcId, at),
        at: at.toISOString(),
        kind: 'replace',
        snapshot,
      };
      writeJournal(id, [...readJournal(id), record].slice(-MAX_JOURNAL_RECORDS));
      announce();
      void flush(id);
    },
    settingsChanged: (id) => {
      settingsDirty.add(id);
      void flush(id);
    },
    profileChanged: (profile) => {
      writeUnsentProfiles([...readUnsentProfiles().filter((p) => p.id !== profile.id), profile]);
      void flush(profile.id);
    },
    checkRemove: async (id) => {
      if (readJournal(id).length > 0) return fail('protected', 'classFolder.unsentResults');
      const local = profiles.filesOf(id)?.snapshot.load().snapshot;
      if (local && local.history.length > 0) return fail('protected', 'classFolder.hasProgress');
      if (!online) return fail('protected', 'classFolder.cannotCheck');
      const lease = await leases.read(id);
      if (lease.ok && lease.value && lease.value.pcId !== options.pcId) {
        return fail('protected', 'classFolder.openElsewhere', { pcName: lease.value.pcName });
      }
      const there = await share.stat(playerPaths(folder, id).progress);
      if (!there.ok) {
        failed(there.error);
        return fail('protected', 'classFolder.cannotCheck', {}, there.error.message);
      }
      return there.value === null ? ok(undefined) : fail('protected', 'classFolder.hasProgress');
    },
    profileRemoved: async (id) => {
      writeUnsentProfiles(readUnsentProfiles().filter((p) => p.id !== id));
      writeJournal(id, []);
      settingsDirty.delete(id);
      await serial(id, async () => {
        const removed = path.join(folder, 'removed');
        await share.makeFolder(removed);
        const moved = await share.moveFolder(
          playerPaths(folder, id).dir,
          path.join(removed, `${id}-${fileStamp(now())}`),
        );
        if (!moved.ok) {
          if (refusedHere(moved.error))
            log(`Player ${id}'s folder could not be set aside with this account.`);
          else failed(moved.error);
        }
      });
    },
    sharedFileChanged: (name) => {
      sharedDirty.add(name);
      saveSharedDirty();
      void serial(`shared:${name}`, () => writeShared(name));
    },
    leave: async () => {
      const id = openId;
      if (!id) return false;
      openId = null;
      const held = leaseHeld === id;
      leaseHeld = null;
      await flush(id);
      if (held) await leases.release(id);
      return true;
    },
    releasePlayer: async (id) => {
      const released = await leases.forceRelease(id);
      if (!released.ok) {
        failed(released.error);
        return fail('unavailable', 'classFolder.noAnswer', {}, released.error.message);
      }
      log(`A teacher released player ${id} from another PC.`);
      return ok(released.value);
    },
    flushAll,
    retryNow,
    dispose: async () => {
      disposed = true;
      timers.clearInterval(retry);
      timers.clearInterval(renew);
      await flushAll();
      if (openId) await leases.release(openId);
    },
    readClassProgress: async (wanted = {}) => {
      if (!(await refreshPlayers())) {
        return fail('unavailable', 'classFolder.noAnswer', {}, problem ?? folder);
      }
      const out: { profile: Profile; snapshot: AppSnapshot | null; problem: string | null }[] = [];
      const listed = profiles
        .view()
        .profiles.filter((p) => wanted.only === undefined || p.id === wanted.only);
      for (const profile of listed) {
        const records = readJournal(profile.id);
        const read = await share.readJson(playerPaths(folder, profile.id).progress, MAX_PROGRESS_BYTES);
        if (!read.ok) {
          out.push({ profile, snapshot: null, problem: read.error.message });
          continue;
        }
        if (read.value === null) {
          // Not played yet, or not written back yet (this PC's copy is then the newest there is).
          const local = records.length > 0 ? profiles.filesOf(profile.id)?.snapshot.load().snapshot : null;
          out.push({ profile, snapshot: local ?? emptySnapshot(), problem: null });
          continue;
        }
        // Most pupils have nothing waiting here: the quick check of what the report reads will do.
        const quick =
          !wanted.full && records.length === 0 && typeof read.value === 'object' && read.value !== null
            ? projectForReport((read.value as { snapshot?: unknown }).snapshot)
            : null;
        if (quick) {
          out.push({ profile, snapshot: quick, problem: null });
          continue;
        }
        const parsed = classProgressFileSchema.safeParse(read.value);
        out.push(
          parsed.success
            ? { profile, snapshot: mergedLocal(parsed.data, records), problem: null }
            : { profile, snapshot: null, problem: 'The progress file in the class folder is damaged.' },
        );
      }
      return ok(out);
    },
  };
}
