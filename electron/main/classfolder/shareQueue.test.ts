import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { SHARE_TIMEOUT_MS } from '../../../core/contract';
import {
  classFolder,
  contentOf,
  deferred,
  failureOf,
  next,
  PC,
  previous,
  settle,
  standIn,
  withPrevious,
} from '../../../tests/support/electron/main/classfolder/shareFsKit';
import { createShareFs, isUnavailable, nodeShareFsCalls } from './shareFs';

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
