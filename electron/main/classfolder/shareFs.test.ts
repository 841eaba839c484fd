import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SHARE_TIMEOUT_MS } from '../../../core/contract';
import {
  createShareFs,
  isShareTempFileOf,
  isUnavailable,
  nodeShareFsCalls,
  type ShareFileHandle,
  type ShareFsCalls,
  type ShareResult,
} from './shareFs';

const PC = 'pc-aaaaaa';
const folders: string[] = [];

/** A fresh class folder with a `players` folder, standing in for the share. */
function classFolder(): string {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'kotoba-share-'));
  folders.push(base);
  const root = path.join(base, '5-1');
  fs.mkdirSync(path.join(root, 'players', 'p-aaaaaaaa'), { recursive: true });
  return root;
}
afterEach(() => {
  vi.useRealTimers();
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function fsError(code: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`${code}: refused by the share`), { code });
}

/** The real share with some calls replaced. */
function standIn(overrides: Partial<ShareFsCalls>): Partial<ShareFsCalls> {
  return overrides;
}

/** A promise the test settles when it chooses. */
function deferred<T = void>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** Lets every callback that is ready run (timers excepted), so pending file calls can finish. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Sleeps that only record how long they would have waited. */
function recordedSleeps(): { sleep: (ms: number) => Promise<void>; waited: number[] } {
  const waited: number[] = [];
  return { waited, sleep: async (ms) => void waited.push(ms) };
}

function failureOf<T>(result: ShareResult<T>) {
  if (result.ok) throw new Error(`expected a failure, got ${JSON.stringify(result.value)}`);
  return result.error;
}

const previous = { version: 1, kept: 'the good copy' };
const next = { version: 1, words: 'x'.repeat(20_000) };

function withPrevious(root: string): string {
  const file = path.join(root, 'wordlists.json');
  fs.writeFileSync(file, JSON.stringify(previous));
  return file;
}

const contentOf = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8'));

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

describe('time-outs and the queue', () => {
  it('answers ETIMEOUT (unavailable) when the share never answers', async () => {
    const root = classFolder();
    const share = createShareFs({
      pcId: PC,
      root,
      timeoutMs: 20,
      fs: standIn({ stat: () => new Promise(() => {}) }),
    });
    const file = path.join(root, 'wordlists.json');
    const error = failureOf(await share.stat(file));
    expect(error).toMatchObject({ code: 'ETIMEOUT', unavailable: true });
    expect(error.message).toContain(file);
  });

  it('runs one operation at a time, in the order asked', async () => {
    const root = classFolder();
    const gate = deferred();
    const calls: string[] = [];
    const share = createShareFs({
      pcId: PC,
      root,
      fs: standIn({
        readdir: async (folder) => {
          calls.push('readdir start');
          await gate.promise;
          calls.push('readdir end');
          return nodeShareFsCalls.readdir(folder);
        },
        stat: async (file) => {
          calls.push('stat');
          return nodeShareFsCalls.stat(file);
        },
      }),
    });
    const listing = share.listFolders(path.join(root, 'players'));
    const looking = share.stat(root);
    // Let both operations run as far as they can: the stat must wait for the listing.
    await settle();
    expect(calls).toEqual(['readdir start']);
    gate.resolve();
    expect(await listing).toEqual({ ok: true, value: ['p-aaaaaaaa'] });
    expect((await looking).ok).toBe(true);
    expect(calls).toEqual(['readdir start', 'readdir end', 'stat']);
  });

  it('a hung operation holds the next until its time-out, and the share is not touched again until it comes back', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const root = classFolder();
    const reached = deferred();
    const hang = deferred();
    const cameBack = deferred();
    let hung = true;
    const calls: string[] = [];
    const share = createShareFs({
      pcId: PC,
      root,
      fs: standIn({
        stat: async (file) => {
          calls.push(path.basename(file));
          if (!hung) return nodeShareFsCalls.stat(file);
          reached.resolve();
          await hang.promise;
          try {
            return await nodeShareFsCalls.stat(file);
          } finally {
            cameBack.resolve();
          }
        },
      }),
    });
    const first = share.stat(path.join(root, 'wordlists.json'));
    const second = share.stat(path.join(root, 'players'));
    await reached.promise;
    await settle();
    expect(calls).toEqual(['wordlists.json']);
    vi.advanceTimersByTime(SHARE_TIMEOUT_MS);
    expect(failureOf(await first).code).toBe('ETIMEOUT');
    const refused = failureOf(await second);
    expect(refused).toMatchObject({ code: 'ETIMEOUT', unavailable: true });
    expect(refused.message).toContain('earlier request');
    expect(calls).toEqual(['wordlists.json']);
    // The hung call comes back (the server's own time-out); the share is used again.
    hung = false;
    hang.resolve();
    await cameBack.promise;
    await settle();
    expect((await share.stat(path.join(root, 'players'))).ok).toBe(true);
    expect(calls.at(-1)).toBe('players');
  });

  it('an operation answered with a time-out starts no further call when its hung call comes back', async () => {
    const root = classFolder();
    const file = withPrevious(root);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const reached = deferred();
    const hang = deferred();
    const cleanedUp = deferred();
    let renames = 0;
    const share = createShareFs({
      pcId: PC,
      root,
      fs: standIn({
        readFile: async (name) => {
          reached.resolve();
          await hang.promise;
          return nodeShareFsCalls.readFile(name);
        },
        rename: async (from, to) => {
          renames++;
          return nodeShareFsCalls.rename(from, to);
        },
        unlink: async (name) => {
          try {
            return await nodeShareFsCalls.unlink(name);
          } finally {
            cleanedUp.resolve();
          }
        },
      }),
    });
    const writing = share.writeJsonAtomic(file, next);
    await reached.promise;
    vi.advanceTimersByTime(SHARE_TIMEOUT_MS);
    expect(failureOf(await writing).code).toBe('ETIMEOUT');
    hang.resolve();
    // The abandoned write stops before its rename and removes its temp file; then the share is used again.
    await cleanedUp.promise;
    await settle();
    expect(await share.listFolders(root)).toEqual({ ok: true, value: ['players'] });
    expect(renames).toBe(0);
    expect(contentOf(file)).toEqual(previous);
    expect(fs.readdirSync(root).sort()).toEqual(['players', 'wordlists.json']);
  });
});

describe('folders, removal, moving and the server clock', () => {
  it('lists only sub-folders; a missing folder is empty while the class folder answers', async () => {
    const root = classFolder();
    fs.writeFileSync(path.join(root, 'players', 'notes.txt'), 'x');
    const share = createShareFs({ pcId: PC, root });
    expect(await share.listFolders(path.join(root, 'players'))).toEqual({ ok: true, value: ['p-aaaaaaaa'] });
    expect(await share.listFolders(path.join(root, 'removed'))).toEqual({ ok: true, value: [] });
    fs.renameSync(root, `${root}-away`);
    expect(failureOf(await share.listFolders(path.join(root, 'players'))).unavailable).toBe(true);
    expect(failureOf(await share.listFolders(root)).unavailable).toBe(true);
  });

  it('creates one folder level only, never the class folder itself', async () => {
    const root = classFolder();
    const share = createShareFs({ pcId: PC, root });
    expect(await share.makeFolder(path.join(root, 'removed'))).toEqual({ ok: true, value: undefined });
    expect(await share.makeFolder(path.join(root, 'removed'))).toEqual({ ok: true, value: undefined });
    expect(fs.statSync(path.join(root, 'removed')).isDirectory()).toBe(true);
    const deep = failureOf(await share.makeFolder(path.join(root, 'a', 'b')));
    expect(deep).toMatchObject({ code: 'ENOENT', unavailable: false });
    expect(fs.existsSync(path.join(root, 'a'))).toBe(false);
    fs.writeFileSync(path.join(root, 'file'), 'x');
    expect(failureOf(await share.makeFolder(path.join(root, 'file'))).code).toBe('ENOTDIR');
    fs.renameSync(root, `${root}-away`);
    expect(failureOf(await share.makeFolder(path.join(root, 'players'))).unavailable).toBe(true);
    expect(fs.existsSync(root)).toBe(false);
  });

  it('removes a file; one already gone is fine', async () => {
    const root = classFolder();
    const lease = path.join(root, 'players', 'p-aaaaaaaa', 'lease.json');
    fs.writeFileSync(lease, '{}');
    const share = createShareFs({ pcId: PC, root });
    expect(await share.remove(lease)).toEqual({ ok: true, value: undefined });
    expect(fs.existsSync(lease)).toBe(false);
    expect(await share.remove(lease)).toEqual({ ok: true, value: undefined });
  });

  it('moves a folder aside but never over an existing one', async () => {
    const root = classFolder();
    const share = createShareFs({ pcId: PC, root });
    const player = path.join(root, 'players', 'p-aaaaaaaa');
    fs.writeFileSync(path.join(player, 'profile.json'), '{"name":"Aoi"}');
    fs.mkdirSync(path.join(root, 'removed'));
    const aside = path.join(root, 'removed', 'p-aaaaaaaa-2026');
    fs.mkdirSync(aside);
    const refused = failureOf(await share.moveFolder(player, aside));
    expect(refused).toMatchObject({ code: 'EEXIST', unavailable: false });
    expect(fs.existsSync(path.join(player, 'profile.json'))).toBe(true);
    fs.rmdirSync(aside);
    expect(await share.moveFolder(player, aside)).toEqual({ ok: true, value: undefined });
    expect(fs.readFileSync(path.join(aside, 'profile.json'), 'utf8')).toBe('{"name":"Aoi"}');
    expect(fs.existsSync(player)).toBe(false);
    expect(failureOf(await share.moveFolder(player, `${aside}-2`))).toMatchObject({
      code: 'ENOENT',
      unavailable: false,
    });
  });

  it("reads the file server's clock from a probe file's modification time and leaves nothing behind", async () => {
    const root = classFolder();
    const folder = path.join(root, 'players', 'p-aaaaaaaa');
    const probes: { name: string; mtimeMs: number }[] = [];
    const share = createShareFs({
      pcId: PC,
      root,
      fs: standIn({
        stat: async (file) => {
          const stats = await nodeShareFsCalls.stat(file);
          probes.push({ name: path.basename(file), mtimeMs: stats.mtimeMs });
          return stats;
        },
      }),
    });
    const now = await share.serverNow(folder);
    expect(probes).toHaveLength(1);
    expect(probes[0]?.name).toMatch(new RegExp(`^\\.kotoba-clock-${PC}-[0-9a-f]{8}$`));
    expect(now).toEqual({ ok: true, value: probes[0]?.mtimeMs });
    expect(fs.readdirSync(folder)).toEqual([]);
  });

  it('tells whether a folder exists', async () => {
    const root = classFolder();
    const share = createShareFs({ pcId: PC, root });
    expect(await share.folderExists(root)).toEqual({ ok: true, value: true });
    expect(await share.folderExists(path.join(root, 'nothing'))).toEqual({ ok: true, value: false });
    fs.writeFileSync(path.join(root, 'file'), 'x');
    expect(await share.folderExists(path.join(root, 'file'))).toEqual({ ok: true, value: false });
  });

  it('answers stat as null for a missing file and unavailable when the class folder is gone', async () => {
    const root = classFolder();
    const share = createShareFs({ pcId: PC, root });
    const file = withPrevious(root);
    const info = fs.statSync(file);
    expect(await share.stat(file)).toEqual({ ok: true, value: { mtimeMs: info.mtimeMs, size: info.size } });
    expect(await share.stat(path.join(root, 'none.json'))).toEqual({ ok: true, value: null });
    fs.renameSync(root, `${root}-away`);
    expect(failureOf(await share.stat(root)).unavailable).toBe(true);
  });
});

describe('isUnavailable', () => {
  it.each([
    ['EACCES', true],
    ['EPERM', true],
    ['ETIMEDOUT', true],
    ['EHOSTUNREACH', true],
    ['ENETUNREACH', true],
    ['EIO', true],
    ['ECONNRESET', true],
    ['EBUSY', true],
    ['ETIMEOUT', true],
    ['ENOENT', false],
    ['ENOSPC', false],
    ['EDAMAGED', false],
    ['EEXIST', false],
  ])('%s → %s', (code, expected) => {
    expect(isUnavailable(code)).toBe(expected);
  });
});
