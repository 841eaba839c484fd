import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LEASE_STALE_MS, type Lease } from '../../../core/contract';
import { createLeaseKeeper, LEASE_FILE, type LeaseKeeper, leasePcName } from './lease';
import { createShareFs, type ShareFs } from './shareFs';

const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A class folder on a stand-in share (a temp folder). */
function classFolder(): string {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'kotoba-lease-'));
  folders.push(base);
  const root = path.join(base, '5-1');
  fs.mkdirSync(root);
  return root;
}

const PLAYER = 'p-aoiaoiao';
const playerFolder = (root: string) => (id: string) => path.join(root, 'players', id);
const leasePath = (root: string, id = PLAYER) => path.join(root, 'players', id, LEASE_FILE);

/** One PC of the lab: its own share connection, lease keeper, clock and log. */
function pc(root: string, pcId: string, pcName: string, options: { share?: ShareFs; since?: string } = {}) {
  const logged: string[] = [];
  const share = options.share ?? createShareFs({ pcId, root });
  const keeper: LeaseKeeper = createLeaseKeeper({
    share,
    playerFolder: playerFolder(root),
    pcId,
    pcName,
    now: () => new Date(options.since ?? '2026-02-02T09:00:00.000Z'),
    log: (message) => logged.push(message),
  });
  return { keeper, logged, share };
}

const readLease = (root: string, id = PLAYER): Lease =>
  JSON.parse(fs.readFileSync(leasePath(root, id), 'utf8'));

/** Makes the lease file look last written `ms` ago (by the file server's clock, which is this machine's here). */
function ageLease(root: string, ms: number): void {
  const then = new Date(Date.now() - ms);
  fs.utimesSync(leasePath(root), then, then);
}

/** A promise the test settles when it chooses. */
function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('acquire', () => {
  it("takes a new player's lease, creating their folder (and players/) one level at a time", async () => {
    const root = classFolder();
    const { keeper } = pc(root, 'pc-room1-01', 'ROOM1-PC01');
    expect(await keeper.acquire(PLAYER)).toEqual({ ok: true });
    expect(readLease(root)).toEqual({
      version: 1,
      pcId: 'pc-room1-01',
      pcName: 'ROOM1-PC01',
      playerId: PLAYER,
      since: '2026-02-02T09:00:00.000Z',
    });
    expect(fs.readdirSync(path.join(root, 'players', PLAYER))).toEqual([LEASE_FILE]);
  });

  it("refuses a second PC while the first PC's lease is fresh, naming that PC and since when", async () => {
    const root = classFolder();
    const first = pc(root, 'pc-room1-01', 'ROOM1-PC01', { since: '2026-02-02T09:00:00.000Z' });
    const second = pc(root, 'pc-room1-02', 'ROOM1-PC02', { since: '2026-02-02T09:05:00.000Z' });
    expect(await first.keeper.acquire(PLAYER)).toEqual({ ok: true });
    expect(await second.keeper.acquire(PLAYER)).toEqual({
      ok: false,
      inUse: { playerId: PLAYER, pcName: 'ROOM1-PC01', since: '2026-02-02T09:00:00.000Z' },
    });
    expect(readLease(root).pcId).toBe('pc-room1-01');
    // The first PC opening the player again keeps it.
    expect(await first.keeper.acquire(PLAYER)).toEqual({ ok: true });
  });

  it("takes over a lease gone stale by the file server's clock, and the old PC learns it at its next renewal", async () => {
    const root = classFolder();
    const first = pc(root, 'pc-room1-01', 'ROOM1-PC01');
    const second = pc(root, 'pc-room1-02', 'ROOM1-PC02', { since: '2026-02-02T10:00:00.000Z' });
    await first.keeper.acquire(PLAYER);
    ageLease(root, LEASE_STALE_MS - 30_000);
    expect((await second.keeper.acquire(PLAYER)).ok).toBe(false);
    ageLease(root, LEASE_STALE_MS + 30_000);
    expect(await second.keeper.acquire(PLAYER)).toEqual({ ok: true });
    expect(readLease(root)).toMatchObject({ pcId: 'pc-room1-02', since: '2026-02-02T10:00:00.000Z' });
    expect(second.logged.join('\n')).toMatch(/held by ROOM1-PC01 .* was stale/);
    expect(await first.keeper.renew(PLAYER)).toEqual({
      ok: false,
      inUse: { playerId: PLAYER, pcName: 'ROOM1-PC02', since: '2026-02-02T10:00:00.000Z' },
    });
    expect(readLease(root).pcId).toBe('pc-room1-02');
  });

  it('takes over a damaged lease file and logs it', async () => {
    const root = classFolder();
    fs.mkdirSync(path.join(root, 'players', PLAYER), { recursive: true });
    fs.writeFileSync(leasePath(root), '{"version":1,"pcId":');
    const { keeper, logged } = pc(root, 'pc-room1-01', 'ROOM1-PC01');
    expect(await keeper.acquire(PLAYER)).toEqual({ ok: true });
    expect(readLease(root).pcId).toBe('pc-room1-01');
    expect(logged.join('\n')).toContain('damaged');
  });

  it('treats a lease naming another player (a copied folder) as damaged', async () => {
    const root = classFolder();
    const other = pc(root, 'pc-room1-02', 'ROOM1-PC02');
    await other.keeper.acquire('p-kenkenken');
    fs.mkdirSync(path.join(root, 'players', PLAYER));
    fs.copyFileSync(leasePath(root, 'p-kenkenken'), leasePath(root));
    const { keeper, logged } = pc(root, 'pc-room1-01', 'ROOM1-PC01');
    expect(await keeper.acquire(PLAYER)).toEqual({ ok: true });
    expect(logged.join('\n')).toContain('not a valid lease of player');
  });

  it('of two PCs racing for a free lease, the one whose lease was replaced is refused', async () => {
    const root = classFolder();
    const aWrote = deferred();
    const bWrote = deferred();
    const shareA = createShareFs({ pcId: 'pc-room1-01', root });
    const shareB = createShareFs({ pcId: 'pc-room1-02', root });
    let bReads = 0;
    // B reads "no lease" before A writes; A reads its lease back only after B has written over it.
    const racingA: ShareFs = {
      ...shareA,
      writeJsonAtomic: async (file, value) => {
        const written = await shareA.writeJsonAtomic(file, value);
        aWrote.resolve();
        await bWrote.promise;
        return written;
      },
    };
    const racingB: ShareFs = {
      ...shareB,
      readJson: async (file, maxBytes) => {
        const read = await shareB.readJson(file, maxBytes);
        if (bReads++ === 0) await aWrote.promise;
        return read;
      },
      writeJsonAtomic: async (file, value) => {
        const written = await shareB.writeJsonAtomic(file, value);
        bWrote.resolve();
        return written;
      },
    };
    const a = pc(root, 'pc-room1-01', 'ROOM1-PC01', { share: racingA });
    const b = pc(root, 'pc-room1-02', 'ROOM1-PC02', { share: racingB });
    const [outcomeA, outcomeB] = await Promise.all([a.keeper.acquire(PLAYER), b.keeper.acquire(PLAYER)]);
    expect(outcomeB).toEqual({ ok: true });
    expect(outcomeA).toMatchObject({ ok: false, inUse: { pcName: 'ROOM1-PC02' } });
    expect(readLease(root).pcId).toBe('pc-room1-02');
  });

  it('answers unavailable when the class folder is gone, and does not re-create it', async () => {
    const root = classFolder();
    const { keeper } = pc(root, 'pc-room1-01', 'ROOM1-PC01');
    fs.renameSync(root, `${root}-renamed`);
    const outcome = await keeper.acquire(PLAYER);
    expect(outcome).toMatchObject({ ok: false, unavailable: true });
    expect(outcome.ok === false && 'message' in outcome ? outcome.message : '').toContain(root);
    expect(fs.existsSync(root)).toBe(false);
    expect(await keeper.read(PLAYER)).toMatchObject({ ok: false, error: { unavailable: true } });
  });

  it('answers unavailable when the share does not answer in time', async () => {
    const root = classFolder();
    const hung = createShareFs({
      pcId: 'pc-room1-01',
      root,
      timeoutMs: 20,
      fs: { mkdir: () => new Promise(() => {}) },
    });
    const { keeper } = pc(root, 'pc-room1-01', 'ROOM1-PC01', { share: hung });
    expect(await keeper.acquire(PLAYER)).toMatchObject({ ok: false, unavailable: true });
  });
});

describe('renew', () => {
  it("rewrites this PC's lease so its modification time moves on, keeping since", async () => {
    const root = classFolder();
    const { keeper } = pc(root, 'pc-room1-01', 'ROOM1-PC01');
    await keeper.acquire(PLAYER);
    ageLease(root, 60_000);
    const before = fs.statSync(leasePath(root)).mtimeMs;
    expect(await keeper.renew(PLAYER)).toEqual({ ok: true });
    expect(fs.statSync(leasePath(root)).mtimeMs).toBeGreaterThan(before);
    expect(readLease(root).since).toBe('2026-02-02T09:00:00.000Z');
  });

  it('does not take back a lease a teacher released', async () => {
    const root = classFolder();
    const pupilPc = pc(root, 'pc-room1-01', 'ROOM1-PC01');
    const teacherPc = pc(root, 'pc-teacher-01', 'TEACHER');
    await pupilPc.keeper.acquire(PLAYER);
    expect(await teacherPc.keeper.forceRelease(PLAYER)).toEqual({ ok: true, value: true });
    expect(await pupilPc.keeper.renew(PLAYER)).toMatchObject({ ok: false, released: true });
    expect(fs.existsSync(leasePath(root))).toBe(false);
  });
});

describe('release, forceRelease and read', () => {
  it("gives up only this PC's own lease", async () => {
    const root = classFolder();
    const first = pc(root, 'pc-room1-01', 'ROOM1-PC01');
    const second = pc(root, 'pc-room1-02', 'ROOM1-PC02');
    await first.keeper.acquire(PLAYER);
    await second.keeper.release(PLAYER);
    expect(readLease(root).pcId).toBe('pc-room1-01');
    await first.keeper.release(PLAYER);
    expect(fs.existsSync(leasePath(root))).toBe(false);
    expect(await second.keeper.acquire(PLAYER)).toEqual({ ok: true });
  });

  it("lets a teacher remove any PC's lease, answering whether there was one", async () => {
    const root = classFolder();
    const first = pc(root, 'pc-room1-01', 'ROOM1-PC01');
    const teacher = pc(root, 'pc-teacher-01', 'TEACHER');
    expect(await teacher.keeper.forceRelease(PLAYER)).toEqual({ ok: true, value: false });
    await first.keeper.acquire(PLAYER);
    expect(await teacher.keeper.forceRelease(PLAYER)).toEqual({ ok: true, value: true });
    expect(fs.existsSync(leasePath(root))).toBe(false);
    expect(teacher.logged.join('\n')).toContain('ROOM1-PC01');
    expect(await teacher.keeper.forceRelease(PLAYER)).toEqual({ ok: true, value: false });
  });

  it('reads the lease as written; none and damaged read as null', async () => {
    const root = classFolder();
    const first = pc(root, 'pc-room1-01', 'ROOM1-PC01');
    expect(await first.keeper.read(PLAYER)).toEqual({ ok: true, value: null });
    await first.keeper.acquire(PLAYER);
    expect(await first.keeper.read(PLAYER)).toEqual({ ok: true, value: readLease(root) });
    fs.writeFileSync(leasePath(root), 'not json');
    expect(await first.keeper.read(PLAYER)).toEqual({ ok: true, value: null });
    expect(first.logged.join('\n')).toContain('damaged');
  });

  it('cuts a long PC name to what a lease holds', () => {
    expect(leasePcName(`  ${'X'.repeat(80)}  `)).toBe('X'.repeat(64));
    expect(leasePcName('   ')).toBe('PC');
  });
});
