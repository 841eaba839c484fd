import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, type Page } from '@playwright/test';
import { BRIDGE, fail } from '../../../core/contract';
import { createSenderCheck, type FrameLike } from '../../../electron/main/ipc/isTrustedSender';
import { createAppProtocolHandler } from '../../../electron/main/protocol/createAppProtocolHandler';
import { type GeneratedPupil, writeClass } from '../../support/core/dashboard/classGenerator';
import { bridgeInitScript } from './bridgeInitScript';
import { GAME_ORIGIN } from './harness';
import { routeAppProtocol } from './routeAppProtocol';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const RENDERER_DIR = path.join(ROOT, 'out', 'renderer');
const BINDING = '__kotobaDashboardInvoke';

type MainModules = {
  classroom: typeof import('../../../electron/main/classfolder/openClassroom');
  share: typeof import('../../../electron/main/classfolder/shareFs');
  main: typeof import('../../../electron/main/mainHandlers');
  atomic: typeof import('../../../electron/main/stores/writeFileAtomic');
};

let loading: Promise<MainModules> | null = null;

/** Imports the real main-process services without letting the `electron` package download its binary. */
function loadMainModules(): Promise<MainModules> {
  loading ??= (async () => {
    const require = createRequire(import.meta.url);
    const electronDir = path.dirname(require.resolve('electron/package.json'));
    const hasBinary = fs.existsSync(path.join(electronDir, 'path.txt'));
    const previous = process.env.ELECTRON_OVERRIDE_DIST_PATH;
    if (!hasBinary && !previous) process.env.ELECTRON_OVERRIDE_DIST_PATH = path.join(electronDir, 'dist');
    try {
      return {
        classroom: await import('../../../electron/main/classfolder/openClassroom'),
        share: await import('../../../electron/main/classfolder/shareFs'),
        main: await import('../../../electron/main/mainHandlers'),
        atomic: await import('../../../electron/main/stores/writeFileAtomic'),
      };
    } finally {
      if (previous === undefined) delete process.env.ELECTRON_OVERRIDE_DIST_PATH;
      else process.env.ELECTRON_OVERRIDE_DIST_PATH = previous;
    }
  })();
  return loading;
}

/** The game with a class of players, teacher mode and the dashboard, bridged to main's real handlers. */
export interface DashboardHarness {
  /** The temporary userData folder (profiles.json, profiles/<id>/progress.json, teacher-pin.json). */
  readonly userDataDir: string;
  /** Where the dashboard's "save as CSV" writes (the folder a teacher would pick in the dialog). */
  readonly savedDir: string;
  /**
   * Writes `pupils` as this PC's players, replaces the progress file of each id in `damaged` with its
   * text (a damaged file), starts main's services on them and opens the game.
   */
  open(pupils: readonly GeneratedPupil[], damaged?: Readonly<Record<string, string>>): Promise<void>;
  /** The files the dashboard saved, by name. */
  savedFiles(): string[];
}

function frameLike(frame: ReturnType<Page['mainFrame']>): FrameLike {
  const parent = frame.parentFrame();
  return { url: frame.url(), parent: parent ? frameLike(parent) : null };
}

const quiet = () => {};

/**
 * Prepares `page` to run the built game as the desktop app runs it on one PC of a class: players,
 * word lists, teacher mode and the teacher's dashboard, each through its REAL IPC handlers over files
 * in `userDataDir`. The dashboard's save dialog answers a file in `savedDir` with the suggested name.
 * The handler set is the app's own (`createMainHandlers`), as on a PC without a class folder.
 */
export async function openDashboardGame(
  page: Page,
  options: { userDataDir: string; savedDir: string },
): Promise<DashboardHarness> {
  if (!fs.existsSync(path.join(RENDERER_DIR, 'index.html'))) {
    throw new Error(`The game is not built (${RENDERER_DIR}). Run: npx electron-vite build`);
  }
  const m = await loadMainModules();
  const handler = createAppProtocolHandler({ gameRoot: RENDERER_DIR, manualRoot: RENDERER_DIR, log: quiet });
  await page.context().route('**/*', (route) => route.abort('blockedbyclient'));
  await routeAppProtocol(page, GAME_ORIGIN, 'game', handler);

  let handlers: Record<string, (event: unknown, payload: unknown) => Promise<unknown>> | null = null;
  // This PC's players opened and served exactly as the desktop app does without a class folder.
  const start = async () => {
    const choice = { kind: 'none' } as const;
    const room = await m.classroom.openClassroom({
      userData: options.userDataDir,
      language: 'ja',
      choice,
      pcId: 'pc-dashboard',
      pcName: 'PC-DASHBOARD',
      log: quiet,
    });
    return m.main.createMainHandlers(room, {
      userData: options.userDataDir,
      choice,
      share: m.share.createShareFs({ pcId: 'pc-dashboard' }),
      // The teacher's save dialog answers a file in savedDir with the suggested name.
      saveCsv: async (suggestedName, text) => {
        const filePath = path.join(options.savedDir, suggestedName);
        const written = m.atomic.writeFileAtomic(filePath, text);
        return written.ok
          ? { ok: true, value: filePath }
          : fail('write-failed', 'save.fileNotWritten', { file: filePath }, written.error.message);
      },
      isTrustedSender: createSenderCheck(GAME_ORIGIN),
      log: quiet,
      checkAnswers: true,
    }) as unknown as Record<string, (event: unknown, payload: unknown) => Promise<unknown>>;
  };

  await page.exposeBinding(BINDING, async (source, channel: unknown, payload: unknown) => {
    const run = typeof channel === 'string' ? handlers?.[channel] : undefined;
    if (!run) return { ok: false, error: { code: 'unavailable', message: 'Not served in this test.' } };
    return run({ senderFrame: frameLike(source.frame) }, payload);
  });
  await page.addInitScript(bridgeInitScript({ origin: GAME_ORIGIN, binding: BINDING, table: BRIDGE }));

  return {
    userDataDir: options.userDataDir,
    savedDir: options.savedDir,
    open: async (pupils, damaged = {}) => {
      writeClass(options.userDataDir, pupils);
      for (const [id, text] of Object.entries(damaged)) {
        fs.writeFileSync(path.join(options.userDataDir, 'profiles', id, 'progress.json'), text);
      }
      handlers = await start();
      await page.goto(`${GAME_ORIGIN}/index.html`);
    },
    savedFiles: () => (fs.existsSync(options.savedDir) ? fs.readdirSync(options.savedDir).sort() : []),
  };
}

/** Playwright's `test` with a `dashboardGame` fixture in fresh temporary folders. */
export const test = base.extend<{ dashboardGame: DashboardHarness }>({
  dashboardGame: async ({ page }, use) => {
    const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kotoba-dashboard-e2e-'));
    const savedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kotoba-dashboard-saved-'));
    try {
      await use(await openDashboardGame(page, { userDataDir, savedDir }));
    } finally {
      fs.rmSync(userDataDir, { recursive: true, force: true });
      fs.rmSync(savedDir, { recursive: true, force: true });
    }
  },
});
