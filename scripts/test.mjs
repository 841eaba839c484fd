#!/usr/bin/env node
// The test command (`npm test`): every check the project has, in order, with a summary of counts.
// All steps run even when an earlier one fails, so one run shows every problem; the exit code is
// non-zero when any step failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const reports = join(root, 'test-results');
mkdirSync(reports, { recursive: true });
const vitestJson = join(reports, 'vitest.json');
const playwrightJson = join(reports, 'playwright.json');

const steps = [
  { name: 'typecheck', cmd: 'npm', args: ['run', '--silent', 'typecheck'] },
  { name: 'lint', cmd: 'npx', args: ['biome', 'check', '.'] },
  {
    name: 'unit tests (vitest)',
    cmd: 'npx',
    args: [
      'vitest',
      'run',
      '--coverage',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${vitestJson}`,
    ],
    counts: () => vitestCounts(),
  },
  { name: 'build app (electron-vite)', cmd: 'npx', args: ['electron-vite', 'build'] },
  { name: 'check main bundle (node --check)', cmd: 'node', args: ['--check', 'out/main/index.js'] },
  { name: 'build manual', cmd: 'node', args: ['scripts/manual-build.mjs'] },
  // The web edition's browser tests run over the built out/web/ (it reuses the manual just built).
  { name: 'build web edition', cmd: 'node', args: ['scripts/build-web.mjs'] },
  {
    name: 'package layout (electron-builder --dir)',
    cmd: 'npm',
    args: ['run', '--silent', 'test:packaging'],
  },
  {
    name: 'end-to-end tests (playwright)',
    cmd: 'npx',
    args: ['playwright', 'test', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson },
    counts: () => playwrightCounts(),
  },
  // The web edition walked in WebKitGTK (the engine nearest iPad Safari here) and Firefox ESR; each
  // says why it skipped when its browser is not installed (`.ci/run` installs both).
  { name: 'other engines (WebKit, Firefox)', cmd: 'node', args: ['scripts/engines/run.mjs'] },
];

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function vitestCounts() {
  const r = readJson(vitestJson);
  if (!r) return 'no report';
  return `${r.numPassedTests} passed, ${r.numFailedTests} failed, ${r.numPendingTests + r.numTodoTests} skipped, ${r.numTotalTests} total`;
}

function playwrightCounts() {
  const r = readJson(playwrightJson);
  if (!r?.stats) return 'no report';
  const s = r.stats;
  return `${s.expected} passed, ${s.unexpected} failed, ${s.flaky} flaky, ${s.skipped} skipped`;
}

const results = [];
for (const step of steps) {
  if (step.name === 'build manual' && !existsSync(join(root, 'scripts/manual-build.mjs'))) continue;
  console.log(`\n━━ ${step.name} ━━`);
  const started = Date.now();
  const run = spawnSync(step.cmd, step.args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...step.env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push({ name: step.name, ok: run.status === 0, seconds, counts: step.counts?.() });
}

console.log('\n━━ summary ━━');
for (const r of results) {
  console.log(
    `${r.ok ? 'PASS' : 'FAIL'}  ${r.name.padEnd(34)} ${r.seconds.padStart(6)} s${r.counts ? `  (${r.counts})` : ''}`,
  );
}
process.exit(results.every((r) => r.ok) ? 0 : 1);
