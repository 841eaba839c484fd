// Roster benchmark: a 2,000-pupil school in 60 homeroom classes as a OneRoster 1.2 Japan Profile zip
// (the files a 学習eポータル or a school information system exports). Times what the teacher waits
// for: reading the zip into pupils, matching them against a class of players here, and the whole
// preview through the real guarded `roster:preview` handler on this PC's players (base64 included).
// Prints figures next to their budgets; asserts nothing.
// Run: node bench/roster.bench.mjs
import fs from 'node:fs';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importSource } from './importSource.mjs';
import { median, timings, worst } from './support/timing.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const entry = `
export { makePupils, oneRosterTexts, oneRosterZip } from './tests/support/core/roster/oneRosterSet';
export { readRoster } from './core/roster/readRoster';
export { planRoster, applyRosterPlan } from './core/roster/planRoster';
export { bytesBase64 } from './core/roster/base64Bytes';
export { rosterWork } from './core/roster/rosterWork';
export { ROSTER_OPERATIONS } from './core/contract';
export { createProfileService } from './electron/main/profiles/profileService';
export { desktopRosterHost } from './electron/main/profiles/rosterHost';
export { guardOperations } from './electron/main/ipc/guardedHandler';
export { createSenderCheck } from './electron/main/ipc/isTrustedSender';
`;

const m = await importSource(root, entry, 'roster-bench', { electron: true });

// A teacher picking the school's roster should see the preview within two seconds.
const BUDGET = { readMs: 2_000, planMs: 200, previewMs: 2_000 };
const PUPILS = 2_000;
const CLASSES = 60;
const RUNS = 7;

const show = (label, sorted, budget) =>
  console.log(
    `${label.padEnd(46)} median ${median(sorted).toFixed(1).padStart(7)} ms, worst ${worst(sorted).toFixed(1).padStart(7)} ms  (budget ≤ ${budget} ms) ${worst(sorted) <= budget ? 'ok' : 'OVER'}`,
  );

const classNames = Array.from({ length: CLASSES }, (_, i) => `${Math.floor(i / 10) + 1}年${(i % 10) + 1}組`);
const zip = m.oneRosterZip(
  m.oneRosterTexts({ schoolYear: '2026', classes: classNames, pupils: m.makePupils(PUPILS, CLASSES) }),
);
console.log(`roster: ${PUPILS} pupils in ${CLASSES} classes, zip ${(zip.length / 1024).toFixed(0)} KB`);

let roster;
const read = await timings(RUNS, () => {
  const outcome = m.readRoster([{ name: 'school.zip', bytes: zip }]);
  if (!outcome.ok) throw new Error(outcome.error.detail);
  roster = outcome.roster;
});
show('read the zip into pupils', read, BUDGET.readMs);

// The players here: one class of 34 from last year, matched by roster id.
const here = roster.pupils.slice(0, 34).map((pupil, i) => ({
  id: `p-bench${String(i).padStart(4, '0')}`,
  name: pupil.name.slice(0, 20),
  avatar: 'hero',
  createdAt: '',
  rosterId: pupil.rosterId,
}));
const plan = await timings(RUNS, () => m.planRoster(here, roster, null));
show('match 2,000 pupils against 34 players', plan, BUDGET.planMs);

const cwd = fs.mkdtempSync(join(os.tmpdir(), 'kotoba-bench-roster-'));
try {
  const quiet = () => {};
  const profiles = m.createProfileService({ cwd, log: quiet });
  const handlers = m.guardOperations(
    { roster: m.ROSTER_OPERATIONS },
    m.rosterWork(m.desktopRosterHost({ profiles, isUnlocked: () => true, makeId: () => 'p-benchnew0' })),
    { isTrustedSender: m.createSenderCheck('app://game'), log: quiet },
  );
  const game = { senderFrame: { url: 'app://game/index.html', parent: null } };
  const payload = {
    token: 'x'.repeat(43),
    files: [{ name: 'school.zip', base64: m.bytesBase64(zip) }],
    classes: null,
  };
  let answer;
  const preview = await timings(RUNS, async () => {
    answer = await handlers['roster:preview'](game, payload);
  });
  if (!answer.ok) throw new Error(JSON.stringify(answer.error));
  show('preview through the guarded handler (this PC)', preview, BUDGET.previewMs);
  console.log(`preview: ${answer.value.rows.length} rows, ${answer.value.classes.length} classes`);
} finally {
  fs.rmSync(cwd, { recursive: true, force: true });
}
