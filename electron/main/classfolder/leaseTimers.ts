import { LEASE_RENEW_MS, SHARE_RETRY_MS } from '../../../core/contract';
import type { ConnectionStatus } from './connectionStatus';
import type { LeaseKeeper } from './lease';

/** The timers the sync service uses; Node's unless a test drives them. */
export interface SyncTimers {
  setInterval(run: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

/** Node's timers; a pending retry never keeps the app (or a test process) alive on its own. */
export const nodeTimers: SyncTimers = {
  setInterval: (run, ms) => {
    const handle = setInterval(run, ms);
    handle.unref?.();
    return handle;
  },
  clearInterval: (handle) => clearInterval(handle as NodeJS.Timeout),
};

/** The player open on this PC, the lease held for them, and the two timers that keep both going. */
export interface LeaseTimers {
  /** The player open on this PC, or null. */
  openId(): string | null;
  /** Whether this PC holds the lease of the player open here. */
  holdsOpen(): boolean;
  /** Whether a player is open here without this PC holding their lease (share away, or taken over). */
  leaseMissing(): boolean;
  /** Makes `id` the player open here (`held`: whether their lease was taken); answers the player open before. */
  opened(id: string, held: boolean): string | null;
  /** No player is open here any more; answers who was, and whether this PC held their lease. */
  left(): { id: string; held: boolean } | null;
  /** Takes the open player's lease when this PC does not hold it (the share is back, or the other PC gave it up). */
  retake(): Promise<void>;
  /** Whether the timers were stopped. */
  stopped(): boolean;
  /** Stops both timers. */
  stop(): void;
}

/**
 * Starts the retry timer (`retryRound` every `retryMs`: while something waits or the share is away)
 * and the renew timer (the open player's lease every `renewMs`). A lease lost to a teacher's release
 * or another PC is not fought for: play goes on here and the retry round takes it again when free.
 */
export function createLeaseTimers(options: {
  leases: LeaseKeeper;
  connection: ConnectionStatus;
  retryRound: () => Promise<void>;
  timers: SyncTimers;
  retryMs?: number;
  renewMs?: number;
  log: (message: string) => void;
}): LeaseTimers {
  const { leases, connection, timers, log } = options;
  let openId: string | null = null;
  /** The player whose lease this PC holds now (it may not while the share is away, or after a takeover). */
  let leaseHeld: string | null = null;
  let stopped = false;
  /** Takeovers already logged (player and PC), so a retry every round does not repeat them. */
  const reportedTakeover = new Set<string>();

  const renewRound = () => {
    if (stopped || !openId || !connection.online()) return;
    const id = openId;
    if (leaseHeld !== id) return;
    void leases.renew(id).then((outcome) => {
      if (outcome.ok) return;
      if ('unavailable' in outcome) {
        connection.wentOffline({ code: outcome.code, message: outcome.message, unavailable: true });
        return;
      }
      // Released by a teacher or taken over by another PC: play goes on here, and the retry round
      // takes the lease again when it is free. Records from both PCs merge without loss.
      if (leaseHeld === id) leaseHeld = null;
      log(`This PC no longer holds player ${id}'s lease; it takes it again when it is free.`);
    });
  };
  const retry = timers.setInterval(() => void options.retryRound(), options.retryMs ?? SHARE_RETRY_MS);
  const renew = timers.setInterval(renewRound, options.renewMs ?? LEASE_RENEW_MS);

  return {
    openId: () => openId,
    holdsOpen: () => openId !== null && leaseHeld === openId,
    leaseMissing: () => openId !== null && leaseHeld !== openId,
    opened: (id, held) => {
      const previous = openId;
      openId = id;
      leaseHeld = held ? id : null;
      return previous;
    },
    left: () => {
      const id = openId;
      if (!id) return null;
      const held = leaseHeld === id;
      openId = null;
      leaseHeld = null;
      return { id, held };
    },
    retake: async () => {
      const open = openId;
      if (!open || leaseHeld === open) return;
      const lease = await leases.acquire(open);
      if (lease.ok) leaseHeld = open;
      else if ('inUse' in lease && !reportedTakeover.has(`${open}:${lease.inUse.pcName}`)) {
        reportedTakeover.add(`${open}:${lease.inUse.pcName}`);
        log(`Player ${open} is open on ${lease.inUse.pcName} too; records from here are merged, never lost.`);
      }
    },
    stopped: () => stopped,
    stop: () => {
      stopped = true;
      timers.clearInterval(retry);
      timers.clearInterval(renew);
    },
  };
}
