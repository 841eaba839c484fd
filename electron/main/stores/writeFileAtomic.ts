import fs from 'node:fs';
import path from 'node:path';
import { tempFileFor } from './removeStaleTempFiles';

/** The file-system calls the atomic writer makes; Node's unless a test stands in a disk that misbehaves. */
export interface AtomicFs {
  openSync(filePath: string, flags: string): number;
  /** Writes up to `length` bytes and answers how many were written (possibly fewer). */
  writeSync(fd: number, buffer: Uint8Array, offset: number, length: number): number;
  fsyncSync(fd: number): void;
  closeSync(fd: number): void;
  readFileSync(filePath: string): Uint8Array;
  renameSync(from: string, to: string): void;
  unlinkSync(filePath: string): void;
}

/** Node's own file system, as the atomic writer uses it. */
export const nodeAtomicFs: AtomicFs = {
  openSync: (filePath, flags) => fs.openSync(filePath, flags),
  writeSync: (fd, buffer, offset, length) => fs.writeSync(fd, buffer, offset, length),
  fsyncSync: (fd) => fs.fsyncSync(fd),
  closeSync: (fd) => fs.closeSync(fd),
  readFileSync: (filePath) => fs.readFileSync(filePath),
  renameSync: (from, to) => fs.renameSync(from, to),
  unlinkSync: (filePath) => fs.unlinkSync(filePath),
};

/** The step of a save that failed. */
export type AtomicWriteStep = 'open' | 'write' | 'sync' | 'verify' | 'rename';

/** Why a save failed: the system's error code (`ENOSPC`, `EACCES`, …, or `ESHORTWRITE`/`EVERIFY` of our own), the step, and a sentence. */
export interface AtomicWriteFailure {
  code: string;
  step: AtomicWriteStep;
  message: string;
}

/** The outcome of {@link writeFileAtomic}: the bytes now in the file, or why the previous file was left as it was. */
export type AtomicWriteOutcome = { ok: true; bytes: number } | { ok: false; error: AtomicWriteFailure };

/** A failed save as an exception, for callers (electron-store) that report failures by throwing. */
export class AtomicWriteError extends Error {
  readonly code: string;
  readonly step: AtomicWriteStep;
  constructor(failure: AtomicWriteFailure) {
    super(failure.message);
    this.name = 'AtomicWriteError';
    this.code = failure.code;
    this.step = failure.step;
  }
}

/** Windows refuses a rename while a virus scanner or indexer has the target open; it passes a moment later. */
const RENAME_RETRY_CODES = new Set(['EPERM', 'EACCES', 'EBUSY']);
const RENAME_ATTEMPTS = 4;
const RENAME_PAUSE_MS = 15;

class StepError extends Error {
  constructor(
    readonly code: string,
    readonly step: AtomicWriteStep,
    message: string,
  ) {
    super(message);
  }
}

function codeOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : 'EIO';
}

function step<T>(name: AtomicWriteStep, run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof StepError) throw error;
    const code = codeOf(error);
    throw new StepError(code, name, `${name} failed (${code})`);
  }
}

function pause(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.byteLength !== b.byteLength) return false;
  for (let i = 0; i < a.byteLength; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * Replaces `filePath` with `data` so that the file afterwards holds either its previous content or
 * exactly `data`, never a part: the bytes go to a new temporary file in the same folder, every short
 * write is continued, the file is flushed to the disk, read back and compared byte for byte, and only
 * then renamed over the target. On any failure (full disk, short write, read-only folder) the
 * temporary file is removed and the failure is answered; the previous file is not touched.
 */
export function writeFileAtomic(
  filePath: string,
  data: string | Uint8Array,
  options: { fs?: AtomicFs } = {},
): AtomicWriteOutcome {
  const io = options.fs ?? nodeAtomicFs;
  const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data;
  const temp = tempFileFor(filePath);
  let fd: number | null = null;
  let created = false;
  try {
    fd = step('open', () => io.openSync(temp, 'wx'));
    created = true;
    let written = 0;
    while (written < bytes.byteLength) {
      const n = step('write', () => io.writeSync(fd as number, bytes, written, bytes.byteLength - written));
      // A write that makes no progress means the disk has no room left, even without an error.
      if (!(n > 0)) {
        throw new StepError(
          'ESHORTWRITE',
          'write',
          `the disk accepted only ${written} of ${bytes.byteLength} bytes`,
        );
      }
      written += n;
    }
    step('sync', () => io.fsyncSync(fd as number));
    step('sync', () => io.closeSync(fd as number));
    fd = null;
    const back = step('verify', () => io.readFileSync(temp));
    if (!sameBytes(back, bytes)) {
      throw new StepError(
        'EVERIFY',
        'verify',
        `the file read back holds ${back.byteLength} bytes, not the ${bytes.byteLength} written`,
      );
    }
    for (let attempt = 1; ; attempt++) {
      try {
        io.renameSync(temp, filePath);
        break;
      } catch (error) {
        if (attempt >= RENAME_ATTEMPTS || !RENAME_RETRY_CODES.has(codeOf(error))) {
          throw new StepError(codeOf(error), 'rename', `rename failed (${codeOf(error)})`);
        }
        pause(RENAME_PAUSE_MS * attempt);
      }
    }
    created = false;
    syncFolder(io, path.dirname(filePath));
    return { ok: true, bytes: bytes.byteLength };
  } catch (error) {
    const failure =
      error instanceof StepError
        ? { code: error.code, step: error.step, message: `${filePath} was not replaced: ${error.message}.` }
        : { code: codeOf(error), step: 'write' as const, message: `${filePath} was not replaced.` };
    if (fd !== null) {
      try {
        io.closeSync(fd);
      } catch {
        // Already closed or never usable; the temporary file is removed below either way.
      }
    }
    if (created) {
      try {
        io.unlinkSync(temp);
      } catch {
        // Left for the clean-up at the next start.
      }
    }
    return { ok: false, error: failure };
  }
}

/** Flushes the folder's entry for the renamed file, so a power cut right after a save keeps it (POSIX only). */
function syncFolder(io: AtomicFs, folder: string): void {
  if (process.platform === 'win32') return;
  let fd: number | null = null;
  try {
    fd = io.openSync(folder, 'r');
    io.fsyncSync(fd);
  } catch {
    // Some file systems cannot sync a folder; the rename itself has already happened.
  } finally {
    if (fd !== null) {
      try {
        io.closeSync(fd);
      } catch {
        // Nothing more to do for a folder handle.
      }
    }
  }
}
