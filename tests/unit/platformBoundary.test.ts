import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const RENDERER = path.resolve(import.meta.dirname, '../../renderer/src');

/** Every TypeScript source of the renderer, relative to renderer/src (tests may stand in for the desktop). */
function sources(dir = RENDERER): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
      ? [path.relative(RENDERER, full)]
      : [];
  });
}

/**
 * What the lint cannot see: a property access to `kotoba` (`window.kotoba`, `(window as …).kotoba`,
 * `window['kotoba']`), but not a host name such as `game.kotoba.test`.
 */
const KOTOBA = /\.\s*kotoba\b(?![.-])|\[\s*['"]kotoba['"]\s*\]/;

describe('the desktop bridge', () => {
  it('is touched only by renderer/src/platform (everything else goes through the store and its platform)', () => {
    const outside = sources().filter(
      (file) =>
        !file.startsWith(`platform${path.sep}`) &&
        KOTOBA.test(fs.readFileSync(path.join(RENDERER, file), 'utf8')),
    );
    expect(outside).toEqual([]);
  });

  it('is found by this check where it is used (so the check can fail)', () => {
    const platform = sources().filter((file) => file.startsWith(`platform${path.sep}`));
    expect(platform.some((file) => KOTOBA.test(fs.readFileSync(path.join(RENDERER, file), 'utf8')))).toBe(
      true,
    );
  });
});
