import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { describeIssues, fail, type LoadInfo, type Migrated, ok, type Result } from '../../contract';
import { type OpenStore, openElectronStore, type StoreFile } from './openElectronStore';
import { errorCodeOf, writeErrorCode } from './writeErrorCode';

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
}

/** One versioned JSON document kept in memory and in a file; writes fall back to memory when the disk refuses. */
export interface StoredFile<T> {
  /** Full path of the file. */
  readonly path: string;
  /** The current document (a copy). */
  read(): T;
  /** How the file was found at start; `recovered` is answered only once per start. */
  takeLoadInfo(): LoadInfo;
  /** Validates and saves a whole document; the in-memory copy follows even when the disk refuses. */
  write(value: unknown): Result<T>;
}

/** How long, in milliseconds, saves stay in memory only after the disk refused one. */
export const WRITE_RETRY_MS = 30_000;

/** A file-system-safe time stamp such as `2026-01-31T10-20-30-123Z`. */
export function fileStamp(date: Date): string {
  return date.toISOString().replace(/[:.]/g, '-');
}

/** Opens a versioned JSON document: missing → defaults; damaged → moved aside and defaults; older → migrated. */
export function createStoredFile<T>(options: StoredFileOptions<T>): StoredFile<T> {
  const openStore = options.openStore ?? openElectronStore;
  const now = options.now ?? (() => new Date());
  const log = options.log ?? ((message: string) => console.warn(message));
  const filePath = path.join(options.cwd, `${options.name}.json`);

  let file: StoreFile | null = null;
  let current: T = options.defaults();
  let writable = true;
  let recovered = false;
  let movedTo: string | null = null;
  // A file that exists but cannot be read is never overwritten: it may hold progress worth keeping.
  let locked = false;
  // After a refused write the disk is left alone for a while: each attempt on a read-only folder
  // blocks the main process while the atomic writer retries.
  let lastFailure: { at: number; result: Result<T> } | null = null;

  const moveAside = (kind: string, why: string): void => {
    recovered = true;
    const target = `${filePath}.${kind}-${fileStamp(now())}`;
    try {
      fs.renameSync(filePath, target);
      movedTo = target;
      log(`The ${options.label} file ${filePath} could not be used (${why}); it was moved to ${target}.`);
    } catch (error) {
      log(
        `The ${options.label} file ${filePath} could not be used (${why}) nor moved aside (${errorCodeOf(error)}).`,
      );
    }
  };

  const persist = (value: T): Result<T> => {
    if (locked) {
      writable = false;
      return fail(
        'read-only',
        `Could not save the ${options.label}: the file ${filePath} cannot be read, so it is left untouched. Play goes on, but changes are kept only until the game closes.`,
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
          : `the disk refused the write (${errorCodeOf(error)})`;
      log(`Could not save the ${options.label}: ${why}.`);
      const result = fail<T>(
        code,
        `Could not save the ${options.label}: ${why}. Play goes on, but changes are kept only until the game closes.`,
      );
      lastFailure = { at: now().getTime(), result };
      return result;
    }
  };

  const open = (): void => {
    const existed = fs.existsSync(filePath);
    let raw: unknown;
    try {
      file = openStore(options.cwd, options.name);
      raw = file.store;
    } catch (error) {
      if (error instanceof SyntaxError) {
        moveAside('corrupt', 'it is empty, cut short or not JSON');
        try {
          file = openStore(options.cwd, options.name);
        } catch {
          file = null;
        }
        if (file) persist(current);
        else writable = false;
        return;
      }
      file = null;
      writable = false;
      locked = existed;
      log(
        `The ${options.label} file ${filePath} cannot be read (${errorCodeOf(error)}); using defaults in memory.`,
      );
      return;
    }
    if (!existed) {
      persist(current);
      return;
    }
    const migrated = options.migrate(raw);
    if (!migrated.ok) {
      moveAside('corrupt', migrated.reason);
      persist(current);
      return;
    }
    current = migrated.value;
    if (migrated.migrated) {
      const backup = `${filePath}.before-migration-${fileStamp(now())}`;
      try {
        fs.copyFileSync(filePath, backup);
      } catch (error) {
        log(`Could not keep a copy of the ${options.label} before migration (${errorCodeOf(error)}).`);
      }
      persist(current);
    }
  };

  open();

  return {
    path: filePath,
    read: () => structuredClone(current),
    takeLoadInfo: () => {
      const info: LoadInfo = { recovered, movedTo, writable };
      recovered = false;
      movedTo = null;
      return info;
    },
    write: (value) => {
      const parsed = options.schema.safeParse(value);
      if (!parsed.success) {
        return fail(
          'invalid-payload',
          `Nothing was saved; the ${options.label} data does not fit the expected shape: ${describeIssues(parsed.error)}`,
        );
      }
      current = parsed.data;
      return persist(structuredClone(parsed.data));
    },
  };
}
