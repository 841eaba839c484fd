import { z } from 'zod';
import {
  describeIssues,
  fail,
  type Result,
  type TeacherChoices,
  type TeacherSettings,
  type TeacherSettingsLoad,
} from '../../../../core/contract';
import { TEACHER_PIN_VERSION } from '../../../../core/teacher/teacherPinFile';
import {
  createTeacherPinKeeper,
  type PinHasher,
  type PinRecord,
  type PinState,
  type PinStore,
  type TeacherPinKeeper,
} from '../../../../core/teacher/teacherPinKeeper';
import { keepTeacherSettings, TEACHER_SETTINGS_STORAGE } from '../../../../core/teacher/teacherSettingsRules';
import type { TeacherModeHost } from '../../../../core/teacher/teacherWork';
import { SAVE_KEYS, type SavesStore } from './savesDatabase';
import { openStoredRecord, type StoredRecord } from './storedRecord';

/**
 * PBKDF2-SHA-256 rounds for a new PIN: OWASP's 2023 figure (600,000), a fraction of a second on a
 * school Chromebook. As on the desktop, the lock after wrong tries is what protects a few digits;
 * the slow hash only keeps the stored record from giving the PIN away at a glance.
 */
export const PBKDF2_ITERATIONS = 600_000;
/** Bytes of random salt per PIN, and of the derived key. */
const SALT_BYTES = 16;
const KEY_BYTES = 32;

const base64 = z.string().regex(/^[A-Za-z0-9+/]+={0,2}$/);

/**
 * The web edition's PIN hash. The desktop's file is scrypt-only (Node's), which browsers lack; this
 * record never leaves the device, so it has a shape of its own (WebCrypto's PBKDF2).
 */
export const webPinHashSchema = z
  .object({
    algorithm: z.literal('pbkdf2-sha256'),
    iterations: z.number().int().min(1_000).max(10_000_000),
    salt: base64,
    key: base64,
  })
  .strict();
/** The web edition's PIN hash as stored. */
export type WebPinHash = z.infer<typeof webPinHashSchema>;

/** The stored PIN record: the desktop's counts of wrong tries and locks around the web's hash. */
export const webPinRecordSchema = z
  .object({
    version: z.literal(TEACHER_PIN_VERSION),
    hash: webPinHashSchema,
    failedTries: z.number().int().min(0).max(100),
    locks: z.number().int().min(0).max(1_000),
    lockedUntil: z.iso.datetime().nullable(),
    changedAt: z.iso.datetime(),
  })
  .strict();

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/** PINs hashed with WebCrypto's PBKDF2-SHA-256 and a random salt. */
export function webPinHasher(crypto: Crypto, iterations = PBKDF2_ITERATIONS): PinHasher<WebPinHash> {
  const derive = async (pin: string, salt: Uint8Array, rounds: number): Promise<Uint8Array> => {
    const material = await crypto.subtle.importKey('raw', new TextEncoder().encode(pin), 'PBKDF2', false, [
      'deriveBits',
    ]);
    const bits = await crypto.subtle.deriveBits(
      { name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations: rounds },
      material,
      KEY_BYTES * 8,
    );
    return new Uint8Array(bits);
  };
  return {
    async hash(pin) {
      const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
      const key = await derive(pin, salt, iterations);
      return { algorithm: 'pbkdf2-sha256', iterations, salt: toBase64(salt), key: toBase64(key) };
    },
    async matches(pin, hash) {
      const key = await derive(pin, fromBase64(hash.salt), hash.iterations);
      const stored = fromBase64(hash.key);
      // Compared whole, in constant time for equal lengths.
      let difference = key.length ^ stored.length;
      for (let i = 0; i < key.length; i++) difference |= (key[i] ?? 0) ^ (stored[i] ?? 0);
      return difference === 0;
    },
  };
}

/**
 * The PIN record of this browser, read once at start. A damaged record is never taken for "no PIN"
 * (anyone could set a new one by spoiling it): teacher mode stays shut, as on the desktop.
 */
export async function webPinStore(
  store: SavesStore,
  log: (message: string) => void,
): Promise<PinStore<WebPinHash>> {
  let raw: unknown;
  let state: PinState<WebPinHash> = { kind: 'none' };
  try {
    raw = await store.read(SAVE_KEYS.teacherPin);
  } catch (error) {
    // Unreadable is not "no PIN": teacher mode stays shut, as for a damaged record.
    raw = undefined;
    state = {
      kind: 'damaged',
      why: `it cannot be read (${error instanceof Error ? error.name : String(error)})`,
    };
  }
  if (raw !== undefined) {
    const parsed = webPinRecordSchema.safeParse(raw);
    if (parsed.success) state = { kind: 'set', file: parsed.data };
    else {
      const why = describeIssues(parsed.error);
      log(
        `The teacher PIN record cannot be used (${why}); teacher mode stays shut until site data is cleared.`,
      );
      state = { kind: 'damaged', why };
    }
  }
  return {
    load: () => state,
    save: async (file: PinRecord<WebPinHash>) => {
      const refusal = await store.write([[SAVE_KEYS.teacherPin, file]]);
      if (refusal === null) state = { kind: 'set', file };
      return refusal ? { code: refusal.code, file: 'IndexedDB', reason: refusal.detail } : null;
    },
  };
}

/** The teacher's choices of this browser; replacing them needs teacher mode's token. */
export interface WebTeacherSettings {
  record: StoredRecord<TeacherSettings>;
  load(): TeacherSettingsLoad;
  clearRecovered(): void;
  update(token: string, choices: TeacherChoices): Promise<Result<TeacherSettings>>;
}

/** Teacher mode of this browser: the PIN's keeper (core's rules) and the teacher's stored choices. */
export interface WebTeacherMode extends TeacherModeHost {
  pin: TeacherPinKeeper;
  settings: WebTeacherSettings;
}

/** What teacher mode needs besides the database. */
export interface WebTeacherOptions {
  crypto: Crypto;
  now: () => Date;
  log: (message: string) => void;
  /** PBKDF2 rounds for a new PIN ({@link PBKDF2_ITERATIONS} unless a test lowers them). */
  pinIterations?: number;
}

const base64Url = (bytes: Uint8Array) =>
  toBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/**
 * Whether this page may hash a PIN: browsers give Web Crypto's `subtle` only to secure contexts
 * (https:// or localhost), so over plain http:// from another computer it is missing.
 */
export function canHashPins(crypto: Crypto): boolean {
  return typeof crypto.subtle?.deriveBits === 'function';
}

/**
 * The PIN's keeper of a page that cannot hash a PIN: it says so in its status, and refuses to set,
 * change or check a PIN with a reason the teacher is told, instead of failing inside the hash.
 */
function insecurePinKeeper(keeper: TeacherPinKeeper): TeacherPinKeeper {
  const refused = async () => fail('unavailable', 'teacher.needsSecureContext');
  return {
    ...keeper,
    status: () => ({ ...keeper.status(), insecure: true }),
    setPin: refused,
    changePin: refused,
    unlock: async () => {
      throw new Error('Teacher mode needs a secure context (https:// or localhost) to check a PIN.');
    },
  };
}

/** Opens teacher mode over the saves database. */
export async function openWebTeacherMode(
  store: SavesStore,
  options: WebTeacherOptions,
): Promise<WebTeacherMode> {
  const { now, crypto } = options;
  const keeper = createTeacherPinKeeper<WebPinHash>({
    store: await webPinStore(store, options.log),
    hasher: webPinHasher(crypto, options.pinIterations),
    now,
    // 32 random bytes: the 43 characters of the contract's token.
    makeToken: () => base64Url(crypto.getRandomValues(new Uint8Array(32))),
  });
  const pin = canHashPins(crypto) ? keeper : insecurePinKeeper(keeper);
  const record = await openStoredRecord<TeacherSettings>(store, {
    key: SAVE_KEYS.teacherSettings,
    ...TEACHER_SETTINGS_STORAGE,
    now,
  });
  const settings = keepTeacherSettings(record, { isUnlocked: (token) => pin.isUnlocked(token), now });
  return {
    pin,
    settings: { record, ...settings, update: async (token, choices) => settings.update(token, choices) },
  };
}
