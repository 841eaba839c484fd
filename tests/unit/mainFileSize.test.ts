import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const MAIN = path.resolve(import.meta.dirname, '../../electron/main');
/** A file past this many lines is several ideas waiting to be named; split it along its seams. */
const MAX_LINES = 500;

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('the main process', () => {
  it(`has no source or test file over ${MAX_LINES} lines`, () => {
    const files = sourceFiles(MAIN);
    expect(files.length).toBeGreaterThan(50);
    const long = files
      .map((file) => ({
        file: path.relative(MAIN, file),
        lines: fs.readFileSync(file, 'utf8').split('\n').length,
      }))
      .filter(({ lines }) => lines > MAX_LINES);
    expect(long).toEqual([]);
  });
});
