/**
 * The web edition's harness: the built `out/web/` (npm run build:web) served over HTTP by the project's
 * own server (scripts/serve-web.mjs) on a free port, and the steps a pupil takes in it with the keyboard.
 * Unlike the desktop suites nothing is routed or stubbed: the service worker, the precache and the
 * browser's storage are the real ones.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import { resultsDialog, withoutReadings } from './battlePlay';
import { tabTo } from './keyboardAndAxe';
import type { loadMessages } from './messages';

type Messages = Awaited<ReturnType<typeof loadMessages>>;

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The built web edition, and the base path it is built for (the default of `npm run build:web`). */
export const WEB_DIR = path.join(ROOT, 'out', 'web');
export const WEB_BASE = '/typing-game/';

/** Fails with the command to run when the web edition has not been built. */
export function requireWebBuild(dir = WEB_DIR): void {
  if (!fs.existsSync(path.join(dir, 'index.html')) || !fs.existsSync(path.join(dir, 'sw.js')))
    throw new Error(`${dir} holds no web edition: run npm run build:web first`);
}

/** The build id a built folder's page carries (<meta name="kotoba-build">). */
export function buildIdOf(dir: string): string {
  const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
  const id = html.match(/<meta name="kotoba-build" content="([^"]+)"/)?.[1];
  if (!id) throw new Error(`${dir}/index.html names no build`);
  return id;
}

/** Builds the web edition into `outDir` with a build id of its own (the manual already built is reused). */
export function buildWebInto(outDir: string, buildId: string): void {
  const result = spawnSync(
    process.execPath,
    [path.join(ROOT, 'scripts', 'build-web.mjs'), `--out-dir=${outDir}`],
    {
      cwd: ROOT,
      env: { ...process.env, KOTOBA_BUILD_ID: buildId },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`build-web failed:\n${result.stdout}\n${result.stderr}`);
}

/** A running scripts/serve-web.mjs. */
export interface WebServer {
  /** The game's address, `http://localhost:<port>/typing-game/`. */
  url: string;
  origin: string;
  stop(): Promise<void>;
}

/** Starts scripts/serve-web.mjs over `dir` on a free port and answers once it prints its address. */
export async function serveWeb(dir = WEB_DIR): Promise<WebServer> {
  requireWebBuild(dir);
  const child: ChildProcess = spawn(
    process.execPath,
    [
      path.join(ROOT, 'scripts', 'serve-web.mjs'),
      '--no-build',
      '--port=0',
      `--dir=${dir}`,
      `--base=${WEB_BASE}`,
    ],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const found = out.match(/served on (http:\/\/\S+)/);
      if (found?.[1]) resolve(found[1]);
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.on('exit', (code) => reject(new Error(`serve-web exited with ${code}:\n${out}`)));
  });
  return {
    url,
    origin: new URL(url).origin,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) resolve();
        else {
          child.once('exit', () => resolve());
          child.kill();
        }
      }),
  };
}

/**
 * Serves the built web edition for every test of the spec file: started before the first test, stopped
 * after the last. The answer reads the running server's address.
 */
export function serveWebForFile(dir = WEB_DIR): WebServer {
  let server: WebServer | null = null;
  test.beforeAll(async () => {
    server = await serveWeb(dir);
  });
  test.afterAll(async () => {
    await server?.stop();
  });
  const running = (): WebServer => {
    if (!server) throw new Error('The web edition is not served yet (only inside a test).');
    return server;
  };
  return {
    get url() {
      return running().url;
    },
    get origin() {
      return running().origin;
    },
    stop: () => running().stop(),
  };
}

/**
 * Every record of the web edition's saves database (`kotoba-quest`, store `saves`) by key, read
 * straight from IndexedDB; null when the page's origin has no such database (opening one that is
 * not there would make it, so such an open is aborted); undefined while IndexedDB does not answer
 * (right after site data is cleared, a deletion under way can hold back the list of databases and
 * the open alike), for a poll to ask again.
 */
export function savedRecords(page: Page): Promise<Record<string, unknown> | null | undefined> {
  return page.evaluate(async () => {
    // An answer that never comes is given up after 2 s (the timer also keeps this call's promise alive).
    const withinWait = <T>(answer: Promise<T>) =>
      Promise.race([answer, new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 2000))]);
    const listed = await withinWait(indexedDB.databases());
    if (listed === undefined) return undefined;
    const names = listed.map((d) => d.name);
    if (!names.includes('kotoba-quest')) return null;
    const opened = await new Promise<IDBDatabase | null | undefined>((resolve, reject) => {
      const request = indexedDB.open('kotoba-quest');
      // Listed, but gone by the time the open ran (cleared just then): not made again here.
      request.onupgradeneeded = (event) => {
        if (event.oldVersion === 0) request.transaction?.abort();
      };
      let waited = false;
      request.onsuccess = () => {
        // An open that came after the wait was given up is closed, so it holds nothing back.
        if (waited) request.result.close();
        else resolve(request.result);
      };
      request.onerror = () => (request.error?.name === 'AbortError' ? resolve(null) : reject(request.error));
      setTimeout(() => {
        waited = true;
        resolve(undefined);
      }, 2000);
    });
    if (!opened) return opened;
    const db = opened;
    try {
      if (!db.objectStoreNames.contains('saves')) return {};
      const store = db.transaction('saves', 'readonly').objectStore('saves');
      const [keys, values] = await Promise.all(
        [store.getAllKeys(), store.getAll()].map(
          (request) =>
            new Promise<unknown[]>((resolve, reject) => {
              request.onsuccess = () => resolve(request.result as unknown[]);
              request.onerror = () => reject(request.error);
            }),
        ),
      );
      return Object.fromEntries((keys ?? []).map((key, i) => [String(key), values?.[i]]));
    } finally {
      db.close();
    }
  });
}

/** One record of the web edition's saves database, read straight from IndexedDB (undefined when missing). */
export async function savedRecord(page: Page, key: string): Promise<unknown> {
  return (await savedRecords(page))?.[key];
}

/**
 * Records every request the context makes (pages, workers and the service worker) to an origin other
 * than `origin`; the list must stay empty.
 */
export function foreignRequests(context: BrowserContext, origin: string): string[] {
  const foreign: string[] = [];
  const note = (url: string) => {
    if (!/^(data|blob|about|chrome-extension):/.test(url) && new URL(url).origin !== origin)
      foreign.push(url);
  };
  context.on('request', (request) => note(request.url()));
  context.on('serviceworker', (worker) => note(worker.url()));
  return foreign;
}

/** Waits until a service worker controls the page (the first release, its precache complete). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null), { timeout: 180_000 })
    .toBe('activated');
}

/**
 * Waits until the page has kept the whole manual for offline use: every file of the build's list is in
 * the manual's cache (the page fills it once the game is calm, after the service worker took charge).
 */
export async function waitForManualOffline(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const base = new URL('.', document.baseURI).pathname;
          const response = await fetch(`${base}manual-files.json`);
          if (!response.ok) return 'no list of the manual’s files';
          const list = (await response.json()) as { cache: string; files: string[] };
          if (!(await caches.has(list.cache))) return 'no manual cache yet';
          const cache = await caches.open(list.cache);
          let missing = 0;
          for (const file of list.files) if (!(await cache.match(`${base}${file}`))) missing++;
          return missing === 0 ? 'whole' : `${missing} of ${list.files.length} files to go`;
        }),
      { timeout: 180_000 },
    )
    .toBe('whole');
}

/**
 * From a fresh page to the map as the player `name`: the "who is playing?" screen where the browser
 * platform has players (a new player is added, or the one of that name chosen), the sound question
 * (answered "no"), then the title with Enter. Keyboard only.
 */
export async function enterAsPlayer(page: Page, ja: Messages, name: string): Promise<void> {
  const who = page.getByRole('heading', { name: ja['classroom.who.title'] });
  const consent = page.getByRole('dialog', { name: ja['consent.title'] });
  const title = page.getByText(ja['title.start']!);
  await expect(who.or(consent).or(title).first()).toBeVisible();
  if (await who.isVisible()) {
    const play = page.getByRole('button', { name: ja['classroom.who.play']!.replace('{name}', name) });
    if (!(await play.isVisible())) {
      const field = page.getByLabel(ja['classroom.who.name']!);
      await field.focus();
      await page.keyboard.type(name);
      await page.keyboard.press('Enter');
    }
    await expect(play).toBeVisible();
    await play.focus();
    await page.keyboard.press('Enter');
    await expect(consent.or(title).first()).toBeVisible();
  }
  if (await consent.isVisible()) {
    await tabTo(page, consent.getByRole('button', { name: ja['consent.no'] }));
    await page.keyboard.press('Enter');
  }
  await expect(title).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: ja['map.title'] })).toBeVisible();
}

/** From the map to the word library's tab of a school year (the last one, chugaku 3, with End). */
export async function openLibraryLastYear(page: Page, ja: Messages): Promise<Locator> {
  await tabTo(page, page.getByRole('button', { name: ja['review.openLibrary'] }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('tab', { selected: true }));
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: ja['library.band.j3'] })).toBeFocused();
  const panel = page.locator('#kq-library-panel[data-band="j3"]');
  await expect(panel.locator('.kq-library-stage').first()).toBeVisible();
  return panel;
}

/** Every prompt of the word bank (readings taken out) with its answer. */
export function bankAnswers(): Map<string, string> {
  const answers = new Map<string, string>();
  for (const file of ['e34', 'e56', 'j1', 'j2', 'j3', 'sentences']) {
    const data = JSON.parse(fs.readFileSync(path.join(ROOT, 'core', 'bank', `${file}.json`), 'utf8')) as {
      entries: { en: string; ja: string }[];
    };
    for (const entry of data.entries) answers.set(withoutReadings(entry.ja), entry.en);
  }
  return answers;
}

/**
 * Plays the stage on screen from its ready cover to the results, whatever the mode: in study each word
 * is copied and then recalled, in a battle typed once. Waits on the screen after every answer.
 */
export async function playStageToResults(
  page: Page,
  ja: Messages,
  answers: Map<string, string>,
): Promise<void> {
  await expect(page.getByTestId('typing-cover')).toContainText(ja['typing.ready']!);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('typing-cover')).toBeHidden();
  const results = resultsDialog(page);
  const progress = page.locator('.question-progress');
  const recall = page.getByText(ja['typing.phase.recall']!);
  const prompt = page.locator('#question-prompt');
  for (let n = 0; n < 60 && !(await results.isVisible()); n++) {
    const text = withoutReadings((await prompt.textContent()) ?? '');
    const answer = answers.get(text);
    expect(answer, `an answer for the prompt 「${text}」`).toBeTruthy();
    if (answer === undefined) return;
    const before = await progress.textContent();
    const recalling = await recall.isVisible();
    await page.keyboard.type(answer);
    await expect
      .poll(
        async () =>
          (await results.isVisible()) ||
          (await progress.textContent()) !== before ||
          (!recalling && (await recall.isVisible())),
      )
      .toBe(true);
  }
  await expect(results).toBeVisible();
}

/** Records every Content-Security-Policy complaint the page's console shows; the list must stay empty. */
export function policyViolations(page: Page): string[] {
  const found: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) found.push(message.text());
  });
  return found;
}
