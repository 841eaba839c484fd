import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BRIDGE, DEFAULT_SETTINGS } from '../../../core/contract';
import {
  fsError,
  mountSmallDisk,
  playedSnapshot,
  progressWithWords,
  standInFs,
  tempFilesIn,
  tempFoldersCleanedAfterEach,
} from '../../../tests/support/electron/main/stores/testFolders';
import { createIpcHandlers } from '../ipc/createIpcHandlers';
import { createProfileService } from '../profiles/profileService';
import { createWindowStateStore, defaultWindowState } from '../window/windowState';
import { createWordListService } from '../wordlists/wordListService';
import { electronStoreOpener } from './openElectronStore';
import { createSettingsService } from './settingsService';
import { createSnapshotService } from './snapshotService';
import { nodeAtomicFs } from './writeFileAtomic';

const folder = tempFoldersCleanedAfterEach('kotoba-full-disk-');
const quiet = () => {};
let clock = Date.parse('2026-02-01T08:00:00Z');
// Each store waits a while after a refused write; the clock moves on so every test starts afresh.
const now = () => {
  clock += 60_000;
  return new Date(clock);
};

/** A disk with `free` bytes left: writes beyond it are cut short, then refused with ENOSPC (as Linux does). */
function fillingDisk() {
  const room = { free: Number.POSITIVE_INFINITY };
  const fs = standInFs({
    writeSync: (fd, buffer, offset, length) => {
      if (room.free <= 0) throw fsError('ENOSPC');
      const n = Math.min(length, room.free);
      room.free -= n;
      return nodeAtomicFs.writeSync(fd, buffer, offset, n);
    },
  });
  return { room, openStore: electronStoreOpener(fs) };
}

const twoHundredWords = new TextEncoder().encode(
  `en,ja\n${Array.from({ length: 200 }, (_, i) => `word${i},ことば${i}`).join('\n')}\n`,
);

describe('every stored file on a disk that fills up (stand-in file system: short writes, then ENOSPC)', () => {
  it('progress: app:save answers write-failed and progress.json keeps the previous save', async () => {
    const cwd = folder();
    const disk = fillingDisk();
    const snapshot = createSnapshotService({ cwd, openStore: disk.openStore, log: quiet, now });
    const settings = createSettingsService({ cwd, openStore: disk.openStore, log: quiet, now });
    const handlers = createIpcHandlers({ settings, snapshot, isTrustedSender: () => true });
    const game = {} as Parameters<(typeof handlers)[typeof BRIDGE.app.save]>[0];
    expect(await handlers[BRIDGE.app.save](game, playedSnapshot(2))).toMatchObject({ ok: true });
    const before = fs.readFileSync(snapshot.path);
    disk.room.free = 8192;
    const answer = await handlers[BRIDGE.app.save](game, progressWithWords(300));
    expect(answer).toMatchObject({ ok: false, error: { code: 'write-failed', reason: 'save.diskFull' } });
    expect(!answer.ok && answer.error.detail).toMatch(/disk is full \(ENOSPC\); the previous save is kept/);
    expect(fs.readFileSync(snapshot.path).equals(before)).toBe(true);
    expect(tempFilesIn(cwd)).toEqual([]);
    expect(createSnapshotService({ cwd, log: quiet }).load().snapshot).toEqual(playedSnapshot(2));
  });

  it('settings: a refused change leaves settings.json as it was', () => {
    const cwd = folder();
    const disk = fillingDisk();
    const settings = createSettingsService({ cwd, openStore: disk.openStore, log: quiet, now });
    const before = fs.readFileSync(settings.path);
    disk.room.free = 100;
    expect(settings.update({ language: 'en' })).toMatchObject({ ok: false, error: { code: 'write-failed' } });
    expect(fs.readFileSync(settings.path).equals(before)).toBe(true);
    expect(createSettingsService({ cwd, log: quiet }).load()).toMatchObject({
      settings: DEFAULT_SETTINGS,
      recovered: false,
    });
  });

  it('profiles.json: adding a player fails cleanly and every player stays listed', () => {
    const cwd = folder();
    const disk = fillingDisk();
    const profiles = createProfileService({ cwd, openStore: disk.openStore, log: quiet, now });
    expect(profiles.add('Aiko', 'hero').ok).toBe(true);
    const before = fs.readFileSync(profiles.path);
    disk.room.free = 100;
    expect(profiles.add('Kenji', 'hero')).toMatchObject({ ok: false, error: { code: 'write-failed' } });
    expect(fs.readFileSync(profiles.path).equals(before)).toBe(true);
    const names = createProfileService({ cwd, log: quiet })
      .view()
      .profiles.map((p) => p.name);
    expect(names).toEqual(['Player 1', 'Aiko']);
  });

  it('wordlists.json: confirming a 200-word list fails cleanly, keeps the saved lists and the preview', () => {
    const cwd = folder();
    const disk = fillingDisk();
    const lists = createWordListService({ cwd, openStore: disk.openStore, log: quiet, now });
    const first = lists.preview(new TextEncoder().encode('en,ja\ndog,いぬ\n'), 'unit1.csv');
    expect(first.ok && lists.confirm(first.value.id).ok).toBe(true);
    const before = fs.readFileSync(lists.path);
    disk.room.free = 8192;
    const big = lists.preview(twoHundredWords, 'unit2.csv');
    if (!big.ok) throw new Error('the 200-word file should preview');
    expect(lists.confirm(big.value.id)).toMatchObject({ ok: false, error: { code: 'write-failed' } });
    expect(fs.readFileSync(lists.path).equals(before)).toBe(true);
    disk.room.free = Number.POSITIVE_INFINITY;
    expect(lists.confirm(big.value.id).ok).toBe(true);
  });

  it('window-state.json: a refused save leaves the previous position', () => {
    const cwd = folder();
    const disk = fillingDisk();
    const store = createWindowStateStore({ cwd, openStore: disk.openStore, log: quiet });
    store.save({ ...defaultWindowState(), x: 10, y: 20 });
    const file = path.join(cwd, 'window-state.json');
    const before = fs.readFileSync(file);
    disk.room.free = 10;
    store.save({ ...defaultWindowState(), x: 300, y: 400 });
    expect(fs.readFileSync(file).equals(before)).toBe(true);
  });
});

const disk = mountSmallDisk(64);
afterAll(() => {
  if (disk.ok) disk.unmount();
});
const onRealDisk = disk.ok ? it : it.skip;

describe(`saves on a real 64 KiB tmpfs with 8 KB free${disk.ok ? '' : ` (skipped here: ${disk.reason})`}`, () => {
  const cwdOnDisk = (name: string) => {
    if (!disk.ok) throw new Error(disk.reason);
    const cwd = path.join(disk.dir, name);
    fs.mkdirSync(cwd);
    return cwd;
  };

  onRealDisk(
    'app:save of a large progress answers write-failed and progress.json stays the good copy',
    async () => {
      const cwd = cwdOnDisk('progress');
      const snapshot = createSnapshotService({ cwd, log: quiet, now });
      const settings = createSettingsService({ cwd, log: quiet, now });
      const handlers = createIpcHandlers({ settings, snapshot, isTrustedSender: () => true });
      const game = {} as Parameters<(typeof handlers)[typeof BRIDGE.app.save]>[0];
      expect(await handlers[BRIDGE.app.save](game, playedSnapshot(2))).toMatchObject({ ok: true });
      const before = fs.readFileSync(snapshot.path);
      if (disk.ok) disk.leaveFree(8192);
      const answer = await handlers[BRIDGE.app.save](game, progressWithWords(150));
      expect(answer).toMatchObject({ ok: false, error: { code: 'write-failed' } });
      expect(fs.readFileSync(snapshot.path).equals(before)).toBe(true);
      expect(tempFilesIn(cwd)).toEqual([]);
      expect(createSnapshotService({ cwd, log: quiet }).load()).toMatchObject({
        snapshot: playedSnapshot(2),
        recovered: false,
      });
      fs.rmSync(path.join(disk.ok ? disk.dir : cwd, 'filler'), { force: true });
    },
  );

  onRealDisk('wordlists:confirm of a 200-word list answers write-failed and keeps wordlists.json', () => {
    const cwd = cwdOnDisk('wordlists');
    const lists = createWordListService({ cwd, log: quiet, now });
    const first = lists.preview(new TextEncoder().encode('en,ja\ndog,いぬ\n'), 'unit1.csv');
    expect(first.ok && lists.confirm(first.value.id).ok).toBe(true);
    const before = fs.readFileSync(lists.path);
    if (disk.ok) disk.leaveFree(8192);
    const big = lists.preview(twoHundredWords, 'unit2.csv');
    if (!big.ok) throw new Error('the 200-word file should preview');
    expect(lists.confirm(big.value.id)).toMatchObject({ ok: false, error: { code: 'write-failed' } });
    expect(fs.readFileSync(lists.path).equals(before)).toBe(true);
    expect(tempFilesIn(cwd)).toEqual([]);
    expect(
      createWordListService({ cwd, log: quiet })
        .list()
        .map((l) => l.title),
    ).toEqual(['unit1']);
    fs.rmSync(path.join(disk.ok ? disk.dir : cwd, 'filler'), { force: true });
  });
});
