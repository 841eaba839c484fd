#!/usr/bin/env node
// Manual benchmarks: the full manual build time (budget ≤ 60 s), then search latency in Chromium —
// from typing a query into the search box to the first result on screen, cold (index fetched and
// built) and warm. The figures include the search box's 150 ms input debounce, as a reader feels it.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { chromium } from 'playwright-core';
import { HEADLESS_CHROMIUM_FLAGS } from '../scripts/chromiumFlags.mjs';

const root = join(import.meta.dirname, '..');
const docBuild = join(root, 'manual', 'doc_build');
const BUILD_BUDGET_S = 60;
const ORIGIN = 'https://manual.bench.test';
const BASE = '/typing-game/manual';
const QUERIES = ['Backspace', 'hint', 'rank', 'voice', 'coverage', 'license', 'battle', 'settings'];

const started = performance.now();
const build = spawnSync('node', ['scripts/manual-build.mjs'], { cwd: root, stdio: 'inherit' });
const buildSeconds = (performance.now() - started) / 1000;
if (build.status !== 0) {
  console.log(`manual build failed after ${buildSeconds.toFixed(1)} s; no search figures`);
  process.exit(1);
}

const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

function fileFor(pathname) {
  const rel = normalize(decodeURIComponent(pathname.slice(BASE.length))).replace(/^(\.\.[/\\])+/, '');
  for (const candidate of [rel, `${rel}.html`, join(rel, 'index.html')]) {
    const full = join(docBuild, candidate);
    if (full.startsWith(docBuild) && existsSync(full) && statSync(full).isFile()) return full;
  }
  return null;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [...HEADLESS_CHROMIUM_FLAGS],
});
const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1440, height: 900 } });
await context.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
await context.route('**/*', (route) => {
  const url = new URL(route.request().url());
  const file = url.origin === ORIGIN && url.pathname.startsWith(BASE) ? fileFor(url.pathname) : null;
  if (!file) return route.fulfill({ status: 404, body: 'not found' });
  return route.fulfill({
    status: 200,
    contentType: types[extname(file)] ?? 'application/octet-stream',
    body: readFileSync(file),
  });
});
const page = await context.newPage();
await page.goto(`${ORIGIN}${BASE}/en/howtouse/`);
const input = page.getByPlaceholder('Search Docs');
// The button works once the page is interactive; retry the click until the search box opens.
await page.locator('.rp-search-button').click();
await input.waitFor({ timeout: 5000 }).catch(async () => {
  await page.locator('.rp-search-button').click();
  await input.waitFor();
});

const firstResult = page.locator('.rp-search-panel__results a').first();
const timings = [];
for (const query of QUERIES) {
  await input.fill('');
  await firstResult.waitFor({ state: 'detached' });
  const t0 = performance.now();
  await input.fill(query);
  await firstResult.waitFor();
  timings.push(performance.now() - t0);
}
await browser.close();

const [cold, ...warm] = timings;
const sorted = [...warm].sort((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
const worst = sorted[sorted.length - 1] ?? 0;
const within = buildSeconds <= BUILD_BUDGET_S ? 'within' : 'OVER';
console.log('\nmanual benchmarks');
console.log(
  `  machine                  ${cpus().length} cores, load average ${loadavg()[0].toFixed(1)} at the end`,
);
console.log(
  `  build time               ${buildSeconds.toFixed(1).padStart(7)} s   (budget ≤ ${BUILD_BUDGET_S} s: ${within})`,
);
console.log(
  `  search, first query      ${cold.toFixed(0).padStart(7)} ms  (fetches and indexes the search data)`,
);
console.log(
  `  search, later queries    ${median.toFixed(0).padStart(7)} ms  median, ${worst.toFixed(0)} ms worst of ${warm.length}`,
);
