import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AppSnapshot } from '../../contract';
import { type OpenStore, openElectronStore } from './openElectronStore';

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

/** Progress of a player who has cleared one stage and missed one word, at the given level. */
export function playedSnapshot(level = 3): AppSnapshot {
  return {
    version: 2,
    level,
    exp: 120,
    stages: { month: { cleared: true, bestRank: 'A', plays: 2, lastPlayedAt: '2026-01-30T09:00:00.000Z' } },
    words: {
      'month:January': {
        setId: 'month',
        en: 'January',
        ja: '1月',
        seen: 2,
        clean: 1,
        mistakes: 3,
        hints: 0,
        wrongKeys: { 'u→a': 2 },
        lastWrong: ['Janury'],
        lastFirstKeyMs: 800,
        lastFinishMs: 2400,
        lastSeenAt: '2026-01-30T09:00:00.000Z',
        review: null,
      },
    },
    history: [
      {
        at: '2026-01-30T09:00:00.000Z',
        stageId: 'month',
        mode: 'battle',
        victory: true,
        accuracy: 0.9,
        keysPerMinute: 120,
        timeMs: 60000,
        rank: 'A',
        maxCombo: 8,
        missed: ['January'],
      },
    ],
    mastery: [],
  };
}
