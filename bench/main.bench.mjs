// Main-process benchmark: the word-list parser on a megabyte of adversarial and of ordinary input,
// the IPC guard refusing oversized messages, and saving and loading the largest progress the limits
// allow through the real progress service (electron-store on a temporary folder). Prints figures next
// to their budgets; asserts nothing.
// Run: node bench/main.bench.mjs
import fs from 'node:fs';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importSource } from './importSource.mjs';
import { median as medianOf, timings } from './support/timing.mjs';

/** The median of `runs` timings of `fn`, after one warm-up run. */
const median = async (runs, fn) => medianOf(await timings(runs, fn));

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const entry = `
export { parseWordList, MAX_WORDLIST_BYTES } from './core/wordlists/parseWordList';
export { createIpcHandlers } from './electron/main/ipc/createIpcHandlers';
export { createSenderCheck } from './electron/main/ipc/isTrustedSender';
export { createSettingsService } from './electron/main/stores/settingsService';
export { createSnapshotService } from './electron/main/stores/snapshotService';
export { largestSnapshot } from './tests/support/core/progress/largestSnapshot';
`;

const m = await importSource(root, entry, 'main-bench', { electron: true });

// What a teacher or pupil would feel: a megabyte import well under a second, a refusal within a frame,
// the largest save and load under a second.
const BUDGET = {
  parseMs: 600,
  refuseMs: 10,
  refuseKeysMs: 1_000,
  saveMs: 1_000,
  loadMs: 1_000,
};

const row = (label, ms, budget, note = '') =>
  console.log(
    `${label.padEnd(52)} ${ms.toFixed(1).padStart(9)} ms   budget ${String(budget).padStart(5)} ms  ${ms <= budget ? 'ok' : 'OVER'}${note ? `  (${note})` : ''}`,
  );

// ── word-list parser ──
const encoder = new TextEncoder();
const MB = m.MAX_WORDLIST_BYTES;
const storm = encoder.encode(`en,ja\n${'x"'.repeat((MB - 6) >> 1)}`);
let rows = 'en,ja\n';
for (let i = 0; rows.length < MB; i++) rows += i % 4 === 0 ? ',x\n' : `w${i % 500},b\n`;
const ordinary = encoder.encode(rows).subarray(0, MB);
console.log('word-list parser (1 MB files):');
let preview = m.parseWordList(storm, 'storm.csv');
row(
  '  one unquoted cell of x"x"x"…',
  await median(5, () => m.parseWordList(storm, 'storm.csv')),
  BUDGET.parseMs,
);
preview = m.parseWordList(ordinary, 'rows.csv');
const rejected = preview.ok ? Object.values(preview.value.rejectedCounts).reduce((a, b) => a + b, 0) : 0;
row(
  '  short rows, most of them left out',
  await median(5, () => m.parseWordList(ordinary, 'rows.csv')),
  BUDGET.parseMs,
  `${rejected} rows left out, preview ${(JSON.stringify(preview).length / 1024).toFixed(1)} KB`,
);

// ── IPC guard ──
const cwd = fs.mkdtempSync(join(os.tmpdir(), 'kotoba-bench-main-'));
try {
  const quiet = () => {};
  const handlers = m.createIpcHandlers({
    settings: m.createSettingsService({ cwd, log: quiet }),
    snapshot: m.createSnapshotService({ cwd, log: quiet }),
    isTrustedSender: m.createSenderCheck('app://game'),
    log: quiet,
  });
  const game = { senderFrame: { url: 'app://game/index.html', parent: null } };
  console.log('\nIPC guard (main process, per message):');
  const big = new Uint8Array(50 * 1024 * 1024);
  let answer;
  const refuseBig = await median(9, async () => {
    answer = await handlers['app:save'](game, big);
  });
  row(
    '  refuse a 50 MB Uint8Array on app:save',
    refuseBig,
    BUDGET.refuseMs,
    `${answer.error.reason}, ${(answer.error.detail ?? '').length}-character detail`,
  );
  const array = new Array(50_000_000).fill(0);
  row(
    '  refuse an array of 50 million numbers on app:save',
    await median(9, async () => {
      answer = await handlers['app:save'](game, array);
    }),
    BUDGET.refuseMs,
  );
  const keys = {};
  for (let i = 0; i < 1_000_000; i++) keys[`k${i}`] = i;
  row(
    '  refuse an object of a million keys on settings:set',
    await median(3, async () => {
      answer = await handlers['settings:set'](game, keys);
    }),
    BUDGET.refuseKeysMs,
    `${answer.error.reason}, ${(answer.error.detail ?? '').length}-character detail`,
  );

  // ── largest progress ──
  const largest = m.largestSnapshot();
  console.log(
    `\nlargest progress the limits allow (${Object.keys(largest.words).length} words, ${largest.history.length} attempts, ${largest.mastery.length} days):`,
  );
  let saved;
  const save = await median(3, async () => {
    saved = await handlers['app:save'](game, largest);
  });
  const size = fs.statSync(join(cwd, 'progress.json')).size;
  row(
    '  save through app:save (guard, schema, atomic write)',
    save,
    BUDGET.saveMs,
    `${saved.ok ? 'saved' : saved.error.reason}, ${(size / 1024 / 1024).toFixed(1)} MB on disk`,
  );
  row(
    '  load progress.json at start (read, migrate, validate)',
    await median(3, () => m.createSnapshotService({ cwd, log: quiet }).load()),
    BUDGET.loadMs,
  );
} finally {
  fs.rmSync(cwd, { recursive: true, force: true });
}
