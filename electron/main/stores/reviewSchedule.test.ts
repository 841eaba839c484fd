import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type AppSnapshot, appSnapshotSchema } from '../../../core/contract';
import { ROUTE_WORD_IDS } from '../../../core/contract/routeWordIds';
import { makeTempFolder } from '../../../tests/support/electron/main/stores/testFolders';
import { createSnapshotService } from './snapshotService';

const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const quiet = () => {};
const fixtures = path.join(import.meta.dirname, '../../../core/contract/fixtures');

/**
 * Progress after one real battle of colours with two slips in "green", as the game records it
 * (renderer/src/store/reviewRecord.test.ts checks the game still records exactly this).
 */
function playedWithReview(): AppSnapshot {
  return appSnapshotSchema.parse(
    JSON.parse(fs.readFileSync(path.join(fixtures, 'progress-v2-review.json'), 'utf8')),
  );
}

describe('the review schedule in progress.json', () => {
  it('survives save and load through the real progress service, due dates and all', () => {
    const cwd = makeTempFolder();
    folders.push(cwd);
    const played = playedWithReview();
    expect(played.words['e34.green']?.review?.lastGrade).toBe('hard');
    expect(played.words['e34.red']?.review?.lastGrade).toBe('good');
    expect(createSnapshotService({ cwd, log: quiet }).save(played)).toEqual({ ok: true, value: played });

    const loaded = createSnapshotService({ cwd, log: quiet }).load();
    expect(loaded.recovered).toBe(false);
    expect(loaded.snapshot).toEqual(played);
    expect(loaded.snapshot.words['e34.green']?.review).toEqual(played.words['e34.green']?.review);
    const onDisk = JSON.parse(fs.readFileSync(path.join(cwd, 'progress.json'), 'utf8'));
    expect(onDisk.words['e34.red'].review.due).toBe(played.words['e34.red']?.review?.due);
  });

  it('refuses a save whose review card is malformed and keeps the file unchanged', () => {
    const cwd = makeTempFolder();
    folders.push(cwd);
    const service = createSnapshotService({ cwd, log: quiet });
    const played = playedWithReview();
    service.save(played);
    const before = fs.readFileSync(service.path);
    const green = played.words['e34.green'];
    if (!green?.review) throw new Error('no review card');
    const broken = {
      ...played,
      words: { ...played.words, 'e34.green': { ...green, review: { ...green.review, difficulty: 99 } } },
    };
    const answer = service.save(broken);
    expect(answer.ok).toBe(false);
    expect(fs.readFileSync(service.path).equals(before)).toBe(true);
  });

  it('migrates a version-1 progress file saved before review existed, keeping every word and the old file', () => {
    const cwd = makeTempFolder();
    folders.push(cwd);
    const file = path.join(cwd, 'progress.json');
    const v1 = fs.readFileSync(path.join(fixtures, 'progress-v1.json'), 'utf8');
    fs.writeFileSync(file, v1);
    const now = () => new Date('2026-03-02T01:00:00.000Z');
    const loaded = createSnapshotService({ cwd, log: quiet, now }).load();
    expect(loaded.recovered).toBe(false);
    const old = JSON.parse(v1);
    expect(loaded.snapshot.version).toBe(2);
    expect(loaded.snapshot.mastery).toEqual([]);
    expect(loaded.snapshot.history).toEqual(old.history);
    // Every word is kept; the route's words now under their word-bank ids.
    expect(Object.keys(loaded.snapshot.words)).toEqual(
      Object.keys(old.words).map((k) => ROUTE_WORD_IDS[k] ?? k),
    );
    for (const [key, word] of Object.entries(old.words)) {
      expect(loaded.snapshot.words[ROUTE_WORD_IDS[key] ?? key]).toEqual({
        ...(word as object),
        review: null,
      });
    }
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).version).toBe(2);
    expect(fs.readFileSync(`${file}.before-migration-2026-03-02T01-00-00-000Z`, 'utf8')).toBe(v1);
  });
});
