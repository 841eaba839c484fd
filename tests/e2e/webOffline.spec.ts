import { expect, test } from '@playwright/test';
import { resultsDialog } from './support/battlePlay';
import { tabTo } from './support/keyboardAndAxe';
import { loadMessages } from './support/messages';
import {
  bankAnswers,
  enterAsPlayer,
  foreignRequests,
  openLibraryLastYear,
  playStageToResults,
  policyViolations,
  serveWebForFile,
  waitForManualOffline,
  waitForServiceWorker,
} from './support/webEdition';

const server = serveWebForFile();

test.describe('the web edition offline, keyboard only', () => {
  test('after one visit a new player plays a school year never opened before with no network, and keeps the progress', async ({
    page,
    context,
  }) => {
    test.setTimeout(420_000);
    const ja = await loadMessages('ja');
    const answers = bankAnswers();
    const foreign = foreignRequests(context, server.origin);
    const violations = policyViolations(page);
    await page.setViewportSize({ width: 1280, height: 800 });

    // The first visit (a Japanese browser, as a pupil's): the service worker installs, precaches the release and takes charge.
    await page.goto(server.url);
    await waitForServiceWorker(page);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(server.url);
    // The manual is not in the precache: the page keeps it for offline use once the game is calm.
    await waitForManualOffline(page);

    // No network from here on; the page comes back from the precache.
    await context.setOffline(true);
    const fromWorker: string[] = [];
    page.on('response', (response) => {
      if (response.fromServiceWorker()) fromWorker.push(response.url());
    });
    await page.reload();
    expect(fromWorker).toContain(server.url);

    // A new player opens chugaku 3 in the word library (its chunk never fetched by the page) and plays
    // its first stage.
    await enterAsPlayer(page, ja, 'そら');
    const panel = await openLibraryLastYear(page, ja);
    const stage = panel.locator('.kq-library-stage').first();
    const stageId = (await stage.getAttribute('data-stage-id')) ?? '';
    expect(stageId).not.toBe('');
    await expect(stage).toHaveAttribute('data-cleared', 'false');
    await tabTo(page, stage);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('typing-page')).toBeVisible();
    await playStageToResults(page, ja, answers);
    await expect(resultsDialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    const cleared = page.locator(`#kq-library-panel [data-stage-id="${stageId}"]`);
    await expect(cleared).toHaveAttribute('data-cleared', 'true');

    // Still offline: another reload, and the stage is still cleared for that player.
    await page.reload();
    await enterAsPlayer(page, ja, 'そら');
    await openLibraryLastYear(page, ja);
    await expect(cleared).toHaveAttribute('data-cleared', 'true');

    // The manual, offline, from the game's link on the title: its home and an inner page, by its .html
    // name and without it.
    await page.reload();
    const manualLink = page.getByRole('link', { name: ja['update.manual'] });
    await expect(manualLink).toBeVisible();
    // Nothing covers it: a click would land on it.
    await manualLink.click({ trial: true });
    expect(new URL((await manualLink.getAttribute('href')) ?? '', server.url).href).toBe(
      `${server.url}manual/`,
    );
    await page.goto(`${server.url}manual/`);
    await expect(page).toHaveTitle(/ことばクエスト マニュアル/);
    await expect(page.getByRole('link', { name: 'つかいかた' }).first()).toBeVisible();
    await page.goto(`${server.url}manual/howtouse/keys.html`);
    await expect(page).toHaveTitle(/ことばクエスト マニュアル/);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.goto(`${server.url}manual/howtouse/keys`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

    expect(foreign, 'requests to another origin').toEqual([]);
    expect(violations, 'policy violations').toEqual([]);
  });

  test('an offline start with a query string in the address opens the game', async ({ page, context }) => {
    test.setTimeout(300_000);
    const ja = await loadMessages('ja');
    const foreign = foreignRequests(context, server.origin);
    await page.goto(server.url);
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await page.goto(`${server.url}?utm_source=x&ref=classroom`);
    await enterAsPlayer(page, ja, 'うみ');
    // A deeper address with a query falls back to the game too.
    await page.goto(`${server.url}index.html?utm_source=y`);
    await expect(
      page
        .getByRole('heading', { name: ja['classroom.who.title'] })
        .or(page.getByText(ja['title.start']!))
        .first(),
    ).toBeVisible();
    expect(foreign, 'requests to another origin').toEqual([]);
  });
});
