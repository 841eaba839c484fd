/**
 * The browser harness every end-to-end suite uses.
 *
 *   import { expect, test } from './support';
 *
 *   test('a new player sees the title', async ({ page, app }) => {
 *     await app.open();                       // the built game, bridged to the real main process
 *     await expect(page.getByRole('heading')).toBeVisible();
 *     expect(app.readSettingsFile()).toMatchObject({ language: 'ja' });
 *   });
 *
 *   test('settings reach the disk', async ({ app }) => {
 *     await app.open();
 *     await app.kotoba.settings.set({ language: 'en' });   // runs window.kotoba in the page
 *   });
 *
 *   test('the manual home', async ({ page, manual }) => {
 *     await manual.open('/');                 // the built manual, through the same handler
 *   });
 *
 * `app` (GameHarness):
 * - `open(path = '/index.html')` serves `out/renderer` at https://game.kotoba.test through the REAL
 *   `createAppProtocolHandler` of electron/main (same MIME types, CSP and traversal guards as in the
 *   app), and defines `window.kotoba` in the page's main frame, whose five operations call the REAL
 *   IPC handlers (`createIpcHandlers`) in the test process. Their sender check trusts the main frame
 *   of https://game.kotoba.test only; the settings and progress services write to `userDataDir`,
 *   a fresh temporary folder per test.
 * - Write files into `userDataDir` BEFORE `open()` to start from a given state (e.g. a corrupt file);
 *   the services open their files at the first `open()`.
 * - `restart()` closes nothing in the browser but re-opens the services on the same folder (as a new
 *   app start would) and reloads the page.
 * - `kotoba` calls the page's `window.kotoba` from the test (each call runs inside the page).
 * - `settingsFile`, `progressFile`, `readSettingsFile()`, `readProgressFile()` look at the disk.
 *
 * `loadMessages('ja' | 'en')` gives the game's message table, to assert on the sentences players see.
 *
 * `manual` (ManualHarness): `open(path)` goes to https://manual.kotoba.test/typing-game/manual<path>
 * served from `manual/doc_build` (or KOTOBA_MANUAL_DIR) through the same real handler; `url(path)`
 * builds such an address.
 *
 * Every other network request is aborted, so the suites run offline. Build first: `npx electron-vite build`
 * (and the manual for manual suites). The browser is chosen in playwright.config.ts.
 */
export { expect } from '@playwright/test';
export {
  GAME_ORIGIN,
  type GameHarness,
  MANUAL_ORIGIN,
  type ManualHarness,
  openGame,
  openManual,
  test,
} from './harness';
export { loadMessages } from './messages';
export { pageKotoba } from './pageKotoba';
