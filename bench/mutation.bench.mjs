// Mutation benchmark: how many deliberate small changes (mutants) to the typing engine, the input adapter
// and the selectors their own tests notice. Runs Stryker (stryker.config.mjs) and prints the mutation
// score per group next to the budget, with the survivors left; asserts nothing, and never runs in `npm test`.
// Run: npm run bench:mutation            (about twenty minutes on two cores; or npm run bench mutation)
//      node bench/mutation.bench.mjs --reuse      (re-read the last report without running Stryker)
//      node bench/mutation.bench.mjs --survivors  (also list every surviving mutant)
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const reportFile = join(root, 'test-results', 'mutation', 'mutation.json');
const BUDGET_PERCENT = 80;

/** The groups the score is reported for, by the path prefix of the mutated files. */
const GROUPS = [
  { name: 'engine', prefix: 'renderer/src/engine/' },
  { name: 'input adapter', prefix: 'renderer/src/input/' },
  { name: 'selectors', prefix: 'renderer/src/store/' },
];

// Mutants Stryker could not run (they do not compile, or crash before a test) say nothing about the tests.
const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);

const args = process.argv.slice(2);
if (!args.includes('--reuse')) {
  // Stryker leaves out a test file that fails to load without saying so, which would lower the score
  // for the wrong reason; run the same tests once first and stop if any fails.
  const vitest = join(root, 'node_modules', '.bin', process.platform === 'win32' ? 'vitest.cmd' : 'vitest');
  const preflight = spawnSync(vitest, ['run', '--config', 'vitest.mutation.config.ts'], {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (preflight.status !== 0) {
    console.error('The tests Stryker runs fail as they are; fix them first. No score.');
    process.exit(1);
  }
  const stryker = join(
    root,
    'node_modules',
    '.bin',
    process.platform === 'win32' ? 'stryker.cmd' : 'stryker',
  );
  // The clear-text reporter lists every survivor; the summary below is the readable part.
  const run = spawnSync(stryker, ['run', '--reporters', 'progress,json,html'], {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (run.status !== 0) {
    console.error(`Stryker stopped with status ${run.status}; no score.`);
    process.exit(1);
  }
}
if (!existsSync(reportFile)) {
  console.error(`No report at ${reportFile}; run without --reuse first.`);
  process.exit(1);
}

const report = JSON.parse(readFileSync(reportFile, 'utf8'));
const files = Object.entries(report.files).map(([path, file]) => ({
  path: path.replaceAll('\\', '/'),
  mutants: file.mutants,
}));

function tally(mutants) {
  const detected = mutants.filter((m) => DETECTED.has(m.status)).length;
  const undetected = mutants.filter((m) => UNDETECTED.has(m.status)).length;
  const total = detected + undetected;
  return { detected, undetected, total, percent: total === 0 ? 100 : (100 * detected) / total };
}

const row = (label, t) =>
  console.log(
    `${label.padEnd(16)} ${t.percent.toFixed(1).padStart(6)} %   ${String(t.detected).padStart(5)} of ${String(t.total).padEnd(5)} killed   ` +
      `${String(t.undetected).padStart(4)} survived   budget ≥ ${BUDGET_PERCENT} %  ${t.percent >= BUDGET_PERCENT ? 'ok' : 'UNDER'}`,
  );

console.log('\nmutation score (killed or timed out, of mutants that ran):');
const all = [];
for (const group of GROUPS) {
  const mutants = files.filter((f) => f.path.startsWith(group.prefix)).flatMap((f) => f.mutants);
  all.push(...mutants);
  row(group.name, tally(mutants));
}
row('overall', tally(all));

console.log('\nfiles with the most survivors:');
const byFile = files
  .map((f) => ({ path: f.path, t: tally(f.mutants) }))
  .filter((f) => f.t.undetected > 0)
  .sort((a, b) => b.t.undetected - a.t.undetected);
for (const f of byFile.slice(0, 10)) {
  console.log(`  ${String(f.t.undetected).padStart(4)}  ${f.path}  (${f.t.percent.toFixed(1)} %)`);
}

if (args.includes('--survivors')) {
  console.log('\nsurvivors:');
  for (const f of files) {
    for (const m of f.mutants.filter((x) => UNDETECTED.has(x.status))) {
      const at = `${f.path}:${m.location.start.line}`;
      const change = (m.replacement ?? '').replace(/\s+/g, ' ').slice(0, 80);
      const reach = m.status === 'NoCoverage' ? '(no test reaches it) ' : '';
      console.log(`  ${at.padEnd(44)} ${m.mutatorName.padEnd(22)} ${reach}${change}`);
    }
  }
}
console.log(`\nFull report: ${join('test-results', 'mutation', 'index.html')}`);
