import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, vi } from 'vitest';
import type { ShareFsCalls, ShareResult } from '../../../../../electron/main/classfolder/shareFs';

// What the class folder's file-operation tests share: a class folder standing in for the share, a
// share whose calls misbehave on demand, and promises and sleeps the test controls.

export const PC = 'pc-aaaaaa';
const folders: string[] = [];

/** A fresh class folder with a `players` folder, standing in for the share. */
export function classFolder(): string {
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

export function fsError(code: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`${code}: refused by the share`), { code });
}

/** The real share with some calls replaced. */
export function standIn(overrides: Partial<ShareFsCalls>): Partial<ShareFsCalls> {
  return overrides;
}

/** A promise the test settles when it chooses. */
export function deferred<T = void>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** Lets every callback that is ready run (timers excepted), so pending file calls can finish. */
export const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Sleeps that only record how long they would have waited. */
export function recordedSleeps(): { sleep: (ms: number) => Promise<void>; waited: number[] } {
  const waited: number[] = [];
  return { waited, sleep: async (ms) => void waited.push(ms) };
}

export function failureOf<T>(result: ShareResult<T>) {
  if (result.ok) throw new Error(`expected a failure, got ${JSON.stringify(result.value)}`);
  return result.error;
}

export const previous = { version: 1, kept: 'the good copy' };
export const next = { version: 1, words: 'x'.repeat(20_000) };

export function withPrevious(root: string): string {
  const file = path.join(root, 'wordlists.json');
  fs.writeFileSync(file, JSON.stringify(previous));
  return file;
}

export const contentOf = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8'));
