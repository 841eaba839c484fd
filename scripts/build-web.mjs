#!/usr/bin/env node
// `npm run build:web`: the web edition as a static folder, out/web/, for any static host.
//   npm run build:web                       base path /typing-game/ (the manual at /typing-game/manual/)
//   npm run build:web -- --base=/some/path/ another base path
//   npm run build:web -- --out-dir=folder   another folder than out/web (the update test builds a second release)
// The manual is built for `<base>manual/` first (manual/doc_build is reused for the default base when
// it is there; `--rebuild-manual` builds it again), then the game with vite.web.config.ts, which copies
// the manual in and writes the manifest and the service worker. KOTOBA_BUILD_ID names the build
// (default: the time), which the page shows in <meta name="kotoba-build">.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const root = join(import.meta.dirname, '..');
const DEFAULT_BASE = '/typing-game/';

/** A base path as vite and the manual want it: one leading and one trailing slash. */
export function normaliseBase(text) {
  const parts = text.split('/').filter(Boolean);
  if (parts.some((part) => part === '.' || part === '..')) throw new Error(`not a base path: ${text}`);
  return parts.length ? `/${parts.join('/')}/` : '/';
}

function option(name) {
  return process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}

function run(script, args, env = {}) {
  const result = spawnSync(process.execPath, [join(root, script), ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) {
    console.error(`${script} ${args.join(' ')} failed`);
    process.exit(1);
  }
}

const base = normaliseBase(option('base') ?? DEFAULT_BASE);
const outDir = option('out-dir') ? resolve(root, option('out-dir')) : join(root, 'out', 'web');
const started = performance.now();

// The desktop's manual is built for the default base; another base needs its own copy.
const desktopManual = join(root, 'manual', 'doc_build');
const manualDir = base === DEFAULT_BASE ? desktopManual : join(root, 'out', 'manual-web');
if (
  base !== DEFAULT_BASE ||
  !existsSync(join(manualDir, 'index.html')) ||
  process.argv.includes('--rebuild-manual')
) {
  console.log(`Building the manual for ${base}manual/`);
  run('scripts/manual-build.mjs', [`--base=${base}manual/`, `--out-dir=${relative(root, manualDir)}`]);
} else {
  console.log(`Using the built manual in ${relative(root, manualDir)} (--rebuild-manual builds it again)`);
}

console.log(`Building the web edition for ${base}`);
run('node_modules/vite/bin/vite.js', ['build', '--config', 'vite.web.config.ts'], {
  KOTOBA_WEB_BASE: base,
  KOTOBA_WEB_OUT: outDir,
  KOTOBA_WEB_MANUAL_DIR: manualDir,
});
console.log(
  `\nThe web edition is in ${relative(root, outDir)}/ (base ${base}) after ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
