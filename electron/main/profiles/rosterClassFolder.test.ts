import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { bytesBase64 } from '../../../core/roster/base64Bytes';
import { rosterWork } from '../../../core/roster/rosterWork';
import { playedSnapshot } from '../../../tests/support/core/progress/playedSnapshot';
import { makePupils, oneRosterTexts, oneRosterZip } from '../../../tests/support/core/roster/oneRosterSet';
import { makeTempFolder } from '../../../tests/support/electron/main/stores/testFolders';
import { readClassFolderChoice } from '../classfolder/machineConfig';
import { type Classroom, openClassroom } from '../classfolder/openClassroom';
import { CLASS_ROSTER_BACKUP_PATH, desktopRosterHost, randomPlayerId } from './rosterHost';

const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const quiet = () => {};
const noTimers = { setInterval: () => 0, clearInterval: () => {} };
const TOKEN = 'T'.repeat(43);

/** Two PCs of one lab sharing a class folder, each with its own userData. */
function lab() {
  const root = makeTempFolder('kotoba-roster-class-');
  folders.push(root);
  const classFolder = path.join(root, 'share', '2-1');
  fs.mkdirSync(classFolder, { recursive: true });
  const config = path.join(root, 'config.json');
  fs.writeFileSync(config, JSON.stringify({ version: 1, classFolder }));
  const open = (pc: string) => {
    const userData = path.join(root, pc);
    fs.mkdirSync(userData, { recursive: true });
    return openClassroom({
      userData,
      language: 'ja',
      choice: readClassFolderChoice({ candidates: [config], userData }),
      pcId: `pc-${pc.toLowerCase()}`,
      pcName: pc,
      log: quiet,
      timers: noTimers,
    });
  };
  return { classFolder, open };
}

/** The roster's operations of one PC of the class, wired as main wires them. */
function rosterOf(room: Classroom) {
  const sync = room.sync;
  if (!sync || !room.classFolder) throw new Error('no class folder');
  return rosterWork(
    desktopRosterHost({
      profiles: room.profiles,
      isUnlocked: (token) => token === TOKEN,
      profileChanged: (profile) => sync.profileChanged(profile),
      classFolder: { ...room.classFolder, sync },
      makeId: randomPlayerId,
    }),
  ).roster;
}

const meibo = (count: number) => [
  {
    name: 'meibo.zip',
    base64: bytesBase64(
      oneRosterZip(oneRosterTexts({ schoolYear: '2026', classes: ['2年1組'], pupils: makePupils(count, 1) })),
    ),
  },
];

/** The roster ids of the players listed in the class folder itself (what any PC reads). */
function onShare(classFolder: string): string[] {
  const dir = path.join(classFolder, 'players');
  return fs
    .readdirSync(dir)
    .map((id) => JSON.parse(fs.readFileSync(path.join(dir, id, 'profile.json'), 'utf8')).rosterId)
    .filter((id): id is string => typeof id === 'string')
    .sort();
}

describe('undoing a roster import in a class folder', () => {
  it('reaches the share and every PC, and keeps a pupil who has played since at another PC', async () => {
    const { classFolder, open } = lab();
    const pc1 = await open('PC-01');
    const pc2 = await open('PC-02');
    const applied = await rosterOf(pc1).apply({ token: TOKEN, files: meibo(4), classes: null });
    expect(applied.ok).toBe(true);
    await pc1.sync?.flushAll();
    // The backup is in the class's teacher folder, not only on this PC.
    const backups = fs.readdirSync(path.join(classFolder, CLASS_ROSTER_BACKUP_PATH));
    expect(backups.filter((name) => name.endsWith('.json'))).toHaveLength(1);

    // A pupil plays at PC 2 after the import; PC 1's own copy knows nothing of it.
    await pc2.sync?.refreshPlayers();
    const hanako = pc2.profiles.view().profiles.find((p) => p.rosterId === 'u-00002');
    if (!hanako) throw new Error('the import did not reach PC 2');
    expect((await pc2.sync?.openPlayer(hanako.id))?.ok).toBe(true);
    pc2.profiles.select(hanako.id);
    expect(pc2.snapshot.save(playedSnapshot()).ok).toBe(true);
    await pc2.sync?.leave();
    await pc2.sync?.flushAll();
    expect(pc1.profiles.filesOf(hanako.id)?.snapshot.read().history).toHaveLength(0);

    const undone = await rosterOf(pc1).undo({ token: TOKEN });
    expect(undone).toEqual({ ok: true, value: { removed: 3, kept: 1 } });
    await pc1.sync?.flushAll();
    expect(onShare(classFolder)).toEqual(['u-00002']);
    // Set aside on the share, never deleted.
    expect(fs.readdirSync(path.join(classFolder, 'removed'))).toHaveLength(3);
    await pc2.sync?.refreshPlayers();
    expect(pc2.profiles.view().profiles.map((p) => p.rosterId)).toEqual(['u-00002']);
    expect(
      fs.readdirSync(path.join(classFolder, CLASS_ROSTER_BACKUP_PATH)).filter((n) => n.endsWith('.json')),
    ).toEqual([]);
    // Nothing left to undo, at either PC.
    expect(await rosterOf(pc2).undo({ token: TOKEN })).toMatchObject({
      ok: false,
      error: { reason: 'roster.noBackup' },
    });
    await pc1.dispose();
    await pc2.dispose();
  });

  it('can be undone at another PC of the class than the one that imported', async () => {
    const { classFolder, open } = lab();
    const pc1 = await open('PC-01');
    const pc2 = await open('PC-02');
    // A pupil the class had before the roster, typed in by hand.
    const aoi = pc1.profiles.add('あおい', 'hero');
    if (!aoi.ok) throw new Error('the player was not added');
    expect((await rosterOf(pc1).apply({ token: TOKEN, files: meibo(3), classes: null })).ok).toBe(true);
    await pc1.sync?.flushAll();
    expect(onShare(classFolder)).toEqual(['u-00001', 'u-00002', 'u-00003']);

    // PC 2 has not re-read the list since it opened: the undo reads the share first.
    const undone = await rosterOf(pc2).undo({ token: TOKEN });
    expect(undone).toEqual({ ok: true, value: { removed: 3, kept: 0 } });
    await pc2.sync?.flushAll();
    expect(onShare(classFolder)).toEqual([]);
    expect(fs.readdirSync(path.join(classFolder, 'players'))).toEqual([aoi.value.id]);
    await pc1.sync?.refreshPlayers();
    expect(pc1.profiles.view().profiles.map((p) => p.name)).toEqual(['あおい']);
    await pc1.dispose();
    await pc2.dispose();
  });
});

describe('a roster imported into a class folder', () => {
  it('reaches the share, so another PC of the class lists the pupils with their classes', async () => {
    const { classFolder, open } = lab();
    const teacherPc = await open('PC-01');
    const sync = teacherPc.sync;
    if (!sync) throw new Error('no class folder');
    // As main wires it: players new or changed by the import go to the share like any change of a player.
    const { roster } = rosterWork(
      desktopRosterHost({
        profiles: teacherPc.profiles,
        isUnlocked: (token) => token === TOKEN,
        profileChanged: (profile) => sync.profileChanged(profile),
        makeId: randomPlayerId,
      }),
    );
    const zip = oneRosterZip(
      oneRosterTexts({ schoolYear: '2026', classes: ['2年1組'], pupils: makePupils(5, 1) }),
    );
    const applied = await roster.apply({
      token: TOKEN,
      files: [{ name: 'meibo.zip', base64: bytesBase64(zip) }],
      classes: null,
    });
    expect(applied.ok).toBe(true);
    await sync.flushAll();
    const taro = teacherPc.profiles.view().profiles.find((p) => p.rosterId === 'u-00001');
    expect(
      JSON.parse(fs.readFileSync(path.join(classFolder, 'players', taro?.id ?? '', 'profile.json'), 'utf8')),
    ).toEqual(taro);
    await teacherPc.dispose();

    const pupilPc = await open('PC-02');
    const listed = pupilPc.profiles.view().profiles.filter((p) => p.className === '2年1組');
    expect(listed.map((p) => p.rosterId).sort()).toEqual([
      'u-00001',
      'u-00002',
      'u-00003',
      'u-00004',
      'u-00005',
    ]);
    await pupilPc.dispose();
  });
});

describe('removing pupils who left a class folder', () => {
  it('sets their folder aside on the share once their records are saved, as no PC lists them again', async () => {
    const { classFolder, open } = lab();
    const pc1 = await open('PC-01');
    const pc2 = await open('PC-02');
    expect((await rosterOf(pc1).apply({ token: TOKEN, files: meibo(4), classes: null })).ok).toBe(true);
    await pc1.sync?.flushAll();
    // The fourth pupil plays at PC 2, then leaves the school: next year's roster lists three.
    await pc2.sync?.refreshPlayers();
    const leaver = pc2.profiles.view().profiles.find((p) => p.rosterId === 'u-00004');
    if (!leaver) throw new Error('the import did not reach PC 2');
    expect((await pc2.sync?.openPlayer(leaver.id))?.ok).toBe(true);
    pc2.profiles.select(leaver.id);
    expect(pc2.snapshot.save(playedSnapshot()).ok).toBe(true);
    await pc2.sync?.leave();
    await pc2.sync?.flushAll();
    const roster = rosterOf(pc1);
    const plan = await roster.apply({ token: TOKEN, files: meibo(3), classes: null });
    expect(plan.ok).toBe(true);

    // Not without their records saved, unless the teacher says so; nothing is removed meanwhile.
    const refused = await roster.removeLeavers({ token: TOKEN, ids: [leaver.id], withoutExport: false });
    expect(refused).toMatchObject({ ok: false, error: { reason: 'roster.notExported' } });
    expect(fs.existsSync(path.join(classFolder, 'players', leaver.id))).toBe(true);
    expect(
      await roster.removeLeavers({ token: 'W'.repeat(43), ids: [leaver.id], withoutExport: true }),
    ).toMatchObject({ ok: false, error: { code: 'not-unlocked' } });

    // The export reads the class folder's records (played at PC 2), then the removal is allowed.
    const exported = await roster.exportPlayers({ token: TOKEN, ids: [leaver.id] });
    if (!exported.ok) throw new Error('not exported');
    expect(JSON.parse(exported.value[0]?.text ?? '{}').snapshot.history).toHaveLength(1);
    const removed = await roster.removeLeavers({ token: TOKEN, ids: [leaver.id], withoutExport: false });
    expect(removed).toEqual({ ok: true, value: { removed: 1 } });
    expect(fs.existsSync(path.join(classFolder, 'players', leaver.id))).toBe(false);
    const setAside = fs.readdirSync(path.join(classFolder, 'removed'));
    expect(setAside).toEqual([expect.stringMatching(new RegExp(`^${leaver.id}-`))]);
    // Set aside with every record, never deleted.
    const kept = JSON.parse(
      fs.readFileSync(path.join(classFolder, 'removed', setAside[0] ?? '', 'progress.json'), 'utf8'),
    );
    expect(JSON.stringify(kept)).toContain('month');
    await pc2.sync?.refreshPlayers();
    expect(pc2.profiles.view().profiles.some((p) => p.id === leaver.id)).toBe(false);
    await pc1.dispose();
    await pc2.dispose();
  });

  it('keeps a pupil who is playing at another PC', async () => {
    const { classFolder, open } = lab();
    const pc1 = await open('PC-01');
    const pc2 = await open('PC-02');
    expect((await rosterOf(pc1).apply({ token: TOKEN, files: meibo(2), classes: null })).ok).toBe(true);
    await pc1.sync?.flushAll();
    await pc2.sync?.refreshPlayers();
    const playing = pc2.profiles.view().profiles.find((p) => p.rosterId === 'u-00002');
    if (!playing) throw new Error('the import did not reach PC 2');
    expect((await pc2.sync?.openPlayer(playing.id))?.ok).toBe(true);
    const answer = await rosterOf(pc1).removeLeavers({
      token: TOKEN,
      ids: [playing.id],
      withoutExport: true,
    });
    expect(answer).toMatchObject({ ok: false, error: { reason: 'classFolder.openElsewhere' } });
    expect(fs.existsSync(path.join(classFolder, 'players', playing.id))).toBe(true);
    await pc1.dispose();
    await pc2.dispose();
  });
});
