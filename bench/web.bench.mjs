// Web edition benchmark: the built web edition (out/web at /typing-game/) served over HTTP to headless
// Chromium, as a school's web server would serve it. Prints each figure next to its budget; asserts
// nothing. Run after `npm run build:web` (and `npx electron-vite build` for the desktop comparison):
//   node bench/web.bench.mjs [--root out/web] [--base /typing-game/] [--desktop out/renderer]
//                            [--only keys|visits] [--rounds 2] [--after-install] [--reduced-motion]
// (--only measures one part; --rounds sets how many turns each page takes at the keys;
// --after-install types a game page's keys only once its service worker has finished installing;
// --reduced-motion adds the web build as a player who asks for reduced motion has it.)
//
// - bytes before ready, first visit: every response body the page received (CDP Network.loadingFinished,
//   encodedDataLength) from navigation until the first screen takes the keyboard (the title's start
//   button, the sound question or "who is playing?"), on an empty cache. The service worker's own
//   precache downloads are not the page's and are not counted here.
// - precache: the sum of the files the service worker's precache manifest lists; beside it, the manual,
//   which is not precached but kept in a cache of its own once the game is calm (manual-files.json).
// - launch → ready, offline second visit: after a first visit has installed the service worker, the
//   network is cut (context.setOffline) and a new tab opens the game; from its navigation start to the
//   same ready marker (median of 5).
// - keystroke → next frame, p50 and p95: each key sent through CDP Input.dispatchKeyEvent; from the
//   key event's timeStamp in the page until just after the next frame (the UI benchmark's measure), in
//   the web build, in the desktop build's renderer, and in a floor page of our own that only writes one
//   line of text per key, measured the same way, and that floor page with a square sliding to and fro
//   all the while (a key typed while anything moves waits for the display's next refresh); the game's
//   keys are also given in two parts, those typed on a page still for STILL_AFTER_MS against the still
//   floor and the others against the floor in motion; each also with the CPU throttled 4×
//   (Emulation.setCPUThrottlingRate), as a low-end school Chromebook stands in. Each game page is a
//   first visit, so its service worker downloads the whole precache while the keys are typed (the
//   floor page has nothing beside its keys); --after-install waits for that install first, as every
//   later visit is.
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { loadGameWords } from '../scripts/engines/flow.mjs';
import { notBuiltMessage, precacheManifest, ROOT, readServeOptions } from '../scripts/engines/options.mjs';
import { normaliseBase, serveFolder } from '../scripts/serve-web.mjs';
import { FLOOR_PAGE, FLOOR_PAGE_MOVING, percentile } from './support/keyFrames.mjs';
import { BENCH_VIEWPORT, launchChromium, measureKeys } from './support/keySession.mjs';

const BUDGET = {
  firstVisitMb: 3,
  offlineLaunchMs: 1000,
  /** A key's p50 may cost at most this many times the floor page's p50. */
  p50TimesFloor: 1.5,
  /** A key's p95 may cost at most the floor page's p95 plus this. */
  p95OverFloorMs: 4,
};
const THROTTLE = 4;
/**
 * A key counts as typed on a still page when nothing had moved for this long (ms). The browser goes on
 * making a frame at each refresh for a few refreshes after the last motion ends: keys typed 10–140 ms
 * after a blow's motions ended were seen waiting for a refresh as keys in motion do.
 */
const STILL_AFTER_MS = 200;

const options = readServeOptions(process.argv.slice(2), {
  desktop: { type: 'string', default: join(ROOT, 'out', 'renderer') },
  only: { type: 'string', default: 'all' },
  rounds: { type: 'string', default: '2' },
  'after-install': { type: 'boolean', default: false },
  'reduced-motion': { type: 'boolean', default: false },
});
if (!['all', 'keys', 'visits'].includes(options.only)) {
  throw new Error(`--only takes keys or visits, not ${options.only}`);
}
const desktopRoot = resolve(ROOT, options.desktop);
const desktopBuilt = existsSync(join(desktopRoot, 'index.html'));
const shown = (folder) => (folder.startsWith(ROOT) ? relative(ROOT, folder) || '.' : folder);
/** A line saying what is being measured now (the figures come at the end). */
const progress = (line) => console.log(`  … ${line}`);

// ── what is printed ─────────────────────────────────────────────────────────
const rows = [];
/** One figure beside its budget (`budget` null: printed with no verdict). */
function report(name, value, budget, unit, digits = 1) {
  rows.push({ name, value, budget, unit, digits });
}
/** A figure that could not be measured, with the reason. */
function notAvailable(name, reason) {
  rows.push({ name, reason });
}

// ── precache manifest (read from the build, no browser) ─────────────────────
function measurePrecache() {
  const name = 'precache, the whole manifest';
  if (!options.built) return notAvailable(name, notBuiltMessage(options.root));
  const manifest = precacheManifest(options.root);
  if (!manifest) {
    return notAvailable(
      name,
      `no service worker with a precache manifest in ${shown(options.root)} (none built yet)`,
    );
  }
  let bytes = 0;
  const missing = [];
  // By the first folder of each entry (assets, manual, …), to see what weighs.
  const byFolder = new Map();
  for (const url of manifest.urls) {
    const path = decodeURIComponent(url.split(/[?#]/)[0]);
    const file = join(options.root, path);
    if (!existsSync(file)) {
      missing.push(url);
      continue;
    }
    const size = statSync(file).size;
    bytes += size;
    const folder = path.includes('/') ? `${path.split('/')[0]}/` : '(top level)';
    byFolder.set(folder, (byFolder.get(folder) ?? 0) + size);
  }
  console.log(
    `  precache by folder: ${[...byFolder]
      .sort((a, b) => b[1] - a[1])
      .map(([folder, n]) => `${folder} ${(n / 1024 / 1024).toFixed(2)} MB`)
      .join(', ')}`,
  );
  report(`${name} (${manifest.urls.length} files, ${manifest.worker})`, bytes / 1024 / 1024, null, 'MB', 2);
  if (missing.length) {
    console.log(
      `  precache entries not found on disk (${missing.length}): ${missing.slice(0, 5).join(', ')}`,
    );
  }
  // The manual is kept apart: the page fills its cache once the game is calm (manual-files.json lists it).
  const manualList = join(options.root, 'manual-files.json');
  if (existsSync(manualList)) {
    const { files } = JSON.parse(readFileSync(manualList, 'utf8'));
    const manualBytes = files.reduce((sum, file) => {
      const path = join(options.root, file);
      return sum + (existsSync(path) ? statSync(path).size : 0);
    }, 0);
    report(
      `the manual, kept for offline use once the game is calm (${files.length} files)`,
      manualBytes / 1024 / 1024,
      null,
      'MB',
      2,
    );
  }
}

// ── the browser ─────────────────────────────────────────────────────────────
const browser = await launchChromium();

const { ja, answers } = await loadGameWords();

/**
 * The first screen that takes the keyboard: the title's start button, the sound question, "who is
 * playing?", or any control of the game holding the focus. Runs in the page; answers its name and the
 * time since navigation start, or null before.
 */
function readyInPage(whoTitle) {
  const root = document.getElementById('root');
  const active = document.activeElement;
  const focused =
    root !== null && active !== null && root.contains(active) && active.matches('button, input, a[href]');
  const who = [...document.querySelectorAll('h1, h2')].some((h) => h.textContent?.trim() === whoTitle);
  if (!focused && !who) return null;
  const dialog = active?.closest('[role="dialog"], dialog');
  const screen = who
    ? 'who is playing?'
    : dialog
      ? `dialog: ${dialog.querySelector('h1, h2, h3')?.textContent?.trim() ?? ''}`
      : document.querySelector('.kq-title-start') === active
        ? 'title'
        : `focus on ${active?.tagName.toLowerCase()}`;
  return { screen, at: performance.now() };
}
/** Waits for the ready marker, checked at every frame; a function, not a string, which the CSP forbids. */
async function waitReady(page, timeout = 60_000) {
  const handle = await page.waitForFunction(readyInPage, ja['classroom.who.title'], {
    polling: 'raf',
    timeout,
  });
  return /** @type {{ screen: string, at: number }} */ (await handle.jsonValue());
}

// ── first visit, service worker, offline second visit ───────────────────────
async function measureVisits(url) {
  const bytesName = 'bytes before ready, first visit';
  const offlineName = 'launch → ready, offline second visit';
  if (!options.built) {
    notAvailable(bytesName, notBuiltMessage(options.root));
    notAvailable(offlineName, notBuiltMessage(options.root));
    return;
  }
  const context = await browser.newContext({ viewport: BENCH_VIEWPORT });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const byKind = new Map();
    const kindOf = new Map();
    let counting = true;
    let bytes = 0;
    cdp.on('Network.responseReceived', (e) => kindOf.set(e.requestId, e.type));
    cdp.on('Network.loadingFinished', (e) => {
      if (!counting) return;
      bytes += e.encodedDataLength;
      const kind = kindOf.get(e.requestId) ?? 'Other';
      byKind.set(kind, (byKind.get(kind) ?? 0) + e.encodedDataLength);
    });
    progress(`first visit of ${url}`);
    await page.goto(url);
    const ready = await waitReady(page);
    counting = false;
    report(`${bytesName} (to ${ready.screen})`, bytes / 1024 / 1024, BUDGET.firstVisitMb, 'MB', 2);
    console.log(
      `  first visit, by kind: ${[...byKind]
        .sort((a, b) => b[1] - a[1])
        .map(([kind, n]) => `${kind} ${(n / 1024).toFixed(0)} KB`)
        .join(', ')}; ready after ${ready.at.toFixed(0)} ms`,
    );

    // The service worker: registered, installed (its precache filled), then controlling the page.
    let worker = false;
    for (let waited = 0; !worker && waited < 15_000; waited += 250) {
      worker = await page.evaluate(async () =>
        'serviceWorker' in navigator ? Boolean(await navigator.serviceWorker.getRegistration()) : false,
      );
      if (!worker) await page.waitForTimeout(250);
    }
    if (!worker) {
      notAvailable(offlineName, 'no service worker registered on the first visit (none built yet)');
      return;
    }
    const installStart = Date.now();
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    const installedMs = Date.now() - installStart;
    if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) {
      await page.reload();
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
        timeout: 30_000,
      });
    }
    console.log(`  service worker installed, its precache filled, ${installedMs} ms after it was registered`);

    await context.setOffline(true);
    const launches = [];
    let screen = '';
    for (let i = 0; i < 6; i++) {
      const tab = await context.newPage();
      await tab.goto(url);
      const readyOffline = await waitReady(tab, 30_000);
      const controlled = await tab.evaluate(() => navigator.serviceWorker.controller !== null);
      if (!controlled) throw new Error('the offline tab is not controlled by the service worker');
      // The first offline tab warms the worker up; the next five are measured.
      if (i > 0) launches.push(readyOffline.at);
      screen = readyOffline.screen;
      await tab.close();
    }
    report(
      `${offlineName} (median of 5, to ${screen})`,
      percentile(launches, 50),
      BUDGET.offlineLaunchMs,
      'ms',
      0,
    );
    console.log(`  offline launches (ms): ${launches.map((v) => v.toFixed(0)).join(', ')}`);
  } finally {
    await context.close();
  }
}

// ── keystroke → next frame ──────────────────────────────────────────────────

/** The keys typed on the floor page: the first stage's answers, each twice (study, then recall). */
const FLOOR_KEYS = [...answers.values()].flatMap((en) => [en, en]).join('');
/** Each page is measured this many times, the pages taking turns, so a busy moment weighs on all alike. */
const ROUNDS = Math.max(1, Number.parseInt(options.rounds, 10) || 2);

/**
 * Runs in the page: waits until the service worker's first install (its precache download, tens of
 * megabytes fetched and stored on a worker thread) has finished; answers how long that took (ms), or
 * null where the page has no service worker. Every visit after a pupil's first one starts in that state,
 * and the floor page has no such download beside its keys.
 */
async function serviceWorkerInstalled() {
  if (!('serviceWorker' in navigator)) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) return null;
  const start = performance.now();
  await navigator.serviceWorker.ready;
  return performance.now() - start;
}
/** How long each game page waited for its service worker's install before its keys (ms). */
const installWaits = [];

/**
 * Key samples of one page (`{ frame, stillFor }`: ms to the frame after the key, and how long nothing
 * had moved on the page when it came): the game played through its first stage, or a floor page.
 */
function keySamples({ url, game, throttle, reducedMotion = false }) {
  progress(`keys at ${url}${reducedMotion ? ' (reduced motion)' : ''}, CPU ${throttle}×`);
  return measureKeys(browser, {
    url,
    game,
    throttle,
    reducedMotion,
    ja,
    answers,
    keys: FLOOR_KEYS,
    log: (line) => line.startsWith('ok') || progress(line),
    beforeKeys: async (page) => {
      if (!options['after-install']) return;
      const waited = await page.evaluate(serviceWorkerInstalled);
      if (waited !== null) installWaits.push(waited);
    },
  });
}

// ── run ─────────────────────────────────────────────────────────────────────
const servers = [];
const floorDir = mkdtempSync(join(tmpdir(), 'kq-floor-'));
let failed = false;
try {
  if (options.only !== 'keys') measurePrecache();
  writeFileSync(join(floorDir, 'index.html'), FLOOR_PAGE);
  writeFileSync(join(floorDir, 'moving.html'), FLOOR_PAGE_MOVING);
  const floorServer = await serveFolder({ root: floorDir, base: '/floor/' });
  servers.push(floorServer);
  const webServer = options.built ? await serveFolder({ root: options.root, base: options.base }) : null;
  if (webServer) servers.push(webServer);
  // The desktop build's renderer under the same base, served the same way (outside Electron it runs on
  // the browser platform).
  const desktopServer = desktopBuilt
    ? await serveFolder({ root: desktopRoot, base: normaliseBase(options.base) })
    : null;
  if (desktopServer) servers.push(desktopServer);

  if (options.only !== 'keys') {
    if (webServer) await measureVisits(webServer.url);
    else await measureVisits('');
  }

  const pages = [
    { label: 'floor page', url: floorServer.url, game: false },
    { label: 'floor page while a motion runs', url: `${floorServer.url}moving.html`, game: false },
    webServer
      ? { label: `web build (${shown(options.root)})`, url: webServer.url, game: true }
      : { label: 'web build', reason: notBuiltMessage(options.root) },
    ...(options['reduced-motion'] && webServer
      ? [{ label: 'web build, reduced motion', url: webServer.url, game: true, reducedMotion: true }]
      : []),
    desktopServer
      ? { label: `desktop build (${shown(desktopRoot)})`, url: desktopServer.url, game: true }
      : { label: 'desktop build', reason: `${shown(desktopRoot)} is not built (npx electron-vite build)` },
  ];
  const keysMeasured = options.only !== 'visits';
  // Warm-up: the browser's first page and the disk cache, not measured.
  if (keysMeasured) await keySamples({ url: floorServer.url, game: false, throttle: 1 }).catch(() => []);
  const keyLines = [];
  for (const throttle of keysMeasured ? [1, THROTTLE] : []) {
    const when = throttle === 1 ? 'CPU as is' : `CPU throttled ${throttle}×`;
    const samplesOf = new Map(pages.map((target) => [target, []]));
    for (let round = 0; round < ROUNDS; round++) {
      for (const target of pages.filter((t) => !t.reason)) {
        samplesOf.get(target).push(...(await keySamples({ ...target, throttle })));
      }
    }
    const frames = (samples) => samples.map((sample) => sample.frame);
    const floor = frames(samplesOf.get(pages[0]));
    const floorP50 = percentile(floor, 50);
    const floorP95 = percentile(floor, 95);
    const floorMoving = frames(samplesOf.get(pages[1]));
    keyLines.push(`${when}: floor pages ${floor.length} + ${floorMoving.length} keys`);
    report(`keystroke → next frame p50, floor page, ${when}`, floorP50, null, 'ms');
    report(`keystroke → next frame p95, floor page, ${when}`, floorP95, null, 'ms');
    report(
      `keystroke → next frame p50, floor page while a motion runs, ${when}`,
      percentile(floorMoving, 50),
      null,
      'ms',
    );
    report(
      `keystroke → next frame p95, floor page while a motion runs, ${when}`,
      percentile(floorMoving, 95),
      null,
      'ms',
    );
    /** p50 and p95 of `samples` beside the budget that `p50`/`p95` of a floor page give. */
    const against = (what, samples, p50, p95) => {
      report(
        `keystroke → next frame p50, ${what}`,
        percentile(samples, 50),
        p50 * BUDGET.p50TimesFloor,
        'ms',
      );
      report(
        `keystroke → next frame p95, ${what}`,
        percentile(samples, 95),
        p95 + BUDGET.p95OverFloorMs,
        'ms',
      );
    };
    for (const target of pages.slice(2)) {
      if (target.reason) {
        notAvailable(`keystroke → next frame, ${target.label}, ${when}`, target.reason);
        continue;
      }
      const samples = samplesOf.get(target);
      const still = frames(samples.filter((sample) => sample.stillFor >= STILL_AFTER_MS));
      const moving = frames(samples.filter((sample) => sample.stillFor < STILL_AFTER_MS));
      keyLines.push(
        `${when}: ${target.label} ${samples.length} keys, ${moving.length} of them in or just after a motion`,
      );
      against(`${target.label}, ${when}`, frames(samples), floorP50, floorP95);
      // The same keys in two parts, each beside the floor page in the same state.
      against(
        `  keys on a page still for ${STILL_AFTER_MS} ms (${still.length}), beside the floor page`,
        still,
        floorP50,
        floorP95,
      );
      against(
        `  keys in or just after a motion (${moving.length}), beside the floor in motion`,
        moving,
        percentile(floorMoving, 50),
        percentile(floorMoving, 95),
      );
    }
  }
  console.log(`  keys measured: ${keyLines.join('; ')}`);
  if (keysMeasured) {
    console.log(
      options['after-install']
        ? `  keys typed after the service worker's install finished (--after-install); waited for it (ms): ${
            installWaits.map((ms) => ms.toFixed(0)).join(', ') || 'none (no service worker)'
          }`
        : '  keys typed on a first visit, while its service worker installs (--after-install waits for it)',
    );
  }
} catch (error) {
  failed = true;
  console.error(
    `web benchmark could not run through: ${error instanceof Error ? (error.stack ?? error.message) : error}`,
  );
} finally {
  await browser.close();
  for (const server of servers) await server.close();
  rmSync(floorDir, { recursive: true, force: true });
}

console.log(
  `Web edition benchmark — headless Chromium, ${shown(options.root)} at ${normaliseBase(options.base)}`,
);
console.log(
  `  machine: ${cpus().length} cores, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')} (figures are only comparable on a quiet machine)`,
);
console.log(
  `  budgets: keystroke p50 ≤ ${BUDGET.p50TimesFloor}× the floor page's p50, p95 ≤ the floor's p95 + ${BUDGET.p95OverFloorMs} ms, throttled or not`,
);
for (const r of rows) {
  if (r.reason) {
    console.log(`  n/a     ${r.name.padEnd(74)} ${r.reason}`);
    continue;
  }
  const verdict = r.budget === null ? '      ' : r.value <= r.budget ? 'within' : 'OVER  ';
  const budget = r.budget === null ? '' : `  budget ≤ ${r.budget.toFixed(r.digits)} ${r.unit}`;
  console.log(
    `  ${verdict}  ${r.name.padEnd(74)} ${r.value.toFixed(r.digits).padStart(8)} ${r.unit.padEnd(3)}${budget}`,
  );
}
// A build that is not there is a bench that did not run through; `npm run bench` names it.
process.exit(failed || !options.built ? 1 : 0);
