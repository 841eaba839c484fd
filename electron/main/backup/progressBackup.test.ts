import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { emptySnapshot, MAX_SNAPSHOT_VALUES } from '../../../core/contract';
import {
  BACKUP_APP_ID,
  BACKUP_FORMAT_VERSION,
  MAX_BACKUP_BYTES,
  makeProgressBackup,
  suggestedBackupName,
} from '../../../core/progress/progressBackup';
import { backupEnvelope } from '../../../tests/support/core/progress/backupEnvelope';
import { largestSnapshot } from '../../../tests/support/core/progress/largestSnapshot';
import {
  versionZeroMigrated,
  versionZeroProgress,
} from '../../../tests/support/core/progress/versionZeroProgress';
import { canMakeFifo, makeFifo } from '../../../tests/support/electron/main/files/makeFifo';
import {
  openWithFailingWrites,
  playedSnapshot,
  tempFoldersCleanedAfterEach,
} from '../../../tests/support/electron/main/stores/testFolders';
import { createSnapshotService, type SnapshotService } from '../stores/snapshotService';
import { exportProgress, importProgress, readProgressBackup } from './progressBackup';

const folder = tempFoldersCleanedAfterEach('kotoba-backup-');
const quiet = () => {};
const exportedAt = new Date('2026-02-01T08:00:00.000Z');

/** A player's folder with saved progress; answers the service and the bytes of progress.json. */
function playerWithProgress(): { service: SnapshotService; before: Buffer; cwd: string } {
  const cwd = folder();
  const service = createSnapshotService({ cwd, log: quiet });
  expect(service.save(playedSnapshot()).ok).toBe(true);
  return { service, before: fs.readFileSync(service.path), cwd };
}

function writeFile(name: string, content: string | Buffer): string {
  const file = path.join(folder(), name);
  fs.writeFileSync(file, content);
  return file;
}

describe('export of progress', () => {
  it('writes the saved progress in an envelope naming the app, the format and the time', () => {
    const { service } = playerWithProgress();
    const target = path.join(folder(), 'taro.json');
    const result = exportProgress({
      snapshot: service,
      filePath: target,
      appVersion: '0.1.0',
      now: () => exportedAt,
    });
    expect(result.ok).toBe(true);
    const written = JSON.parse(fs.readFileSync(target, 'utf8'));
    expect(written).toEqual({
      app: BACKUP_APP_ID,
      kind: 'progress',
      formatVersion: BACKUP_FORMAT_VERSION,
      exportedAt: '2026-02-01T08:00:00.000Z',
      appVersion: '0.1.0',
      snapshot: playedSnapshot(),
    });
    expect(fs.readdirSync(path.dirname(target))).toEqual(['taro.json']);
  });

  it('replaces an older export of the same name and leaves no temporary file', () => {
    const { service } = playerWithProgress();
    const target = writeFile('class-3a.json', 'old export');
    expect(exportProgress({ snapshot: service, filePath: target }).ok).toBe(true);
    expect(JSON.parse(fs.readFileSync(target, 'utf8')).snapshot).toEqual(playedSnapshot());
    expect(fs.readdirSync(path.dirname(target))).toEqual(['class-3a.json']);
  });

  it('reports a folder that cannot be written and creates nothing', () => {
    const { service } = playerWithProgress();
    const target = path.join(folder(), 'no-such-folder', 'taro.json');
    const result = exportProgress({ snapshot: service, filePath: target });
    expect(result).toMatchObject({ ok: false, refusal: 'write-failed' });
    expect(result.ok === false && result.detail).toContain('ENOENT');
    expect(fs.existsSync(path.dirname(target))).toBe(false);
  });

  it('suggests a dated file name without spaces', () => {
    expect(suggestedBackupName(exportedAt)).toBe('kotoba-quest-progress-2026-02-01.json');
  });
});

describe('import of progress', () => {
  it('exports and reads back the largest progress the limits allow', () => {
    const largest = largestSnapshot();
    const source = { load: () => ({ snapshot: largest, recovered: false, movedTo: null, writable: true }) };
    const file = path.join(folder(), 'largest.json');
    expect(exportProgress({ snapshot: source, filePath: file, now: () => exportedAt }).ok).toBe(true);
    expect(fs.statSync(file).size).toBeLessThan(MAX_BACKUP_BYTES);
    const read = readProgressBackup(file);
    expect(read.ok && read.value.snapshot).toEqual(largest);
  }, 30_000);

  it('refuses a file holding more values than any progress may, with a short reason, before its schema', () => {
    const { service, before } = playerWithProgress();
    const file = writeFile(
      'values.json',
      backupEnvelope({ ...emptySnapshot(), history: new Array(MAX_SNAPSHOT_VALUES + 1).fill(0) }),
    );
    const result = importProgress({ snapshot: service, filePath: file });
    expect(result).toMatchObject({ ok: false, refusal: 'invalid-progress' });
    if (!result.ok) expect(result.detail.length).toBeLessThan(300);
    expect(fs.readFileSync(service.path)).toEqual(before);
  }, 30_000);

  it.runIf(canMakeFifo)('refuses a FIFO chosen as the file at once, and changes nothing', () => {
    const { service } = playerWithProgress();
    const fifo = makeFifo(folder(), 'pipe.json');
    try {
      expect(readProgressBackup(fifo.path)).toMatchObject({ ok: false, refusal: 'unreadable' });
      expect(importProgress({ snapshot: service, filePath: fifo.path })).toMatchObject({
        ok: false,
        refusal: 'unreadable',
      });
      expect(service.load().snapshot).toEqual(playedSnapshot());
    } finally {
      fifo.close();
    }
  });

  it('round trip: an export imported on another PC gives the same progress there', () => {
    const { service } = playerWithProgress();
    const file = path.join(folder(), 'taro.json');
    expect(exportProgress({ snapshot: service, filePath: file, now: () => exportedAt }).ok).toBe(true);

    const otherPc = createSnapshotService({ cwd: folder(), log: quiet });
    expect(otherPc.load().snapshot).toEqual(emptySnapshot());
    const result = importProgress({ snapshot: otherPc, filePath: file });
    expect(result).toEqual({
      ok: true,
      value: { snapshot: playedSnapshot(), migrated: false, exportedAt: '2026-02-01T08:00:00.000Z' },
    });
    expect(otherPc.load().snapshot).toEqual(playedSnapshot());
    expect(JSON.parse(fs.readFileSync(otherPc.path, 'utf8'))).toEqual(playedSnapshot());
  });

  it('accepts an export of older (version 0) progress and migrates it before saving', () => {
    const { service } = playerWithProgress();
    const file = writeFile('old.json', backupEnvelope(versionZeroProgress));
    const result = importProgress({ snapshot: service, filePath: file });
    expect(result).toEqual({
      ok: true,
      value: { snapshot: versionZeroMigrated, migrated: true, exportedAt: '2025-12-01T10:00:00.000Z' },
    });
    expect(JSON.parse(fs.readFileSync(service.path, 'utf8'))).toEqual(versionZeroMigrated);
  });

  it('accepts a file with a byte-order mark (saved by Windows Notepad)', () => {
    const { service } = playerWithProgress();
    const file = writeFile('bom.json', `\uFEFF${backupEnvelope(playedSnapshot(7))}`);
    expect(importProgress({ snapshot: service, filePath: file }).ok).toBe(true);
    expect(service.load().snapshot.level).toBe(7);
  });

  const refused: [string, string, () => string, string][] = [
    [
      'malformed JSON',
      'not-json',
      () => writeFile('cut.json', backupEnvelope(playedSnapshot()).slice(0, 120)),
      'not JSON',
    ],
    ['an empty file', 'not-json', () => writeFile('empty.json', ''), 'not JSON'],
    [
      'bytes that are not UTF-8',
      'not-json',
      () => writeFile('bin.json', Buffer.from([0xff, 0xfe, 0x7b, 0x80])),
      'UTF-8',
    ],
    [
      'JSON of another app',
      'foreign',
      () => writeFile('other.json', '{"name":"other-app","items":[1,2,3]}'),
      'not a Kotoba',
    ],
    ['a JSON array', 'foreign', () => writeFile('list.json', '[1,2,3]'), 'not a Kotoba'],
    [
      'a bare progress.json without the envelope',
      'foreign',
      () => writeFile('progress.json', JSON.stringify(playedSnapshot())),
      'not a Kotoba',
    ],
    [
      'our envelope of the wrong shape',
      'foreign',
      () => writeFile('shape.json', backupEnvelope(playedSnapshot(), { kind: 'settings', extra: true })),
      'kind',
    ],
    [
      'an envelope from a newer export format',
      'newer-format',
      () => writeFile('future.json', backupEnvelope(playedSnapshot(), { formatVersion: 2 })),
      'newer version',
    ],
    [
      'progress from a newer game version',
      'newer-format',
      () => writeFile('future-progress.json', backupEnvelope({ ...playedSnapshot(), version: 9 })),
      'newer version',
    ],
    [
      'progress that does not fit the schema',
      'invalid-progress',
      () => writeFile('bad.json', backupEnvelope({ ...playedSnapshot(), level: 0, exp: -5 })),
      'level',
    ],
    ['a folder instead of a file', 'unreadable', () => folder(), 'not a file'],
    ['a file that does not exist', 'unreadable', () => path.join(folder(), 'gone.json'), 'ENOENT'],
  ];

  for (const [what, refusal, makeFile, detail] of refused) {
    it(`refuses ${what} and leaves progress.json byte-for-byte unchanged`, () => {
      const { service, before } = playerWithProgress();
      const result = importProgress({ snapshot: service, filePath: makeFile() });
      expect(result.ok).toBe(false);
      expect(result.ok === false && result.refusal).toBe(refusal);
      expect(result.ok === false && result.detail).toContain(detail);
      expect(fs.readFileSync(service.path).equals(before)).toBe(true);
      expect(service.load().snapshot).toEqual(playedSnapshot());
    });
  }

  it('refuses an oversized file before reading it and leaves progress.json byte-for-byte unchanged', () => {
    const { service, before } = playerWithProgress();
    // A valid export padded with whitespace past the limit: the size alone decides.
    const padded = `${backupEnvelope(playedSnapshot(8))}${' '.repeat(MAX_BACKUP_BYTES)}`;
    const file = writeFile('huge.json', padded);
    const result = importProgress({ snapshot: service, filePath: file });
    expect(result).toMatchObject({ ok: false, refusal: 'too-large' });
    expect(result.ok === false && result.detail).toContain(String(MAX_BACKUP_BYTES));
    expect(fs.readFileSync(service.path).equals(before)).toBe(true);
    // The same content under the limit is accepted: the refusal was the size, not the content.
    expect(
      importProgress({ snapshot: service, filePath: writeFile('ok.json', backupEnvelope(playedSnapshot(8))) })
        .ok,
    ).toBe(true);
  });

  it('honours a smaller limit given by the caller', () => {
    const { service, before } = playerWithProgress();
    const file = writeFile('small.json', backupEnvelope(playedSnapshot()));
    expect(importProgress({ snapshot: service, filePath: file, maxBytes: 100 })).toMatchObject({
      ok: false,
      refusal: 'too-large',
    });
    expect(fs.readFileSync(service.path).equals(before)).toBe(true);
  });

  it('reports a disk that refuses the save, after the checks passed', () => {
    const cwd = folder();
    createSnapshotService({ cwd, log: quiet }).save(playedSnapshot());
    const before = fs.readFileSync(path.join(cwd, 'progress.json'));
    const service = createSnapshotService({ cwd, log: quiet, openStore: openWithFailingWrites('EROFS') });
    const file = writeFile('ok.json', backupEnvelope(playedSnapshot(5)));
    const result = importProgress({ snapshot: service, filePath: file });
    expect(result).toMatchObject({ ok: false, refusal: 'save-failed' });
    expect(fs.readFileSync(path.join(cwd, 'progress.json')).equals(before)).toBe(true);
  });

  it('reads without changing anything', () => {
    const file = writeFile('x.json', JSON.stringify(makeProgressBackup(playedSnapshot(6), exportedAt)));
    const read = readProgressBackup(file);
    expect(read).toEqual({
      ok: true,
      value: { snapshot: playedSnapshot(6), migrated: false, exportedAt: '2026-02-01T08:00:00.000Z' },
    });
  });
});
