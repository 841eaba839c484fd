#!/usr/bin/env node
// `npm run engines`: the web edition walked in WebKitGTK and in Firefox ESR, one after the other (each
// skips with its reason when its browser is not installed). Options go to both:
//   npm run engines -- --root out/renderer --base /typing-game/
// Exits 1 when either run failed.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './options.mjs';

const runs = ['webkit.mjs', 'firefox.mjs'];
const results = [];
for (const file of runs) {
  console.log(`\n━━ ${file} ━━`);
  const started = Date.now();
  const run = spawnSync(
    process.execPath,
    [join(ROOT, 'scripts', 'engines', file), ...process.argv.slice(2)],
    {
      cwd: ROOT,
      stdio: 'inherit',
    },
  );
  results.push({ file, status: run.status ?? run.signal, seconds: (Date.now() - started) / 1000 });
}
console.log('\nOther engines:');
for (const r of results) {
  console.log(
    `  ${r.status === 0 ? 'ok  ' : 'FAIL'} ${r.file.padEnd(12)} ${r.seconds.toFixed(1).padStart(6)} s`,
  );
}
process.exit(results.every((r) => r.status === 0) ? 0 : 1);
