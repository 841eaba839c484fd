#!/usr/bin/env node
// `npm run bench`: runs every benchmark in bench/ in turn. Benchmarks print figures next to their
// budgets; they are measurements, not tests, and do not fail the run when a budget is missed.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const only = process.argv.slice(2);
const benches = readdirSync(join(root, 'bench'))
  .filter((f) => f.endsWith('.bench.mjs'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();

if (benches.length === 0) {
  console.error(`No benchmark in bench/ matches ${only.join(', ')}.`);
  process.exit(1);
}

// A bench that could not run (it did not build, or its set-up failed) exits non-zero; name each one.
const failed = [];
for (const file of benches) {
  console.log(`\n━━ ${file} ━━`);
  const run = spawnSync('node', [join('bench', file)], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) failed.push(`${file} (exit ${run.status ?? run.signal})`);
}
console.log(
  failed.length ? `\nDid not run through: ${failed.join(', ')}` : `\nAll ${benches.length} benchmarks ran.`,
);
process.exit(failed.length ? 1 : 0);
