import path from 'node:path';
import {
  type AppSnapshot,
  type ClassFolderProblem,
  type ClassFolderStatus,
  fail,
  failureLogText,
  MAX_JOURNAL_RECORDS,
  migrateSettings,
  ok,
  type Profile,
  profileIdSchema,
  profileSchema,
  type Result,
} from '../../../core/contract';
import { diffProgress, makeRecordId, type ProgressRecord } from '../../../core/progress/progressRecords';
import type { ProfileService } from '../profiles/profileService';
import { fileStamp } from '../stores/jsonFile';
import { createConnectionStatus, refusedHere } from './connectionStatus';
import { createDashboardReader, type ReadClassProgress } from './dashboardReader';
import type { LeaseKeeper } from './lease';
import { createLeaseTimers, nodeTimers, type SyncTimers } from './leaseTimers';
import { createLocalJournal } from './localJournal';
import type { ShareFs } from './shareFs';
import { createShareProgress, MAX_SMALL_BYTES, mergedLocal, playerPaths } from './shareProgress';
import { createUnsentLists, type SharedFileName } from './unsentLists';

export type { SyncTimers } from './leaseTimers';
export { playerPaths } from './shareProgress';
export { SHARED_FILES, type SharedFileName, unsentSharedFiles } from './unsentLists';

// The sync is composed of five parts, each with its own state: the local journal (records the share
// has not had yet) with the unsent lists, the connection status, the write-back to the share, the
// lease timers (the open player's lease, the retry round) and the dashboard's reader. This file
// only wires them and keeps what joins them: the order of each player's writes.

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
  problem?: ClassFolderProblem | null;
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
  readClassProgress: ReadClassProgress;
}

/** Starts keeping a class's players in the class folder (see {@link ClassSync}). */
export function createClassSync(options: ClassSyncOptions): ClassSync {
  const now = options.now ?? (() => new Date());
  const log = options.log ?? ((message: string) => console.warn(message));
  const { share, leases, profiles, folder } = options;
  const playersDir = path.join(folder, 'players');

  const journal = createLocalJournal({ cacheDir: options.cacheDir, now, log });
  const unsent = createUnsentLists({ cacheDir: options.cacheDir, log });
  // Records written but unsettled are the share's already; the rest it has not had yet.
  const connection = createConnectionStatus({
    folder,
    className: options.className,
    source: options.source,
    online: options.online,
    problem: options.problem ?? null,
    pending: () => journal.count((r) => !writeBack.written(r.id)),
    now,
    log,
    ...(options.onStatus ? { onStatus: options.onStatus } : {}),
  });
  const failed = connection.failed;
  const writeBack = createShareProgress({
    folder,
    cacheDir: options.cacheDir,
    share,
    profiles,
    journal,
    unsent,
    connection,
    pcName: options.pcName,
    now,
    monotonic: options.monotonic ?? (() => performance.now()),
    ...(options.settleMs !== undefined ? { settleMs: options.settleMs } : {}),
    log,
  });

  // --- the order of writes: one player's (or one shared file's) writes never overlap ---------------
  const chains = new Map<string, Promise<void>>();
  const serial = (key: string, work: () => Promise<unknown>): Promise<void> => {
    const before = chains.get(key) ?? Promise.resolve();
    const next = before.then(work).then(
      () => undefined,
      (error: unknown) => log(`Writing back to the class folder failed (${String(error)}).`),
    );
    chains.set(key, next);
    void next.finally(() => {
      if (chains.get(key) === next) chains.delete(key);
      connection.announce();
    });
    return next;
  };
  const flush = (id: string) => serial(id, () => writeBack.writeBack(id));
  const flushAll = async (): Promise<void> => {
    const ids = new Set<string>([
      ...journal.players(),
      ...writeBack.playersWithSettings(),
      ...unsent.profiles().map((p) => p.id),
    ]);
    await Promise.all([...ids].map((id) => flush(id)));
    await Promise.all(
      unsent.sharedFiles().map((name) => serial(`shared:${name}`, () => writeBack.writeShared(name))),
    );
    // Writes started elsewhere (a player's folder set aside) are done too when this resolves.
    await Promise.all([...chains.values()]);
  };

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
    for (const profile of unsent.profiles()) if (!found.some((p) => p.id === profile.id)) found.push(profile);
    // The player open on this PC stays listed here whatever the share says (moved away by IT, a
    // profile that failed to read): their saves must keep going to their own files.
    const openId = lease.openId();
    const open = openId ? profiles.filesOf(openId)?.profile : null;
    if (open && !found.some((p) => p.id === open.id)) found.push(open);
    found.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
    if (found.length > 0) profiles.adoptList(found);
    connection.cameBack();
    return true;
  };

  const pullPlayer = async (id: string): Promise<void> => {
    const files = profiles.filesOf(id);
    if (!files) return;
    const current = await writeBack.readProgress(id);
    if (current === false) return;
    if (current) {
      const saved = files.snapshot.save(mergedLocal(current, journal.records(id)));
      if (!saved.ok)
        log(`The class progress of ${id} could not be copied here: ${failureLogText(saved.error)}`);
    }
    if (writeBack.settingsWaiting(id)) return;
    const read = await share.readJson(playerPaths(folder, id).settings, MAX_SMALL_BYTES);
    if (!read.ok) {
      failed(read.error);
      return;
    }
    if (read.value === null) return;
    const migrated = migrateSettings(read.value);
    if (migrated.ok) files.settings.update(migrated.value);
    else log(`The settings of player ${id} in the class folder are not valid; this PC's copy is used.`);
  };

  /** One round of the retry timer: when the share is back, re-read the players and write back. */
  const retryNow = async (): Promise<void> => {
    if (lease.stopped()) return;
    const waiting =
      journal.holdsAny() || writeBack.playersWithSettings().length > 0 || unsent.sharedFiles().length > 0;
    if (connection.online() && !waiting && !lease.leaseMissing()) return;
    if (!connection.online()) {
      const probe = await share.stat(folder);
      if (!probe.ok || probe.value === null) return;
      connection.cameBack();
      await refreshPlayers();
    }
    // A player opened while the share was away (or taken over meanwhile) gets their lease once it answers.
    await lease.retake();
    await flushAll();
  };
  const lease = createLeaseTimers({
    leases,
    connection,
    retryRound: retryNow,
    timers: options.timers ?? nodeTimers,
    ...(options.retryMs !== undefined ? { retryMs: options.retryMs } : {}),
    ...(options.renewMs !== undefined ? { renewMs: options.renewMs } : {}),
    log,
  });

  const record = (id: string, made: ProgressRecord) => {
    journal.replace(id, [...journal.records(id), made].slice(-MAX_JOURNAL_RECORDS));
    connection.announce();
    void flush(id);
  };

  return {
    status: connection.status,
    refreshPlayers,
    openPlayer: async (id) => {
      if (!profiles.filesOf(id)) return fail('invalid-payload', 'player.unknown', { playerId: id });
      // While the share is known to be away, the local copy opens at once (a share that hangs would
      // keep the pupil waiting for its time-out); the retry round takes the lease when it is back.
      const taken = connection.online()
        ? await leases.acquire(id)
        : ({
            ok: false,
            unavailable: true,
            code: 'ETIMEOUT',
            message: 'The class folder is not answering.',
          } as const);
      if (!taken.ok && 'inUse' in taken) {
        const { pcName, since } = taken.inUse;
        return fail('in-use', 'classFolder.inUse', { playerId: taken.inUse.playerId, pcName, since });
      }
      if (taken.ok) {
        connection.cameBack();
        await serial(id, () => pullPlayer(id));
      } else if (connection.online()) {
        connection.wentOffline({ code: taken.code, message: taken.message, unavailable: true });
      }
      const previous = lease.opened(id, taken.ok);
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
      record(id, { id: makeRecordId(options.pcId, at), at: at.toISOString(), kind: 'delta', delta });
    },
    recordReplace: (id, snapshot) => {
      const at = now();
      record(id, { id: makeRecordId(options.pcId, at), at: at.toISOString(), kind: 'replace', snapshot });
    },
    settingsChanged: (id) => {
      writeBack.settingsChanged(id);
      void flush(id);
    },
    profileChanged: (profile) => {
      unsent.putProfile(profile);
      void flush(profile.id);
    },
    checkRemove: async (id) => {
      if (journal.records(id).length > 0) return fail('protected', 'classFolder.unsentResults');
      const local = profiles.filesOf(id)?.snapshot.read();
      if (local && local.history.length > 0) return fail('protected', 'classFolder.hasProgress');
      if (!connection.online()) return fail('protected', 'classFolder.cannotCheck');
      const holder = await leases.read(id);
      if (holder.ok && holder.value && holder.value.pcId !== options.pcId) {
        return fail('protected', 'classFolder.openElsewhere', { pcName: holder.value.pcName });
      }
      const there = await share.stat(playerPaths(folder, id).progress);
      if (!there.ok) {
        failed(there.error);
        return fail('protected', 'classFolder.cannotCheck', {}, there.error.message);
      }
      return there.value === null ? ok(undefined) : fail('protected', 'classFolder.hasProgress');
    },
    profileRemoved: async (id) => {
      unsent.dropProfile(id);
      journal.replace(id, []);
      writeBack.forgetSettings(id);
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
      unsent.sharedFileChanged(name);
      void serial(`shared:${name}`, () => writeBack.writeShared(name));
    },
    leave: async () => {
      const left = lease.left();
      if (!left) return false;
      await flush(left.id);
      if (left.held) await leases.release(left.id);
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
      lease.stop();
      await flushAll();
      const openId = lease.openId();
      if (openId) await leases.release(openId);
    },
    readClassProgress: createDashboardReader({
      folder,
      share,
      profiles,
      journal,
      connection,
      refreshPlayers,
    }),
  };
}
