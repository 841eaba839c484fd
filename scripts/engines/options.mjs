// The command-line options the other-engine runs and the web benchmarks share: which built folder to
// serve and under which base path. Defaults to the web edition's build, `out/web/` at /typing-game/.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

/** The project's root folder. */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The web edition's build and base path, as `npm run build:web` writes them. */
export const WEB_BUILD = { root: join(ROOT, 'out', 'web'), base: '/typing-game/' };

/**
 * Reads `--root <folder>` and `--base <path>` (and any `extra` parseArgs options) from the command line;
 * answers the folder (absolute), the base, the other values, and whether the folder holds a build.
 */
export function readServeOptions(argv = process.argv.slice(2), extra = {}) {
  const { values } = parseArgs({
    args: argv,
    options: {
      root: { type: 'string', default: WEB_BUILD.root },
      base: { type: 'string', default: WEB_BUILD.base },
      ...extra,
    },
    allowPositionals: false,
  });
  const root = resolve(ROOT, values.root);
  return { ...values, root, built: existsSync(join(root, 'index.html')) };
}

/** The sentence that says how to build a folder that is missing. */
export function notBuiltMessage(root) {
  const shown = root.startsWith(ROOT) ? root.slice(ROOT.length + 1) : root;
  return (
    `${shown} holds no index.html. Build the web edition first (npm run build:web), or pass the ` +
    'renderer build: --root out/renderer --base /typing-game/ after npx electron-vite build.'
  );
}

/**
 * The service worker's precache entries in `folder`: the top-level script that calls
 * `precacheAndRoute` and the URLs of its manifest. Answers null when no such script is there.
 */
export function precacheManifest(folder) {
  const scripts = readdirSync(folder).filter((f) => f.endsWith('.js'));
  for (const file of scripts) {
    const text = readFileSync(join(folder, file), 'utf8');
    if (!text.includes('precacheAndRoute')) continue;
    const urls = [...text.matchAll(/["']?url["']?\s*:\s*["']([^"']+)["']/g)].map((m) => m[1]);
    return { worker: file, urls: [...new Set(urls)] };
  }
  return null;
}
