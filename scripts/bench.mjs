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

let failed = 0;
for (const file of benches) {
  console.log(`\n━━ ${file} ━━`);
  const run = spawnSync('node', [join('bench', file)], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
