#!/usr/bin/env node
// `npm start`: builds the manual when it is missing, then builds the app and opens it in Electron.
// Tools run as `node <entry>` so this works the same on Windows, macOS and Linux.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');

function run(script, args) {
  const result = spawnSync(process.execPath, [join(root, script), ...args], { cwd: root, stdio: 'inherit' });
  if (result.error) console.error(`Could not run ${script}: ${result.error.message}`);
  return result.status === 0;
}

if (!existsSync(join(root, 'manual/doc_build/index.html'))) {
  console.log('The manual is not built yet; building it first (about a minute).');
  if (!run('scripts/manual-build.mjs', [])) {
    // The game does not need the manual to run; Help → Manual then explains that it is not built.
    console.warn('The manual could not be built (see above); starting the game without it.');
  }
}
if (!run('node_modules/electron-vite/bin/electron-vite.js', ['preview'])) process.exit(1);
