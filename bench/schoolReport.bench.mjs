// School report benchmark: 2,000 pupils (a large school: 5 years × 10 classes × 40) with three school
// checks each and a term of play are written as progress texts; then the path the teacher's report
// runs is timed: each progress read for the report, the dashboard built, the school report grouped
// and summarised, and its CSV written. Prints figures next to the budget; asserts nothing.
// Run: node bench/schoolReport.bench.mjs
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importSource } from './importSource.mjs';
import { median as medianOf, timings } from './support/timing.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const m = await importSource(
  root,
  `
export { progressForReport } from './core/dashboard/progressForReport';
export { buildDashboard } from './core/dashboard/buildDashboard';
export { schoolReportOf } from './core/schoolcheck/schoolReportOf';
export { schoolReportCsv } from './core/schoolcheck/schoolReportCsv';
export { emptySnapshot } from './core/contract';
`,
  'school-report-bench',
);

// The budget: a principal's report of the whole school within two seconds.
const BUDGET_MS = 2_000;
const PUPILS = 2_000;
const BANDS = ['e34', 'e56', 'j1', 'j2', 'j3'];
const RUNS = 5;

let seed = 7;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};
const check = (band, form, at) => {
  const known = Math.floor(random() * 18);
  const slips = Math.floor(random() * (20 - known));
  const notKnownIds = Array.from({ length: 20 - known - slips }, (_, i) => `${band}.word-${i}`);
  return {
    band,
    form,
    at,
    asked: 20,
    known,
    slips,
    notKnown: notKnownIds.length,
    slipIds: Array.from({ length: slips }, (_, i) => `${band}.slip-${i}`),
    notKnownIds,
    keying: {
      letters: 40,
      wrongKeys: 3,
      timeMs: 30_000,
      charsPerMinute: Math.round(40 + random() * 120),
      accuracy: 0.93,
    },
  };
};
const attempt = (day) => ({
  at: `2027-06-${String(1 + (day % 28)).padStart(2, '0')}T01:00:00.000Z`,
  stageId: `stage-${day % 30}`,
  mode: 'battle',
  victory: true,
  accuracy: 0.9,
  keysPerMinute: 90,
  timeMs: 60_000,
  rank: 'A',
  maxCombo: 5,
  missed: [],
});

const texts = [];
const profiles = [];
for (let i = 0; i < PUPILS; i++) {
  const band = BANDS[Math.floor(i / 400)];
  const snapshot = {
    ...m.emptySnapshot(),
    history: Array.from({ length: 30 }, (_, d) => attempt(d)),
    schoolChecks: [
      check(band, 'A', '2027-04-20T01:00:00.000Z'),
      check(band, 'B', '2027-07-10T01:00:00.000Z'),
      check(band, 'C', '2027-12-10T01:00:00.000Z'),
    ],
  };
  texts.push(JSON.stringify(snapshot));
  const classNo = Math.floor((i % 400) / 40) + 1;
  profiles.push({
    id: `p-${String(i).padStart(8, '0')}`,
    name: `pupil ${i}`,
    avatar: 'cat',
    createdAt: '2027-04-01T00:00:00.000Z',
    className: `${band}-${classNo}`,
    number: (i % 40) + 1,
  });
}
const bytes = texts.reduce((sum, t) => sum + t.length, 0);
console.log(
  `school: ${PUPILS} pupils, 3 checks and 30 attempts each, ${(bytes / 1024 / 1024).toFixed(1)} MB of progress`,
);

const now = new Date('2027-12-20T00:00:00Z');
const run = () => {
  const inputs = texts.map((text, i) => {
    const read = m.progressForReport(JSON.parse(text));
    return {
      profile: profiles[i],
      snapshot: read.snapshot,
      problem: read.problem,
      className: profiles[i].className,
      number: profiles[i].number,
    };
  });
  const dashboard = m.buildDashboard(inputs, { now, className: null, source: 'local' });
  const report = m.schoolReportOf(dashboard, { now, noClass: '—' });
  const csv = m.schoolReportCsv(report, { language: 'ja', yearName: (b) => b });
  return { report, csv };
};

const { report, csv } = run();
const times = await timings(RUNS, run);
const median = medianOf(times);
console.log(
  `report: ${report.years.length} years, ${report.years.reduce((n, y) => n + y.classes.length, 0)} classes, ` +
    `${report.school.took} pupils; CSV ${(csv.length / 1024).toFixed(0)} KB`,
);
console.log(
  `build the school report (read progress + dashboard + report + CSV): median ${median.toFixed(0)} ms, ` +
    `worst ${times.at(-1).toFixed(0)} ms (budget ${BUDGET_MS} ms) ${median <= BUDGET_MS ? 'ok' : 'OVER BUDGET'}`,
);
