import type { ErrorCode } from '../../../core/contract';

const READ_ONLY_CODES = new Set(['EACCES', 'EPERM', 'EROFS']);

/** Maps a file-system error from a save to the IPC error code: a locked folder is `read-only`, anything else (full disk, I/O) `write-failed`. */
export function writeErrorCode(error: unknown): Extract<ErrorCode, 'read-only' | 'write-failed'> {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && READ_ONLY_CODES.has(code) ? 'read-only' : 'write-failed';
}

/** The `code` of a Node file-system error, or `unknown`. */
export function errorCodeOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : 'unknown';
}
