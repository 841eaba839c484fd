import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { emptySnapshot } from '../../../core/contract';
import {
  versionZeroMigrated,
  versionZeroProgress,
} from '../../../tests/support/core/progress/versionZeroProgress';
import {
  openWithFailingWrites,
  playedSnapshot,
  tempFoldersCleanedAfterEach,
} from '../../../tests/support/electron/main/stores/testFolders';
import { createSnapshotService } from './snapshotService';

const folder = tempFoldersCleanedAfterEach();
const quiet = () => {};
const fixedNow = () => new Date('2026-02-01T08:00:00.000Z');

describe('progress service over electron-store', () => {
  it('gives a new player empty progress and writes progress.json', () => {
    const cwd = folder();
    const service = createSnapshotService({ cwd, log: quiet });
    expect(service.load()).toEqual({
      snapshot: emptySnapshot(),
      recovered: false,
      movedTo: null,
      writable: true,
    });
    expect(JSON.parse(fs.readFileSync(path.join(cwd, 'progress.json'), 'utf8'))).toEqual(emptySnapshot());
  });

  it('saves progress that the next start loads unchanged', () => {
    const cwd = folder();
    expect(createSnapshotService({ cwd, log: quiet }).save(playedSnapshot())).toEqual({
      ok: true,
      value: playedSnapshot(),
    });
    expect(createSnapshotService({ cwd, log: quiet }).load().snapshot).toEqual(playedSnapshot());
  });

  it('refuses to save progress that breaks the schema and leaves the file byte-for-byte unchanged', () => {
    const cwd = folder();
    const service = createSnapshotService({ cwd, log: quiet });
    service.save(playedSnapshot());
    const before = fs.readFileSync(service.path);
    const broken = { ...playedSnapshot(), level: 0 };
    const answer = service.save(broken);
    expect(answer.ok === false && answer.error.code).toBe('invalid-payload');
    expect(answer.ok === false && answer.error.reason).toBe('save.invalid');
    expect(answer.ok === false && answer.error.detail).toContain('level');
    expect(fs.readFileSync(service.path).equals(before)).toBe(true);
    expect(service.load().snapshot).toEqual(playedSnapshot());
  });

  it('overwrite replaces all progress with a restored copy', () => {
    const cwd = folder();
    const service = createSnapshotService({ cwd, log: quiet });
    service.save(playedSnapshot());
    const restored = { ...emptySnapshot(), level: 9, exp: 5 };
    expect(service.overwrite(restored)).toEqual({ ok: true, value: restored });
    expect(createSnapshotService({ cwd, log: quiet }).load().snapshot).toEqual(restored);
  });

  it('overwrite migrates a version-0 copy before replacing', () => {
    const cwd = folder();
    const service = createSnapshotService({ cwd, log: quiet });
    const answer = service.overwrite(versionZeroProgress);
    expect(answer).toEqual({ ok: true, value: versionZeroMigrated });
    expect(JSON.parse(fs.readFileSync(service.path, 'utf8'))).toEqual(versionZeroMigrated);
  });

  it('overwrite with a foreign object is refused with a reason and the file stays byte-for-byte unchanged', () => {
    const cwd = folder();
    const service = createSnapshotService({ cwd, log: quiet });
    service.save(playedSnapshot());
    const before = fs.readFileSync(service.path);
    for (const foreign of [
      { hello: 'world' },
      [1, 2],
      'progress',
      null,
      { ...playedSnapshot(), version: 7 },
    ]) {
      const answer = service.overwrite(foreign);
      expect(answer.ok === false && answer.error.code).toBe('invalid-payload');
      expect(answer.ok === false && answer.error.reason).toBe('save.notReplaced');
    }
    expect(fs.readFileSync(service.path).equals(before)).toBe(true);
  });

  it('migrates a version-0 progress file at start and keeps the old file beside it', () => {
    const cwd = folder();
    const file = path.join(cwd, 'progress.json');
    const old = JSON.stringify({ level: 2, clearedStages: ['number'] });
    fs.writeFileSync(file, old);
    const service = createSnapshotService({ cwd, log: quiet, now: fixedNow });
    const loaded = service.load();
    expect(loaded.recovered).toBe(false);
    expect(loaded.snapshot).toEqual({
      version: 2,
      level: 2,
      exp: 0,
      stages: { number: { cleared: true, bestRank: null, plays: 1, lastPlayedAt: null } },
      words: {},
      history: [],
      mastery: [],
    });
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).version).toBe(2);
    expect(fs.readFileSync(`${file}.before-migration-2026-02-01T08-00-00-000Z`, 'utf8')).toBe(old);
  });

  for (const [what, content] of [
    ['truncated', JSON.stringify(playedSnapshot()).slice(0, 100)],
    ['empty', ''],
    ['an old shape with a bad field', JSON.stringify({ level: 'ten' })],
    ['an array', '[]'],
    ['null', 'null'],
  ] as const) {
    it(`moves a ${what} progress file aside and starts from empty progress`, () => {
      const cwd = folder();
      const file = path.join(cwd, 'progress.json');
      fs.writeFileSync(file, content);
      const loaded = createSnapshotService({ cwd, log: quiet, now: fixedNow }).load();
      const kept = `${file}.corrupt-2026-02-01T08-00-00-000Z`;
      expect(loaded).toEqual({ snapshot: emptySnapshot(), recovered: true, movedTo: kept, writable: true });
      expect(fs.readFileSync(kept, 'utf8')).toBe(content);
    });
  }

  it('reads progress saved with a byte-order mark (Notepad) as it is, without moving it aside', () => {
    const cwd = folder();
    const file = path.join(cwd, 'progress.json');
    fs.writeFileSync(file, `\uFEFF${JSON.stringify(playedSnapshot(6))}`);
    const service = createSnapshotService({ cwd, log: quiet, now: fixedNow });
    expect(service.load()).toEqual({
      snapshot: playedSnapshot(6),
      recovered: false,
      movedTo: null,
      writable: true,
    });
    expect(fs.readdirSync(cwd)).toEqual(['progress.json']);
  });

  it('a read-only folder (EACCES injected at the store write, as root ignores chmod) keeps progress in memory', () => {
    const cwd = folder();
    const service = createSnapshotService({ cwd, log: quiet, openStore: openWithFailingWrites('EACCES') });
    const answer = service.save(playedSnapshot());
    expect(answer.ok === false && answer.error.code).toBe('read-only');
    expect(service.load()).toMatchObject({ snapshot: playedSnapshot(), writable: false });
  });
});
