import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  classFolder,
  contentOf,
  failureOf,
  fsError,
  next,
  PC,
  previous,
  recordedSleeps,
  standIn,
  withPrevious,
} from '../../../tests/support/electron/main/classfolder/shareFsKit';
import {
  createShareFs,
  isShareTempFileOf,
  nodeShareFsCalls,
  type ShareFileHandle,
  type ShareFsCalls,
} from './shareFs';

describe('readJson', () => {
  it('reads a JSON file, with or without the BOM Notepad writes', async () => {
    const root = classFolder();
    const share = createShareFs({ pcId: PC, root });
    const file = path.join(root, 'teacher-settings.json');
    fs.writeFileSync(file, '\uFEFF{"version":1,\r\n"open":["month"]}\r\n');
    expect(await share.readJson(file, 1024)).toEqual({ ok: true, value: { version: 1, open: ['month'] } });
  });

  it('answers null for a new player whose file is not there yet', async () => {
    const root = classFolder();
    const share = createShareFs({ pcId: PC, root });
    expect(await share.readJson(path.join(root, 'players', 'p-aaaaaaaa', 'progress.json'), 1024)).toEqual({
      ok: true,
      value: null,
    });
    // Even the player's folder may be missing: the class folder answers, so it is simply not there.
    expect(await share.readJson(path.join(root, 'players', 'p-bbbbbbbb', 'progress.json'), 1024)).toEqual({
      ok: true,
      value: null,
    });
  });

  it('answers unavailable, not a new player, when the class folder was renamed away', async () => {
    const root = classFolder();
    const share = createShareFs({ pcId: PC, root });
    fs.renameSync(root, `${root}-old`);
    const error = failureOf(
      await share.readJson(path.join(root, 'players', 'p-aaaaaaaa', 'progress.json'), 1024),
    );
    expect(error).toMatchObject({ code: 'ENOENT', unavailable: true });
    expect(error.message).toContain(root);
    expect(error.message).toContain('class folder');
  });

  it("without a class folder given, the file's own folder decides", async () => {
    const root = classFolder();
    const share = createShareFs({ pcId: PC });
    expect(await share.readJson(path.join(root, 'players', 'p-aaaaaaaa', 'progress.json'), 1024)).toEqual({
      ok: true,
      value: null,
    });
    const error = failureOf(
      await share.readJson(path.join(root, 'players', 'p-bbbbbbbb', 'progress.json'), 1024),
    );
    expect(error.unavailable).toBe(true);
  });

  it('says a file that is not JSON is damaged, and one too big is refused, without calling the share away', async () => {
    const root = classFolder();
    const share = createShareFs({ pcId: PC, root });
    const file = path.join(root, 'wordlists.json');
    fs.writeFileSync(file, '{"version":1,');
    const damaged = failureOf(await share.readJson(file, 1024));
    expect(damaged).toMatchObject({ code: 'EDAMAGED', unavailable: false });
    expect(damaged.message).toContain(file);
    fs.writeFileSync(file, JSON.stringify(next));
    expect(failureOf(await share.readJson(file, 1024))).toMatchObject({
      code: 'ETOOBIG',
      unavailable: false,
    });
  });

  it('answers unavailable when access is refused', async () => {
    const root = classFolder();
    const share = createShareFs({
      pcId: PC,
      root,
      fs: standIn({
        open: async () => {
          throw fsError('EACCES');
        },
      }),
    });
    const file = path.join(root, 'wordlists.json');
    const error = failureOf(await share.readJson(file, 1024));
    expect(error).toMatchObject({ code: 'EACCES', unavailable: true });
    expect(error.message).toBe(`Could not read ${file}: access was refused (EACCES).`);
  });
});

describe('writeJsonAtomic', () => {
  it("replaces the file, leaves no temp file and answers the file's modification time", async () => {
    const root = classFolder();
    const file = withPrevious(root);
    const share = createShareFs({ pcId: PC, root });
    const written = await share.writeJsonAtomic(file, next);
    expect(written).toEqual({ ok: true, value: { mtimeMs: fs.statSync(file).mtimeMs } });
    expect(contentOf(file)).toEqual(next);
    expect(fs.readdirSync(root).sort()).toEqual(['players', 'wordlists.json']);
  });

  it("names its temp file with this PC's id", async () => {
    const root = classFolder();
    const file = withPrevious(root);
    const temps: string[] = [];
    const share = createShareFs({
      pcId: PC,
      root,
      fs: standIn({
        open: (name, flags) => {
          temps.push(path.basename(name));
          return nodeShareFsCalls.open(name, flags);
        },
      }),
    });
    expect((await share.writeJsonAtomic(file, next)).ok).toBe(true);
    expect(temps).toHaveLength(1);
    expect(temps[0]).toContain(`.tmp-${PC}-`);
    expect(isShareTempFileOf(temps[0] ?? '', 'wordlists.json')).toBe(true);
    expect(isShareTempFileOf('wordlists.json.tmp-x', 'wordlists.json')).toBe(false);
  });

  /** Opens real files whose handle's `write` is replaced. */
  const withWrite =
    (write: ShareFileHandle['write']): ShareFsCalls['open'] =>
    async (name, flags) => {
      const real = await nodeShareFsCalls.open(name, flags);
      return {
        write,
        sync: () => real.sync(),
        stat: () => real.stat(),
        readFile: () => real.readFile(),
        close: () => real.close(),
      };
    };

  it('keeps the old content and removes the temp file when a write fails', async () => {
    const root = classFolder();
    const file = withPrevious(root);
    const share = createShareFs({
      pcId: PC,
      root,
      fs: standIn({
        open: withWrite(async () => {
          throw fsError('ENOSPC');
        }),
      }),
    });
    const error = failureOf(await share.writeJsonAtomic(file, next));
    expect(error).toMatchObject({ code: 'ENOSPC', unavailable: false });
    expect(error.message).toContain(file);
    expect(contentOf(file)).toEqual(previous);
    expect(fs.readdirSync(root).sort()).toEqual(['players', 'wordlists.json']);
  });

  it('refuses a write that makes no progress', async () => {
    const root = classFolder();
    const file = withPrevious(root);
    const share = createShareFs({
      pcId: PC,
      root,
      fs: standIn({ open: withWrite(async () => ({ bytesWritten: 0 })) }),
    });
    expect(failureOf(await share.writeJsonAtomic(file, next)).code).toBe('ESHORTWRITE');
    expect(contentOf(file)).toEqual(previous);
    expect(fs.readdirSync(root).sort()).toEqual(['players', 'wordlists.json']);
  });

  it('keeps the old content when the copy read back differs', async () => {
    const root = classFolder();
    const file = withPrevious(root);
    const share = createShareFs({
      pcId: PC,
      root,
      fs: standIn({
        readFile: async (name) => (await nodeShareFsCalls.readFile(name)).subarray(0, 100),
      }),
    });
    const error = failureOf(await share.writeJsonAtomic(file, next));
    expect(error).toMatchObject({ code: 'EVERIFY', unavailable: false });
    expect(contentOf(file)).toEqual(previous);
    expect(fs.readdirSync(root).sort()).toEqual(['players', 'wordlists.json']);
  });

  it('retries a rename refused while a scanner holds the file, backing off', async () => {
    const root = classFolder();
    const file = withPrevious(root);
    const { sleep, waited } = recordedSleeps();
    let refusals = 2;
    const share = createShareFs({
      pcId: PC,
      root,
      sleep,
      fs: standIn({
        rename: async (from, to) => {
          if (refusals-- > 0) throw fsError('EBUSY');
          return nodeShareFsCalls.rename(from, to);
        },
      }),
    });
    expect((await share.writeJsonAtomic(file, next)).ok).toBe(true);
    expect(waited).toEqual([50, 100]);
    expect(contentOf(file)).toEqual(next);
    expect(fs.readdirSync(root).sort()).toEqual(['players', 'wordlists.json']);
  });

  it('gives up after about three seconds of refused renames, removing the temp file', async () => {
    const root = classFolder();
    const file = withPrevious(root);
    const { sleep, waited } = recordedSleeps();
    const share = createShareFs({
      pcId: PC,
      root,
      sleep,
      fs: standIn({
        rename: async () => {
          throw fsError('EPERM');
        },
      }),
    });
    const error = failureOf(await share.writeJsonAtomic(file, next));
    expect(error).toMatchObject({ code: 'EPERM', unavailable: true });
    expect(waited.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(2_000);
    expect(waited.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(5_000);
    expect(contentOf(file)).toEqual(previous);
    expect(fs.readdirSync(root).sort()).toEqual(['players', 'wordlists.json']);
  });

  it('does not retry a rename refused for another reason', async () => {
    const root = classFolder();
    const file = withPrevious(root);
    const { sleep, waited } = recordedSleeps();
    const share = createShareFs({
      pcId: PC,
      root,
      sleep,
      fs: standIn({
        rename: async () => {
          throw fsError('EXDEV');
        },
      }),
    });
    expect(failureOf(await share.writeJsonAtomic(file, next))).toMatchObject({
      code: 'EXDEV',
      unavailable: false,
    });
    expect(waited).toEqual([]);
  });

  it('answers unavailable when the class folder is renamed away mid-way, and does not re-create it', async () => {
    const root = classFolder();
    const file = withPrevious(root);
    const share = createShareFs({
      pcId: PC,
      root,
      fs: standIn({
        open: (name, flags) => {
          if (flags === 'wx') fs.renameSync(root, `${root}-renamed`);
          return nodeShareFsCalls.open(name, flags);
        },
      }),
    });
    const error = failureOf(await share.writeJsonAtomic(file, next));
    expect(error).toMatchObject({ code: 'ENOENT', unavailable: true });
    expect(fs.existsSync(root)).toBe(false);
    expect(contentOf(path.join(`${root}-renamed`, 'wordlists.json'))).toEqual(previous);
  });

  it("a player's folder missing while the class folder is there is not unavailable", async () => {
    const root = classFolder();
    const share = createShareFs({ pcId: PC, root });
    const file = path.join(root, 'players', 'p-cccccccc', 'settings.json');
    expect(failureOf(await share.writeJsonAtomic(file, next))).toMatchObject({
      code: 'ENOENT',
      unavailable: false,
    });
  });

  it('refuses a value that is not JSON without touching the share', async () => {
    const root = classFolder();
    const file = withPrevious(root);
    const share = createShareFs({ pcId: PC, root });
    expect(failureOf(await share.writeJsonAtomic(file, { big: 1n })).code).toBe('EINVAL');
    expect(contentOf(file)).toEqual(previous);
  });
});
