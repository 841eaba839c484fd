import { describe, expect, it } from 'vitest';
import { createConnectionStatus } from './connectionStatus';
import type { LeaseKeeper, LeaseOutcome, RenewOutcome } from './lease';
import { createLeaseTimers, type SyncTimers } from './leaseTimers';

/** Timers the test runs by hand: each interval's callback, by its period. */
function handTimers() {
  const running = new Map<number, () => void>();
  const timers: SyncTimers = {
    setInterval: (run, ms) => {
      running.set(ms, run);
      return ms;
    },
    clearInterval: (handle) => running.delete(handle as number),
  };
  return { timers, running };
}

/** A lease keeper whose answers the test sets. */
function scriptedLeases() {
  const calls: string[] = [];
  const answers: { acquire: LeaseOutcome; renew: RenewOutcome } = {
    acquire: { ok: true },
    renew: { ok: true },
  };
  const leases: LeaseKeeper = {
    acquire: async (id) => {
      calls.push(`acquire ${id}`);
      return answers.acquire;
    },
    renew: async (id) => {
      calls.push(`renew ${id}`);
      return answers.renew;
    },
    release: async (id) => void calls.push(`release ${id}`),
    forceRelease: async () => ({ ok: true, value: false }),
    read: async () => ({ ok: true, value: null }),
  };
  return { leases, calls, answers };
}

function setup() {
  const { timers, running } = handTimers();
  const { leases, calls, answers } = scriptedLeases();
  const logs: string[] = [];
  const connection = createConnectionStatus({
    folder: '/share/5-1',
    className: null,
    source: 'teacher',
    online: true,
    pending: () => 0,
    now: () => new Date(),
    log: (m) => logs.push(m),
  });
  let rounds = 0;
  const lease = createLeaseTimers({
    leases,
    connection,
    retryRound: async () => void rounds++,
    timers,
    retryMs: 20,
    renewMs: 45,
    log: (m) => logs.push(m),
  });
  const tick = async (ms: number) => {
    running.get(ms)?.();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { lease, calls, answers, logs, connection, running, tick, rounds: () => rounds };
}

describe('the lease timers', () => {
  it('renews the open player’s lease and runs the retry round on their own timers, until stopped', async () => {
    const s = setup();
    await s.tick(45);
    expect(s.calls).toEqual([]);
    expect(s.lease.opened('p-aoi00001', true)).toBeNull();
    await s.tick(45);
    await s.tick(20);
    expect(s.calls).toEqual(['renew p-aoi00001']);
    expect(s.rounds()).toBe(1);
    s.lease.stop();
    expect(s.lease.stopped()).toBe(true);
    expect(s.running.size).toBe(0);
  });

  it('lets a lease taken over go without a fight, and takes it again in a later round', async () => {
    const s = setup();
    s.lease.opened('p-aoi00001', true);
    s.answers.renew = {
      ok: false,
      inUse: { playerId: 'p-aoi00001', pcName: 'PC-02', since: '2026-02-02T08:00:00Z' },
    };
    await s.tick(45);
    expect(s.lease.holdsOpen()).toBe(false);
    expect(s.lease.leaseMissing()).toBe(true);
    s.answers.acquire = {
      ok: false,
      inUse: { playerId: 'p-aoi00001', pcName: 'PC-02', since: '2026-02-02T08:00:00Z' },
    };
    await s.lease.retake();
    await s.lease.retake();
    // The takeover is logged once, however many rounds find it.
    expect(s.logs.filter((m) => m.includes('is open on PC-02 too'))).toHaveLength(1);
    s.answers.acquire = { ok: true };
    await s.lease.retake();
    expect(s.lease.holdsOpen()).toBe(true);
    expect(s.lease.left()).toEqual({ id: 'p-aoi00001', held: true });
    expect(s.lease.openId()).toBeNull();
  });

  it('goes offline when a renewal finds the share away, saying why by the share’s own code', async () => {
    const s = setup();
    s.lease.opened('p-aoi00001', true);
    s.answers.renew = { ok: false, unavailable: true, code: 'EACCES', message: 'access was refused' };
    await s.tick(45);
    expect(s.connection.status()).toMatchObject({
      online: false,
      problem: { code: 'access-denied', detail: 'EACCES' },
    });
    expect(s.lease.holdsOpen()).toBe(true);
  });
});
