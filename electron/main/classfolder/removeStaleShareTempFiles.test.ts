import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { classFolder, fsError, PC } from '../../../tests/support/electron/main/classfolder/shareFsKit';
import { removeStaleShareTempFiles, SHARE_TEMP_STALE_MS } from './removeStaleShareTempFiles';
import { createShareFs, shareTempFileFor, shareTempTarget } from './shareFs';

/** Sets a file's modification time `ms` into the past (the share here is a local folder: its clock is ours). */
function age(file: string, ms: number) {
  const then = new Date(Date.now() - ms);
  fs.utimesSync(file, then, then);
}

/**
 * Replaces `file` through a share that fails like a PC killed between writing the temp file and
 * renaming it: the rename never happens and the temp file is never removed.
 */
async function killedWrite(root: string, file: string): Promise<string> {
  const dying = createShareFs({
    pcId: PC,
    root,
    fs: {
      rename: () => Promise.reject(fsError('EIO')),
      unlink: () => Promise.reject(fsError('EIO')),
    },
  });
  const written = await dying.writeJsonAtomic(file, { version: 1, killed: true });
  expect(written.ok).toBe(false);
  const left = fs.readdirSync(path.dirname(file)).filter((name) => shareTempTarget(name) !== null);
  expect(left).toHaveLength(1);
  return path.join(path.dirname(file), left[0] ?? '');
}

describe('temp files that interrupted writes left in the class folder', () => {
  it('recognises only the share writer’s temp names', () => {
    const file = path.join('x', 'progress.json');
    expect(shareTempTarget(path.basename(shareTempFileFor(file, 'pc-bbbbbb')))).toBe('progress.json');
    expect(shareTempTarget('progress.json')).toBeNull();
    expect(shareTempTarget('progress.json.tmp-')).toBeNull();
    expect(shareTempTarget('notes.txt.tmp-pc-bbbbbb-0a1b2c3d')).toBeNull();
    expect(shareTempTarget('progress.json.tmp-pc-bbbbbb-0a1b2c3d.bak')).toBeNull();
  });

  it('removes one a killed write left long ago, and keeps a fresh one another PC is writing now', async () => {
    const root = classFolder();
    const player = path.join(root, 'players', 'p-aaaaaaaa');
    const oldLeftover = await killedWrite(root, path.join(player, 'progress.json'));
    age(oldLeftover, SHARE_TEMP_STALE_MS + 60_000);
    const oldShared = await killedWrite(root, path.join(root, 'wordlists.json'));
    age(oldShared, 2 * SHARE_TEMP_STALE_MS);
    // Another PC's write under way: its temp file was made a moment ago.
    const fresh = path.join(player, path.basename(shareTempFileFor('settings.json', 'pc-bbbbbb')));
    fs.writeFileSync(fresh, '{"version":1');
    // Old files of other names are never touched.
    const notOurs = path.join(player, 'progress.json.tmp-notes');
    fs.writeFileSync(notOurs, 'kept');
    age(notOurs, 2 * SHARE_TEMP_STALE_MS);

    const share = createShareFs({ pcId: PC, root });
    const removed = await removeStaleShareTempFiles({ share, folder: root });

    expect(removed.sort()).toEqual([oldLeftover, oldShared].sort());
    expect(fs.existsSync(oldLeftover)).toBe(false);
    expect(fs.existsSync(oldShared)).toBe(false);
    expect(fs.existsSync(fresh)).toBe(true);
    expect(fs.existsSync(notOurs)).toBe(true);
    // The clock probe leaves nothing behind either.
    expect(fs.readdirSync(root).filter((name) => name.startsWith('.kotoba-clock'))).toEqual([]);
  });

  it('removes nothing and answers an empty list when the class folder is away', async () => {
    const root = classFolder();
    const leftover = await killedWrite(root, path.join(root, 'players', 'p-aaaaaaaa', 'progress.json'));
    age(leftover, 2 * SHARE_TEMP_STALE_MS);
    const share = createShareFs({ pcId: PC, root });
    fs.renameSync(root, `${root}-away`);
    expect(await removeStaleShareTempFiles({ share, folder: root })).toEqual([]);
    expect(fs.existsSync(path.join(`${root}-away`, 'players', 'p-aaaaaaaa', path.basename(leftover)))).toBe(
      true,
    );
  });
});
