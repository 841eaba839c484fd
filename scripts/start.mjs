#!/usr/bin/env node
// `npm start`: builds the manual when it is missing, then builds the app and opens it in Electron.
// Tools run as `node <entry>` so this works the same on Windows, macOS and Linux.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');

function run(script, args, env = {}) {
  const result = spawnSync(process.execPath, [join(root, script), ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.error) console.error(`Could not run ${script}: ${result.error.message}`);
  return result.status === 0;
}

// Electron fetches its binary the first time the `electron` package is loaded, not at install time;
// loading it here does that once and gives electron-vite the executable's path.
function electronExecutable() {
  try {
    return createRequire(import.meta.url)('electron');
  } catch (error) {
    console.error(
      `Electron could not be prepared: ${error instanceof Error ? error.message : String(error)}`,
    );
    console.error(
      'Check the internet connection (the first start downloads Electron), then run npm start again.',
    );
    process.exit(1);
  }
}

if (!existsSync(join(root, 'manual/doc_build/index.html'))) {
  console.log('The manual is not built yet; building it first (about a minute).');
  if (!run('scripts/manual-build.mjs', [])) {
    // The game does not need the manual to run; Help → Manual then explains that it is not built.
    console.warn('The manual could not be built (see above); starting the game without it.');
  }
}
const electron = electronExecutable();
if (!run('node_modules/electron-vite/bin/electron-vite.js', ['preview'], { ELECTRON_EXEC_PATH: electron })) {
  process.exit(1);
}
