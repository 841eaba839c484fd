/**
 * The word bank's pictures: Twemoji's SVG files from the `@twemoji/svg` package (graphics CC-BY 4.0,
 * credited on the manual's licence page).
 *
 * Contract with the bank's build step (`scripts/bank/vitePlugin.ts`): a bank entry's `img` holds one
 * emoji; for each entry that has one, the plugin imports `pictureFile(img)` as an asset URL into that
 * band's module, so only the pictures the bank uses are bundled, in the chunk of their band. `null`
 * means the package has no picture for it; `tests/unit/bank/pictures.test.ts` keeps every `img` in
 * the bank resolvable, so the plugin may treat `null` as a build error.
 */
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** The folder holding Twemoji's SVG files, one per emoji. */
export const TWEMOJI_DIR = dirname(require.resolve('@twemoji/svg/package.json'));

const VARIATION_SELECTOR = 'fe0f';

/** The emoji's code points in lower-case hex, without the emoji-style variation selector. */
function keyOf(codePoints: string[]): string {
  return codePoints.filter((cp) => cp !== VARIATION_SELECTOR).join('-');
}

let fileByKey: Map<string, string> | undefined;

// Twemoji names a file after the emoji's code points, dropping U+FE0F in most names but keeping it in
// many ZWJ sequences (1f9d1-200d-2695-fe0f) and not in others (1f441-200d-1f5e8). Rather than copy
// that rule with its exceptions, look the emoji up among the file names with U+FE0F set aside on both
// sides: no two files differ only by it, so the match is exact.
function filesByKey(): Map<string, string> {
  if (!fileByKey) {
    fileByKey = new Map();
    for (const file of readdirSync(TWEMOJI_DIR)) {
      if (file.endsWith('.svg')) fileByKey.set(keyOf(file.slice(0, -4).split('-')), file);
    }
  }
  return fileByKey;
}

/**
 * The absolute path of Twemoji's SVG for one emoji (keycaps, flags and ZWJ sequences included, with or
 * without U+FE0F), or null when the text is not exactly one emoji that Twemoji draws.
 */
export function pictureFile(emoji: string): string | null {
  const codePoints = [...emoji].map((ch) => ch.codePointAt(0)!.toString(16));
  const key = keyOf(codePoints);
  if (!key) return null;
  const file = filesByKey().get(key);
  return file ? join(TWEMOJI_DIR, file) : null;
}
