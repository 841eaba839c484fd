import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadToShow } from '../../../core/saves/loadToShow';
import { makeTempFolder, playedSnapshot } from '../../../tests/support/electron/main/stores/testFolders';
import { readClassFolderChoice } from './machineConfig';
import { classCacheDir, openClassroom } from './openClassroom';
import { SHARE_TEMP_STALE_MS } from './removeStaleShareTempFiles';

const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const quiet = () => {};
const noTimers = { setInterval: () => 0, clearInterval: () => {} };

function lab() {
  const root = makeTempFolder('kotoba-classroom-');
  folders.push(root);
  const userData = path.join(root, 'userData');
  const classFolder = path.join(root, 'share', '5-1');
  fs.mkdirSync(userData, { recursive: true });
  fs.mkdirSync(classFolder, { recursive: true });
  const config = path.join(root, 'config.json');
  const open = (text: string) => {
    fs.writeFileSync(config, text);
    const choice = readClassFolderChoice({ candidates: [config], userData });
    return openClassroom({
      userData,
      language: 'ja',
      choice,
      pcId: 'pc-test-01',
      pcName: 'PC-01',
      log: quiet,
      timers: noTimers,
    });
  };
  return { root, userData, classFolder, config, open };
}

describe('opening the players for this start', () => {
  it('keeps the notice of a damaged progress file through class-folder saves until it is shown', async () => {
    const { classFolder, open } = lab();
    const config = JSON.stringify({ version: 1, classFolder });
    const first = await open(config);
    expect(first.snapshot.save(playedSnapshot()).ok).toBe(true);
    await first.dispose();
    fs.writeFileSync(first.snapshot.path, '{"version": 2, "level"');

    const room = await open(config);
    expect(room.status()).toMatchObject({ mode: 'class' });
    // Each save here reads the progress before it (for the class folder's record): that read must
    // not use up the notice the player has not seen yet.
    expect(room.snapshot.save(playedSnapshot(4)).ok).toBe(true);
    expect(room.snapshot.save(playedSnapshot(5)).ok).toBe(true);
    const loaded = room.snapshot.load();
    expect(loaded).toMatchObject({
      recovered: true,
      movedTo: expect.stringMatching(/progress\.json\.corrupt-/),
    });
    expect(loadToShow(room.snapshot)).toEqual(loaded);
    expect(room.snapshot.load()).toMatchObject({ recovered: false, movedTo: null });
    await room.dispose();
  });

  it('gives the dashboard this PC’s players: the class list trimmed, one pupil’s page whole', async () => {
    const { open } = lab();
    const room = await open('{ "version": 1 }');
    expect(room.snapshot.save(playedSnapshot()).ok).toBe(true);
    const [first] = await room.pupils.readPupils();
    expect(first?.snapshot?.words['e56.january']?.wrongKeys).toEqual({});
    const whole = await room.pupils.readPupil(room.profiles.view().activeId);
    expect(whole?.snapshot).toEqual(playedSnapshot());
  });

  it('keeps every save on this PC when config.json is malformed, says why, and loses nothing', async () => {
    const { userData, open } = lab();
    const before = await open('{ "version": 1, "classFolder": "S:\\kotoba" ');
    expect(before.status()).toMatchObject({ mode: 'local' });
    // Progress saved on this PC before the broken file.
    expect(before.snapshot.save(playedSnapshot()).ok).toBe(true);

    const room = await open('{ "version": 1, "classFolder": "S:\\\\kotoba", }');
    const status = room.status();
    expect(status.mode).toBe('local');
    if (status.mode !== 'local') return;
    expect(status.problem).toEqual({ code: 'config-invalid', detail: expect.stringContaining('line 1') });
    expect(status.configPath).toMatch(/config\.json$/);
    expect(room.snapshot.load().snapshot).toEqual(playedSnapshot());
    expect(fs.existsSync(path.join(userData, 'profiles.json'))).toBe(true);
  });

  it('refuses a relative class folder with a clear reason and keeps this PC’s saves', async () => {
    const { open } = lab();
    const room = await open(JSON.stringify({ version: 1, classFolder: 'kotoba/5-1' }));
    const status = room.status();
    expect(status).toMatchObject({ mode: 'local', problem: { code: 'config-invalid' } });
    if (status.mode === 'local') expect(status.problem?.detail).toMatch(/full path/);
  });

  it('falls back to this PC’s saves when a class folder it never reached cannot be reached', async () => {
    const { root, open } = lab();
    const missing = path.join(root, 'server-down', '5-1');
    const room = await open(JSON.stringify({ version: 1, classFolder: missing }));
    const status = room.status();
    expect(status.mode).toBe('local');
    if (status.mode === 'local') expect(status.problem).toEqual({ code: 'folder-missing', detail: missing });
    expect(room.sync).toBeNull();
  });

  it('opens the class offline from this PC’s copy when a folder it used before is away', async () => {
    const { userData, classFolder, open } = lab();
    const config = JSON.stringify({ version: 1, classFolder, className: '5年1組' });
    const first = await open(config);
    expect(first.status()).toMatchObject({ mode: 'class', online: true, className: '5年1組' });
    const added = first.profiles.add('あおい', 'hero');
    expect(added.ok).toBe(true);
    await first.sync?.flushAll();
    await first.dispose();
    expect(fs.existsSync(classCacheDir(userData, classFolder))).toBe(true);

    fs.renameSync(classFolder, `${classFolder}-away`);
    const offline = await open(config);
    expect(offline.status()).toMatchObject({ mode: 'class', online: false });
    expect(offline.profiles.view().profiles.map((p) => p.name)).toContain('あおい');
    // The folder that went away was not made again here.
    expect(fs.existsSync(classFolder)).toBe(false);
  });

  for (const [what, damage] of [
    ['cut short', (good: string) => good.slice(0, good.indexOf('"name"'))],
    ['empty', () => ''],
    ['garbage', () => '\u0000\u0000{{garbage'],
    ['of the wrong shape', () => '{"version":1,"profiles":{}}'],
  ] as const) {
    for (const online of [true, false]) {
      it(`brings back every player with their name when this PC’s copy of the class list is ${what} (class folder ${online ? 'reachable' : 'away'}); the teacher is told`, async () => {
        const { userData, classFolder, open } = lab();
        const config = JSON.stringify({ version: 1, classFolder });
        const first = await open(config);
        // The first player plays, so the class folder lists them too.
        expect(first.snapshot.save(playedSnapshot()).ok).toBe(true);
        expect(first.profiles.add('あおい', 'hero').ok).toBe(true);
        expect(first.profiles.add('Kenji', 'storm-cloud').ok).toBe(true);
        await first.sync?.flushAll();
        const names = first.profiles
          .view()
          .profiles.map((p) => p.name)
          .sort();
        await first.dispose();
        const cached = path.join(classCacheDir(userData, classFolder), 'profiles.json');
        fs.writeFileSync(cached, damage(fs.readFileSync(cached, 'utf8')));
        if (!online) fs.renameSync(classFolder, `${classFolder}-away`);

        const room = await open(config);
        expect(room.status()).toMatchObject({ mode: 'class', online });
        const view = room.profiles.view();
        expect(view.profiles.map((p) => p.name).sort()).toEqual(names);
        expect(view.notices).toEqual([
          expect.objectContaining({ file: 'profiles', recovered: 3, renamed: 0, lost: 0 }),
        ]);
        await room.dispose();
      });
    }
  }

  it('removes at the next open the temp files a PC killed mid-write left on the share, never a fresh one', async () => {
    const { classFolder, open } = lab();
    const config = JSON.stringify({ version: 1, classFolder });
    const first = await open(config);
    expect(first.snapshot.save(playedSnapshot()).ok).toBe(true);
    await first.sync?.flushAll();
    const id = first.profiles.view().activeId;
    await first.dispose();
    const player = path.join(classFolder, 'players', id);
    const killed = path.join(player, 'progress.json.tmp-pc-other-01-0a1b2c3d');
    fs.writeFileSync(killed, '{"version":1,"snap');
    const then = new Date(Date.now() - 2 * SHARE_TEMP_STALE_MS);
    fs.utimesSync(killed, then, then);
    const writing = path.join(player, 'settings.json.tmp-pc-other-02-0a1b2c3d');
    fs.writeFileSync(writing, '{"version":1');

    const room = await open(config);
    await room.dispose();
    expect(fs.existsSync(killed)).toBe(false);
    expect(fs.existsSync(writing)).toBe(true);
    expect(fs.existsSync(path.join(player, 'progress.json'))).toBe(true);
  });

  it('lists the class folder’s players and keeps the teacher’s word lists there', async () => {
    const { classFolder, open } = lab();
    const config = JSON.stringify({ version: 1, classFolder });
    const room = await open(config);
    const aoi = room.profiles.add('あおい', 'hero');
    expect(aoi.ok).toBe(true);
    await room.sync?.flushAll();
    if (!aoi.ok) return;
    expect(
      JSON.parse(fs.readFileSync(path.join(classFolder, 'players', aoi.value.id, 'profile.json'), 'utf8')),
    ).toEqual(aoi.value);
    expect(fs.existsSync(path.join(classFolder, 'kotoba-class.json'))).toBe(true);
  });

  it('tells the dashboard why a class progress file cannot be read: not JSON, damaged, or from a newer game', async () => {
    const { classFolder, open } = lab();
    const room = await open(JSON.stringify({ version: 1, classFolder }));
    const added = ['あおい', 'れん', 'けん'].map((name) => room.profiles.add(name, 'hero'));
    await room.sync?.flushAll();
    const [aoi, ren, ken] = added.map((one) => {
      if (!one.ok) throw new Error('a player was not added');
      return one.value.id;
    });
    const progressOf = (id: string | undefined) =>
      path.join(classFolder, 'players', id ?? '', 'progress.json');
    const classFile = (snapshot: unknown) =>
      JSON.stringify({ version: 1, snapshot, applied: [], updatedAt: '', updatedBy: 'PC-02' });
    fs.writeFileSync(progressOf(aoi), '{"version": 1, "snaps');
    fs.writeFileSync(progressOf(ren), classFile({ ...playedSnapshot(), level: 'high' }));
    fs.writeFileSync(progressOf(ken), classFile({ ...playedSnapshot(), version: 9 }));

    const pupils = await room.pupils.readPupils();
    const problemOf = (id: string | undefined) => pupils.find((p) => p.profile.id === id)?.problem;
    expect(problemOf(aoi)).toEqual({ code: 'damaged', detail: 'EDAMAGED' });
    expect(problemOf(ren)).toEqual({ code: 'damaged', detail: expect.stringContaining('level') });
    expect(problemOf(ken)).toEqual({ code: 'newer-version', detail: 'format 9' });
    await room.dispose();
  });

  it('gives the dashboard every pupil of the class folder, with what this PC has not written back yet', async () => {
    const { classFolder, open } = lab();
    const room = await open(JSON.stringify({ version: 1, classFolder }));
    const aoi = room.profiles.add('あおい', 'hero');
    const ren = room.profiles.add('れん', 'number-bat');
    if (!aoi.ok || !ren.ok) throw new Error('players were not added');
    expect((await room.sync?.openPlayer(aoi.value.id))?.ok).toBe(true);
    room.profiles.select(aoi.value.id);
    expect(room.snapshot.save(playedSnapshot()).ok).toBe(true);
    await room.sync?.flushAll();

    const pupils = await room.pupils.readPupils();
    expect(pupils.map((p) => p.profile.name).sort()).toEqual(['あおい', 'れん']);
    const mine = pupils.find((p) => p.profile.id === aoi.value.id);
    expect(mine?.snapshot?.history).toHaveLength(1);
    expect(mine?.snapshot?.stages).toEqual(playedSnapshot().stages);
    // A pupil who has not played yet is in the list with empty progress.
    expect(pupils.find((p) => p.profile.id === ren.value.id)).toMatchObject({
      snapshot: { history: [] },
      problem: null,
    });
    // One pupil's page gets their whole progress, mistakes by key included.
    expect((await room.pupils.readPupil(aoi.value.id))?.snapshot).toEqual(playedSnapshot());
  });

  it('lets a name added by mistake be deleted, but never a pupil with progress in the class folder', async () => {
    const { classFolder, open } = lab();
    const room = await open(JSON.stringify({ version: 1, classFolder }));
    const typo = room.profiles.add('ああああ', 'hero');
    const aoi = room.profiles.add('あおい', 'hero');
    if (!typo.ok || !aoi.ok || !room.sync) throw new Error('players were not added');
    expect((await room.sync.openPlayer(aoi.value.id)).ok).toBe(true);
    room.profiles.select(aoi.value.id);
    expect(room.snapshot.save(playedSnapshot()).ok).toBe(true);
    await room.sync.flushAll();

    const refused = await room.sync.checkRemove(aoi.value.id);
    expect(refused).toMatchObject({ ok: false, error: { code: 'protected' } });
    expect(refused).toMatchObject({ error: { reason: 'classFolder.unsentResults' } });
    expect(await room.sync.checkRemove(typo.value.id)).toEqual({ ok: true, value: undefined });
    expect(room.profiles.remove(typo.value.id).ok).toBe(true);
    // The mistaken name's folder is set aside in the class folder, never deleted; the pupil's stays.
    await vi.waitFor(() =>
      expect(fs.readdirSync(path.join(classFolder, 'removed')).some((n) => n.startsWith(typo.value.id))).toBe(
        true,
      ),
    );
    expect(fs.existsSync(path.join(classFolder, 'players', typo.value.id))).toBe(false);
    expect(fs.existsSync(path.join(classFolder, 'players', aoi.value.id, 'progress.json'))).toBe(true);
  });
});
