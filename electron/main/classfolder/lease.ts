import path from 'node:path';
import {
  LEASE_STALE_MS,
  type Lease,
  leaseSchema,
  type PlayerInUse,
  pcNameSchema,
} from '../../../core/contract';
import type { ShareFailure, ShareFs, ShareResult } from './shareFs';

/** Name of a player's lease file in their folder of the class folder. */
export const LEASE_FILE = 'lease.json';
/** The largest lease file read (one is about 150 bytes). */
const MAX_LEASE_BYTES = 4 * 1024;

/** The answer to taking or keeping a player's lease. */
export type LeaseOutcome =
  /** This PC holds the lease now. */
  | { ok: true }
  /** Another PC holds a fresh lease. */
  | { ok: false; inUse: PlayerInUse }
  /** The share did not answer, or refused: the system's code (or one of ours), and a sentence naming the file for the log. */
  | { ok: false; unavailable: true; code: string; message: string };

/** The answer to renewing: as {@link LeaseOutcome}, or the lease is gone (a teacher released the player) and was not taken again. */
export type RenewOutcome = LeaseOutcome | { ok: false; released: true; message: string };

/** Keeps one pupil open on one PC of the class at a time, through `<player folder>/lease.json`. */
export interface LeaseKeeper {
  /**
   * Takes the player's lease for this PC: refused with `inUse` while another PC's lease is fresh
   * (by the file server's clock); a stale or damaged lease is taken over. Creates the player's
   * folder when missing. After writing, the lease is read again, so of two PCs racing the one whose
   * lease was replaced learns it at once (or, at the latest, at its next {@link renew}).
   */
  acquire(playerId: string): Promise<LeaseOutcome>;
  /**
   * Rewrites this PC's lease so its modification time moves on. `inUse` when another PC took it
   * over meanwhile; `released` when it is gone (a teacher's override, which a renewal must not undo).
   */
  renew(playerId: string): Promise<RenewOutcome>;
  /** Gives the lease up, only when it is still this PC's; failures are logged, never thrown. */
  release(playerId: string): Promise<void>;
  /** Teacher override: removes whichever PC's lease the player has; `true` when there was one. */
  forceRelease(playerId: string): Promise<ShareResult<boolean>>;
  /** The lease as written, stale or not; `null` for none, and for a damaged file (which is logged). */
  read(playerId: string): Promise<ShareResult<Lease | null>>;
}

/** What a {@link LeaseKeeper} works with. */
export interface LeaseKeeperOptions {
  share: ShareFs;
  /** A player's folder in the class folder (`<class folder>/players/<id>`). */
  playerFolder: (playerId: string) => string;
  /** This PC's installation id, as leases name it (`pc-…`). */
  pcId: string;
  /** This PC's name as people see it in "playing on …" (cut to what a lease holds). */
  pcName: string;
  /** This PC's clock, for the `since` people are shown; never used to judge staleness. */
  now?: () => Date;
  /** Age by the file server's clock after which another PC's lease is stale; {@link LEASE_STALE_MS} unless set. */
  staleMs?: number;
  log?: (message: string) => void;
}

/** A lease file as found: none, a valid lease, or a damaged file. */
type Found = { kind: 'none' } | { kind: 'lease'; lease: Lease } | { kind: 'damaged'; reason: string };

/** A PC name that fits a lease: trimmed, cut to the longest allowed, never empty. */
export function leasePcName(name: string): string {
  const trimmed = name.trim().slice(0, 64).trim();
  return pcNameSchema.safeParse(trimmed).success ? trimmed : 'PC';
}

const unavailable = (error: ShareFailure): LeaseOutcome => ({
  ok: false,
  unavailable: true,
  code: error.code,
  message: error.message,
});

const inUse = (lease: Lease): LeaseOutcome => ({
  ok: false,
  inUse: { playerId: lease.playerId, pcName: lease.pcName, since: lease.since },
});

/** Starts keeping players' leases in the class folder (see {@link LeaseKeeper}). */
export function createLeaseKeeper(options: LeaseKeeperOptions): LeaseKeeper {
  const { share, pcId } = options;
  const pcName = leasePcName(options.pcName);
  const now = options.now ?? (() => new Date());
  const staleMs = options.staleMs ?? LEASE_STALE_MS;
  const log = options.log ?? ((message: string) => console.warn(message));
  const leaseFile = (playerId: string) => path.join(options.playerFolder(playerId), LEASE_FILE);
  const isMine = (lease: Lease) => lease.pcId === pcId;

  async function find(playerId: string): Promise<ShareResult<Found>> {
    const file = leaseFile(playerId);
    const read = await share.readJson(file, MAX_LEASE_BYTES);
    if (!read.ok) {
      if (read.error.unavailable) return read;
      return { ok: true, value: { kind: 'damaged', reason: read.error.message } };
    }
    if (read.value === null) return { ok: true, value: { kind: 'none' } };
    const parsed = leaseSchema.safeParse(read.value);
    if (!parsed.success || parsed.data.playerId !== playerId) {
      return {
        ok: true,
        value: { kind: 'damaged', reason: `${file} is not a valid lease of player ${playerId}.` },
      };
    }
    return { ok: true, value: { kind: 'lease', lease: parsed.data } };
  }

  /** Whether the lease file is older than `staleMs` by the file server's clock (a vanished file counts as stale). */
  async function isStale(playerId: string): Promise<ShareResult<boolean>> {
    const folder = options.playerFolder(playerId);
    const written = await share.stat(leaseFile(playerId));
    if (!written.ok) return written;
    if (written.value === null) return { ok: true, value: true };
    const serverNow = await share.serverNow(folder);
    if (!serverNow.ok) return serverNow;
    return { ok: true, value: serverNow.value - written.value.mtimeMs > staleMs };
  }

  /** The player's folder, created when missing; its parent (`players`) too, each level alone, so a class folder that went away is never re-created. */
  async function ensureFolder(playerId: string): Promise<ShareResult<void>> {
    const folder = options.playerFolder(playerId);
    const made = await share.makeFolder(folder);
    if (made.ok || made.error.code !== 'ENOENT') return made;
    const parent = await share.makeFolder(path.dirname(folder));
    if (!parent.ok) return parent;
    return share.makeFolder(folder);
  }

  /** Writes this PC's lease, then reads it back to see whose it is now. */
  async function writeMine(playerId: string, since: string): Promise<LeaseOutcome> {
    const mine: Lease = { version: 1, pcId, pcName, playerId, since };
    const written = await share.writeJsonAtomic(leaseFile(playerId), mine);
    if (!written.ok) return unavailable(written.error);
    const after = await find(playerId);
    if (!after.ok) return unavailable(after.error);
    if (after.value.kind === 'lease')
      return isMine(after.value.lease) ? { ok: true } : inUse(after.value.lease);
    return {
      ok: false,
      unavailable: true,
      code: 'EVERIFY',
      message: `The lease of player ${playerId} was written to ${leaseFile(playerId)} but was not there when read back.`,
    };
  }

  /** Takes the lease unless another PC's fresh one stands in the way. */
  async function take(playerId: string, found: Found): Promise<LeaseOutcome> {
    if (found.kind === 'damaged') {
      log(`The lease of player ${playerId} was damaged (${found.reason}); this PC takes it over.`);
    }
    if (found.kind === 'lease' && !isMine(found.lease)) {
      const stale = await isStale(playerId);
      if (!stale.ok) return unavailable(stale.error);
      if (!stale.value) return inUse(found.lease);
      log(
        `The lease of player ${playerId} held by ${found.lease.pcName} since ${found.lease.since} was stale; this PC takes it over.`,
      );
    }
    return writeMine(playerId, now().toISOString());
  }

  return {
    acquire: async (playerId) => {
      const folder = await ensureFolder(playerId);
      if (!folder.ok) return unavailable(folder.error);
      const found = await find(playerId);
      if (!found.ok) return unavailable(found.error);
      return take(playerId, found.value);
    },

    renew: async (playerId) => {
      const found = await find(playerId);
      if (!found.ok) return unavailable(found.error);
      const current = found.value;
      if (current.kind === 'none') {
        return {
          ok: false,
          released: true,
          message: `The lease of player ${playerId} is gone from ${leaseFile(playerId)} (released by a teacher); it was not taken again.`,
        };
      }
      if (current.kind === 'lease' && isMine(current.lease)) return writeMine(playerId, current.lease.since);
      return take(playerId, current);
    },

    release: async (playerId) => {
      const found = await find(playerId);
      if (!found.ok) {
        log(`The lease of player ${playerId} could not be given up: ${found.error.message}`);
        return;
      }
      if (found.value.kind !== 'lease' || !isMine(found.value.lease)) return;
      const removed = await share.remove(leaseFile(playerId));
      if (!removed.ok) log(`The lease of player ${playerId} could not be given up: ${removed.error.message}`);
    },

    forceRelease: async (playerId) => {
      const found = await find(playerId);
      if (!found.ok) return found;
      if (found.value.kind === 'none') return { ok: true, value: false };
      const removed = await share.remove(leaseFile(playerId));
      if (!removed.ok) return removed;
      const holder = found.value.kind === 'lease' ? found.value.lease.pcName : 'a damaged lease';
      log(`The lease of player ${playerId} (${holder}) was released by a teacher.`);
      return { ok: true, value: true };
    },

    read: async (playerId) => {
      const found = await find(playerId);
      if (!found.ok) return found;
      if (found.value.kind === 'damaged') {
        log(`The lease of player ${playerId} is damaged: ${found.value.reason}`);
        return { ok: true, value: null };
      }
      return { ok: true, value: found.value.kind === 'lease' ? found.value.lease : null };
    },
  };
}
