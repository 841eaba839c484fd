import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { tabTo } from './support/keyboardAndAxe';
import { loadMessages } from './support/messages';
import {
  bankAnswers,
  buildIdOf,
  buildWebInto,
  enterAsPlayer,
  foreignRequests,
  openLibraryLastYear,
  playStageToResults,
  requireWebBuild,
  serveWeb,
  WEB_DIR,
  type WebServer,
  waitForServiceWorker,
} from './support/webEdition';

// Release A is the built out/web; release B is built from the same source with another build id, and
// deployed into the folder the server serves, as a school's web server gets a new version.
const WORK = path.resolve(import.meta.dirname, '../../test-results/web-update');
const SERVED = path.join(WORK, 'served');
const RELEASE_B = path.join(WORK, 'release-b');

let server: WebServer;
let releaseA: string;
let releaseB: string;

test.beforeAll(async () => {
  test.setTimeout(600_000);
  requireWebBuild();
  releaseA = buildIdOf(WEB_DIR);
  fs.rmSync(WORK, { recursive: true, force: true });
  buildWebInto(RELEASE_B, `${releaseA}-next`);
  releaseB = buildIdOf(RELEASE_B);
  fs.cpSync(WEB_DIR, SERVED, { recursive: true });
  server = await serveWeb(SERVED);
});
test.afterAll(async () => {
  await server?.stop();
});

test('a new version is offered on the map, never in a battle, and updating keeps the progress', async ({
  page,
  context,
}) => {
  test.setTimeout(420_000);
  const ja = await loadMessages('ja');
  const answers = bankAnswers();
  const foreign = foreignRequests(context, server.origin);
  const notice = page.getByTestId('update-notice');
  const build = () => page.locator('meta[name="kotoba-build"]').getAttribute('content');
  expect(releaseB).not.toBe(releaseA);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Release A: first visit, then a stage played.
  await page.goto(server.url);
  await waitForServiceWorker(page);
  expect(await build()).toBe(releaseA);
  await enterAsPlayer(page, ja, 'かい');
  const panel = await openLibraryLastYear(page, ja);
  const stage = panel.locator('.kq-library-stage').first();
  const stageId = (await stage.getAttribute('data-stage-id')) ?? '';
  await tabTo(page, stage);
  await page.keyboard.press('Enter');
  await playStageToResults(page, ja, answers);
  await page.keyboard.press('Escape');
  const cleared = page.locator(`#kq-library-panel [data-stage-id="${stageId}"]`);
  await expect(cleared).toHaveAttribute('data-cleared', 'true');

  // Release B is deployed; back on the map the game looks for it, and offers it there.
  fs.rmSync(SERVED, { recursive: true, force: true });
  fs.cpSync(RELEASE_B, SERVED, { recursive: true });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: ja['map.title'] })).toBeVisible();
  await expect(notice).toBeVisible({ timeout: 120_000 });
  await expect(notice).toContainText(ja['update.ready']!);
  expect(await build()).toBe(releaseA);

  // Into a stage: no notice on its ready cover nor while typing.
  await openLibraryLastYear(page, ja);
  await expect(notice).toHaveCount(0);
  await tabTo(page, panel.locator('.kq-library-stage').nth(1));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('typing-page')).toBeVisible();
  await expect(notice).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(page.getByText(ja['typing.phase.study']!)).toBeVisible();
  await expect(notice).toHaveCount(0);

  // Back to the library (the stage given up), then the map: the notice is there again, and updating is one key away.
  await tabTo(
    page,
    page.locator('.typing-header').getByRole('button', { name: ja['results.backToLibrary'] }),
    true,
  );
  await page.keyboard.press('Enter');
  await expect(page.locator('#kq-library-panel')).toBeVisible();
  await expect(notice).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: ja['map.title'] })).toBeVisible();
  await expect(notice).toBeVisible();
  await tabTo(page, notice.getByRole('button', { name: ja['update.now'] }));
  await page.keyboard.press('Enter');

  // The page reloads into release B, and the player's progress is intact.
  await expect.poll(build, { timeout: 60_000 }).toBe(releaseB);
  await enterAsPlayer(page, ja, 'かい');
  await expect(notice).toHaveCount(0);
  await openLibraryLastYear(page, ja);
  await expect(cleared).toHaveAttribute('data-cleared', 'true');
  expect(foreign, 'requests to another origin').toEqual([]);
});
