import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { MAX_BACKUP_BYTES } from '../../core/progress/progressBackup';
import { expect, MANUAL_ORIGIN, test } from './support';
import { openSearchWithCtrlK, waitForHydration } from './support/manualHydrated';

const BASE = '/typing-game/manual';
const DOC_BUILD =
  process.env.KOTOBA_MANUAL_DIR ?? path.resolve(import.meta.dirname, '../../manual/doc_build');

/** The article's title (its text also holds the heading's `#` anchor). */
const pageTitle = (page: Page) => page.locator('.rp-doc h1').first();

// Pages load with the visited flag set, so the first-visit language redirect does not move them;
// the redirect itself has its own tests below.
test.describe('the manual in Chromium, served through the app protocol handler', () => {
  test.use({ locale: 'ja-JP', viewport: { width: 1440, height: 900 } });

  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      if (!localStorage.getItem('rspress-visited')) localStorage.setItem('rspress-visited', '1');
    });
  });

  test('the home page shows the title, the tagline, both buttons and the three feature cards', async ({
    page,
    manual,
  }) => {
    await manual.open('/');
    await expect(page).toHaveTitle('ことばクエスト マニュアル');
    await expect(page.locator('.rp-home-hero__title')).toHaveText('ことばクエスト');
    await expect(page.getByText('えいご学習アプリ', { exact: false }).first()).toBeVisible();

    const howTo = page.getByRole('link', { name: 'つかいかた' }).last();
    const dev = page.getByRole('link', { name: '開発者向け' }).last();
    await expect(howTo).toHaveAttribute('href', /\/typing-game\/manual\/howtouse\//);
    await expect(dev).toHaveAttribute('href', /\/typing-game\/manual\/developer\//);

    const cards = page.locator('.rp-home-feature__title');
    await expect(cards).toHaveText(['UI カタログ', 'API リファレンス', 'テストカバレッジ']);

    const hero = page.locator('img[src$="hero.svg"]').first();
    await expect(hero).toBeVisible();
    expect(await hero.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByText('Copyright 2025')).toBeVisible();

    await howTo.click();
    await expect(page).toHaveURL(`${MANUAL_ORIGIN}${BASE}/howtouse/`);
    await expect(pageTitle(page)).toContainText('つかいかた');
  });

  for (const [title, target, heading] of [
    ['UI カタログ', '/ladle', 'UI カタログ'],
    ['API リファレンス', '/api/', 'API リファレンス'],
    ['テストカバレッジ', '/cov', 'テストカバレッジ'],
  ] as const) {
    test(`the "${title}" card is a link to ${target} that the keyboard opens`, async ({ page, manual }) => {
      await manual.open('/');
      const address = new RegExp(`${BASE}${target}(index)?(\\.html)?$`);
      const card = page.getByRole('link', { name: new RegExp(`^${title}`) });
      await expect(card).toHaveAttribute('href', new RegExp(`^${BASE}${target}`));
      await card.focus();
      await expect(card).toBeFocused();
      await page.keyboard.press('Enter');
      // A plain link: the browser loads the page itself, however long a busy machine takes.
      await expect(page).toHaveURL(address, { timeout: 60_000 });
      await expect(pageTitle(page)).toContainText(heading);
    });
  }

  test('the English home has the English tagline and buttons', async ({ page, manual }) => {
    await manual.open('/en/');
    await expect(page).toHaveTitle('Kotoba Quest Manual');
    await expect(page.getByText('English learning app', { exact: false }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'How to use' }).last()).toHaveAttribute(
      'href',
      /\/typing-game\/manual\/en\/howtouse\//,
    );
    await expect(page.getByRole('link', { name: 'For developers' }).last()).toHaveAttribute(
      'href',
      /\/typing-game\/manual\/en\/developer\//,
    );
  });

  for (const [address, heading] of [
    ['/howtouse/', 'つかいかた'],
    ['/howtouse.html', 'つかいかた'],
    ['/developer/index.html', '開発者向け'],
    ['/developer/index', '開発者向け'],
    ['/en/howtouse/keys.html', 'Keys'],
  ] as const) {
    test(`a deep link to ${address} opens the page and survives a reload`, async ({ page, manual }) => {
      const response = await page.goto(manual.url(address));
      expect(response?.status()).toBe(200);
      await expect(pageTitle(page)).toContainText(heading);
      await page.reload();
      await expect(pageTitle(page)).toContainText(heading);
      await expect(page.locator('.rp-doc-layout__sidebar')).toBeVisible();
    });
  }

  test('an unknown page answers 404 with the not-found texts and a link home', async ({ page, manual }) => {
    const response = await page.goto(manual.url('/no-such-page'));
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('404 - ことばクエスト マニュアル');
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.locator('.rp-not-found__title')).toContainText('PAGE NOT FOUND');
    const home = page.getByRole('link', { name: 'go to home' });
    await expect(home).toContainText('Take me home');
    await home.click();
    await expect(page).toHaveURL(new RegExp(`${BASE}/?$`));
    await expect(page.getByText('えいご学習アプリ', { exact: false }).first()).toBeVisible();
  });

  test('a path that names the default language is sent to the same page without it', async ({
    page,
    manual,
  }) => {
    await manual.open('/ja/howtouse/keys.html');
    await expect(page).toHaveURL(`${MANUAL_ORIGIN}${BASE}/howtouse/keys.html`);
    await expect(pageTitle(page)).toContainText('キーそうさ');
  });

  test('Ctrl+K opens the search; an unknown word shows "No results for", a known one finds the page', async ({
    page,
    manual,
  }) => {
    await manual.open('/en/howtouse/');
    await expect(page.locator('.rp-search-button')).toContainText('Search');
    const input = await openSearchWithCtrlK(page, 'Search Docs');
    await expect(input).toBeFocused();
    await input.fill('zyxwvutsr');
    await expect(page.getByText('No results for')).toBeVisible();
    await expect(page.getByText('"zyxwvutsr"')).toBeVisible();
    await expect(page.getByText('Please try again with a different keyword')).toBeVisible();

    await input.fill('Backspace');
    const first = page.locator('.rp-search-panel__results a').first();
    await expect(first).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(input).toBeHidden();
  });

  test('when the search index cannot be fetched the panel says so in a full sentence', async ({
    page,
    manual,
  }) => {
    await page.route('**/static/search_index.*.json', (route) => route.abort('failed'));
    await manual.open('/en/howtouse/');
    await (await openSearchWithCtrlK(page, 'Search Docs')).fill('hero');
    const error = page.locator('.rp-search-panel__error');
    await expect(error).toBeVisible();
    const shown = await error.evaluate((el) => getComputedStyle(el, '::before').content);
    expect(shown).toContain('Failed to fetch search index, please reload the page and try again');
  });

  test('the theme toggle switches to dark and stores it under rspress-theme-appearance', async ({
    page,
    manual,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await manual.open('/howtouse/');
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    // A click before the page is interactive does nothing: wait for it, then click once.
    await waitForHydration(page);
    await page.locator('.rp-nav .rp-switch-appearance').first().click();
    await expect(page.locator('html')).toHaveClass(/dark/, { timeout: 30_000 });
    expect(await page.evaluate(() => localStorage.getItem('rspress-theme-appearance'))).toBe('dark');
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
  });

  test('?navbar=0 hides the navbar, and sidebar, outline and footer switches hide their parts', async ({
    page,
    manual,
  }) => {
    await manual.open('/howtouse/keys.html');
    await expect(page.locator('.rp-nav')).toBeVisible();
    await expect(page.locator('.rp-doc-layout__sidebar')).toBeVisible();

    await manual.open('/howtouse/keys.html?navbar=0');
    await expect(pageTitle(page)).toContainText('キーそうさ');
    await expect(page.locator('.rp-nav')).toHaveCount(0);
    await expect(page.locator('.rp-doc-layout__sidebar')).toBeVisible();

    await manual.open('/howtouse/keys.html?sidebar=0&outline=0&footer=0');
    await expect(pageTitle(page)).toContainText('キーそうさ');
    await expect(page.locator('.rp-nav')).toBeVisible();
    await expect(page.locator('.rp-doc-layout__sidebar')).toHaveCount(0);
    await expect(page.locator('.rp-doc-layout__outline')).toHaveCount(0);
    await expect(page.locator('.rp-doc-footer')).toHaveCount(0);
  });

  test('the navbar is 72 px tall on a wide window and 56 px on a narrow one', async ({ page, manual }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await manual.open('/howtouse/');
    await expect
      .poll(() => page.locator('.rp-nav').evaluate((el) => el.getBoundingClientRect().height))
      .toBe(72);
    await page.setViewportSize({ width: 600, height: 800 });
    await expect
      .poll(() => page.locator('.rp-nav').evaluate((el) => el.getBoundingClientRect().height))
      .toBe(56);
  });

  test('the language switch lands on the same page in the other language and back', async ({
    page,
    manual,
  }) => {
    await manual.open('/howtouse/keys.html');
    await expect(pageTitle(page)).toContainText('キーそうさ');
    // The menu opens on a hover only once React handles it; before that a hover shows nothing.
    const japanese = page.locator('.rp-nav__others li.rp-nav-menu__item', { hasText: '日本語' });
    await waitForHydration(page, japanese);
    await japanese.hover();
    await page.locator('.rp-nav__others').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(`${MANUAL_ORIGIN}${BASE}/en/howtouse/keys.html`);
    await expect(pageTitle(page)).toContainText('Keys');

    const english = page.locator('.rp-nav__others li.rp-nav-menu__item', { hasText: 'English' });
    await waitForHydration(page, english);
    await english.hover();
    await page.locator('.rp-nav__others').getByRole('link', { name: '日本語' }).click();
    await expect(page).toHaveURL(`${MANUAL_ORIGIN}${BASE}/howtouse/keys.html`);
    await expect(pageTitle(page)).toContainText('キーそうさ');
  });

  test('the version switcher shows the current version', async ({ page, manual }) => {
    await manual.open('/howtouse/');
    const select = page.locator('.rp-nav').getByRole('combobox', { name: 'バージョン' });
    await expect(select).toHaveValue('v0.1');
  });

  test('a doc page has the outline title, the edit link and previous/next links', async ({
    page,
    manual,
  }) => {
    await manual.open('/en/howtouse/keys.html');
    await expect(page).toHaveTitle('Keys - Kotoba Quest Manual');
    await expect(page.locator('.rp-outline__title')).toHaveText('ON THIS PAGE');
    await expect(page.getByRole('main').getByRole('link', { name: 'Edit this page' })).toHaveAttribute(
      'href',
      /manual\/docs\/v0\.1\/en\/howtouse\/keys\.mdx$/,
    );
    await expect(page.locator('.rp-doc-footer')).toContainText('Previous page');
    await expect(page.locator('.rp-doc-footer')).toContainText('Next page');
  });

  test('?globalUIComponents=0 turns off the global parts such as the image zoom', async ({
    page,
    manual,
  }) => {
    // The zoom attaches on a 100 ms timer after the page's effects: the test's clock runs it.
    await page.clock.install();
    await manual.open('/en/styles?globalUIComponents=0');
    const macOS = page.getByText('macOS', { exact: true });
    await waitForHydration(page, macOS);
    await macOS.click();
    await expect(page.getByText('System Settings → Accessibility → Spoken Content')).toBeVisible();
    await page.clock.runFor(1000);
    const image = page.locator('.rp-doc img[src$="hero.svg"]');
    await expect(image).not.toHaveClass(/medium-zoom-image/);
    await image.click();
    await expect(page.locator('.medium-zoom-overlay')).toHaveCount(0);
  });

  test('after scrolling down, "Back to top" returns to the top of the page', async ({ page, manual }) => {
    await manual.open('/en/license');
    await expect(page.locator('.rp-scroll-to-top')).toHaveCount(0);
    await page.mouse.wheel(0, 2000);
    const button = page.locator('.rp-scroll-to-top');
    await expect(button).toContainText('Back to top');
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a committed page shows when it was last updated, from its git history', async ({ page, manual }) => {
    const source = 'manual/docs/v0.1/en/howtouse/keys.mdx';
    let committedAt = '';
    try {
      committedAt = execFileSync('git', ['log', '-1', '--format=%ct', '--', source], {
        cwd: path.resolve(import.meta.dirname, '../..'),
        encoding: 'utf8',
      }).trim();
    } catch {
      committedAt = '';
    }
    await manual.open('/en/howtouse/keys.html');
    await expect(pageTitle(page)).toContainText('Keys');
    const footer = page.locator('.rp-doc-footer');
    if (committedAt) {
      const year = new Date(Number(committedAt) * 1000).getFullYear();
      await expect(footer).toContainText('Last Updated');
      await expect(footer).toContainText(String(year));
    } else {
      // A page that was never committed has no date to show.
      await expect(footer).not.toContainText('Last Updated');
    }
  });

  test('the overview filter narrows the list and says when nothing matches', async ({ page, manual }) => {
    await manual.open('/en/components/');
    const filter = page.getByPlaceholder('Enter keyword');
    await expect(page.getByText('Filter', { exact: true })).toBeVisible();
    // Text typed before React handles the box would not filter anything.
    await waitForHydration(page, filter);
    await filter.fill('qqqqq');
    await expect(page.getByText(/No matching API found/)).toBeVisible();
    await filter.fill('Iframe');
    await expect(page.getByRole('link', { name: 'IframeAutoHeight' }).first()).toBeVisible();
  });

  test('code blocks highlight the lines named like {1,3-5}', async ({ page, manual }) => {
    await manual.open('/en/styles');
    const lines = page.locator('pre.has-highlighted code > .line');
    await expect(lines.first()).toBeVisible();
    const highlighted = await lines.evaluateAll((els) =>
      els.map((el, i) => (el.classList.contains('highlighted') ? i + 1 : 0)).filter(Boolean),
    );
    expect(highlighted).toEqual([1, 3, 4, 5]);
  });

  test('the Japanese search finds Japanese words through the CJK index', async ({ page, manual }) => {
    await manual.open('/howtouse/');
    await expect(page.locator('.rp-search-button')).toContainText('検索');
    const input = await openSearchWithCtrlK(page, 'マニュアルを検索');
    await input.fill('ヒント');
    await expect(page.locator('.rp-search-panel__results a').first()).toBeVisible();
    await page.locator('.rp-search-panel__results a').first().click();
    await expect(page).toHaveURL(/\/typing-game\/manual\/howtouse\//);
  });

  test('the API reference is generated from the sources: the store factory is on the functions page', async ({
    page,
    manual,
  }) => {
    await manual.open('/en/api/');
    await expect(pageTitle(page)).toContainText('API reference');
    await page.getByRole('main').getByRole('link', { name: 'Functions' }).click();
    await expect(pageTitle(page)).toContainText('Functions');
    const heading = page.locator('main h2', { hasText: /^#?makeStore\s*$/ });
    await expect(heading).toHaveCount(1);
    await expect(page.getByRole('main')).toContainText('renderer/src/store');
  });

  test('the UI catalogue page embeds the Ladle build when there is one, and says how to get it otherwise', async ({
    page,
    manual,
  }) => {
    await manual.open('/en/ladle');
    if (fs.existsSync(path.join(DOC_BUILD, 'ladle', 'index.html'))) {
      const frame = page.frameLocator('iframe[title="UI catalogue (Ladle)"]');
      await expect(frame.locator('nav, [role="tree"], aside').first()).toBeVisible({ timeout: 20_000 });
      await expect(page.locator('.kq-missing')).toHaveCount(0);
    } else {
      await expect(page.locator('.kq-missing')).toContainText('No UI catalogue yet');
    }
  });

  test('the coverage page embeds the report when the build had one, and says to run npm test otherwise', async ({
    page,
    manual,
  }) => {
    await manual.open('/en/cov');
    if (fs.existsSync(path.join(DOC_BUILD, 'cov', 'index.html'))) {
      const frame = page.locator('iframe[title="Coverage report"]');
      await expect(frame).toBeVisible();
      await expect(page.frameLocator('iframe[title="Coverage report"]').getByText(/All files/)).toBeVisible();
      await expect.poll(() => frame.evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThan(400);
    } else {
      await expect(page.locator('.kq-missing')).toContainText('Run npm test to generate it');
    }
  });

  test('the screenshots page shows the manifest screenshots, or says there are none yet', async ({
    page,
    manual,
  }) => {
    await manual.open('/en/howtouse/screenshots.html');
    const manifest = path.join(DOC_BUILD, 'screenshots', 'manifest.json');
    const shots = fs.existsSync(manifest)
      ? (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { shots: unknown[] }).shots
      : [];
    if (shots.length > 0) {
      await expect(page.locator('.kq-shots img')).toHaveCount(shots.length);
      const first = page.locator('.kq-shots img').first();
      await first.scrollIntoViewIfNeeded();
      await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    } else {
      await expect(page.locator('.kq-shots-empty')).toBeVisible();
    }
  });

  test('the backup pages state the import limit the game enforces', async ({ page, manual }) => {
    const limit = `${MAX_BACKUP_BYTES / (1024 * 1024)} MB`;
    for (const [address, title] of [
      ['/it/backup.html', 'バックアップと復元'],
      ['/en/it/backup.html', 'Backup and restore'],
    ] as const) {
      await manual.open(address);
      await expect(pageTitle(page)).toContainText(title);
      const row = page.locator('.rp-doc tr').filter({ hasText: limit });
      await expect(row).toHaveCount(1);
      await expect(row.locator('td')).toHaveCount(2);
      for (const cell of await row.locator('td').all()) await expect(cell).toContainText(limit);
    }
  });

  test('tabs switch their panel and doc images zoom on click', async ({ page, manual }) => {
    await manual.open('/en/styles');
    await expect(page.getByText('Settings → Time & language → Speech → Add voices')).toBeVisible();
    // A tab switches only once React handles the click; before that the click does nothing.
    const macOS = page.getByText('macOS', { exact: true });
    await waitForHydration(page, macOS);
    await macOS.click();
    await expect(page.getByText('System Settings → Accessibility → Spoken Content')).toBeVisible();
    const image = page.locator('.rp-doc img[src$="hero.svg"]');
    await expect(image).toHaveClass(/medium-zoom-image/);
    // The zoom ignores Escape while its opening animation runs, so wait for it to report "opened".
    const opened = image.evaluate(
      (img) =>
        new Promise<void>((resolve) =>
          img.addEventListener('medium-zoom:opened', () => resolve(), { once: true }),
        ),
    );
    await image.click();
    await expect(page.locator('.medium-zoom-overlay')).toBeVisible();
    await expect(page.locator('body')).toHaveClass(/medium-zoom--opened/);
    await opened;
    await page.keyboard.press('Escape');
    await expect(page.locator('body')).not.toHaveClass(/medium-zoom--opened/);
  });

  for (const attempt of [
    '/..%2f..%2fpackage.json',
    '/%2e%2e%5c%2e%2e%5cpackage.json',
    '/%252e%252e/%252e%252e/package.json',
    '/static/..%2f..%2f..%2fpackage.json',
  ]) {
    test(`a traversal attempt (${attempt}) is refused and reveals nothing`, async ({ page, manual }) => {
      const response = await page.goto(manual.url(attempt));
      expect(response?.status()).toBeGreaterThanOrEqual(400);
      expect(await response?.text()).not.toContain('devDependencies');
    });
  }
});

test.describe('first visit language redirect (rspress-visited, locale redirect "auto")', () => {
  test.describe('an English browser', () => {
    test.use({ locale: 'en-US' });
    test('is sent from the Japanese home to the English one once, and the flag is stored', async ({
      page,
      manual,
    }) => {
      await manual.open('/');
      await expect(page).toHaveURL(`${MANUAL_ORIGIN}${BASE}/en/`);
      expect(await page.evaluate(() => localStorage.getItem('rspress-visited'))).toBe('1');
      await manual.open('/');
      await expect(page).toHaveURL(`${MANUAL_ORIGIN}${BASE}/`);
      await expect(page).toHaveTitle('ことばクエスト マニュアル');
    });
  });

  test.describe('a Japanese browser', () => {
    test.use({ locale: 'ja-JP' });
    test('stays on the Japanese home', async ({ page, manual }) => {
      await manual.open('/');
      await expect(page.getByText('えいご学習アプリ', { exact: false }).first()).toBeVisible();
      await expect(page).toHaveURL(`${MANUAL_ORIGIN}${BASE}/`);
    });
  });
});
