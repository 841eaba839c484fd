import path from 'node:path';
import type { z } from 'zod';
import { describeIssues, fail, type LoadInfo, type Migrated, ok, type Result } from '../../../core/contract';
import { copyFileVerified, fileStamp, isJsonObject, readJsonFile } from './jsonFile';
import { type OpenStore, openElectronStore, type StoreFile } from './openElectronStore';
import { removeStaleTempFiles } from './removeStaleTempFiles';
import { errorCodeOf, writeErrorCode } from './writeErrorCode';

/** A stored file that could not be used, as its recovery sees it. */
export interface DamagedFile {
  /** The start of the file as text (up to {@link SALVAGE_BYTES}), or null when it could not be read at all. */
  text: string | null;
  /** Why the file could not be used, for the log. */
  reason: string;
}

/** How to keep one versioned JSON document in a file. */
export interface StoredFileOptions<T> {
  /** Absolute folder of the file. */
  cwd: string;
  /** File name without `.json`. */
  name: string;
  /** What the document is called in messages, e.g. `settings`. */
  label: string;
  /** The current shape; every write is checked against it. */
  schema: z.ZodType<T>;
  /** A fresh document for a new player. */
  defaults: () => T;
  /** Reads any stored version into the current shape. */
  migrate: (raw: unknown) => Migrated<T>;
  /** Opens the file; electron-store unless a test injects another. */
  openStore?: OpenStore;
  /** Clock for the names of moved-aside files. */
  now?: () => Date;
  /** Where problems are reported for support. */
  log?: (message: string) => void;
  /** A larger file is damage (nothing this game writes grows so big); {@link DEFAULT_MAX_BYTES} unless set. */
  maxBytes?: number;
  /**
   * Builds a document from what is left of a damaged or unreadable file (and whatever else is on
   * disk) instead of starting from the defaults; answers null when nothing can be saved from it.
   */
  recover?: (damaged: DamagedFile) => T | null;
}

/** One versioned JSON document kept in memory and in a file; writes fall back to memory when the disk refuses. */
export interface StoredFile<T> {
  /** Full path of the file. */
  readonly path: string;
  /** The current document (a copy). */
  read(): T;
  /** How the file was found at start and whether it can be written now; reading it changes nothing. */
  loadInfo(): LoadInfo;
  /** Forgets that the file was recovered, once whoever tells the player has told them. */
  clearRecovered(): void;
  /** Validates and saves a whole document; the in-memory copy follows even when the disk refuses. */
  write(value: unknown): Result<T>;
}

/** How long, in milliseconds, saves stay in memory only after the disk refused one. */
export const WRITE_RETRY_MS = 30_000;

/** The largest stored file read unless a service sets its own limit. */
export const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;

/** How much of a damaged file is read to recover what it still holds. */
export const SALVAGE_BYTES = 16 * 1024 * 1024;

/** Disk answers that mean the whole file could not be stored; the previous save is kept. */
const NO_ROOM_CODES = new Set(['ENOSPC', 'EDQUOT', 'EFBIG', 'ESHORTWRITE', 'EVERIFY']);

/**
 * Opens a versioned JSON document: missing → defaults; damaged → moved aside, then what can be
 * recovered from it (or the defaults); older → migrated. Leftover temporary files of interrupted saves
 * of this document are removed first. The file is read through {@link readJsonFile} and every save is
 * verified before it replaces the previous file.
 */
export function createStoredFile<T>(options: StoredFileOptions<T>): StoredFile<T> {
  const openStore = options.openStore ?? openElectronStore;
  const now = options.now ?? (() => new Date());
  const log = options.log ?? ((message: string) => console.warn(message));
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const fileName = `${options.name}.json`;
  const filePath = path.join(options.cwd, fileName);

  let file: StoreFile | null = null;
  let current: T = options.defaults();
  let writable = true;
  let recovered = false;
  let movedTo: string | null = null;
  // A file that exists but cannot be read (or moved aside) is never overwritten: it may hold
  // progress worth keeping.
  let locked = false;
  // After a refused write the disk is left alone for a while, so a read-only or full disk is not
  // asked again on every keystroke's save.
  let lastFailure: { at: number; result: Result<T> } | null = null;

  const persist = (value: T): Result<T> => {
    if (locked) {
      writable = false;
      return fail(
        'read-only',
        'save.locked',
        {},
        `Could not save the ${options.label}: the file ${filePath} cannot be read, so it is left untouched.`,
      );
    }
    if (lastFailure && now().getTime() - lastFailure.at < WRITE_RETRY_MS) return lastFailure.result;
    try {
      if (!file) file = openStore(options.cwd, options.name);
      file.store = value as Record<string, unknown>;
      writable = true;
      lastFailure = null;
      return ok(value);
    } catch (error) {
      writable = false;
      const code = writeErrorCode(error);
      const why =
        code === 'read-only'
          ? `the folder ${options.cwd} is read-only`
          : NO_ROOM_CODES.has(errorCodeOf(error))
            ? `the disk is full (${errorCodeOf(error)}); the previous save is kept as it was`
            : `the disk refused the write (${errorCodeOf(error)}); the previous save is kept as it was`;
      log(`Could not save the ${options.label}: ${why}.`);
      const reason =
        code === 'read-only'
          ? 'save.readOnly'
          : NO_ROOM_CODES.has(errorCodeOf(error))
            ? 'save.diskFull'
            : 'save.refused';
      const result = fail(code, reason, {}, `Could not save the ${options.label}: ${why}.`);
      lastFailure = { at: now().getTime(), result };
      return result;
    }
  };

  /** The recovered document, when the service can rebuild one that fits the schema. */
  const recoverFrom = (damaged: DamagedFile): T | null => {
    const rebuilt = options.recover?.(damaged) ?? null;
    if (rebuilt === null) return null;
    const parsed = options.schema.safeParse(rebuilt);
    if (parsed.success) return parsed.data;
    log(`The ${options.label} rebuilt from a damaged file do not fit: ${describeIssues(parsed.error)}`);
    return null;
  };

  const open = (): void => {
    const leftovers = removeStaleTempFiles(options.cwd, [fileName]);
    if (leftovers.length > 0) {
      log(
        `Removed ${leftovers.length} unfinished save(s) of the ${options.label} left by an interrupted save.`,
      );
    }
    const found = readJsonFile(filePath, {
      maxBytes,
      // Our documents are always objects: `[]` or `null` is damage, not an empty document.
      decode: (raw): Migrated<T> =>
        isJsonObject(raw) ? options.migrate(raw) : { ok: false, reason: 'it is not a JSON object' },
      salvageBytes: SALVAGE_BYTES,
      setAside: { suffix: 'corrupt', now },
    });
    switch (found.kind) {
      case 'missing':
        persist(current);
        return;
      case 'unreadable':
        writable = false;
        locked = true;
        log(
          `The ${options.label} file ${filePath} cannot be read (${found.code}); using defaults in memory.`,
        );
        current = recoverFrom({ text: null, reason: `unreadable (${found.code})` }) ?? current;
        return;
      case 'damaged':
        recovered = true;
        current = recoverFrom({ text: found.text, reason: found.reason }) ?? current;
        if (found.movedTo === null) {
          log(
            `The ${options.label} file ${filePath} could not be used (${found.reason}) nor moved aside (${found.moveError}); it is left untouched.`,
          );
          // Kept in place for support; the game runs on what could be recovered, in memory.
          locked = true;
          writable = false;
          return;
        }
        movedTo = found.movedTo;
        log(
          `The ${options.label} file ${filePath} could not be used (${found.reason}); it was moved to ${movedTo}.`,
        );
        persist(current);
        return;
      case 'found': {
        current = found.value;
        if (!found.migrated) return;
        const copied = copyFileVerified(filePath, `${filePath}.before-migration-${fileStamp(now())}`);
        if (copied !== null) {
          log(`Could not keep a copy of the ${options.label} before migration (${copied}).`);
        }
        persist(current);
      }
    }
  };

  open();

  return {
    path: filePath,
    read: () => structuredClone(current),
    loadInfo: () => ({ recovered, movedTo, writable }),
    clearRecovered: () => {
      recovered = false;
      movedTo = null;
    },
    write: (value) => {
      const parsed = options.schema.safeParse(value);
      if (!parsed.success) {
        return fail(
          'invalid-payload',
          'save.invalid',
          {},
          `Nothing was saved; the ${options.label} data does not fit the expected shape: ${describeIssues(parsed.error)}`,
        );
      }
      current = parsed.data;
      return persist(structuredClone(parsed.data));
    },
  };
}
