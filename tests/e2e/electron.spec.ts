import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { _electron as electron, expect, test } from '@playwright/test';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const EXECUTABLE_NAME: Record<string, string> = {
  linux: 'electron',
  win32: 'electron.exe',
  darwin: 'Electron.app/Contents/MacOS/Electron',
};

/** The Electron binary: from ELECTRON_OVERRIDE_DIST_PATH, or the one `npm install` put in node_modules. */
function findElectron(): string | null {
  const name = EXECUTABLE_NAME[process.platform] ?? 'electron';
  const candidates: string[] = [];
  if (process.env.ELECTRON_OVERRIDE_DIST_PATH)
    candidates.push(path.join(process.env.ELECTRON_OVERRIDE_DIST_PATH, name));
  const pathFile = path.join(ROOT, 'node_modules', 'electron', 'path.txt');
  if (fs.existsSync(pathFile)) {
    candidates.push(
      path.join(ROOT, 'node_modules', 'electron', 'dist', fs.readFileSync(pathFile, 'utf8').trim()),
    );
  }
  return candidates.find((file) => fs.existsSync(file)) ?? null;
}

const executablePath = findElectron();
const built = fs.existsSync(path.join(ROOT, 'out', 'main', 'index.js'));

const skipReason =
  executablePath === null
    ? 'No Electron binary on this machine (node_modules/electron/dist is absent and ELECTRON_OVERRIDE_DIST_PATH is unset), so the Electron suite cannot run here.'
    : !built
      ? 'The app is not built (out/main/index.js is missing); run `npx electron-vite build` first.'
      : null;

test.describe('the packaged shell in real Electron', () => {
  test.beforeEach(() => {
    if (skipReason) console.log(`Electron suite skipped: ${skipReason}`);
    test.skip(skipReason !== null, skipReason ?? '');
  });

  test('opens the game window locked down, with exactly the kotoba API, and saves settings in the player’s folder under userData', async () => {
    const home = fs.mkdtempSync(path.join(os.tmpdir(), 'kotoba-electron-'));
    const app = await electron.launch({
      executablePath: executablePath!,
      args: [ROOT, '--no-sandbox'],
      env: { ...process.env, HOME: home, XDG_CONFIG_HOME: home, APPDATA: home, ELECTRON_ENABLE_LOGGING: '1' },
    });
    try {
      const window = await app.firstWindow();
      await window.waitForLoadState('domcontentloaded');
      expect(window.url()).toBe('app://game/index.html');

      const surface = await window.evaluate(() => {
        const g = globalThis as unknown as Record<string, unknown> & {
          kotoba: Record<string, Record<string, unknown>>;
        };
        return {
          areas: Object.keys(g.kotoba).sort(),
          profiles: Object.keys(g.kotoba.profiles!).sort(),
          wordLists: Object.keys(g.kotoba.wordLists!).sort(),
          settings: Object.keys(g.kotoba.settings!).sort(),
          app: Object.keys(g.kotoba.app!).sort(),
          require: typeof g.require,
          process: typeof g.process,
        };
      });
      expect(surface).toEqual({
        areas: ['app', 'onWordListPreview', 'profiles', 'settings', 'wordLists'],
        profiles: ['add', 'list', 'remove', 'select', 'update'],
        wordLists: ['cancel', 'confirm', 'list', 'remove', 'rename'],
        settings: ['get', 'set'],
        app: ['load', 'overwrite', 'save'],
        require: 'undefined',
        process: 'undefined',
      });

      const answer = await window.evaluate(() =>
        (
          globalThis as unknown as { kotoba: { settings: { set(p: unknown): Promise<{ ok: boolean }> } } }
        ).kotoba.settings.set({
          language: 'en',
        }),
      );
      expect(answer.ok).toBe(true);
      const userData = await app.evaluate(({ app: electronApp }) => electronApp.getPath('userData'));
      // A new computer gets one player; their settings live in that player's own folder.
      const players = fs.readdirSync(path.join(userData, 'profiles'));
      expect(players).toHaveLength(1);
      const settingsFile = path.join(userData, 'profiles', players[0]!, 'settings.json');
      expect(JSON.parse(fs.readFileSync(settingsFile, 'utf8'))).toMatchObject({ language: 'en' });
    } finally {
      await app.close();
      fs.rmSync(home, { recursive: true, force: true });
    }
  });
});
