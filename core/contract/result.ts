/**
 * Why an IPC operation was refused or failed. `not-unlocked`: a teacher-only operation without a valid
 * teacher-mode token (none, wrong, given up or expired). `in-use`: the player is open on another PC
 * of the class (their lease in the class folder is fresh). `protected`: refused to keep a pupil's
 * progress safe (deleting a pupil with progress from a PC of the class).
 */
export type ErrorCode =
  | 'invalid-payload'
  | 'forbidden-sender'
  | 'write-failed'
  | 'read-only'
  | 'unavailable'
  | 'not-unlocked'
  | 'in-use'
  | 'protected';

/** The error half of every IPC answer: a stable code and a sentence a person can read. */
export interface IpcError {
  code: ErrorCode;
  message: string;
  /** With `in-use`: the PC that has the player open, and since when (that PC's clock). */
  inUse?: { playerId: string; pcName: string; since: string };
}

/** Every IPC operation answers with a Result; handlers never throw across the bridge. */
export type Result<T> = { ok: true; value: T } | { ok: false; error: IpcError };

/** Builds a success result. */
export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

/** Builds an error result. */
export function fail<T = never>(code: ErrorCode, message: string): Result<T> {
  return { ok: false, error: { code, message } };
}
