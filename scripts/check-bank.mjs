#!/usr/bin/env node
// The word bank's checks, as the unit tests run them (scripts/bank/checks.ts and its neighbours), with
// each year's figures: entries, pictures, irregular forms, the 発展 (advanced) set and the frequency
// floor. Node cannot import TypeScript, so the checks are bundled in memory with esbuild first.
// Usage: node scripts/check-bank.mjs
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const bankScripts = join(import.meta.dirname, 'bank');
// Every module that asks where it is lives in scripts/bank: the bundle answers for them, and its
// `require` resolves packages from there.
const here = pathToFileURL(join(bankScripts, 'bankReport.ts')).href;
const bundled = await build({
  entryPoints: [join(bankScripts, 'bankReport.ts')],
  bundle: true,
  write: false,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  logLevel: 'error',
  define: { 'import.meta.dirname': JSON.stringify(bankScripts), 'import.meta.url': JSON.stringify(here) },
  banner: {
    js: `import { createRequire as bankRequire } from 'node:module'; const require = bankRequire(${JSON.stringify(here)});`,
  },
});
const code = bundled.outputFiles[0].text;
const { bankReportOnDisk, reportLines } = await import(
  `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`
);
const report = await bankReportOnDisk();
for (const line of reportLines(report)) console.log(line);
const problems = report.problems.reduce((sum, c) => sum + c.problems.length, 0);
process.exit(problems ? 1 : 0);
