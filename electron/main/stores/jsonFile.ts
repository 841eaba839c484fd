import fs from 'node:fs';
import type { Migrated } from '../../../core/contract';
import { errorCodeOf } from './writeErrorCode';
import { type AtomicFs, type AtomicWriteOutcome, writeFileAtomic } from './writeFileAtomic';

// The one way main keeps a JSON file on this PC: every file is written by `writeJsonFile` (atomic and
// verified) and read by `readJsonFile` (byte-order mark allowed, size-limited, moved aside when
// damaged), and both answer what happened as a value; nothing here logs or remembers anything.

/** The byte-order mark Windows Notepad puts before UTF-8 text. */
const BOM = '\uFEFF';

/** Parses JSON text as a person may have saved it: a leading UTF-8 byte-order mark is allowed. */
export function parseJsonText(text: string): unknown {
  return JSON.parse(text.startsWith(BOM) ? text.slice(BOM.length) : text);
}

/**
 * Parses the text of one of our JSON documents, which is always an object: anything else (`[]`,
 * `null`, a number) is refused like text that is not JSON, so it counts as a damaged file.
 */
export function parseJsonObject(text: string): Record<string, unknown> {
  const value = parseJsonText(text);
  if (!isJsonObject(value)) {
    throw new SyntaxError(
      `Expected a JSON object, found ${Array.isArray(value) ? 'an array' : String(value === null ? 'null' : typeof value)}.`,
    );
  }
  return value;
}

/** True for a plain JSON object (not an array, not null). */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** How every JSON file of ours is laid out on disk: tab-indented, as electron-store always wrote. */
export function formatJson(value: unknown): string {
  return JSON.stringify(value, undefined, '\t');
}

/** A file-system-safe time stamp such as `2026-01-31T10-20-30-123Z`. */
export function fileStamp(date: Date): string {
  return date.toISOString().replace(/[:.]/g, '-');
}

/** Writes `value` as JSON to `file` through {@link writeFileAtomic}: the old file or the new one, never a part. */
export function writeJsonFile(
  file: string,
  value: unknown,
  options: { fs?: AtomicFs } = {},
): AtomicWriteOutcome {
  let text: string | undefined;
  try {
    text = formatJson(value);
  } catch {
    text = undefined;
  }
  if (text === undefined) {
    return {
      ok: false,
      error: {
        code: 'EINVAL',
        step: 'write',
        message: `${file} was not replaced: the value cannot be written as JSON.`,
      },
    };
  }
  return writeFileAtomic(file, text, options);
}

/** Copies a file through the verified writer (a plain copy can end cut short on a full disk); answers the error code, or null when copied. */
export function copyFileVerified(from: string, to: string): string | null {
  let bytes: Uint8Array;
  try {
    bytes = fs.readFileSync(from);
  } catch (error) {
    return errorCodeOf(error);
  }
  const written = writeFileAtomic(to, bytes);
  return written.ok ? null : written.error.code;
}

/** Removes a file; a missing file is fine. Answers the error code, or null. */
export function removeFile(file: string): string | null {
  try {
    fs.rmSync(file, { force: true });
    return null;
  } catch (error) {
    return errorCodeOf(error);
  }
}

/** Reads at most `maxBytes` from the start of a file as UTF-8 text; null when it cannot be read. */
export function readFileHead(filePath: string, maxBytes: number): string | null {
  let fd: number | null = null;
  try {
    fd = fs.openSync(filePath, 'r');
    const buffer = Buffer.alloc(Math.min(maxBytes, Math.max(0, fs.fstatSync(fd).size)));
    let filled = 0;
    while (filled < buffer.length) {
      const n = fs.readSync(fd, buffer, filled, buffer.length - filled, filled);
      if (n === 0) break;
      filled += n;
    }
    return new TextDecoder().decode(buffer.subarray(0, filled));
  } catch {
    return null;
  } finally {
    if (fd !== null) fs.closeSync(fd);
  }
}

/** What {@link readJsonFile} found. */
export type JsonFileRead<T> =
  /** No file (a first start). */
  | { kind: 'missing' }
  /** A good file, in the current shape; `migrated` when it was of an older one. */
  | { kind: 'found'; value: T; migrated: boolean }
  /**
   * A file that cannot be used (cut short, empty, not JSON, wrong shape, too large): `text` is its
   * start when asked for (to recover what it still holds); `movedTo` where it was set aside, or null
   * when it was left in place (not asked to, or the move failed: `moveError`).
   */
  | { kind: 'damaged'; reason: string; text: string | null; movedTo: string | null; moveError: string | null }
  /** A file that exists but cannot be read (a folder in its place, access refused): never touched. */
  | { kind: 'unreadable'; code: string };

/** How {@link readJsonFile} reads one file. */
export interface ReadJsonFileOptions<T> {
  /** A larger file is damage (nothing this game writes grows so big). */
  maxBytes: number;
  /** Checks the parsed JSON and brings it to the current shape, or says why it does not fit. */
  decode: (raw: unknown) => Migrated<T>;
  /** How much of a damaged file's text to answer with, for recovery; none unless set. */
  salvageBytes?: number;
  /** Renames a damaged file to `<file>.<suffix>-<time>`; left in place unless set. */
  setAside?: { suffix: string; now: () => Date };
}

/** The JSON text of a file's bytes, or why it is not text. */
function decodeText(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * Reads one JSON file (a leading byte-order mark allowed) of at most `maxBytes` and decodes it. A
 * damaged file is set aside when asked, so the next save starts a good one; an unreadable file is
 * left as it is. Answers what happened; it logs nothing.
 */
export function readJsonFile<T>(file: string, options: ReadJsonFileOptions<T>): JsonFileRead<T> {
  let bytes: Uint8Array;
  try {
    const stats = fs.statSync(file);
    if (stats.isDirectory()) return { kind: 'unreadable', code: 'EISDIR' };
    if (stats.size > options.maxBytes) {
      return damaged(
        file,
        `it is ${stats.size} bytes, more than the ${options.maxBytes} this file can hold`,
        options,
      );
    }
    bytes = fs.readFileSync(file);
  } catch (error) {
    const code = errorCodeOf(error);
    if (code === 'ENOENT' || code === 'ENOTDIR') return { kind: 'missing' };
    return { kind: 'unreadable', code };
  }
  // The size may have grown between the look and the read.
  if (bytes.byteLength > options.maxBytes) {
    return damaged(
      file,
      `it is ${bytes.byteLength} bytes, more than the ${options.maxBytes} this file can hold`,
      options,
    );
  }
  const text = decodeText(bytes);
  if (text === null) return damaged(file, 'it is not UTF-8 text', options);
  let raw: unknown;
  try {
    raw = parseJsonText(text);
  } catch (error) {
    const detail = error instanceof Error ? error.message.slice(0, 120) : String(error);
    return damaged(file, `it is empty, cut short or not JSON: ${detail}`, options);
  }
  const decoded = options.decode(raw);
  if (!decoded.ok) return damaged(file, decoded.reason, options);
  return { kind: 'found', value: decoded.value, migrated: decoded.migrated };
}

function damaged<T>(file: string, reason: string, options: ReadJsonFileOptions<T>): JsonFileRead<T> {
  const text = options.salvageBytes ? readFileHead(file, options.salvageBytes) : null;
  if (!options.setAside) return { kind: 'damaged', reason, text, movedTo: null, moveError: null };
  const target = `${file}.${options.setAside.suffix}-${fileStamp(options.setAside.now())}`;
  try {
    fs.renameSync(file, target);
    return { kind: 'damaged', reason, text, movedTo: target, moveError: null };
  } catch (error) {
    return { kind: 'damaged', reason, text, movedTo: null, moveError: errorCodeOf(error) };
  }
}

/** A decoder for {@link readJsonFile} that takes any JSON object as it is and refuses anything else. */
export function anyJsonObject(raw: unknown): Migrated<Record<string, unknown>> {
  return isJsonObject(raw)
    ? { ok: true, value: raw, migrated: false }
    : { ok: false, reason: 'it is not a JSON object' };
}
