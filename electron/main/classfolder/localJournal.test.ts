import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makeRecordId, type ProgressRecord } from '../../../core/progress/progressRecords';
import { makeTempFolder, playedSnapshot } from '../../../tests/support/electron/main/stores/testFolders';
import { createLocalJournal } from './localJournal';

const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const now = () => new Date('2026-02-02T08:00:00.000Z');

function setup() {
  const cacheDir = makeTempFolder('kotoba-journal-');
  folders.push(cacheDir);
  const logs: string[] = [];
  const open = () => createLocalJournal({ cacheDir, now, log: (m) => logs.push(m) });
  const fileOf = (id: string) => path.join(cacheDir, 'journal', `${id}.json`);
  return { cacheDir, logs, open, fileOf };
}

const replaceRecord = (n: number): ProgressRecord => ({
  id: makeRecordId('pc-test-01', new Date(Date.UTC(2026, 1, 2, 8, n)), () => `r${n}abcdef`),
  at: new Date(Date.UTC(2026, 1, 2, 8, n)).toISOString(),
  kind: 'replace',
  snapshot: playedSnapshot(n + 1),
});

describe('the local journal', () => {
  it('keeps each player’s records across a restart and reads left-over journals at once', () => {
    const { open, fileOf } = setup();
    const journal = open();
    journal.replace('p-aoi00001', [replaceRecord(1), replaceRecord(2)]);
    journal.replace('p-ken00001', [replaceRecord(3)]);
    expect(fs.existsSync(fileOf('p-aoi00001'))).toBe(true);

    const again = open();
    expect(again.players().sort()).toEqual(['p-aoi00001', 'p-ken00001']);
    expect(again.records('p-aoi00001').map((r) => r.id)).toEqual([replaceRecord(1).id, replaceRecord(2).id]);
    expect(again.holdsAny()).toBe(true);
    expect(again.count((r) => r.id !== replaceRecord(1).id)).toBe(2);
  });

  it('removes the file when a player’s records are all gone', () => {
    const { open, fileOf } = setup();
    const journal = open();
    journal.replace('p-aoi00001', [replaceRecord(1)]);
    journal.replace('p-aoi00001', []);
    expect(fs.existsSync(fileOf('p-aoi00001'))).toBe(false);
    expect(journal.holdsAny()).toBe(false);
    expect(open().records('p-aoi00001')).toEqual([]);
  });

  it('sets aside a damaged journal, or one of another player, and starts that player empty', () => {
    const { open, fileOf, logs } = setup();
    open().replace('p-ken00001', [replaceRecord(3)]);
    fs.mkdirSync(path.dirname(fileOf('p-aoi00001')), { recursive: true });
    fs.writeFileSync(fileOf('p-aoi00001'), '{"version": 1, "playerId": "p-aoi0');
    // Ken's journal copied under Aoi's name must not give Aoi Ken's records.
    fs.copyFileSync(fileOf('p-ken00001'), fileOf('p-sho00001'));
    const journal = open();
    expect(journal.records('p-aoi00001')).toEqual([]);
    expect(journal.records('p-sho00001')).toEqual([]);
    expect(journal.records('p-ken00001')).toHaveLength(1);
    const stamp = '2026-02-02T08-00-00-000Z';
    expect(fs.readFileSync(`${fileOf('p-aoi00001')}.damaged-${stamp}`, 'utf8')).toContain('"playerId"');
    expect(fs.existsSync(`${fileOf('p-sho00001')}.damaged-${stamp}`)).toBe(true);
    expect(logs.join('\n')).toMatch(/journal of player p-aoi00001 was damaged and was moved to/);
  });
});
