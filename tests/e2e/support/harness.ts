import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BrowserContext, test as base, type Page } from '@playwright/test';
import { channelTable, type KotobaApi } from '../../../core/contract';
import {
  createIpcHandlers,
  type IpcHandlers,
  SAVES_AREAS,
} from '../../../electron/main/ipc/createIpcHandlers';
import { createSenderCheck, type FrameLike } from '../../../electron/main/ipc/isTrustedSender';
import {
  createAppProtocolHandler,
  MANUAL_BASE,
} from '../../../electron/main/protocol/createAppProtocolHandler';
import { bridgeInitScript } from './bridgeInitScript';
import { loadMainServices } from './loadMainServices';
import { pageKotoba } from './pageKotoba';
import { routeAppProtocol } from './routeAppProtocol';

/** Where the game is served in the browser suites (stands in for `app://game`). */
export const GAME_ORIGIN = 'https://game.kotoba.test';
/** Where the manual is served in the browser suites (stands in for `app://manual`). */
export const MANUAL_ORIGIN = 'https://manual.kotoba.test';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const RENDERER_DIR = path.join(ROOT, 'out', 'renderer');
const MANUAL_DIR = process.env.KOTOBA_MANUAL_DIR ?? path.join(ROOT, 'manual', 'doc_build');
const BINDING = '__kotobaInvoke';
/** The bridge areas a single-player game has (the desktop app adds players and word lists). */
const SINGLE_PLAYER = channelTable(SAVES_AREAS);

/** The game in a browser page with the real main-process handlers behind `window.kotoba`. */
export interface GameHarness {
  /** The temporary folder holding settings.json and progress.json for this test. */
  readonly userDataDir: string;
  readonly settingsFile: string;
  readonly progressFile: string;
  /** Opens the game (default `/index.html`) and waits for the page to load. */
  open(pagePath?: string): Promise<void>;
  /** Re-opens the services on the same folder, as a new app start would, and reloads the page. */
  restart(): Promise<void>;
  /** The page's `window.kotoba`, callable from the test. */
  readonly kotoba: KotobaApi;
  /** settings.json as parsed JSON (throws if it is missing or not JSON). */
  readSettingsFile(): unknown;
  /** progress.json as parsed JSON. */
  readProgressFile(): unknown;
}

/** The manual in a browser page, served through the real handler. */
export interface ManualHarness {
  /** Opens a manual page by its path under the base, e.g. `/howtouse/`. */
  open(pagePath?: string): Promise<void>;
  /** The browser address of a manual page. */
  url(pagePath?: string): string;
}

function frameLike(frame: ReturnType<Page['mainFrame']>): FrameLike {
  const parent = frame.parentFrame();
  return { url: frame.url(), parent: parent ? frameLike(parent) : null };
}

function noteQuietly(): void {}

/** Aborts every request that is not for one of our test origins, so nothing leaves the machine. */
async function blockOtherNetwork(context: BrowserContext): Promise<void> {
  await context.route('**/*', (route) => route.abort('blockedbyclient'));
}

/**
 * Prepares `page` to run the built game with `window.kotoba` bridged to the real IPC handlers whose
 * stores live in `userDataDir`. Used by the `app` fixture; call it directly for a custom set-up.
 */
export async function openGame(page: Page, options: { userDataDir: string }): Promise<GameHarness> {
  if (!fs.existsSync(path.join(RENDERER_DIR, 'index.html'))) {
    throw new Error(
      `The game is not built (${RENDERER_DIR} has no index.html). Run: npx electron-vite build`,
    );
  }
  const { createSettingsService, createSnapshotService } = await loadMainServices();
  const handler = createAppProtocolHandler({
    gameRoot: RENDERER_DIR,
    manualRoot: MANUAL_DIR,
    log: noteQuietly,
  });
  let handlers: IpcHandlers | null = null;
  const startServices = () => {
    handlers = createIpcHandlers({
      settings: createSettingsService({ cwd: options.userDataDir, log: noteQuietly }),
      snapshot: createSnapshotService({ cwd: options.userDataDir, log: noteQuietly }),
      isTrustedSender: createSenderCheck(GAME_ORIGIN),
      log: noteQuietly,
      checkAnswers: true,
    });
  };

  await blockOtherNetwork(page.context());
  await routeAppProtocol(page, GAME_ORIGIN, 'game', handler);
  await routeAppProtocol(page, MANUAL_ORIGIN, 'manual', handler);
  await page.exposeBinding(BINDING, async (source, channel: unknown, payload: unknown) => {
    if (!handlers) startServices();
    const known = Object.values(SINGLE_PLAYER).flatMap((area) => Object.values(area)) as string[];
    if (typeof channel !== 'string' || !known.includes(channel)) {
      return { ok: false, error: { code: 'invalid-payload', message: 'Unknown operation.' } };
    }
    return handlers![channel as keyof IpcHandlers]({ senderFrame: frameLike(source.frame) }, payload);
  });
  // The same window.kotoba as the preload (its settings and progress areas), built from the bridge
  // table, in the main frame of the game only.
  await page.addInitScript(bridgeInitScript({ origin: GAME_ORIGIN, binding: BINDING, table: SINGLE_PLAYER }));

  const settingsFile = path.join(options.userDataDir, 'settings.json');
  const progressFile = path.join(options.userDataDir, 'progress.json');
  return {
    userDataDir: options.userDataDir,
    settingsFile,
    progressFile,
    kotoba: pageKotoba(page),
    open: async (pagePath = '/index.html') => {
      if (!handlers) startServices();
      await page.goto(`${GAME_ORIGIN}${pagePath}`);
    },
    restart: async () => {
      startServices();
      await page.reload();
    },
    readSettingsFile: () => JSON.parse(fs.readFileSync(settingsFile, 'utf8')),
    readProgressFile: () => JSON.parse(fs.readFileSync(progressFile, 'utf8')),
  };
}

/** Prepares `page` to show the built manual through the real handler. */
export async function openManual(page: Page): Promise<ManualHarness> {
  const handler = createAppProtocolHandler({
    gameRoot: RENDERER_DIR,
    manualRoot: MANUAL_DIR,
    log: noteQuietly,
  });
  await blockOtherNetwork(page.context());
  await routeAppProtocol(page, MANUAL_ORIGIN, 'manual', handler);
  const url = (pagePath = '/') => `${MANUAL_ORIGIN}${MANUAL_BASE}${pagePath}`;
  return {
    url,
    open: async (pagePath = '/') => {
      await page.goto(url(pagePath));
    },
  };
}

/** Playwright's `test` with the `app` (game) and `manual` fixtures described in ./index.ts. */
export const test = base.extend<{ app: GameHarness; manual: ManualHarness }>({
  app: async ({ page }, use) => {
    const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kotoba-e2e-'));
    try {
      await use(await openGame(page, { userDataDir }));
    } finally {
      fs.rmSync(userDataDir, { recursive: true, force: true });
    }
  },
  manual: async ({ page }, use) => {
    await use(await openManual(page));
  },
});
