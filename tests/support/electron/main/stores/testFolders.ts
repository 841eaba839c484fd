import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';
import type { AppSnapshot } from '../../../../../core/contract';
import { type OpenStore, openElectronStore } from '../../../../../electron/main/stores/openElectronStore';
import { type AtomicFs, nodeAtomicFs } from '../../../../../electron/main/stores/writeFileAtomic';
import { playedSnapshot } from '../../../core/progress/playedSnapshot';

/** A fresh empty folder under the system temp folder, for store tests. */
export function makeTempFolder(prefix = 'kotoba-store-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** An error shaped like the one Node's fs throws, e.g. `EACCES`. */
export function fsError(code: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`${code}: refused by the disk`), { code });
}

/**
 * Opens real electron-store files whose writes fail with `code`; reads go to the real file.
 * This is the smallest boundary at which a read-only folder or a full disk can be made to happen
 * when the tests run as root (where `chmod` does not stop writes).
 */
export function openWithFailingWrites(code: string): OpenStore {
  return (cwd, name) => {
    const real = openElectronStore(cwd, name);
    return {
      get path() {
        return real.path;
      },
      get store() {
        return real.store;
      },
      set store(_value: Record<string, unknown>) {
        throw fsError(code);
      },
    };
  };
}

export { playedSnapshot };

/** Progress of {@link playedSnapshot} with `count` more words seen, about 330 bytes each on disk. */
export function progressWithWords(count: number): AppSnapshot {
  const snapshot = playedSnapshot();
  const template = snapshot.words['e56.january'];
  if (!template) throw new Error('playedSnapshot lost its word');
  for (let i = 0; i < count; i++) {
    snapshot.words[`set:word${i}`] = { ...template, setId: 'set', en: `word${i}`, ja: `ことば${i}` };
  }
  return snapshot;
}

/** The real disk with some calls replaced, to make short writes and full disks happen anywhere. */
export function standInFs(overrides: Partial<AtomicFs>): AtomicFs {
  return { ...nodeAtomicFs, ...overrides };
}

/** A small real file system mounted for a test, or why none could be mounted on this machine. */
export type SmallDisk =
  | { ok: true; dir: string; leaveFree(bytes: number): void; unmount(): void }
  | { ok: false; reason: string };

/**
 * Mounts a tmpfs of `kib` KiB at a new folder, so a test can run out of space for real. Needs Linux
 * and root (CI runners usually have neither); the answer says why not, for the test's name.
 */
export function mountSmallDisk(kib: number): SmallDisk {
  if (process.platform !== 'linux') return { ok: false, reason: 'tmpfs mounts need Linux' };
  if (process.getuid?.() !== 0) return { ok: false, reason: 'mounting a tmpfs needs root' };
  const dir = makeTempFolder('kotoba-small-disk-');
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${kib}k`, 'tmpfs', dir], { stdio: 'pipe' });
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
    return { ok: false, reason: `mount refused (${stderr || String(error)})` };
  }
  const filler = path.join(dir, 'filler');
  return {
    ok: true,
    dir,
    leaveFree: (bytes) => {
      const stats = fs.statfsSync(dir);
      const free = stats.bavail * stats.bsize;
      if (free > bytes) fs.appendFileSync(filler, Buffer.alloc(free - bytes));
    },
    unmount: () => {
      execFileSync('umount', [dir], { stdio: 'pipe' });
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Names in `dir` that look like temporary files of an unfinished save. */
export function tempFilesIn(dir: string): string[] {
  return fs.readdirSync(dir).filter((name) => /\.tmp-/.test(name));
}

/**
 * Gives a maker of fresh temp folders (see {@link makeTempFolder}) and removes every folder it made
 * after each test; call it at the top of a test file or a `describe`.
 */
export function tempFoldersCleanedAfterEach(prefix?: string): () => string {
  const folders: string[] = [];
  afterEach(() => {
    for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });
  return () => {
    const dir = makeTempFolder(prefix);
    folders.push(dir);
    return dir;
  };
}
