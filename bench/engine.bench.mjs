// Engine benchmark: keystrokes per second through the engine alone, and through the real Redux store
// (reducer, middleware, and the selectors the typing screen subscribes to). Prints figures; asserts nothing.
// Run: node bench/engine.bench.mjs
import { availableParallelism, cpus, loadavg } from 'node:os';
import { dirname, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const BUDGET_KEYS_PER_SECOND = 200_000;

const entry = `
export { createRun, step, DEFAULT_ENGINE_OPTIONS } from './renderer/src/engine';
export { QUESTION_SETS } from './renderer/src/data';
export {
  makeStore, startStage, keyTyped, backspacePressed, ticked,
  selectAnswerView, selectPrompt, selectEnemyHp, selectPlayerHp, selectCombo, selectRunStatus,
  selectEngineEvents, selectPhase, selectElapsedMs,
} from './renderer/src/store';
`;

const bundle = await build({
  stdin: { contents: entry, resolveDir: root, loader: 'ts', sourcefile: 'bench-entry.ts' },
  bundle: true,
  write: false,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'error',
});
const code = bundle.outputFiles[0].text;
const m = await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);

const allWords = m.QUESTION_SETS.flatMap((set) => set.items.map((q) => ({ ...q, setId: set.id })));
// Stages of a real size (20 questions) cut from every word of every set, played one after another.
// The keystroke figures leave out the keystroke that ends a stage: recording a finished stage (scoring,
// grading, scheduling, merging into the progress) happens once per stage and is reported on its own.
const STAGE_SIZE = 20;
const stages = Array.from({ length: Math.ceil(allWords.length / STAGE_SIZE) }, (_, i) =>
  allWords.slice(i * STAGE_SIZE, (i + 1) * STAGE_SIZE),
);
const questions = Array.from({ length: 10 }, () => stages).flat(2);

/** A player's key stream: each answer typed in order, with a wrong key and a Backspace about every 20th key. */
function keyStream(answers, count) {
  const keys = [];
  let n = 0;
  while (keys.length < count) {
    for (const answer of answers) {
      for (const ch of answer) {
        if (n++ % 20 === 19) {
          keys.push('#');
          keys.push('\b');
        }
        keys.push(ch);
      }
    }
  }
  return keys.slice(0, count);
}

const KEYS = 400_000;
// Study with recall: every answer is typed twice.
const answers = questions.flatMap((q) => [q.en, q.en]);
const stream = keyStream(answers, KEYS);

/**
 * Times `fn` by the process's CPU time (user + system) as well as the wall clock: on a shared machine
 * the wall clock also counts time spent waiting for a core, CPU time only what the work cost.
 */
function measure(fn) {
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const result = fn();
  const wallMs = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  return { result, wallMs, cpuMs: (cpu.user + cpu.system) / 1000 };
}

const fmt = (n) => Math.round(n).toLocaleString('en-US');

function stats(label, keys, { wallMs, cpuMs }) {
  const perCpuSecond = (keys / cpuMs) * 1000;
  const perWallSecond = (keys / wallMs) * 1000;
  const verdict = perCpuSecond >= BUDGET_KEYS_PER_SECOND ? 'within budget' : 'OVER BUDGET';
  console.log(
    `${label.padEnd(48)} ${fmt(perCpuSecond).padStart(10)} keys/CPU-s ${fmt((cpuMs * 1e6) / keys).padStart(6)} ns/key` +
      `  | wall ${fmt(perWallSecond).padStart(10)} keys/s  (${verdict})`,
  );
  return perCpuSecond;
}

function benchEngine() {
  const options = { ...m.DEFAULT_ENGINE_OPTIONS, learnThenRecall: true, learningMode: true };
  let stage = 0;
  const next = (at) =>
    m.step(m.createRun(stages[stage++ % stages.length], options), { type: 'start', at }, options);
  let s = next(0);
  let at = 0;
  for (const ch of stream) {
    at += 50;
    s = m.step(s, ch === '\b' ? { type: 'backspace', at } : { type: 'key', char: ch, at }, options);
    if (s.finished) s = next(at);
  }
  return s.hits;
}

/**
 * The real store, stage after stage. Each keystroke (dispatch, reducer, middleware, then the typing
 * screen's selectors) is timed on its own; the keystroke that ends a stage is set apart as a stage end.
 */
function benchStore() {
  const store = m.makeStore(undefined, { timer: false, devChecks: false, randomSeed: () => 1 });
  let stage = 0;
  const start = (at) =>
    store.dispatch(
      m.startStage({ stageId: 'practice', at, questions: stages[stage++ % stages.length], difficulty: 3 }),
    );
  start(0);
  const selectors = [
    m.selectAnswerView,
    m.selectPrompt,
    m.selectEnemyHp,
    m.selectPlayerHp,
    m.selectCombo,
    m.selectRunStatus,
    m.selectEngineEvents,
    m.selectPhase,
    m.selectElapsedMs,
  ];
  let sink = 0;
  let at = 0;
  let keyMs = 0;
  let keys = 0;
  const stageEndMs = [];
  for (const ch of stream) {
    at += 50;
    const t0 = performance.now();
    store.dispatch(ch === '\b' ? m.backspacePressed({ at }) : m.keyTyped({ char: ch, at }));
    const state = store.getState();
    for (const select of selectors) if (select(state)) sink++;
    const ms = performance.now() - t0;
    if (state.engine.run.finished) {
      stageEndMs.push(ms);
      start(at);
    } else {
      keyMs += ms;
      keys++;
    }
  }
  stageEndMs.sort((x, y) => x - y);
  return { sink, keys, keyMs, stageEndMs };
}

function benchTicks() {
  const store = m.makeStore(undefined, { timer: false, devChecks: false, randomSeed: () => 1 });
  store.dispatch(m.startStage({ stageId: 'practice', at: 0, questions, difficulty: 3 }));
  const view = m.selectAnswerView(store.getState());
  const ticks = 200_000;
  const { wallMs, cpuMs } = measure(() => {
    for (let i = 0; i < ticks; i++) store.dispatch(m.ticked());
  });
  const unchanged = m.selectAnswerView(store.getState()) === view;
  return { ticks, wallMs, cpuMs, unchanged };
}

console.log(
  `Kotoba Quest engine benchmark — Node ${process.version}, ${availableParallelism()} cores, ` +
    `${cpus()[0]?.model ?? 'unknown CPU'}, load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
);
console.log(
  `${fmt(KEYS)} keystrokes per round (about 1 in 20 wrong, then Backspace), study with recall; ` +
    `stages of ${STAGE_SIZE} questions cut from ${allWords.length} words.`,
);
console.log(`Budget: ${fmt(BUDGET_KEYS_PER_SECOND)} keystrokes per second.`);
const best = { engine: 0, store: 0 };
let stageEnds = [];
for (let round = 1; round <= 3; round++) {
  console.log(`round ${round}`);
  best.engine = Math.max(best.engine, stats('  engine step() only', KEYS, measure(benchEngine)));
  const store = benchStore();
  const perSecond = (store.keys / store.keyMs) * 1000;
  console.log(
    `${'  store dispatch + reducer + 9 screen selectors'.padEnd(48)} ${fmt(perSecond).padStart(10)} keys/s     ` +
      `${fmt((store.keyMs * 1e6) / store.keys).padStart(6)} ns/key  (each keystroke timed; ` +
      `${perSecond >= BUDGET_KEYS_PER_SECOND ? 'within budget' : 'OVER BUDGET'})`,
  );
  best.store = Math.max(best.store, perSecond);
  stageEnds = store.stageEndMs;
}
const pick = (q) => stageEnds[Math.min(stageEnds.length - 1, Math.floor(stageEnds.length * q))] ?? 0;
console.log(
  `stage end (${STAGE_SIZE} words: score, grade, schedule, merge into progress), ${stageEnds.length} stages: ` +
    `median ${pick(0.5).toFixed(2)} ms, p95 ${pick(0.95).toFixed(2)} ms — once per stage, not per keystroke.`,
);
const tick = benchTicks();
console.log(
  `ticks: ${fmt((tick.ticks / tick.cpuMs) * 1000)} per CPU-second through the store; ` +
    `answer view ${tick.unchanged ? 'kept its reference (no re-render)' : 'CHANGED on tick'}.`,
);
console.log(
  `best: engine ${fmt(best.engine)} keys/s, store + selectors ${fmt(best.store)} keys/s — ` +
    `${best.store >= BUDGET_KEYS_PER_SECOND ? 'within' : 'OVER'} the ${fmt(BUDGET_KEYS_PER_SECOND)}/s budget.`,
);
