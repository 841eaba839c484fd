import {
  describeIssues,
  type ErrorCode,
  FIRST_LOCK_MS,
  fail,
  MAX_LOCK_MS,
  MAX_WRONG_TRIES,
  ok,
  type Result,
  type TeacherPinScope,
  type TeacherRefusal,
  type TeacherSetPin,
  type TeacherStatus,
  type TeacherUnlock,
  teacherPinSchema,
} from '../contract';
import { type PinHash, TEACHER_PIN_VERSION, type TeacherPinFile } from './teacherPinFile';

/**
 * The PIN's record with the hash of some host: the desktop's scrypt hash (the PIN file), or another
 * host's own (the browser's WebCrypto hash); the counts of wrong tries and locks are the same.
 */
export type PinRecord<Hash extends { key: string } = PinHash> = Omit<TeacherPinFile, 'hash'> & { hash: Hash };

/** How long a token stays valid without being used, in milliseconds. */
export const TOKEN_IDLE_MS = 30 * 60_000;
/** Tokens held at once; the oldest is dropped beyond this (each unlock makes one). */
export const MAX_TOKENS = 8;

/** How long the `locks`-th lock in a row lasts. */
export function lockDurationMs(locks: number): number {
  return Math.min(FIRST_LOCK_MS * 2 ** Math.max(0, locks - 1), MAX_LOCK_MS);
}

/** What the stored PIN file said when it was read: no PIN yet, a PIN, or a file that cannot be used. */
export type PinState<Hash extends { key: string } = PinHash> =
  | { kind: 'none' }
  | { kind: 'set'; file: PinRecord<Hash> }
  | { kind: 'damaged'; why: string; unreachable?: boolean };

/** Why a save of the PIN file failed: the error code, the file for the screen, and a detail for the log. */
export interface PinSaveRefusal {
  code: Extract<ErrorCode, 'read-only' | 'write-failed'>;
  /** Where the PIN was to be kept (a path, or the browser's store). */
  file: string;
  /** E.g. `EROFS`: for developers only, never shown as a sentence. */
  reason: string;
}

/** How many digits a PIN has, as `teacherPinSchema` checks them; told with a refused PIN. */
const PIN_DIGITS = { min: 4, max: 8 };

/** Where the host keeps the PIN file (a file beside the other stores, or the browser's storage). */
export interface PinStore<Hash extends { key: string } = PinHash> {
  /** Reads the stored PIN once, when the keeper opens. */
  load(): PinState<Hash>;
  /** Saves the file (now, or later for a store that writes asynchronously); null when it was saved. */
  save(file: PinRecord<Hash>): PinSaveRefusal | null | Promise<PinSaveRefusal | null>;
  /** Where this store keeps the PIN; `pc` unless said. */
  scope?: TeacherPinScope;
}

/** The host's slow salted hash of a PIN (scrypt with {@link SCRYPT_COST} on the desktop). */
export interface PinHasher<Hash extends { key: string } = PinHash> {
  hash(pin: string): Promise<Hash>;
  matches(pin: string, hash: Hash): Promise<boolean>;
}

/** What the keeper needs from its host: storage, hashing, a clock and random tokens. */
export interface TeacherPinKeeperOptions<Hash extends { key: string } = PinHash> {
  store: PinStore<Hash>;
  hasher: PinHasher<Hash>;
  now: () => Date;
  makeToken: () => string;
}

/** The teacher PIN's rules: setting it once, checking it with a lock after wrong tries, and tokens that lapse. */
export interface TeacherPinKeeper {
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
  /** Reads the store again (another PC may have set or changed the PIN); a changed PIN gives up every token. */
  reload(): void;
}

/**
 * The teacher PIN's rules over a host's storage and hash. A damaged file is never taken for "no PIN"
 * (which would let anyone set a new one by spoiling it): nothing opens until it is removed. Tokens
 * live in memory only, so a restart forgets them.
 */
export function createTeacherPinKeeper<Hash extends { key: string } = PinHash>(
  options: TeacherPinKeeperOptions<Hash>,
): TeacherPinKeeper {
  const { store, hasher, now, makeToken } = options;
  const tokens = new Map<string, number>();
  let state: PinState<Hash> = store.load();

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
      void store.save(shortened);
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
    const right = teacherPinSchema.safeParse(pin).success && (await hasher.matches(pin, file.hash));
    if (right) {
      if (file.failedTries > 0 || file.locks > 0 || file.lockedUntil !== null) {
        const cleared = { ...file, failedTries: 0, locks: 0, lockedUntil: null };
        state = { kind: 'set', file: cleared };
        await store.save(cleared);
      }
      return { ok: true };
    }
    const failedTries = file.failedTries + 1;
    const next: PinRecord<Hash> =
      failedTries >= MAX_WRONG_TRIES
        ? {
            ...file,
            failedTries: 0,
            locks: file.locks + 1,
            lockedUntil: new Date(now().getTime() + lockDurationMs(file.locks + 1)).toISOString(),
          }
        : { ...file, failedTries };
    // Counted in memory even when the store refuses, so the lock holds at least until the game closes.
    state = { kind: 'set', file: next };
    await store.save(next);
    return { ok: false, reason: 'wrong-pin', lockedUntil: next.lockedUntil };
  }

  async function storeNewPin(pin: string): Promise<Result<TeacherSetPin>> {
    const valid = teacherPinSchema.safeParse(pin);
    if (!valid.success) {
      return fail('invalid-payload', 'teacher.pinFormat', PIN_DIGITS, describeIssues(valid.error));
    }
    const file: PinRecord<Hash> = {
      version: TEACHER_PIN_VERSION,
      hash: await hasher.hash(pin),
      failedTries: 0,
      locks: 0,
      lockedUntil: null,
      changedAt: now().toISOString(),
    };
    const refused = await store.save(file);
    if (refused !== null)
      return fail(refused.code, 'teacher.pinNotSaved', { file: refused.file }, refused.reason);
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
      // This PC's own PIN is the default and goes unsaid.
      ...(store.scope && store.scope !== 'pc' ? { scope: store.scope } : {}),
      ...(state.kind === 'damaged' && state.unreachable ? { unreachable: true } : {}),
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
    reload: () => {
      const before = state.kind === 'set' ? state.file.hash.key : null;
      state = store.load();
      const after = state.kind === 'set' ? state.file.hash.key : null;
      if (after !== before) tokens.clear();
    },
  };
}
