import type { Page } from '@playwright/test';
import { expect, test } from './support';
import { HOTKEY_STATE_ATTRIBUTE, hydrated, openSearchWithCtrlK } from './support/manualHydrated';

// Pupils and teachers search with their own words; the first result must be their page, not the
// developers' API reference.

test.use({ locale: 'ja-JP', viewport: { width: 1440, height: 900 } });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
});

/** Opens the search with Ctrl+K and types the word. */
async function search(page: Page, placeholder: string, word: string) {
  const input = await openSearchWithCtrlK(page, placeholder);
  // A word typed before the index has loaded is answered without the ranking hook; wait for the
  // index (a first answer), as a reader who types after the panel opens does.
  await input.fill('zyxwvutsr');
  await expect(page.locator('.rp-search-panel__results a')).toHaveCount(0);
  await expect(page.getByText('"zyxwvutsr"')).toBeVisible();
  await input.fill(word);
  const results = page.locator('.rp-search-panel__results a');
  await expect(results.first()).toBeVisible();
  return results;
}

for (const [start, placeholder, word, expected] of [
  ['/howtouse/', 'マニュアルを検索', '復習', /\/howtouse\/review/],
  ['/howtouse/', 'マニュアルを検索', '設定', /\/howtouse\/settings/],
  ['/howtouse/', 'マニュアルを検索', 'IME', /\/howtouse\/keys/],
  ['/howtouse/', 'マニュアルを検索', 'CSV', /\/howtouse\/word-lists/],
  ['/en/howtouse/', 'Search Docs', 'install', /\/en\/it\/install/],
  ['/en/howtouse/', 'Search Docs', 'review', /\/en\/howtouse\/review/],
  ['/howtouse/', 'マニュアルを検索', 'ちからだめし', /\/howtouse\/worlds/],
  ['/howtouse/', 'マニュアルを検索', '先生モード', /\/howtouse\/teacher/],
  ['/en/howtouse/', 'Search Docs', 'placement', /\/en\/howtouse\/worlds/],
  ['/en/howtouse/', 'Search Docs', 'teacher mode', /\/en\/howtouse\/teacher/],
  ['/en/howtouse/', 'Search Docs', 'PIN', /\/en\/howtouse\/teacher/],
  ['/howtouse/', 'マニュアルを検索', 'クラスフォルダー', /\/it\/class-folder/],
  ['/en/howtouse/', 'Search Docs', 'class folder', /\/en\/it\/class-folder/],
  ['/howtouse/', 'マニュアルを検索', 'ダッシュボード', /\/howtouse\/dashboard/],
  ['/en/howtouse/', 'Search Docs', 'dashboard', /\/en\/howtouse\/dashboard/],
] as const) {
  test(`searching "${word}" puts the right user page first`, async ({ page, manual }) => {
    await manual.open(start);
    const results = await search(page, placeholder, word);
    const links = await results.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    const apiAt = links.findIndex((l) => /\/api\//.test(l));
    console.log(
      `search "${word}": first ${links[0]}; ${links.length} results; first API result at ${apiAt + 1}`,
    );
    expect(links[0]).toMatch(expected);
    // The API reference never comes before a user page.
    if (apiAt >= 0) expect(links.slice(apiAt).every((l) => /\/api\//.test(l))).toBe(true);
  });
}

test('Ctrl+K pressed while the page is still starting opens the search once it is ready', async ({
  page,
  manual,
}) => {
  // The page's own chunk is held: the manual's first script has run (the hotkey listens) but React
  // cannot hydrate until the chunk arrives, so the key is pressed before any search exists.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/static/js/async/**', async (route) => {
    await held;
    await route.fallback();
  });
  await page.goto(manual.url('/howtouse/'), { waitUntil: 'commit' });
  const html = page.locator('html');
  await expect(html).toHaveAttribute(HOTKEY_STATE_ATTRIBUTE, 'listening');
  expect(await page.locator('.rp-nav').first().evaluate(hydrated)).toBe(false);
  await expect(page.getByPlaceholder('マニュアルを検索')).toHaveCount(0);
  await page.keyboard.press('Control+k');

  release();
  await expect(html).toHaveAttribute(HOTKEY_STATE_ATTRIBUTE, 'ready');
  const input = page.getByPlaceholder('マニュアルを検索');
  await expect(input).toBeVisible();
  await expect(input).toBeFocused();
  // From then on the key opens and closes the search, once per press.
  await page.keyboard.press('Control+k');
  await expect(input).toBeHidden();
  await page.keyboard.press('Control+k');
  await expect(input).toBeVisible();
});
