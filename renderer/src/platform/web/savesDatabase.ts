import { type DBSchema, type IDBPDatabase, wrap } from 'idb';
import { type ErrorCode, fail, type Result } from '../../../../core/contract';

/** The one database of the web edition's saves. */
export const SAVES_DATABASE = 'kotoba-quest';
/** Its version; the upgrade below makes every store of this version. */
export const SAVES_DATABASE_VERSION = 1;
/** The object store that holds every record, by key (see {@link SAVE_KEYS}). */
export const SAVES_STORE = 'saves';

/** The keys of the records: one per stored file of the desktop edition, per player where it is theirs. */
export const SAVE_KEYS = {
  profiles: 'profiles',
  teacherPin: 'teacher-pin',
  teacherSettings: 'teacher-settings',
  wordLists: 'wordlists',
  /** When this browser first kept saves here; its presence means saves exist (see `startState`). */
  savesSince: 'saves-since',
  /** When the browser build's localStorage saves were moved in, so they are moved only once. */
  movedOver: 'moved-over',
  /** The players as they were before the last roster import, to undo it. */
  rosterBackup: 'roster-backup',
  settingsOf: (playerId: string) => `settings:${playerId}`,
  progressOf: (playerId: string) => `progress:${playerId}`,
  /** The player as they were last listed, kept beside their saves (the desktop's `profile.json`). */
  playerOf: (playerId: string) => `player:${playerId}`,
  lastBackupOf: (playerId: string) => `last-backup:${playerId}`,
} as const;

interface SavesSchema extends DBSchema {
  saves: { key: string; value: unknown };
}

/** Why the browser refused a write: the code and reason the answer carries, and a detail for developers. */
export interface WriteRefusal {
  code: Extract<ErrorCode, 'read-only' | 'write-failed'>;
  reason: 'save.diskFull' | 'save.readOnly' | 'save.refused' | 'save.otherTab';
  detail: string;
}

/** The records of the saves database: read one, list keys, and write several at once (all or none). */
export interface SavesStore {
  /** False when the browser gave no database (blocked storage, some private windows): everything lives in memory. */
  readonly open: boolean;
  /** A record, or undefined when it is missing or cannot be read. */
  get(key: string): Promise<unknown>;
  /** A record, or undefined when it is missing; rejects when the browser cannot read it. */
  read(key: string): Promise<unknown>;
  keys(): Promise<string[]>;
  /**
   * Writes every entry in one transaction (an `undefined` value deletes the key): either all are
   * kept or none, so a refused write leaves the previous save exactly as it was. Null when written.
   */
  write(entries: ReadonlyArray<readonly [string, unknown]>): Promise<WriteRefusal | null>;
}

const nameOf = (error: unknown): string =>
  error && typeof error === 'object' && 'name' in error ? String(error.name) : 'Error';

/**
 * What a refused write answers. A full quota is said as such; a database the browser will not let us
 * write (a private window, blocked storage, a closed connection) is read-only; anything else (an
 * `UnknownError`, an aborted transaction) is a refusal with the previous save kept.
 */
export function writeRefusalOf(error: unknown): WriteRefusal {
  const name = nameOf(error);
  const message = error instanceof Error ? error.message : String(error);
  if (name === 'QuotaExceededError') {
    return {
      code: 'write-failed',
      reason: 'save.diskFull',
      detail: `The browser storage is full (${message}).`,
    };
  }
  if (name === 'InvalidStateError' || name === 'SecurityError' || name === 'NotAllowedError') {
    return { code: 'read-only', reason: 'save.readOnly', detail: `The browser refused to store (${name}).` };
  }
  return {
    code: 'write-failed',
    reason: 'save.refused',
    detail: `The browser refused the write (${name}: ${message}).`,
  };
}

/** The failure a refused write answers, with the label of what was being saved. */
export function refusedSave(refusal: WriteRefusal, label: string): Result<never> {
  return fail(refusal.code, refusal.reason, {}, `Could not save the ${label}: ${refusal.detail}`);
}

/** The errors of a connection that is closed or lost (not of the write itself): worth one reopening. */
const CONNECTION_ERRORS = new Set(['InvalidStateError', 'UnknownError']);

const NO_DATABASE: WriteRefusal = {
  code: 'read-only',
  reason: 'save.readOnly',
  detail: 'This browser keeps no database for this page.',
};

/** Saves in memory only, for a browser that gave no database. */
function memoryOnly(): SavesStore {
  return {
    open: false,
    get: async () => undefined,
    read: async () => undefined,
    keys: async () => [],
    write: async () => NO_DATABASE,
  };
}

/** Opens the saves database through `factory` (the page's `indexedDB`; a fresh fake in tests). */
async function openDatabase(factory: IDBFactory): Promise<IDBPDatabase<SavesSchema>> {
  const request = factory.open(SAVES_DATABASE, SAVES_DATABASE_VERSION);
  request.onupgradeneeded = () => {
    const db = request.result;
    if (!db.objectStoreNames.contains(SAVES_STORE)) db.createObjectStore(SAVES_STORE);
  };
  const db = (await wrap(request)) as unknown as IDBPDatabase<SavesSchema>;
  // A newer version opened in another tab asks this one to step aside; its next start uses it.
  db.addEventListener('versionchange', () => db.close());
  return db;
}

/**
 * Opens the saves database; when the browser refuses (a private window of some browsers, storage
 * blocked by policy), answers a store that keeps nothing, so the game still plays in memory.
 */
export async function openSavesStore(
  factory: IDBFactory | null,
  log: (message: string) => void,
): Promise<SavesStore> {
  if (!factory) return memoryOnly();
  let db: IDBPDatabase<SavesSchema>;
  try {
    db = await openDatabase(factory);
  } catch (error) {
    log(`The saves database could not be opened (${nameOf(error)}); saves stay in memory.`);
    return memoryOnly();
  }
  // The browser may close the connection under us (Safari when the page sleeps in the background,
  // storage cleared by hand): the next call opens it again once instead of refusing every save.
  let lost = false;
  const watch = (opened: IDBPDatabase<SavesSchema>) => {
    opened.addEventListener('close', () => {
      lost = true;
    });
    return opened;
  };
  watch(db);
  const withDatabase = async <T>(run: (opened: IDBPDatabase<SavesSchema>) => Promise<T>): Promise<T> => {
    if (lost) {
      db = watch(await openDatabase(factory));
      lost = false;
    }
    try {
      return await run(db);
    } catch (error) {
      if (!CONNECTION_ERRORS.has(nameOf(error))) throw error;
      log(`The saves database connection was lost (${nameOf(error)}); opening it again.`);
      db = watch(await openDatabase(factory));
      return run(db);
    }
  };
  const writeOnce = async (
    opened: IDBPDatabase<SavesSchema>,
    entries: ReadonlyArray<readonly [string, unknown]>,
  ) => {
    const tx = opened.transaction(SAVES_STORE, 'readwrite');
    const done = tx.done;
    // A rejected transaction is reported once, through `done`.
    done.catch(() => undefined);
    try {
      for (const [key, value] of entries) {
        if (value === undefined) void tx.store.delete(key).catch(() => undefined);
        else void tx.store.put(value, key).catch(() => undefined);
      }
    } catch (error) {
      // A put refused at once (e.g. a value the browser cannot clone): nothing of this write is kept.
      try {
        tx.abort();
      } catch {
        // Already finished.
      }
      throw error;
    }
    await done;
  };
  return {
    open: true,
    get: async (key) => {
      try {
        return await withDatabase((opened) => opened.get(SAVES_STORE, key));
      } catch (error) {
        log(`Could not read ${key} (${nameOf(error)}).`);
        return undefined;
      }
    },
    read: (key) => withDatabase((opened) => opened.get(SAVES_STORE, key)),
    keys: async () => {
      try {
        return await withDatabase((opened) => opened.getAllKeys(SAVES_STORE));
      } catch {
        return [];
      }
    },
    write: async (entries) => {
      try {
        await withDatabase((opened) => writeOnce(opened, entries));
        return null;
      } catch (error) {
        const refusal = writeRefusalOf(error);
        log(`A save was refused: ${refusal.detail}`);
        return refusal;
      }
    },
  };
}
