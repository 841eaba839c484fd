import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { classProgressFileSchema } from '../../../core/contract';
import { makeTempFolder, playedSnapshot } from '../../../tests/support/electron/main/stores/testFolders';
import { readClassFolderChoice } from './machineConfig';
import { classCacheDir, openClassroom } from './openClassroom';
import { createShareFs } from './shareFs';

const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const quiet = () => {};
const noTimers = { setInterval: () => 0, clearInterval: () => {} };

/** One PC of a class whose sync runs on a clock the test moves. */
function pc() {
  const root = makeTempFolder('kotoba-sync-');
  folders.push(root);
  const userData = path.join(root, 'userData');
  const classFolder = path.join(root, 'share', '5-1');
  fs.mkdirSync(userData, { recursive: true });
  fs.mkdirSync(classFolder, { recursive: true });
  const config = path.join(root, 'config.json');
  fs.writeFileSync(config, JSON.stringify({ version: 1, classFolder }));
  const clock = { ms: 0 };
  const open = () =>
    openClassroom({
      userData,
      language: 'ja',
      choice: readClassFolderChoice({ candidates: [config], userData }),
      pcId: 'pc-sync-01',
      pcName: 'PC-01',
      log: quiet,
      timers: noTimers,
      monotonic: () => clock.ms,
      settleMs: 60_000,
    });
  const journalOf = (id: string) => path.join(classCacheDir(userData, classFolder), 'journal', `${id}.json`);
  const progressOf = (id: string) =>
    classProgressFileSchema.parse(
      JSON.parse(fs.readFileSync(path.join(classFolder, 'players', id, 'progress.json'), 'utf8')),
    );
  return { classFolder, clock, open, journalOf, progressOf };
}

describe('the class folder’s journal on this PC', () => {
  it('keeps written records until they have settled, and never counts them twice, also after a restart', async () => {
    const { clock, open, journalOf, progressOf } = pc();
    const room = await open();
    const aoi = room.profiles.add('あおい', 'hero');
    if (!aoi.ok || !room.sync) throw new Error('no player');
    expect((await room.sync.openPlayer(aoi.value.id)).ok).toBe(true);
    room.profiles.select(aoi.value.id);
    expect(room.snapshot.save(playedSnapshot()).ok).toBe(true);
    await room.sync.flushAll();
    // Written: nothing waits, but the record stays here until a later read still finds it.
    expect(room.status()).toMatchObject({ online: true, pending: 0 });
    expect(fs.existsSync(journalOf(aoi.value.id))).toBe(true);
    const written = progressOf(aoi.value.id);
    await room.dispose();

    // A restart sends the journal again: the share counts each record once.
    const again = await open();
    expect((await again.sync?.openPlayer(aoi.value.id))?.ok).toBe(true);
    await again.sync?.flushAll();
    expect(progressOf(aoi.value.id).snapshot).toEqual(written.snapshot);
    expect(progressOf(aoi.value.id).applied).toEqual(written.applied);

    // Long enough after the write, a read that still finds the records lets them leave the journal.
    clock.ms += 120_000;
    await again.sync?.retryNow();
    expect(fs.existsSync(journalOf(aoi.value.id))).toBe(false);
    expect(progressOf(aoi.value.id).snapshot.history).toHaveLength(1);
  });

  it('takes the lease of a player opened while the share was away once it answers again', async () => {
    const { classFolder, open } = pc();
    const first = await open();
    const aoi = first.profiles.add('あおい', 'hero');
    if (!aoi.ok) throw new Error('no player');
    await first.sync?.flushAll();
    await first.dispose();

    fs.renameSync(classFolder, `${classFolder}-away`);
    const offline = await open();
    expect(offline.status()).toMatchObject({ mode: 'class', online: false });
    expect((await offline.sync?.openPlayer(aoi.value.id))?.ok).toBe(true);
    const lease = path.join(classFolder, 'players', aoi.value.id, 'lease.json');

    fs.renameSync(`${classFolder}-away`, classFolder);
    expect(fs.existsSync(lease)).toBe(false);
    await offline.sync?.retryNow();
    expect(offline.status()).toMatchObject({ online: true });
    expect(JSON.parse(fs.readFileSync(lease, 'utf8'))).toMatchObject({
      pcName: 'PC-01',
      playerId: aoi.value.id,
    });
  });

  it('moves a damaged class progress aside and rebuilds it from this PC’s copy instead of stopping for good', async () => {
    const { classFolder, open, progressOf } = pc();
    const room = await open();
    const aoi = room.profiles.add('あおい', 'hero');
    if (!aoi.ok || !room.sync) throw new Error('no player');
    expect((await room.sync.openPlayer(aoi.value.id)).ok).toBe(true);
    room.profiles.select(aoi.value.id);
    const dir = path.join(classFolder, 'players', aoi.value.id);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'progress.json'), '');
    expect(room.snapshot.save(playedSnapshot()).ok).toBe(true);
    await room.sync.flushAll();
    expect(progressOf(aoi.value.id).snapshot.history).toHaveLength(1);
    expect(fs.readdirSync(dir).some((name) => name.startsWith('progress.damaged-'))).toBe(true);
  });

  it('gives the lease back when the pupil leaves this PC, after writing back what waits', async () => {
    const { classFolder, open, progressOf } = pc();
    const room = await open();
    const aoi = room.profiles.add('あおい', 'hero');
    if (!aoi.ok || !room.sync) throw new Error('no player');
    expect((await room.sync.openPlayer(aoi.value.id)).ok).toBe(true);
    room.profiles.select(aoi.value.id);
    const lease = path.join(classFolder, 'players', aoi.value.id, 'lease.json');
    expect(fs.existsSync(lease)).toBe(true);
    expect(room.snapshot.save(playedSnapshot()).ok).toBe(true);

    expect(await room.sync.leave()).toBe(true);
    expect(fs.existsSync(lease)).toBe(false);
    expect(progressOf(aoi.value.id).snapshot.history).toHaveLength(1);
    // Nobody is open here any more: leaving again changes nothing.
    expect(await room.sync.leave()).toBe(false);
  });

  it('treats a share that refuses this account a teacher’s file as a permission, not as offline', async () => {
    const root = makeTempFolder('kotoba-sync-');
    folders.push(root);
    const userData = path.join(root, 'userData');
    const classFolder = path.join(root, 'share', '5-1');
    fs.mkdirSync(userData, { recursive: true });
    fs.mkdirSync(classFolder, { recursive: true });
    const real = createShareFs({ pcId: 'pc-sync-02', root: classFolder });
    // IT lets only teachers write the top of the class folder; this is a pupil's account.
    const share = {
      ...real,
      writeJsonAtomic: async (file: string, value: unknown) =>
        path.basename(file) === 'wordlists.json'
          ? { ok: false as const, error: { code: 'EACCES', message: 'refused', unavailable: true } }
          : real.writeJsonAtomic(file, value),
    };
    const logs: string[] = [];
    const room = await openClassroom({
      userData,
      language: 'ja',
      choice: { kind: 'folder', folder: classFolder, className: null, source: 'machine', configPath: 'x' },
      pcId: 'pc-sync-02',
      pcName: 'PC-02',
      share,
      log: (m) => logs.push(m),
      timers: noTimers,
    });
    fs.writeFileSync(
      path.join(classCacheDir(userData, classFolder), 'wordlists.json'),
      '{"version":1,"lists":[]}',
    );
    room.sync?.sharedFileChanged('wordlists.json');
    await room.sync?.flushAll();
    expect(room.status()).toMatchObject({ mode: 'class', online: true });
    expect(logs.some((m) => /wordlists\.json could not be written .* it waits/.test(m))).toBe(true);
  });
});
