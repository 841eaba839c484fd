import { z } from 'zod';

/** Name of the file that keeps the teacher PIN's hash and the count of wrong tries, in the app's userData folder. */
export const TEACHER_PIN_FILE = 'teacher-pin.json';

/** Current version of the PIN file's shape. */
export const TEACHER_PIN_VERSION = 1;

/**
 * The scrypt cost every PIN is hashed with: 2^15 rounds of 8 blocks (32 MiB, about a tenth of a
 * second on a school PC), so reading the file does not give the PIN away at a glance. Against
 * guessing, the lock after wrong tries is what protects a PIN of a few digits.
 */
export const SCRYPT_COST = { N: 32_768, r: 8, p: 1 } as const;
/** Bytes of random salt per PIN. */
export const SALT_BYTES = 16;
/** Bytes of the derived key kept in the file. */
export const KEY_BYTES = 32;

/** The largest PIN file read; anything bigger was not written by the game. */
export const MAX_PIN_FILE_BYTES = 16 * 1024;

/** How many bytes a base64 text decodes to: six bits a character, padding not counted. */
export function base64ByteLength(text: string): number {
  return Math.floor((text.replace(/=+$/, '').length * 6) / 8);
}

/** Base64 of exactly `bytes` bytes. */
const base64Of = (bytes: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9+/]+={0,2}$/)
    .refine((text) => base64ByteLength(text) === bytes, `not ${bytes} bytes of base64`);

/** A PIN's salted scrypt hash; only the current cost is accepted (a file with another one is damaged). */
export const pinHashSchema = z
  .object({
    algorithm: z.literal('scrypt'),
    N: z.literal(SCRYPT_COST.N),
    r: z.literal(SCRYPT_COST.r),
    p: z.literal(SCRYPT_COST.p),
    salt: base64Of(SALT_BYTES),
    key: base64Of(KEY_BYTES),
  })
  .strict();
/** A PIN's salted hash as stored. */
export type PinHash = z.infer<typeof pinHashSchema>;

/** The whole `teacher-pin.json`; it exists only once a PIN has been set. */
export const teacherPinFileSchema = z
  .object({
    version: z.literal(TEACHER_PIN_VERSION),
    hash: pinHashSchema,
    /** Wrong tries in a row since the last right PIN or the last lock. */
    failedTries: z.number().int().min(0).max(100),
    /** Locks in a row since the last right PIN; each lasts twice the one before, up to a cap. */
    locks: z.number().int().min(0).max(1_000),
    /** Until when no PIN is checked (ISO 8601), or null. */
    lockedUntil: z.iso.datetime().nullable(),
    /** When the PIN was set or last changed (ISO 8601). */
    changedAt: z.iso.datetime(),
  })
  .strict();
/** The PIN file as stored. */
export type TeacherPinFile = z.infer<typeof teacherPinFileSchema>;
