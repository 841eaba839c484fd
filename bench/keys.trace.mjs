// Where a typed key's time goes in the web edition: a Chrome trace of a few answers typed on the first
// stage, summed per key. Run after `npm run build:web`:
//   node bench/keys.trace.mjs [--root out/web] [--base /typing-game/] [--words 3] [--throttle 1]
//                             [--save trace.json] [--no-profile] [--per-key]
// Prints, per key on the renderer's main thread: the busy time, each trace event's self time (script,
// style, layout, paint, …), the elements restyled and layout objects laid out, and the script's own
// functions by self time (from the sampling profiler), and each key's path to its frame: the key's
// own task, the wait for the frame, and the frame's stages (--per-key: also each key on a line of its
// own). The profiler slows script down; with --no-profile the path's figures are the page's own. Asserts nothing; web.bench.mjs holds the budget.
import { writeFileSync } from 'node:fs';
import { loadGameWords } from '../scripts/engines/flow.mjs';
import { readServeOptions } from '../scripts/engines/options.mjs';
import { serveFolder } from '../scripts/serve-web.mjs';
import { KEY_GAP_MS, playwrightDriver } from './support/cdpKeys.mjs';
import { BENCH_VIEWPORT, launchChromium, walkToFirstQuestion } from './support/keySession.mjs';

const options = readServeOptions(process.argv.slice(2), {
  words: { type: 'string', default: '3' },
  throttle: { type: 'string', default: '1' },
  save: { type: 'string' },
  'no-profile': { type: 'boolean', default: false },
  'per-key': { type: 'boolean', default: false },
});
const PROFILE = !options['no-profile'];
const WORDS = Math.max(1, Number.parseInt(options.words, 10) || 3);
const THROTTLE = Math.max(1, Number(options.throttle) || 1);

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'toplevel',
  'v8.execute',
  'blink.user_timing',
  'disabled-by-default-v8.cpu_profiler',
];

/** Self time of each complete event on one thread (its duration less its children's), in µs. */
function selfTimes(events) {
  const sorted = events
    .filter((e) => e.ph === 'X' && typeof e.dur === 'number')
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const items = sorted.map((e) => ({ e, self: e.dur }));
  const open = [];
  for (const item of items) {
    while (open.length > 0 && open.at(-1).e.ts + open.at(-1).e.dur <= item.e.ts) open.pop();
    if (open.length > 0) open.at(-1).self -= item.e.dur;
    item.top = open.length === 0;
    open.push(item);
  }
  return items;
}

const sum = (values) => values.reduce((a, b) => a + b, 0);
const median = (values) => {
  const s = [...values].sort((a, b) => a - b);
  return s.length === 0 ? 0 : s[Math.floor((s.length - 1) / 2)];
};

/** The summary of a trace: per key window on the main thread, the costs by kind and by function. */
function summarise(trace, keyCount) {
  const events = trace.traceEvents;
  const mains = events.filter(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.args.name === 'CrRendererMain',
  );
  // The page's main thread is the renderer main thread that dispatched the keydowns.
  const keydownsOf = (m) =>
    events.filter(
      (e) =>
        e.pid === m.pid && e.tid === m.tid && e.name === 'EventDispatch' && e.args?.data?.type === 'keydown',
    );
  const main = mains
    .map((m) => ({ m, keys: keydownsOf(m) }))
    .sort((a, b) => b.keys.length - a.keys.length)[0];
  if (!main || main.keys.length === 0) throw new Error('no keydown found in the trace');
  const { pid, tid } = main.m;
  const keys = main.keys.sort((a, b) => a.ts - b.ts);
  const onMain = events.filter((e) => e.pid === pid && e.tid === tid);
  const items = selfTimes(onMain);
  const windows = keys.map((k, i) => ({ from: k.ts, to: keys[i + 1]?.ts ?? k.ts + KEY_GAP_MS * 1000 }));
  const windowOf = (ts) => windows.findIndex((w) => ts >= w.from && ts < w.to);

  const byName = new Map();
  const busy = windows.map(() => 0);
  const styleElements = windows.map(() => 0);
  const layoutObjects = windows.map(() => []);
  for (const { e, self, top } of items) {
    const w = windowOf(e.ts);
    if (w < 0) continue;
    if (top) busy[w] += e.dur;
    const row = byName.get(e.name) ?? windows.map(() => 0);
    row[w] += self;
    byName.set(e.name, row);
    if (e.name === 'UpdateLayoutTree')
      styleElements[w] += e.args?.elementCount ?? e.args?.data?.elementCount ?? 0;
    if (e.name === 'Layout') {
      const b = e.args?.beginData ?? {};
      layoutObjects[w].push(`${b.dirtyObjects ?? '?'}/${b.totalObjects ?? '?'}`);
    }
  }

  // The sampling profiler's chunks on the main thread: self samples by function.
  const byFunction = new Map();
  const nodes = new Map();
  const clock = new Map();
  for (const chunk of events.filter((e) => e.name === 'ProfileChunk' && e.pid === pid)) {
    const profile = chunk.args?.data?.cpuProfile;
    const deltas = chunk.args?.data?.timeDeltas ?? [];
    for (const node of profile?.nodes ?? []) nodes.set(`${chunk.id}:${node.id}`, node);
    if (!clock.has(chunk.id)) {
      const start = events.find((e) => e.name === 'Profile' && e.id === chunk.id);
      clock.set(chunk.id, start?.args?.data?.startTime ?? chunk.ts);
    }
    (profile?.samples ?? []).forEach((nodeId, i) => {
      const sampleTs = clock.get(chunk.id) + (deltas[i] ?? 0);
      clock.set(chunk.id, sampleTs);
      const w = windowOf(sampleTs);
      if (w < 0) return;
      const node = nodes.get(`${chunk.id}:${nodeId}`);
      const frame = node?.callFrame ?? {};
      if (['(idle)', '(program)', '(root)'].includes(frame.functionName)) return;
      const file = (frame.url ?? '').split('/').pop();
      const name = `${frame.functionName || '(anonymous)'} ${file}:${(frame.lineNumber ?? 0) + 1}`;
      const row = byFunction.get(name) ?? windows.map(() => 0);
      row[w] += deltas[i] ?? 0;
      byFunction.set(name, row);
    });
  }

  // Each key's path to the frame that shows it: its task (the keydown and what runs in the same task),
  // the wait until that frame's main-thread work starts, then the frame's stages until its commit ends.
  const tops = items.filter((i) => i.top).map((i) => i.e);
  const FRAME_STAGES = [
    'FireAnimationFrame',
    'UpdateLayoutTree',
    'Layout',
    'PrePaint',
    'Paint',
    'Layerize',
    'Commit',
  ];
  const path = new Map([
    ['key task', []],
    ['other tasks', []],
    ['idle before the frame', []],
    ...FRAME_STAGES.map((n) => [n, []]),
    ['to commit end', []],
  ]);
  const perKey = [];
  for (const [w, key] of keys.entries()) {
    const task = tops.find((e) => e.ts <= key.ts && e.ts + e.dur >= key.ts + key.dur);
    if (!task) continue;
    const end = task.ts + task.dur;
    const commit = onMain.find(
      (e) => e.name === 'Commit' && e.ph === 'X' && e.ts >= end && e.ts < windows[w].to,
    );
    if (!commit) continue;
    const frameEnd = commit.ts + commit.dur;
    const frameTask = tops.find((e) => e.ts <= commit.ts && e.ts + e.dur >= frameEnd);
    if (!frameTask) continue;
    const between = tops.filter((e) => e.ts >= end && e.ts + e.dur <= frameTask.ts);
    path.get('key task').push(task.dur);
    path.get('other tasks').push(sum(between.map((e) => e.dur)));
    path.get('idle before the frame').push(frameTask.ts - end - sum(between.map((e) => e.dur)));
    for (const stage of FRAME_STAGES) {
      const inFrame = items.filter((i) => i.e.name === stage && i.e.ts >= frameTask.ts && i.e.ts < frameEnd);
      path.get(stage).push(sum(inFrame.map((i) => i.self)));
    }
    path.get('to commit end').push(frameEnd - key.ts);
    perKey.push({
      w,
      task: task.dur,
      wait: frameTask.ts - end,
      frame: frameEnd - frameTask.ts,
      total: frameEnd - key.ts,
    });
  }

  const ms = (us) => (us / 1000).toFixed(2);
  console.log(`keys traced: ${keys.length} (typed ${keyCount}); CPU throttled ${THROTTLE}×`);
  console.log(
    `main-thread busy per key: median ${ms(median(busy))} ms, mean ${ms(sum(busy) / busy.length)} ms`,
  );
  console.log(`elements restyled per key: median ${median(styleElements)}, all ${styleElements.join(' ')}`);
  console.log(
    `layouts per key (dirty/total objects): ${layoutObjects.map((l) => l.join('+') || '-').join(' ')}`,
  );
  console.log("\neach key to the end of its frame's commit (median ms, mean ms):");
  for (const [name, row] of path) {
    console.log(
      `  ${ms(median(row)).padStart(6)} ${ms(row.length ? sum(row) / row.length : 0).padStart(6)}  ${name}`,
    );
  }
  if (options['per-key']) {
    console.log('\neach key (ms): key task, wait for the frame, the frame, to commit end; restyled elements');
    for (const k of perKey) {
      console.log(
        `  #${String(k.w + 1).padStart(3)} ${[k.task, k.wait, k.frame, k.total].map((v) => ms(v).padStart(6)).join(' ')}  ${styleElements[k.w]}`,
      );
    }
  }
  console.log('\nself time per key by trace event (median ms, mean ms):');
  const rows = [...byName.entries()]
    .map(([name, row]) => ({ name, median: median(row), mean: sum(row) / row.length }))
    .filter((r) => r.mean >= 20)
    .sort((a, b) => b.mean - a.mean)
    .slice(0, 25);
  for (const r of rows) console.log(`  ${ms(r.median).padStart(6)} ${ms(r.mean).padStart(6)}  ${r.name}`);
  console.log('\nscript self time per key by function (median ms, mean ms, sampled):');
  const fns = [...byFunction.entries()]
    .map(([name, row]) => ({ name, mean: sum(row) / row.length, median: median(row) }))
    .sort((a, b) => b.mean - a.mean)
    .slice(0, 30);
  for (const f of fns) console.log(`  ${ms(f.median).padStart(6)} ${ms(f.mean).padStart(6)}  ${f.name}`);
}

/** The sampled profile's self time by function, per typed key (the typing's pauses left out). */
function printProfile(profile, keyCount) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id)?.callFrame ?? {};
    if (['(idle)', '(program)', '(root)'].includes(frame.functionName)) return;
    const file = (frame.url ?? '').split('/').pop();
    const name = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
    self.set(name, (self.get(name) ?? 0) + (profile.timeDeltas[i + 1] ?? 0));
  });
  const total = sum([...self.values()]);
  console.log(
    `\nsampled script per key: ${(total / 1000 / keyCount).toFixed(2)} ms; by function (ms per key):`,
  );
  for (const [name, us] of [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 30)) {
    console.log(`  ${(us / 1000 / keyCount).toFixed(3).padStart(7)}  ${name}`);
  }
}

const server = await serveFolder({ root: options.root, base: options.base });
const browser = await launchChromium();
try {
  const { ja, answers } = await loadGameWords();
  const context = await browser.newContext({ viewport: BENCH_VIEWPORT });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const driver = playwrightDriver(page, cdp);
  await walkToFirstQuestion(page, cdp, { url: server.url, ja, answers });
  // The precache download is a first visit's alone; wait for it so the trace shows the keys.
  await page.evaluate(() => navigator.serviceWorker?.ready);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  // What the page's DOM changes per key: each changed node named by its nearest class or test id.
  await page.evaluate(() => {
    const where = (node) => {
      const el = node.nodeType === 1 ? node : node.parentElement;
      const owner = el?.closest('[class], [data-testid]');
      const label = owner?.getAttribute('data-testid') ?? owner?.classList[0] ?? el?.tagName ?? '?';
      return label;
    };
    const counts = new Map();
    window.__kqMutations = counts;
    new MutationObserver((records) => {
      for (const r of records) {
        const key = `${r.type}${r.attributeName ? `[${r.attributeName}]` : ''} in ${where(r.target)}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  });
  // A fine sampling profile of the same keys: which of the page's functions take the script's time.
  if (PROFILE) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
    await cdp.send('Profiler.start');
  }
  // Without the profiler, V8's sampling is left out of the trace too (its category turns it on).
  await browser.startTracing(page, {
    categories: PROFILE ? CATEGORIES : CATEGORIES.filter((c) => !c.includes('cpu_profiler')),
  });
  let typed = 0;
  for (let n = 0; n < WORDS; n++) {
    const prompt = await page.evaluate(() => document.querySelector('#question-prompt')?.textContent ?? '');
    const answer = answers.get(prompt) ?? answers.get(prompt.replace(/（[^）]*）/g, ''));
    if (!answer) throw new Error(`no answer for 「${prompt}」`);
    await driver.type(answer);
    typed += answer.length;
    // No polling while traced (it would show as the page's own script): the next word is given time.
    await page.waitForTimeout(1500);
  }
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
  const profile = PROFILE ? (await cdp.send('Profiler.stop')).profile : null;
  if (options.save) writeFileSync(options.save, JSON.stringify(trace));
  summarise(trace, typed);
  if (profile) printProfile(profile, typed);
  const mutations = await page.evaluate(() => [...window.__kqMutations.entries()]);
  console.log('\nDOM changes per key (the word changes included):');
  for (const [what, n] of mutations.sort((a, b) => b[1] - a[1]).slice(0, 25)) {
    console.log(`  ${(n / typed).toFixed(2).padStart(6)}  ${what}`);
  }
} finally {
  await browser.close();
  await server.close();
}
