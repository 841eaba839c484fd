import fs from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { resultsDialog } from './support/battlePlay';
import { tabTo } from './support/keyboardAndAxe';
import { loadMessages } from './support/messages';
import {
  bankAnswers,
  enterAsPlayer,
  foreignRequests,
  openLibraryLastYear,
  playStageToResults,
  savedRecords,
  serveWebForFile,
  waitForServiceWorker,
} from './support/webEdition';

type Messages = Awaited<ReturnType<typeof loadMessages>>;

const server = serveWebForFile();

/** Whether the stored progress of any player marks `stageId` cleared (null when no progress record exists). */
async function storedCleared(page: Page, stageId: string): Promise<boolean | null> {
  const records = await savedRecords(page);
  const progress = Object.entries(records ?? {}).filter(([key]) => key.startsWith('progress:'));
  if (progress.length === 0) return null;
  return progress.some(([, value]) => {
    const stages = (value as { stages?: Record<string, { cleared?: boolean }> }).stages ?? {};
    return stages[stageId]?.cleared === true;
  });
}

/**
 * From a fresh page to the title as the player `name` (added when the browser has no such player),
 * the sound question answered "no", without starting: the start notices show on the title.
 */
async function toTitle(page: Page, ja: Messages, name: string): Promise<void> {
  const who = page.getByRole('heading', { name: ja['classroom.who.title'] });
  const consent = page.getByRole('dialog', { name: ja['consent.title'] });
  const title = page.getByText(ja['title.start']!);
  await expect(who.or(consent).or(title).first()).toBeVisible();
  if (await who.isVisible()) {
    const play = page.getByRole('button', { name: ja['classroom.who.play']!.replace('{name}', name) });
    if (!(await play.isVisible())) {
      await page.getByLabel(ja['classroom.who.name']!).focus();
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
}

/** From the library panel, plays the stage `stage` to its results and closes them (keyboard only). */
async function playFromLibrary(page: Page, ja: Messages, stage: Locator): Promise<void> {
  await tabTo(page, stage);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('typing-page')).toBeVisible();
  await playStageToResults(page, ja, bankAnswers());
  await expect(resultsDialog(page)).toBeVisible();
}

/** The library's stages of chugaku 3 by id, in order. */
async function firstStages(panel: Locator, count: number): Promise<string[]> {
  const ids = await panel
    .locator('.kq-library-stage')
    .evaluateAll((all) => all.map((s) => s.getAttribute('data-stage-id') ?? ''));
  expect(ids.length).toBeGreaterThanOrEqual(count);
  return ids.slice(0, count);
}

const stageIn = (page: Page, id: string) => page.locator(`#kq-library-panel [data-stage-id="${id}"]`);

/** From the map, saves a backup through the Files menu and keeps the downloaded file at `keepAs`. */
async function saveBackup(page: Page, ja: Messages, keepAs: string): Promise<string> {
  await tabTo(page, page.getByTestId('files-open'));
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: ja['files.title'] });
  await expect(menu).toBeVisible();
  await tabTo(page, menu.getByRole('button', { name: ja['files.saveBackup'] }));
  const download = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^kotoba-quest-progress-\d{4}-\d{2}-\d{2}\.json$/);
  await file.saveAs(keepAs);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  return keepAs;
}

/** Restores from `file` through the start notice's button `button` (Enter, the picker, then "replace" and OK). */
async function restoreThrough(page: Page, ja: Messages, button: Locator, file: string): Promise<void> {
  await tabTo(page, button);
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles(file);
  const confirm = page.getByRole('dialog', { name: ja['files.restore.confirmTitle'] });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('button', { name: ja['files.restore.yes'] })).toBeFocused();
  await page.keyboard.press('Enter');
  const done = page.getByRole('dialog', { name: ja['files.restore.doneTitle'] });
  await expect(done).toBeVisible();
  // OK reloads the page so the whole game reads the restored progress.
  const reloaded = page.waitForEvent('load');
  await page.keyboard.press('Enter');
  await reloaded;
}

test.describe('saves that last in the web edition, keyboard only', () => {
  test('progress is in IndexedDB and survives a reload; a refused write is told, play goes on, and the previous save stays', async ({
    page,
    context,
  }) => {
    test.setTimeout(420_000);
    const ja = await loadMessages('ja');
    const foreign = foreignRequests(context, server.origin);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(server.url);
    await enterAsPlayer(page, ja, 'あおい');
    const panel = await openLibraryLastYear(page, ja);
    const [first, second] = await firstStages(panel, 2);
    if (!first || !second) throw new Error('chugaku 3 has fewer than two stages');
    await expect(stageIn(page, second)).toHaveAttribute('data-cleared', 'false');

    // The first stage, cleared: the results say it was saved, and the database holds it.
    await playFromLibrary(page, ja, stageIn(page, first));
    await expect(page.getByTestId('results-save')).toHaveAttribute('data-save', 'saved');
    await page.keyboard.press('Escape');
    await expect(stageIn(page, first)).toHaveAttribute('data-cleared', 'true');
    await expect.poll(() => storedCleared(page, first)).toBe(true);
    expect(await storedCleared(page, second)).toBe(false);

    // A reload reads it back from the database.
    await page.reload();
    await enterAsPlayer(page, ja, 'あおい');
    await openLibraryLastYear(page, ja);
    await expect(stageIn(page, first)).toHaveAttribute('data-cleared', 'true');
    expect(await storedCleared(page, first)).toBe(true);
    const before = await savedRecords(page);

    // From here the browser refuses every write as a full disk would.
    await page.evaluate(() => {
      IDBObjectStore.prototype.put = function refusedPut(): IDBRequest<IDBValidKey> {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
    await playFromLibrary(page, ja, stageIn(page, second));
    // Told in place on the results (not saved, play goes on) and in the notices in the refusal's own
    // words: the storage is full and the last save is kept.
    await expect(page.getByTestId('results-save')).toHaveAttribute('data-save', 'failed');
    await expect(page.getByTestId('results-save')).toContainText(ja['toast.saveFailed']!);
    const notice = page.locator('.kq-toast[data-message="error.save.diskFull"]');
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(ja['error.save.diskFull']!);
    await page.keyboard.press('Escape');
    // Play goes on with the progress in memory.
    await expect(stageIn(page, second)).toHaveAttribute('data-cleared', 'true');
    await expect(stageIn(page, first)).toBeVisible();
    // Nothing of the refused write reached the database: every record is as it was.
    expect(await savedRecords(page)).toEqual(before);

    // The refusal ends with the page (the injection is gone); the previous save is intact.
    await page.reload();
    await enterAsPlayer(page, ja, 'あおい');
    await openLibraryLastYear(page, ja);
    await expect(stageIn(page, first)).toHaveAttribute('data-cleared', 'true');
    await expect(stageIn(page, second)).toHaveAttribute('data-cleared', 'false');
    expect(await storedCleared(page, first)).toBe(true);
    expect(await storedCleared(page, second)).toBe(false);
    expect(foreign, 'requests to another origin').toEqual([]);
  });

  test('site data cleared (IndexedDB only): the pupil is told at start and restores from a backup', async ({
    page,
    context,
  }, testInfo) => {
    test.setTimeout(420_000);
    const ja = await loadMessages('ja');
    const foreign = foreignRequests(context, server.origin);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(server.url);
    await enterAsPlayer(page, ja, 'はると');
    const panel = await openLibraryLastYear(page, ja);
    const [first] = await firstStages(panel, 1);
    if (!first) throw new Error('chugaku 3 has no stage');
    await playFromLibrary(page, ja, stageIn(page, first));
    await page.keyboard.press('Escape');
    await expect(stageIn(page, first)).toHaveAttribute('data-cleared', 'true');
    await expect.poll(() => storedCleared(page, first)).toBe(true);

    // A backup through the Files menu on the map.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('heading', { name: ja['map.title'] })).toBeVisible();
    const backup = await saveBackup(page, ja, testInfo.outputPath('backup.json'));
    const saved: unknown = JSON.parse(fs.readFileSync(backup, 'utf8'));
    expect(JSON.stringify(saved)).toContain(`"${first}"`);

    // The browser's IndexedDB of the site is cleared, as "clear site data" or device management does.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', { origin: server.origin, storageTypes: 'indexeddb' });
    await expect.poll(() => savedRecords(page)).toBeNull();

    // At the next start the pupil is told, on the title and again on the map until put away.
    await page.reload();
    await toTitle(page, ja, 'はると');
    await expect(page.getByTestId('saves-gone')).toBeVisible();
    await enterAsPlayer(page, ja, 'はると');
    const gone = page.getByTestId('saves-gone');
    await expect(gone).toBeVisible();
    await expect(gone.getByRole('alert')).toContainText(ja['files.gone.title']!);
    await restoreThrough(page, ja, gone.getByRole('button', { name: ja['files.restoreBackup'] }), backup);

    // The cleared stage is back, on the screen and in the database; the notice is not shown again.
    await enterAsPlayer(page, ja, 'はると');
    await expect(page.getByTestId('saves-gone')).toBeHidden();
    await openLibraryLastYear(page, ja);
    await expect(stageIn(page, first)).toHaveAttribute('data-cleared', 'true');
    expect(await storedCleared(page, first)).toBe(true);
    expect(foreign, 'requests to another origin').toEqual([]);
  });

  test('a visit that saved no progress, then its database cleared: a first start, not "saves gone"', async ({
    page,
    context,
  }) => {
    const ja = await loadMessages('ja');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(server.url);
    await waitForServiceWorker(page);
    // A new player reaches the map and plays nothing.
    await enterAsPlayer(page, ja, 'そら');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', { origin: server.origin, storageTypes: 'indexeddb' });
    await expect.poll(() => savedRecords(page)).toBeNull();

    // The service worker is still there, and nothing was lost: the title greets a first start.
    await page.reload();
    await toTitle(page, ja, 'そら');
    await expect(page.getByTestId('saves-fresh')).toBeVisible();
    await expect(page.getByTestId('saves-gone')).toBeHidden();
  });

  test('all site data cleared (worker and marks too): a first start as the rule says, and the title still restores the backup', async ({
    page,
    context,
  }, testInfo) => {
    test.setTimeout(420_000);
    const ja = await loadMessages('ja');
    const foreign = foreignRequests(context, server.origin);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(server.url);
    await waitForServiceWorker(page);
    await enterAsPlayer(page, ja, 'ゆい');
    const panel = await openLibraryLastYear(page, ja);
    const [first] = await firstStages(panel, 1);
    if (!first) throw new Error('chugaku 3 has no stage');
    await playFromLibrary(page, ja, stageIn(page, first));
    await page.keyboard.press('Escape');
    await expect.poll(() => storedCleared(page, first)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('heading', { name: ja['map.title'] })).toBeVisible();
    const backup = await saveBackup(page, ja, testInfo.outputPath('backup.json'));

    // Everything of the site goes: the database, localStorage, Cache Storage and the service worker.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', { origin: server.origin, storageTypes: 'all' });
    await expect.poll(() => savedRecords(page)).toBeNull();
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length))
      .toBe(0);

    // No mark survives anywhere, so startState cannot tell this from a first visit: the title offers
    // a backup as to any first visit, and no "saves gone" notice claims what it cannot know.
    await page.reload();
    await toTitle(page, ja, 'ゆい');
    const offer = page.getByTestId('saves-fresh');
    await expect(offer).toBeVisible();
    await expect(page.getByTestId('saves-gone')).toBeHidden();
    await restoreThrough(page, ja, offer.getByRole('button', { name: ja['files.restoreBackup'] }), backup);

    await enterAsPlayer(page, ja, 'ゆい');
    await openLibraryLastYear(page, ja);
    await expect(stageIn(page, first)).toHaveAttribute('data-cleared', 'true');
    expect(await storedCleared(page, first)).toBe(true);
    expect(foreign, 'requests to another origin').toEqual([]);
  });

  test('teacher mode shows whether the browser granted persistent storage, as the browser says', async ({
    page,
    context,
  }) => {
    test.setTimeout(300_000);
    const ja = await loadMessages('ja');
    const foreign = foreignRequests(context, server.origin);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(server.url);
    await enterAsPlayer(page, ja, 'せんせい');

    // Teacher mode from the settings drawer; on first use a PIN is set (typed twice).
    await tabTo(page, page.getByRole('button', { name: ja['settings.open'], exact: true }));
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: ja['settings.title'] });
    await expect(drawer).toBeVisible();
    await tabTo(page, drawer.getByRole('button', { name: ja['teacher.open'] }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: ja['teacher.title'] })).toBeVisible();
    await expect(page.getByLabel(ja['teacher.setPin.pin']!)).toBeFocused();
    await page.keyboard.type('2468');
    await page.keyboard.press('Tab');
    await page.keyboard.type('2468');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('group', { name: ja['teacher.worlds.title'] })).toBeVisible({
      timeout: 60_000,
    });

    const standing = page.getByTestId('storage-standing');
    await expect(standing).toBeVisible();
    await expect(standing.getByRole('heading', { name: ja['files.storage.title'] })).toBeVisible();
    const shown = standing.getByTestId('storage-persisted');
    await expect(shown).toBeVisible();
    const persisted = await page.evaluate(() => navigator.storage.persisted());
    // Chromium answers a definite yes or no; the page says the same, in words.
    await expect(shown).toHaveAttribute('data-persisted', String(persisted));
    await expect(shown).toHaveText(ja[persisted ? 'files.storage.persisted' : 'files.storage.notPersisted']!);
    // Only a browser that has not granted it is offered the question.
    await expect(standing.getByRole('button', { name: ja['files.storage.ask'] })).toHaveCount(
      persisted ? 0 : 1,
    );
    expect(foreign, 'requests to another origin').toEqual([]);
  });
});
