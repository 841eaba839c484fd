import { File as NodeFile } from 'node:buffer';
import { vi } from 'vitest';
import type { AppSnapshot, Attempt, Result, WordListPreview } from '../../../../../core/contract';
import { emptySnapshot } from '../../../../../core/contract/snapshot';
import type { StartState, StorageStanding, WebHost } from '../../../../../renderer/src/platform/web/webHost';

/** How the fake host starts: the saves' state, the storage standing, the last backup, the word-list answer. */
export interface FakeWebHostStart {
  startState?: StartState;
  storage?: StorageStanding;
  /** What asking for persistent storage answers (and then stands). */
  grants?: boolean;
  lastBackupAt?: string | null;
  wordList?: Result<WordListPreview>;
}

/** A web host kept in memory; every operation is a spy. */
export function fakeWebHost(start: FakeWebHostStart = {}) {
  let standing: StorageStanding = start.storage ?? { persisted: false, usageBytes: 0, quotaBytes: 0 };
  let last = start.lastBackupAt ?? null;
  const host = {
    startState: vi.fn<WebHost['startState']>(async () => start.startState ?? 'kept'),
    storage: vi.fn<WebHost['storage']>(async () => standing),
    requestPersistence: vi.fn<WebHost['requestPersistence']>(async () => {
      const granted = start.grants ?? false;
      standing = { ...standing, persisted: granted };
      return granted;
    }),
    importWordList: vi.fn<WebHost['importWordList']>(
      async () =>
        start.wordList ?? {
          ok: false,
          error: { code: 'invalid-payload', reason: 'wordList.noRows', values: {} },
        },
    ),
    lastBackupAt: vi.fn<WebHost['lastBackupAt']>(async () => last),
    noteBackup: vi.fn<WebHost['noteBackup']>(async (at) => {
      last = at;
    }),
    applyTeacherChoices: vi.fn<WebHost['applyTeacherChoices']>(async () => ({
      ok: false,
      error: { code: 'unavailable', reason: 'ipc.failed', values: { channel: 'web:applyTeacherChoices' } },
    })),
  } satisfies WebHost;
  return host;
}

/** One stage attempt at `at`, won or lost. */
export function attemptAt(at: string, victory = true, stageId = 'month'): Attempt {
  return {
    at,
    stageId,
    mode: 'battle',
    victory,
    accuracy: 0.9,
    keysPerMinute: 120,
    timeMs: 30_000,
    rank: 'A',
    maxCombo: 5,
    missed: [],
  };
}

/** Progress at `level` with these attempts. */
export function progressWith(level: number, history: Attempt[] = []): AppSnapshot {
  return { ...emptySnapshot(), level, history };
}

/**
 * A file as a picker hands it over. Node's `File` (jsdom's has no `arrayBuffer`), typed as the DOM's.
 */
export function pickedFile(content: string | Uint8Array, name: string): File {
  return new NodeFile([content], name) as unknown as File;
}

/** A file of `size` bytes, for the size limits. */
export function fileOfSize(size: number, name: string): File {
  return pickedFile(new Uint8Array(size), name);
}
