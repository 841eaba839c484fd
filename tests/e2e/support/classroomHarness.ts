import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, type Page } from '@playwright/test';
import { BRIDGE, BRIDGE_EVENTS, type ProfilesView, type WordListPreview } from '../../../core/contract';
import type { ClassroomOutcome } from '../../../electron/main/classroom/createClassroomActions';
import type { IpcHandler } from '../../../electron/main/ipc/guardedHandler';
import { createSenderCheck, type FrameLike } from '../../../electron/main/ipc/isTrustedSender';
import { createAppProtocolHandler } from '../../../electron/main/protocol/createAppProtocolHandler';
import { bridgeInitScript } from './bridgeInitScript';
import { GAME_ORIGIN } from './harness';
import { routeAppProtocol } from './routeAppProtocol';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const RENDERER_DIR = path.join(ROOT, 'out', 'renderer');
const BINDING = '__kotobaClassroomInvoke';
/** The page-side function the harness calls to deliver a preview, as `webContents.send` would. */
const DELIVER = '__kotobaDeliverWordListPreview';

type ClassroomModules = {
  createClassroomActions: typeof import('../../../electron/main/classroom/createClassroomActions').createClassroomActions;
  CLASSROOM_MESSAGES: typeof import('../../../electron/main/classroom/classroomMessages').CLASSROOM_MESSAGES;
  openClassroom: typeof import('../../../electron/main/classfolder/openClassroom').openClassroom;
  createShareFs: typeof import('../../../electron/main/classfolder/shareFs').createShareFs;
  createMainHandlers: typeof import('../../../electron/main/mainHandlers').createMainHandlers;
};

let loading: Promise<ClassroomModules> | null = null;

/** Imports the real main-process services without letting the `electron` package download its binary. */
function loadClassroomModules(): Promise<ClassroomModules> {
  loading ??= (async () => {
    const require = createRequire(import.meta.url);
    const electronDir = path.dirname(require.resolve('electron/package.json'));
    const hasBinary = fs.existsSync(path.join(electronDir, 'path.txt'));
    const previous = process.env.ELECTRON_OVERRIDE_DIST_PATH;
    if (!hasBinary && !previous) process.env.ELECTRON_OVERRIDE_DIST_PATH = path.join(electronDir, 'dist');
    try {
      const actions = await import('../../../electron/main/classroom/createClassroomActions');
      const messages = await import('../../../electron/main/classroom/classroomMessages');
      const classroom = await import('../../../electron/main/classfolder/openClassroom');
      const share = await import('../../../electron/main/classfolder/shareFs');
      const main = await import('../../../electron/main/mainHandlers');
      return {
        createClassroomActions: actions.createClassroomActions,
        CLASSROOM_MESSAGES: messages.CLASSROOM_MESSAGES,
        openClassroom: classroom.openClassroom,
        createShareFs: share.createShareFs,
        createMainHandlers: main.createMainHandlers,
      };
    } finally {
      if (previous === undefined) delete process.env.ELECTRON_OVERRIDE_DIST_PATH;
      else process.env.ELECTRON_OVERRIDE_DIST_PATH = previous;
    }
  })();
  return loading;
}

/** The game with players, word lists and teacher mode, bridged to the real main-process services of the desktop app. */
export interface ClassroomHarness {
  /** The temporary userData folder (profiles.json, profiles/<id>/, wordlists.json). */
  readonly userDataDir: string;
  /** Opens the game. */
  open(): Promise<void>;
  /**
   * Runs main's File → Import word list… with `filePath` as the file the teacher picked: main reads
   * and checks the file and sends the preview to the page, as the desktop app does.
   */
  importWordList(filePath: string): Promise<ClassroomOutcome<WordListPreview>>;
  /** The players as main sees them. */
  profiles(): ProfilesView;
  /** A player's progress.json as parsed JSON, or null when it does not exist yet. */
  readProgressOf(profileId: string): unknown;
  /** wordlists.json as parsed JSON. */
  readWordLists(): unknown;
  /** The text of a file in the userData folder (teacher-pin.json, teacher-settings.json), or null when it does not exist. */
  readUserDataText(name: string): string | null;
  /** Messages the teacher would have seen in native message boxes. */
  readonly told: string[];
}

function frameLike(frame: ReturnType<Page['mainFrame']>): FrameLike {
  const parent = frame.parentFrame();
  return { url: frame.url(), parent: parent ? frameLike(parent) : null };
}

const quiet = () => {};

/**
 * Prepares `page` to run the built game as the desktop app runs it with players, word lists and
 * teacher mode: `window.kotoba` has every operation of the bridge table (as electron/preload/index.ts
 * exposes them) and calls the REAL IPC handlers, whose services keep their files in `userDataDir`.
 */
export async function openClassroom(page: Page, options: { userDataDir: string }): Promise<ClassroomHarness> {
  if (!fs.existsSync(path.join(RENDERER_DIR, 'index.html'))) {
    throw new Error(`The game is not built (${RENDERER_DIR}). Run: npx electron-vite build`);
  }
  const m = await loadClassroomModules();
  // The players of this PC, opened and served exactly as the desktop app does without a class folder:
  // every IPC handler of the game window (players, word lists, teacher mode, the dashboard…).
  const choice = { kind: 'none' } as const;
  const room = await m.openClassroom({
    userData: options.userDataDir,
    language: 'ja',
    choice,
    pcId: 'pc-e2e',
    pcName: 'PC-E2E',
    log: quiet,
  });
  const { profiles, wordLists } = room;
  const dashboardFolder = path.join(options.userDataDir, 'dashboard-exports');
  const handlers = m.createMainHandlers(room, {
    userData: options.userDataDir,
    choice,
    share: m.createShareFs({ pcId: 'pc-e2e' }),
    // The teacher's "save as CSV" dialog answers a file in the test's folder.
    saveCsv: async (name, text) => {
      fs.mkdirSync(dashboardFolder, { recursive: true });
      const file = path.join(dashboardFolder, name);
      fs.writeFileSync(file, text);
      return { ok: true, value: file };
    },
    isTrustedSender: createSenderCheck(GAME_ORIGIN),
    log: quiet,
    checkAnswers: true,
  });
  const told: string[] = [];
  let chosenFile: string | null = null;
  let delivery: Promise<unknown> = Promise.resolve();
  const actions = m.createClassroomActions({
    ui: {
      chooseWordListPath: async () => chosenFile,
      chooseResultsPath: async () => null,
      tell: async (_kind, message, detail) => {
        told.push(`${message} ${detail}`);
      },
      sendPreview: (preview) => {
        delivery = page.evaluate(
          ([name, event, value]) =>
            (globalThis as unknown as Record<string, (e: string, p: unknown) => void>)[name]?.(event, value),
          [DELIVER, BRIDGE_EVENTS.onWordListPreview, preview] as const,
        );
        return true;
      },
    },
    wordLists,
    profiles,
    messages: m.CLASSROOM_MESSAGES.ja,
  });

  const handler = createAppProtocolHandler({ gameRoot: RENDERER_DIR, manualRoot: RENDERER_DIR, log: quiet });
  await page.context().route('**/*', (route) => route.abort('blockedbyclient'));
  await routeAppProtocol(page, GAME_ORIGIN, 'game', handler);
  await page.exposeBinding(BINDING, async (source, channel: unknown, payload: unknown) => {
    const known = Object.values(BRIDGE).flatMap((area) => Object.values(area)) as string[];
    if (typeof channel !== 'string' || !known.includes(channel)) {
      return { ok: false, error: { code: 'invalid-payload', message: 'Unknown operation.' } };
    }
    return (handlers as unknown as Record<string, IpcHandler<unknown>>)[channel]!(
      { senderFrame: frameLike(source.frame) },
      payload,
    );
  });
  // The same window.kotoba as the preload, built from the bridge table, in the main frame of the game only.
  await page.addInitScript(
    bridgeInitScript({
      origin: GAME_ORIGIN,
      binding: BINDING,
      table: BRIDGE,
      events: BRIDGE_EVENTS,
      deliver: DELIVER,
    }),
  );

  const readJson = (file: string) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null);
  return {
    userDataDir: options.userDataDir,
    told,
    open: async () => {
      await page.goto(`${GAME_ORIGIN}/index.html`);
    },
    importWordList: async (filePath) => {
      chosenFile = filePath;
      const outcome = await actions.importWordList();
      await delivery;
      return outcome;
    },
    profiles: () => profiles.view(),
    readProgressOf: (id) => readJson(path.join(profiles.folderOf(id), 'progress.json')),
    readWordLists: () => readJson(path.join(options.userDataDir, 'wordlists.json')),
    readUserDataText: (name) => {
      const file = path.join(options.userDataDir, name);
      return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
    },
  };
}

/** Playwright's `test` with a `classroom` fixture: the game with players, word lists and teacher mode in a fresh folder. */
export const test = base.extend<{ classroom: ClassroomHarness }>({
  classroom: async ({ page }, use) => {
    const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kotoba-classroom-e2e-'));
    try {
      await use(await openClassroom(page, { userDataDir }));
    } finally {
      fs.rmSync(userDataDir, { recursive: true, force: true });
    }
  },
});
