import fs from 'node:fs';

/** Why a chosen file was not read: not a regular file (a FIFO, device or folder), too large, or unreadable. */
export type ChosenFileRefusal = 'not-a-file' | 'too-large' | 'unreadable';

/** A chosen file's bytes, or why it was not read with a technical detail. */
export type ChosenFile =
  | { ok: true; value: Buffer }
  | { ok: false; refusal: ChosenFileRefusal; detail: string };

const codeOf = (error: unknown): string =>
  error instanceof Error && 'code' in error ? String((error as NodeJS.ErrnoException).code) : String(error);

// Opening a FIFO for reading waits for a writer, forever and beyond the reach of SIGTERM; with
// O_NONBLOCK it returns at once. Windows has no such flag (and no FIFOs a file dialog can choose).
const OPEN_FLAGS = fs.constants.O_RDONLY | (fs.constants.O_NONBLOCK ?? 0);

/**
 * Reads a file the user chose, of at most `maxBytes` bytes, without ever blocking on it: it must be a
 * regular file when looked at before opening (no open at all otherwise), when opened (without waiting)
 * and by its size; one byte more than allowed is read, so a file that grew meanwhile is still refused.
 */
export function readChosenFile(filePath: string, maxBytes: number): ChosenFile {
  const notAFile = {
    ok: false,
    refusal: 'not-a-file',
    detail: `${filePath} is not a file but a folder, a pipe or a device.`,
  } as const;
  const tooLarge = (size: string) =>
    ({
      ok: false,
      refusal: 'too-large',
      detail: `The file is ${size}; at most ${maxBytes} bytes are read.`,
    }) as const;
  try {
    const before = fs.statSync(filePath);
    if (!before.isFile()) return notAFile;
    if (before.size > maxBytes) return tooLarge(`${before.size} bytes`);
  } catch (error) {
    return {
      ok: false,
      refusal: 'unreadable',
      detail: `The file ${filePath} could not be found (${codeOf(error)}).`,
    };
  }
  let fd: number;
  try {
    fd = fs.openSync(filePath, OPEN_FLAGS);
  } catch (error) {
    return {
      ok: false,
      refusal: 'unreadable',
      detail: `The file ${filePath} could not be opened (${codeOf(error)}).`,
    };
  }
  try {
    // The path may name another file by now; only what was opened counts.
    const opened = fs.fstatSync(fd);
    if (!opened.isFile()) return notAFile;
    if (opened.size > maxBytes) return tooLarge(`${opened.size} bytes`);
    const buffer = Buffer.alloc(maxBytes + 1);
    let length = 0;
    for (;;) {
      const read = fs.readSync(fd, buffer, length, buffer.length - length, null);
      if (read === 0) break;
      length += read;
      if (length > maxBytes) return tooLarge(`more than ${maxBytes} bytes`);
    }
    return { ok: true, value: buffer.subarray(0, length) };
  } catch (error) {
    return {
      ok: false,
      refusal: 'unreadable',
      detail: `The file ${filePath} could not be read (${codeOf(error)}).`,
    };
  } finally {
    fs.closeSync(fd);
  }
}
