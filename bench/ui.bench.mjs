// UI benchmark: the built game (out/renderer) in headless Chromium. Prints each figure next to its budget;
// asserts nothing. Run after `npx electron-vite build`: node bench/ui.bench.mjs
//
// - keystroke → next frame (p95): from the key event's timeStamp until just after the next frame.
// - keystroke handling + render (p99): from the first keydown listener until the game's listener, the
//   store update and React's render and commit are done (the event bubbling back to the window).
// - the keystroke that ends a stage: the same handling time, for the last key of each battle (its
//   results open after that key's frame).
// - the longest task after a stage's last key: the longest main-thread task (Chromium's trace) from that
//   key until its results are on screen — the work of recording the stage and opening the results, which
//   delays any key or frame behind it. Measured on three more battles, so tracing weighs on no other figure.
// - fonts fetched before ready: font bytes the page had downloaded when the first question showed.
// - launch → ready to type: navigation start until the first question is on screen with the answer field
//   focused, skipping the title at once and choosing the first stage with Enter (a returning player).
// - idle battle CPU: main-thread task time (CDP Performance.TaskDuration) per second while a battle runs
//   and nobody types (only the tick timer and the clock work).
// - initial JavaScript (gzip) and the bytes of art, fonts and audio in out/renderer.
import { createReadStream, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { importSource } from './importSource.mjs';
import { launchChromium } from './support/keySession.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'out', 'renderer');
const BUDGET = {
  frameP95Ms: 16.7,
  handleP99Ms: 4,
  stageEndMs: 16,
  // The browser's own line for a long task: a key pressed meanwhile waits that long.
  postStageTaskMs: 50,
  fontsBeforeReadyKb: 600,
  launchMs: 1500,
  idleCpuMsPerS: 5,
  initialJsGzipKb: 200,
  mediaMb: 8,
};

if (!existsSync(join(outDir, 'index.html'))) {
  console.error('out/renderer is not built. Run: npx electron-vite build');
  process.exit(1);
}

// The first stage's answers in play order, from the game's own data.
const data = await importSource(
  root,
  "export { number } from './renderer/src/data/sets/number';",
  'ui-bench-data',
);
const ANSWERS = data.number.items.map((q) => q.en);

// ── static server for out/renderer ───────────────────────────────────────────
const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.woff2': 'font/woff2',
  '.ogg': 'audio/ogg',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
};
const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const file = resolve(outDir, `.${decodeURIComponent(url.pathname === '/' ? '/index.html' : url.pathname)}`);
  if (!file.startsWith(outDir) || !existsSync(file) || statSync(file).isDirectory()) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': MIME[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
});
await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
const origin = `http://127.0.0.1:${server.address().port}`;

// ── browser ──────────────────────────────────────────────────────────────────
const browser = await launchChromium();

/** Settings of a returning player (sound question answered), so launch goes straight to the title. */
function settings(mode) {
  return {
    version: 1,
    sound: false,
    bgm: false,
    sfx: false,
    bgmVolume: 0.5,
    sfxVolume: 0.8,
    speech: false,
    colorMode: 'light',
    order: 'sequential',
    mode,
    learnThenRecall: false,
    strictCase: false,
    language: 'ja',
    textSize: 'medium',
    consent: 'denied',
  };
}

// Installed before the game's code: the first keydown listener of the page measures every key.
const PROBE = () => {
  const samples = [];
  window.__kqBench = { samples, measuring: false };
  window.addEventListener(
    'keydown',
    (event) => {
      if (!window.__kqBench.measuring) return;
      const start = performance.now();
      const sample = { handled: Number.NaN, frame: Number.NaN };
      samples.push(sample);
      // The same event bubbling back to the window runs after the game's listener and after the
      // microtask in which React renders and commits the update; one more microtask closes any rest.
      window.addEventListener(
        'keydown',
        (bubbled) => {
          if (bubbled !== event) return;
          queueMicrotask(() => {
            sample.handled = performance.now() - start;
          });
        },
        { once: true },
      );
      requestAnimationFrame(() => {
        const painted = new MessageChannel();
        painted.port1.onmessage = () => {
          sample.frame = performance.now() - event.timeStamp;
        };
        painted.port2.postMessage(0);
      });
    },
    { capture: true },
  );
};

async function openGame(mode) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(
    ([key, value]) => localStorage.setItem(key, value),
    ['kotoba-quest:settings', JSON.stringify(settings(mode))],
  );
  await context.addInitScript(PROBE);
  const page = await context.newPage();
  return { context, page };
}

/** From navigation to the first question with a focused answer field; answers ms since navigation start. */
async function launchToReady(page) {
  await page.goto(`${origin}/index.html`);
  await page.getByText('Enter / クリックで スタート').waitFor();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() =>
    document.activeElement?.getAttribute('aria-label')?.startsWith('ステージ 1：'),
  );
  await page.keyboard.press('Enter');
  await page.waitForFunction(
    () =>
      document.activeElement?.getAttribute('data-testid') === 'input-capture' &&
      document.getElementById('question-prompt') !== null,
    undefined,
    { polling: 'raf' },
  );
  return page.evaluate(() => {
    const ready = performance.now();
    const fontBytes = performance
      .getEntriesByType('resource')
      .filter((e) => /\.woff2?(\?|$)/.test(e.name) && e.responseEnd <= ready)
      .reduce((sum, e) => sum + (e.encodedBodySize || e.transferSize || 0), 0);
    return { ready, fontBytes };
  });
}

function percentile(values, p) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Categories of Chromium's trace that hold every main-thread task with its duration. */
const TRACE_CATEGORIES = ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline'];

/** The longest task (ms) on a page's main thread in a Chromium trace. */
function longestMainThreadTaskMs(trace) {
  const events = JSON.parse(trace.toString('utf8')).traceEvents ?? [];
  const mainThreads = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  return events
    .filter((e) => e.ph === 'X' && e.name === 'RunTask' && mainThreads.has(`${e.pid}:${e.tid}`))
    .reduce((longest, e) => Math.max(longest, (e.dur ?? 0) / 1000), 0);
}

/**
 * Types one battle's answers, each with a wrong key and a Backspace after its first letter. With
 * `aroundLastKey`, the battle's last key is pressed inside that function (given a function that presses it).
 */
async function typeBattle(page, aroundLastKey) {
  for (const [i, answer] of ANSWERS.entries()) {
    await page.keyboard.type(answer.slice(0, 1), { delay: 40 });
    await page.keyboard.type('q', { delay: 40 });
    await page.keyboard.press('Backspace', { delay: 40 });
    const last = aroundLastKey && i === ANSWERS.length - 1;
    if (last && answer.length < 2) throw new Error(`the stage's last answer "${answer}" is one letter`);
    await page.keyboard.type(answer.slice(1, last ? -1 : undefined), { delay: 40 });
    if (last) await aroundLastKey(() => page.keyboard.type(answer.slice(-1), { delay: 40 }));
  }
}

const rows = [];
function report(name, value, budget, unit, lowerIsBetter = true) {
  const ok = lowerIsBetter ? value <= budget : value >= budget;
  rows.push({ name, value, budget, unit, ok });
}

try {
  // Warm-up launch (first start of the browser and disk caches), then the measured launches.
  {
    const { context, page } = await openGame('battle');
    await launchToReady(page);
    await context.close();
  }
  const launches = [];
  const fontsBeforeReady = [];
  for (let i = 0; i < 5; i++) {
    const { context, page } = await openGame('battle');
    const { ready, fontBytes } = await launchToReady(page);
    launches.push(ready);
    fontsBeforeReady.push(fontBytes);
    await context.close();
  }

  // Keystrokes: three whole battles, every answer typed with a wrong key and a Backspace in each word.
  const { context, page } = await openGame('battle');
  await launchToReady(page);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('[data-testid="typing-cover"]') === null);

  // Idle battle: nobody types for 5 seconds.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const taskSeconds = async () =>
    (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0;
  await page.waitForTimeout(500);
  const idleFrom = await taskSeconds();
  const idleStart = Date.now();
  await page.waitForTimeout(5000);
  const idleMsPerS = (((await taskSeconds()) - idleFrom) * 1000) / ((Date.now() - idleStart) / 1000);

  const ROUNDS = 3;
  const endingKeys = [];
  for (let round = 0; round < ROUNDS; round++) {
    await page.evaluate(() => {
      window.__kqBench.measuring = true;
    });
    await typeBattle(page);
    await page.waitForTimeout(300);
    // The last key typed ended the battle.
    endingKeys.push((await page.evaluate(() => window.__kqBench.samples.length)) - 1);
    await page.evaluate(() => {
      window.__kqBench.measuring = false;
    });
    if (round < ROUNDS - 1) {
      // The results dialog: Enter on "retry" starts the same battle again.
      await page.getByTestId('results-rank').waitFor();
      await page.keyboard.press('Enter');
      await page.waitForFunction(
        () => document.activeElement?.getAttribute('data-testid') === 'input-capture',
      );
    }
  }
  const samples = await page.evaluate(() => window.__kqBench.samples);

  // The task after a stage's last key: three more battles, each traced from its last key until its
  // results are on screen (and a moment more, for work queued behind them).
  const postStageTasks = [];
  for (let round = 0; round < ROUNDS; round++) {
    await page.getByTestId('results-rank').waitFor();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'input-capture');
    await typeBattle(page, async (pressLastKey) => {
      await browser.startTracing(page, { categories: TRACE_CATEGORIES });
      await pressLastKey();
      await page.getByTestId('results-rank').waitFor();
      await page.waitForTimeout(300);
      postStageTasks.push(longestMainThreadTaskMs(await browser.stopTracing()));
    });
  }
  await context.close();

  // ── sizes ──────────────────────────────────────────────────────────────────
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const initialScripts = [
    ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
  ].map((m) => m[1]);
  const initialJsGzip = initialScripts.reduce(
    (sum, src) => sum + gzipSync(readFileSync(join(outDir, src))).length,
    0,
  );
  const MEDIA = /\.(woff2?|ttf|otf|ogg|mp3|wav|m4a|webm|svg|png|jpe?g|webp|gif|avif)$/i;
  const walk = (dir) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
    );
  const media = walk(outDir).filter((f) => MEDIA.test(f));
  const mediaBytes = media.reduce((sum, f) => sum + statSync(f).size, 0);

  report(
    'keystroke → next frame, p95',
    percentile(
      samples.map((s) => s.frame),
      95,
    ),
    BUDGET.frameP95Ms,
    'ms',
  );
  const ordinary = samples.filter((_, i) => !endingKeys.includes(i));
  report(
    'keystroke handling + render, p99',
    percentile(
      ordinary.map((s) => s.handled),
      99,
    ),
    BUDGET.handleP99Ms,
    'ms',
  );
  report(
    `stage-ending keystroke handling (worst of ${endingKeys.length})`,
    Math.max(...endingKeys.map((i) => samples[i]?.handled ?? Number.NaN)),
    BUDGET.stageEndMs,
    'ms',
  );
  report(
    `longest task after a stage's last key (worst of ${postStageTasks.length})`,
    Math.max(...postStageTasks),
    BUDGET.postStageTaskMs,
    'ms',
  );
  report('launch → ready to type (median of 5)', percentile(launches, 50), BUDGET.launchMs, 'ms');
  report(
    'fonts fetched before ready (median)',
    percentile(fontsBeforeReady, 50) / 1024,
    BUDGET.fontsBeforeReadyKb,
    'KB',
  );
  report('main-thread CPU, battle idle', idleMsPerS, BUDGET.idleCpuMsPerS, 'ms/s');
  report('initial JavaScript, gzip', initialJsGzip / 1024, BUDGET.initialJsGzipKb, 'KB');
  report(`art + fonts + audio (${media.length} files)`, mediaBytes / 1024 / 1024, BUDGET.mediaMb, 'MB');

  console.log(`UI benchmark — ${samples.length} keystrokes, headless Chromium, ${origin}`);
  console.log(
    `  machine: ${cpus().length} cores, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')} (figures are only comparable on a quiet machine)`,
  );
  console.log(
    `  keystroke → next frame: median ${percentile(
      samples.map((s) => s.frame),
      50,
    ).toFixed(2)} ms; ` +
      `handling + render: median ${percentile(
        samples.map((s) => s.handled),
        50,
      ).toFixed(2)} ms`,
  );
  console.log(`  launches (ms): ${launches.map((v) => v.toFixed(0)).join(', ')}`);
  console.log(
    `  longest task after a stage's last key, each battle (ms): ${postStageTasks.map((v) => v.toFixed(1)).join(', ')}`,
  );
  for (const r of rows) {
    const digits = r.unit === 'MB' ? 2 : 1;
    console.log(
      `  ${r.ok ? 'within' : 'OVER  '}  ${r.name.padEnd(40)} ${r.value.toFixed(digits).padStart(8)} ${r.unit.padEnd(4)}  budget ≤ ${r.budget} ${r.unit}`,
    );
  }
  // Every script chunk by what loads it: at start (index.html), a school year of the word bank, or later
  // (a page, the sound library, shared pieces). Bank chunks are named after the virtual module.
  const chunks = readdirSync(join(outDir, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => ({
      name: f.replace(/-[\w-]{8}\.js$/, ''),
      file: `assets/${f}`,
      gzip: gzipSync(readFileSync(join(outDir, 'assets', f))).length,
    }));
  const kindOf = (c) =>
    initialScripts.some((src) => src.endsWith(c.file))
      ? 'start'
      : c.name.startsWith('_kotoba-bank_')
        ? 'bank'
        : /^[0-9a-f]{4,5}(-[0-9a-f]{4,5})*$/.test(c.name)
          ? 'pictures'
          : 'later';
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log('  script chunks, gzip:');
  for (const kind of ['start', 'bank', 'later']) {
    for (const c of chunks.filter((x) => kindOf(x) === kind).sort((a, b) => b.gzip - a.gzip)) {
      console.log(
        `    ${kind.padEnd(6)} ${c.name.replace('_kotoba-bank_', 'word bank ').padEnd(42)} ${kb(c.gzip).padStart(9)}`,
      );
    }
  }
  const shared = chunks.filter((x) => kindOf(x) === 'pictures');
  console.log(
    `    bank   ${`picture URL chunks shared by bands (${shared.length})`.padEnd(42)} ${kb(shared.reduce((n, c) => n + c.gzip, 0)).padStart(9)}`,
  );
} finally {
  await browser.close();
  server.close();
}
