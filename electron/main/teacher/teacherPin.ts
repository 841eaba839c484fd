import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import { describeIssues, fail, type Migrated, type TeacherPinScope } from '../../../core/contract';
import {
  KEY_BYTES,
  MAX_PIN_FILE_BYTES,
  type PinHash,
  SALT_BYTES,
  SCRYPT_COST,
  TEACHER_PIN_FILE,
  TEACHER_PIN_VERSION,
  type TeacherPinFile,
  teacherPinFileSchema,
} from '../../../core/teacher/teacherPinFile';
import {
  createTeacherPinKeeper,
  type PinHasher,
  type PinState,
  type PinStore,
  type TeacherPinKeeper,
} from '../../../core/teacher/teacherPinKeeper';
import { isJsonObject, readJsonFile, writeJsonFile } from '../stores/jsonFile';
import { removeStaleTempFiles } from '../stores/removeStaleTempFiles';
import { writeErrorCode } from '../stores/writeErrorCode';
import type { AtomicFs } from '../stores/writeFileAtomic';

/** Options of the teacher PIN service; only `cwd` is needed in the app. */
export interface TeacherPinOptions {
  /** The app's userData folder, where `teacher-pin.json` lives beside the other stores. */
  cwd: string;
  /** The clock of locks and token expiry. */
  now?: () => Date;
  log?: (message: string) => void;
  /** Random tokens; crypto unless a test fixes them. */
  makeToken?: () => string;
  /** The disk the atomic writer uses; Node's unless a test makes it refuse. */
  fs?: AtomicFs;
  /** Where the PIN is kept instead of `cwd`'s file (a class folder's PIN); `cwd` still names {@link TeacherPinService.path}. */
  store?: PinStore;
  /** The PIN IT wrote in the machine-wide config, if any: then it is the PIN (see {@link itPinStore}). */
  itHash?: PinHash | null;
}

/** The teacher PIN of this PC's user: set at first use, kept only as a salted hash, checked in main. */
export interface TeacherPinService extends TeacherPinKeeper {
  /** Full path of `teacher-pin.json`. */
  readonly path: string;
  /** Reads where the PIN lives again before it is shown or checked (a class folder's PIN may have changed). */
  refresh?: () => Promise<void>;
}

/** Node's scrypt, as a promise; it runs on the thread pool, so checking a PIN never stalls the window. */
function deriveKey(pin: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(pin, salt, KEY_BYTES, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

const scryptOptions = (hash: Pick<PinHash, 'N' | 'r' | 'p'>): ScryptOptions => ({
  N: hash.N,
  r: hash.r,
  p: hash.p,
  // scrypt needs 128·N·r bytes; Node's default ceiling (32 MiB) is exactly that, which it refuses.
  maxmem: 256 * hash.N * hash.r,
});

/** PINs hashed with Node's scrypt at the cost the PIN file names. */
export const scryptPinHasher: PinHasher = {
  async hash(pin) {
    const salt = randomBytes(SALT_BYTES);
    const key = await deriveKey(pin, salt, scryptOptions(SCRYPT_COST));
    return {
      algorithm: 'scrypt',
      ...SCRYPT_COST,
      salt: salt.toString('base64'),
      key: key.toString('base64'),
    };
  },
  async matches(pin, hash) {
    const key = await deriveKey(pin, Buffer.from(hash.salt, 'base64'), scryptOptions(hash));
    return timingSafeEqual(key, Buffer.from(hash.key, 'base64'));
  },
};

/** Reads a PIN file's content (from this PC or a class folder); anything else is a reason it cannot be used. */
export function decodePinFile(raw: unknown): Migrated<TeacherPinFile> {
  if (!isJsonObject(raw)) return { ok: false, reason: 'it is not a JSON object' };
  const parsed = teacherPinFileSchema.safeParse(raw);
  return parsed.success
    ? { ok: true, value: parsed.data, migrated: false }
    : { ok: false, reason: `it does not fit the expected shape: ${describeIssues(parsed.error)}` };
}

/** What {@link pinFileStore} needs: the folder of `teacher-pin.json`, a log and the disk. */
export interface PinFileStoreOptions {
  cwd: string;
  log: (message: string) => void;
  fs?: AtomicFs;
  scope?: TeacherPinScope;
}

/**
 * `teacher-pin.json` in `cwd`. A missing file means no PIN yet. A file that cannot be read or makes
 * no sense is left exactly as it is, and the keeper keeps teacher mode shut until IT deletes it.
 */
export function pinFileStore(options: PinFileStoreOptions): PinStore {
  const { log } = options;
  const filePath = path.join(options.cwd, TEACHER_PIN_FILE);
  function damaged(why: string): PinState {
    log(
      `The teacher PIN file ${filePath} cannot be used (${why}). It is left as it is and teacher mode stays shut; to set a new PIN, close the game and delete the file.`,
    );
    return { kind: 'damaged', why };
  }
  return {
    scope: options.scope ?? 'pc',
    load() {
      removeStaleTempFiles(options.cwd, [TEACHER_PIN_FILE]);
      // A damaged PIN file is left where it is (see above), so it is read without being set aside.
      const found = readJsonFile(filePath, { maxBytes: MAX_PIN_FILE_BYTES, decode: decodePinFile });
      switch (found.kind) {
        case 'missing':
          return { kind: 'none' };
        case 'unreadable':
          return damaged(`it cannot be read (${found.code})`);
        case 'damaged':
          return damaged(found.reason);
        case 'found':
          return { kind: 'set', file: found.value };
      }
    },
    // Through the verified writer, like every save.
    save(file) {
      const written = writeJsonFile(filePath, file, { fs: options.fs });
      if (written.ok) return null;
      log(`Could not save the teacher PIN file: ${written.error.message}`);
      return {
        code: writeErrorCode(written.error),
        file: filePath,
        reason: written.error.code,
      };
    },
  };
}

/**
 * The PIN IT wrote in the machine-wide config: it is the PIN, whatever this PC holds. Wrong tries
 * and locks are kept beside it in `cwd`, and count only while their file names the same hash.
 */
export function itPinStore(hash: PinHash, local: PinStore): PinStore {
  const fresh: TeacherPinFile = {
    version: TEACHER_PIN_VERSION,
    hash,
    failedTries: 0,
    locks: 0,
    lockedUntil: null,
    changedAt: new Date(0).toISOString(),
  };
  return {
    scope: 'it',
    load() {
      const here = local.load();
      return here.kind === 'set' && JSON.stringify(here.file.hash) === JSON.stringify(hash)
        ? here
        : { kind: 'set', file: fresh };
    },
    save: (file) => local.save(file),
  };
}

/** Wraps a keeper whose PIN comes from IT's config: it cannot be set or changed from the game. */
function fixedPin(keeper: TeacherPinKeeper): TeacherPinKeeper {
  return {
    ...keeper,
    changePin: async () => fail('protected', 'teacher.pinSetByIt'),
  };
}

/**
 * Opens the teacher PIN of `cwd` (or of the `store` given, e.g. a class folder's). A damaged file
 * is never taken for "no PIN": `status()` says `damaged` until IT deletes it with the game closed.
 */
export function createTeacherPinService(options: TeacherPinOptions): TeacherPinService {
  const log = options.log ?? ((message: string) => console.warn(message));
  const filePath = path.join(options.cwd, TEACHER_PIN_FILE);
  const local = pinFileStore({ cwd: options.cwd, log, ...(options.fs ? { fs: options.fs } : {}) });
  const store = options.store ?? (options.itHash ? itPinStore(options.itHash, local) : local);
  const keeper = createTeacherPinKeeper({
    store,
    hasher: scryptPinHasher,
    now: options.now ?? (() => new Date()),
    makeToken: options.makeToken ?? (() => randomBytes(32).toString('base64url')),
  });
  return { ...(store.scope === 'it' ? fixedPin(keeper) : keeper), path: filePath };
}
