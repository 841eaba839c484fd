import fs from 'node:fs';

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
