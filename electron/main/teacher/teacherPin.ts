import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  describeIssues,
  FIRST_LOCK_MS,
  fail,
  MAX_LOCK_MS,
  MAX_WRONG_TRIES,
  ok,
  type Result,
  type TeacherRefusal,
  type TeacherSetPin,
  type TeacherStatus,
  type TeacherUnlock,
  teacherPinSchema,
} from '../../../core/contract';
import { parseJsonObject } from '../stores/parseJsonText';
import { removeStaleTempFiles } from '../stores/removeStaleTempFiles';
import { errorCodeOf, writeErrorCode } from '../stores/writeErrorCode';
import { type AtomicFs, writeFileAtomic } from '../stores/writeFileAtomic';
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
} from './teacherPinFile';

// The lock rule's numbers live in the contract, so the teacher page and the manual state the same ones.
export { FIRST_LOCK_MS, MAX_LOCK_MS, MAX_WRONG_TRIES };
/** How long a token stays valid without being used, in milliseconds. */
export const TOKEN_IDLE_MS = 30 * 60_000;
/** Tokens held at once; the oldest is dropped beyond this (each unlock makes one). */
export const MAX_TOKENS = 8;

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
}

/** The teacher PIN of this PC's user: set at first use, kept only as a salted hash, checked in main. */
export interface TeacherPinService {
  /** Full path of `teacher-pin.json`. */
  readonly path: string;
  /** Whether a PIN is set, whether wrong tries have locked it, and whether its file is damaged. */
  status(): TeacherStatus;
  /** Sets the first PIN; refused (`pin-set`) once one exists. */
  setPin(pin: string): Promise<Result<TeacherSetPin>>;
  /** Replaces the PIN after checking the current one (wrong tries count as for {@link unlock}); every token is given up. */
  changePin(currentPin: string, pin: string): Promise<Result<TeacherSetPin>>;
  /** Checks a PIN: the right one answers a new token, a wrong one counts towards the lock. */
  unlock(pin: string): Promise<TeacherUnlock>;
  /** True while `token` came from {@link unlock} and has been used within {@link TOKEN_IDLE_MS}; each true answer counts as use. */
  isUnlocked(token: string): boolean;
  /** Gives up a token; answers whether it was still valid. */
  lock(token: string): boolean;
}

type PinState = { kind: 'none' } | { kind: 'set'; file: TeacherPinFile } | { kind: 'damaged'; why: string };

/** Node's scrypt, as a promise; it runs on the thread pool, so checking a PIN never stalls the window. */
function deriveKey(pin: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(pin, salt, KEY_BYTES, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** How many digits a PIN has, as `teacherPinSchema` checks them; told with a refused PIN. */
const PIN_DIGITS = { min: 4, max: 8 };

const scryptOptions = (hash: Pick<PinHash, 'N' | 'r' | 'p'>): ScryptOptions => ({
  N: hash.N,
  r: hash.r,
  p: hash.p,
  // scrypt needs 128·N·r bytes; Node's default ceiling (32 MiB) is exactly that, which it refuses.
  maxmem: 256 * hash.N * hash.r,
});

async function hashPin(pin: string): Promise<PinHash> {
  const salt = randomBytes(SALT_BYTES);
  const key = await deriveKey(pin, salt, scryptOptions(SCRYPT_COST));
  return { algorithm: 'scrypt', ...SCRYPT_COST, salt: salt.toString('base64'), key: key.toString('base64') };
}

async function pinMatches(pin: string, hash: PinHash): Promise<boolean> {
  const key = await deriveKey(pin, Buffer.from(hash.salt, 'base64'), scryptOptions(hash));
  return timingSafeEqual(key, Buffer.from(hash.key, 'base64'));
}

/** How long the `locks`-th lock in a row lasts. */
export function lockDurationMs(locks: number): number {
  return Math.min(FIRST_LOCK_MS * 2 ** Math.max(0, locks - 1), MAX_LOCK_MS);
}

/**
 * Opens the teacher PIN of `cwd`. A missing file means no PIN yet. A file that cannot be read or
 * makes no sense is never taken for "no PIN" (which would let anyone set a new one by spoiling it):
 * it is left exactly as it is, nothing opens, and `status()` says `damaged` until IT deletes it with
 * the game closed.
 */
export function createTeacherPinService(options: TeacherPinOptions): TeacherPinService {
  const now = options.now ?? (() => new Date());
  const log = options.log ?? ((message: string) => console.warn(message));
  const makeToken = options.makeToken ?? (() => randomBytes(32).toString('base64url'));
  const filePath = path.join(options.cwd, TEACHER_PIN_FILE);
  const tokens = new Map<string, number>();
  let state: PinState = load();

  function load(): PinState {
    removeStaleTempFiles(options.cwd, [TEACHER_PIN_FILE]);
    let text: string;
    try {
      const size = fs.statSync(filePath).size;
      if (size > MAX_PIN_FILE_BYTES) return damaged(`it is ${size} bytes, far more than a PIN file holds`);
      text = fs.readFileSync(filePath, 'utf8');
    } catch (error) {
      if (errorCodeOf(error) === 'ENOENT') return { kind: 'none' };
      return damaged(`it cannot be read (${errorCodeOf(error)})`);
    }
    let raw: unknown;
    try {
      raw = parseJsonObject(text);
    } catch (error) {
      return damaged(`it is not a JSON object: ${error instanceof Error ? error.message : String(error)}`);
    }
    const parsed = teacherPinFileSchema.safeParse(raw);
    if (!parsed.success)
      return damaged(`it does not fit the expected shape: ${describeIssues(parsed.error)}`);
    return { kind: 'set', file: parsed.data };
  }

  function damaged(why: string): PinState {
    log(
      `The teacher PIN file ${filePath} cannot be used (${why}). It is left as it is and teacher mode stays shut; to set a new PIN, close the game and delete the file.`,
    );
    return { kind: 'damaged', why };
  }

  /** Writes the file through the verified writer; answers the failure's code, or null. */
  function save(file: TeacherPinFile): string | null {
    const written = writeFileAtomic(filePath, `${JSON.stringify(file, undefined, '\t')}\n`, {
      fs: options.fs,
    });
    if (written.ok) return null;
    log(`Could not save the teacher PIN file: ${written.error.message}`);
    return written.error.code;
  }

  /**
   * The end of the lock in force now, or null. A lock found ending more than {@link MAX_LOCK_MS}
   * from now (the clock was set back, or the file edited) is shortened to that and saved, so it
   * cannot keep teacher mode shut for longer.
   */
  function currentLock(): Date | null {
    if (state.kind !== 'set' || state.file.lockedUntil === null) return null;
    const at = now().getTime();
    const until = Date.parse(state.file.lockedUntil);
    if (until > at + MAX_LOCK_MS) {
      const shortened = { ...state.file, lockedUntil: new Date(at + MAX_LOCK_MS).toISOString() };
      state = { kind: 'set', file: shortened };
      save(shortened);
      return new Date(at + MAX_LOCK_MS);
    }
    return until > at ? new Date(until) : null;
  }

  // PINs are checked one at a time: otherwise many tries sent at once would all be checked before
  // the first wrong one was counted, and the lock would not hold.
  let queue: Promise<unknown> = Promise.resolve();
  function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
    const run = queue.then(task, task);
    queue = run.catch(() => undefined);
    return run;
  }

  /** Checks a PIN against the stored one, counting wrong tries and locking after {@link MAX_WRONG_TRIES}. */
  async function check(pin: string): Promise<{ ok: true } | TeacherRefusal> {
    if (state.kind === 'none') return { ok: false, reason: 'no-pin' };
    if (state.kind === 'damaged') return { ok: false, reason: 'damaged' };
    const locked = currentLock();
    if (locked) return { ok: false, reason: 'locked', lockedUntil: locked.toISOString() };
    const file = state.file;
    // A PIN of the wrong form cannot match; it counts as a wrong try all the same.
    const right = teacherPinSchema.safeParse(pin).success && (await pinMatches(pin, file.hash));
    if (right) {
      if (file.failedTries > 0 || file.locks > 0 || file.lockedUntil !== null) {
        const cleared = { ...file, failedTries: 0, locks: 0, lockedUntil: null };
        state = { kind: 'set', file: cleared };
        save(cleared);
      }
      return { ok: true };
    }
    const failedTries = file.failedTries + 1;
    const next: TeacherPinFile =
      failedTries >= MAX_WRONG_TRIES
        ? {
            ...file,
            failedTries: 0,
            locks: file.locks + 1,
            lockedUntil: new Date(now().getTime() + lockDurationMs(file.locks + 1)).toISOString(),
          }
        : { ...file, failedTries };
    // Counted in memory even when the disk refuses, so the lock holds at least until the game closes.
    state = { kind: 'set', file: next };
    save(next);
    return { ok: false, reason: 'wrong-pin', lockedUntil: next.lockedUntil };
  }

  async function storeNewPin(pin: string): Promise<Result<TeacherSetPin>> {
    const valid = teacherPinSchema.safeParse(pin);
    if (!valid.success) {
      return fail('invalid-payload', 'teacher.pinFormat', PIN_DIGITS, describeIssues(valid.error));
    }
    const file: TeacherPinFile = {
      version: TEACHER_PIN_VERSION,
      hash: await hashPin(pin),
      failedTries: 0,
      locks: 0,
      lockedUntil: null,
      changedAt: now().toISOString(),
    };
    const refused = save(file);
    if (refused !== null) {
      return fail(writeErrorCode({ code: refused }), 'teacher.pinNotSaved', { file: filePath }, refused);
    }
    state = { kind: 'set', file };
    tokens.clear();
    return ok({ ok: true, status: status() });
  }

  function status(): TeacherStatus {
    const locked = currentLock();
    return {
      pinSet: state.kind !== 'none',
      lockedUntil: locked ? locked.toISOString() : null,
      damaged: state.kind === 'damaged',
    };
  }

  function isUnlocked(token: string): boolean {
    const expires = tokens.get(token);
    if (expires === undefined) return false;
    const at = now().getTime();
    if (at >= expires) {
      tokens.delete(token);
      return false;
    }
    tokens.set(token, at + TOKEN_IDLE_MS);
    return true;
  }

  function newToken(): string {
    const at = now().getTime();
    for (const [held, expires] of tokens) if (at >= expires) tokens.delete(held);
    while (tokens.size >= MAX_TOKENS) {
      const oldest = tokens.keys().next().value;
      if (oldest === undefined) break;
      tokens.delete(oldest);
    }
    const token = makeToken();
    tokens.set(token, at + TOKEN_IDLE_MS);
    return token;
  }

  return {
    path: filePath,
    status,
    setPin: (pin) =>
      oneAtATime(async () => {
        if (state.kind === 'damaged') return ok({ ok: false, reason: 'damaged' });
        if (state.kind === 'set') return ok({ ok: false, reason: 'pin-set' });
        return storeNewPin(pin);
      }),
    changePin: (currentPin, pin) =>
      oneAtATime(async () => {
        if (!teacherPinSchema.safeParse(pin).success) {
          return fail('invalid-payload', 'teacher.pinFormat', PIN_DIGITS);
        }
        const checked = await check(currentPin);
        if (!checked.ok) return ok(checked);
        return storeNewPin(pin);
      }),
    unlock: (pin) =>
      oneAtATime(async () => {
        const checked = await check(pin);
        return checked.ok ? { ok: true, token: newToken() } : checked;
      }),
    isUnlocked,
    lock: (token) => {
      const held = isUnlocked(token);
      tokens.delete(token);
      return held;
    },
  };
}
