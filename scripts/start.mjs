#!/usr/bin/env node
// `npm start`: builds the manual when it is missing, then builds the app and opens it in Electron.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');

function run(cmd, args) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!existsSync(join(root, 'manual/doc_build/index.html'))) {
  console.log('The manual is not built yet; building it first (about a minute).');
  run('node', ['scripts/manual-build.mjs']);
}
run('npx', ['electron-vite', 'preview']);
