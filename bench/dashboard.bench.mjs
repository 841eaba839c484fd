// Dashboard benchmark: a class of 40 pupils with a school year of play each is written to a temporary
// folder as the desktop app keeps a PC's players; then the path teacher mode's dashboard runs in main
// is timed: the real `dashboard:report` handler reading the 40 progress files and building the
// report. Prints figures next to their budgets; asserts nothing.
// Run: node bench/dashboard.bench.mjs
import fs from 'node:fs';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importSource } from './importSource.mjs';
import { median, p95, timings } from './support/timing.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const entry = `
export { generateClass, writeClass } from './tests/support/core/dashboard/classGenerator';
export { createProfileService } from './electron/main/profiles/profileService';
export { createDashboardHandlers } from './electron/main/dashboard/createDashboardHandlers';
export { localPupilReaders, readLocalPupils } from './electron/main/dashboard/readLocalPupils';
export { buildDashboard } from './core/dashboard/buildDashboard';
export { loadStageOrder } from './core/dashboard/stageOrder';
export { createSenderCheck } from './electron/main/ipc/isTrustedSender';
`;

const m = await importSource(root, entry, 'dashboard-bench', { electron: true });

// A teacher opening the dashboard should see it within a second, however long the class has played.
const BUDGET = { openMs: 1_000, againMs: 300, buildMs: 200 };
const PUPILS = 40;
const RUNS = 9;

const cwd = fs.mkdtempSync(join(os.tmpdir(), 'kotoba-bench-dashboard-'));
try {
  const quiet = () => {};
  const pupils = m.generateClass({ pupils: PUPILS, seed: 17, bankDir: join(root, 'core/bank') });
  m.writeClass(cwd, pupils);
  const bytes = pupils.reduce(
    (sum, p) => sum + fs.statSync(join(cwd, 'profiles', p.profile.id, 'progress.json')).size,
    0,
  );
  const attempts = pupils.reduce((sum, p) => sum + p.snapshot.history.length, 0);
  const words = pupils.reduce((sum, p) => sum + Object.keys(p.snapshot.words).length, 0);
  const stages = pupils.reduce((sum, p) => sum + Object.keys(p.snapshot.stages).length, 0);
  console.log(
    `class: ${PUPILS} pupils, ${(bytes / 1024 / 1024).toFixed(1)} MB of progress; per pupil on average ` +
      `${Math.round(attempts / PUPILS)} attempts, ${Math.round(words / PUPILS)} word records, ${Math.round(stages / PUPILS)} stages`,
  );

  const profiles = m.createProfileService({ cwd, log: quiet });
  const game = { senderFrame: { url: 'app://game/index.html', parent: null } };
  const token = { token: 'x'.repeat(43) };
  /** The real dashboard handlers over this PC's players, as main wires them, with a fresh cache. */
  const openHandlers = () =>
    m.createDashboardHandlers({
      ...m.localPupilReaders(profiles),
      isUnlocked: () => true,
      className: () => null,
      source: () => 'local',
      saveCsv: async () => ({ ok: true, value: null }),
      isTrustedSender: m.createSenderCheck('app://game'),
      log: quiet,
    });
  let answer;
  // The first open of a session reads and checks every file.
  const first = await timings(RUNS, async () => {
    answer = await openHandlers()['dashboard:report'](game, token);
  });
  if (!answer.ok) throw new Error(`the report failed: ${answer.error.message}`);
  const size = JSON.stringify(answer.value).length;
  // Opening again (reading the latest, saving the CSV) reads only the files saved since.
  const handlers = openHandlers();
  const again = await timings(RUNS, () => handlers['dashboard:report'](game, token));
  const played = pupils.slice(0, 10);
  const afterLesson = await timings(RUNS, async () => {
    for (const p of played) {
      const file = join(cwd, 'profiles', p.profile.id, 'progress.json');
      fs.copyFileSync(file, `${file}.tmp`);
      fs.renameSync(`${file}.tmp`, file);
    }
    await handlers['dashboard:report'](game, token);
  });

  const read = await m.readLocalPupils(profiles);
  const order = await m.loadStageOrder();
  const buildOnly = await timings(RUNS, () =>
    m.buildDashboard(read, { stageOrder: order, now: new Date(), className: null, source: 'local' }),
  );

  const line = (label, sorted, budget, note = '') =>
    console.log(
      `dashboard: ${label}: median ${Math.round(median(sorted))} ms, p95 ${Math.round(p95(sorted))} ms (budget ${budget} ms) ${median(sorted) <= budget ? 'ok' : 'OVER'}${note ? `  (${note})` : ''}`,
    );
  line(
    `open ${PUPILS} pupils × 1 year, first time`,
    first,
    BUDGET.openMs,
    `read + check + build, answer ${(size / 1024).toFixed(0)} KB`,
  );
  line(`open again, files unchanged`, again, BUDGET.againMs);
  line(`open again after ${played.length} pupils saved`, afterLesson, BUDGET.openMs);
  line('build the report only', buildOnly, BUDGET.buildMs);
} finally {
  fs.rmSync(cwd, { recursive: true, force: true });
}
