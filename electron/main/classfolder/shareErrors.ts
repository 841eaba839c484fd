// The vocabulary of the class folder's answers: which system codes mean "missing", which mean "the
// share cannot be used now", the sentence each failure is logged with, and the problem it is shown as.

import {
  type ClassFolderProblem,
  type ClassFolderProblemCode,
  classFolderProblem,
} from '../../../core/contract';

/** Why an operation on the class folder failed: the system's code (or one of ours), a sentence naming the file, and whether the share is away. */
export type ShareFailure = { code: string; message: string; unavailable: boolean };
/** The answer of every operation on the class folder; none of them throws. */
export type ShareResult<T> = { ok: true; value: T } | { ok: false; error: ShareFailure };

/** Codes that mean "not there" (ENOTDIR: a file stands where a folder of the path should be). */
export const MISSING_CODES = new Set(['ENOENT', 'ENOTDIR']);
/**
 * Codes that mean the share cannot be used now. `UNKNOWN` is what Node answers on Windows for network
 * errors it has no name for; `ESTALE` is a macOS/NFS mount whose server went away.
 */
const UNAVAILABLE_CODES = new Set([
  'EACCES',
  'EPERM',
  'EBUSY',
  'ETIMEDOUT',
  'ETIMEOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENETRESET',
  'ECONNRESET',
  'ECONNREFUSED',
  'ECONNABORTED',
  'ENOTCONN',
  'EIO',
  'ESTALE',
  'UNKNOWN',
]);

/**
 * Whether an error code by itself means the share cannot be used now (access refused, no network,
 * the server timed out, I/O error, still busy after the retries, our own `ETIMEOUT`). `ENOENT` is
 * not among them: a missing file is normal, and {@link ShareFs} answers `unavailable: true` for it
 * only when the class folder itself is gone; callers go by `ShareFailure.unavailable`.
 */
export function isUnavailable(code: string): boolean {
  return UNAVAILABLE_CODES.has(code);
}

const REASONS: Record<string, string> = {
  ENOENT: 'it does not exist',
  ENOTDIR: 'a file stands where a folder should be',
  EISDIR: 'it is a folder, not a file',
  EEXIST: 'something of that name already exists',
  EACCES: 'access was refused',
  EPERM: 'access was refused',
  EBUSY: 'another program has it open',
  ENOSPC: 'the share is full',
  EDQUOT: 'the share is full for this user',
  EROFS: 'the share is read-only',
  ETIMEDOUT: 'the file server did not answer in time',
  EHOSTUNREACH: 'the file server cannot be reached',
  EHOSTDOWN: 'the file server cannot be reached',
  ENETUNREACH: 'the network cannot be reached',
  ENETDOWN: 'the network cannot be reached',
  ECONNRESET: 'the connection to the file server was lost',
  ECONNREFUSED: 'the file server refused the connection',
  EIO: 'the file server reported an input/output error',
  ESTALE: 'the share was disconnected',
  EVERIFY: 'the copy read back differed from what was written',
  ESHORTWRITE: 'the share stopped accepting bytes',
};

/** The class folder problem each system code (or one of ours) stands for; any other code is `other`. */
const PROBLEMS: Record<string, ClassFolderProblemCode> = {
  ETIMEDOUT: 'no-answer',
  ETIMEOUT: 'no-answer',
  EHOSTUNREACH: 'unreachable',
  EHOSTDOWN: 'unreachable',
  ENETUNREACH: 'unreachable',
  ENETDOWN: 'unreachable',
  ENETRESET: 'unreachable',
  ECONNRESET: 'unreachable',
  ECONNREFUSED: 'unreachable',
  ECONNABORTED: 'unreachable',
  ENOTCONN: 'unreachable',
  ESTALE: 'unreachable',
  UNKNOWN: 'unreachable',
  EACCES: 'access-denied',
  EPERM: 'access-denied',
  EROFS: 'not-writable',
  ENOSPC: 'not-writable',
  EDQUOT: 'not-writable',
  ESHORTWRITE: 'not-writable',
  EBUSY: 'busy',
  EIO: 'server-error',
  EVERIFY: 'server-error',
  ENOENT: 'folder-missing',
  ENOTDIR: 'folder-missing',
};

/**
 * A failed operation on the class folder as the screens tell it: a code they word for the teacher,
 * with the system's code as the detail for IT (the sentence naming the file goes to the log).
 */
export function shareProblemOf(failure: Pick<ShareFailure, 'code'>): ClassFolderProblem {
  return classFolderProblem(PROBLEMS[failure.code] ?? 'other', failure.code);
}

export function codeOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : 'EINTERNAL';
}

function reasonOf(code: string): string {
  return REASONS[code] ?? `the system answered ${code}`;
}

export function success<T>(value: T): ShareResult<T> {
  return { ok: true, value };
}

export function failure<T>(code: string, message: string, unavailable = isUnavailable(code)): ShareResult<T> {
  return { ok: false, error: { code, message, unavailable } };
}

/** A failure of `what` (e.g. `read S:\5-1\wordlists.json`) as a sentence. */
export function failed<T>(what: string, code: string): ShareResult<T> {
  return failure(code, `Could not ${what}: ${reasonOf(code)} (${code}).`);
}

/** An error that carries a file-system code, like Node's. */
export function coded(code: string, message: string): Error {
  return Object.assign(new Error(message), { code });
}
