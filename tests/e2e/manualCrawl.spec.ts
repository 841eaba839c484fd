import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, MANUAL_ORIGIN, test } from './support';

// Every page of the built manual, in both languages, rendered in Chromium through the app's real
// protocol handler; every internal link and asset on them must answer.

const BASE = '/typing-game/manual/';
const DOC_BUILD =
  process.env.KOTOBA_MANUAL_DIR ?? path.resolve(import.meta.dirname, '../../manual/doc_build');
/** Folders of the build that are not Rspress pages (embedded apps and files): checked, not rendered. */
const NOT_PAGES = /^\/typing-game\/manual\/(static|ladle|cov|screenshots|samples|icons)\//;

test.use({ locale: 'ja-JP', viewport: { width: 1280, height: 800 } });

test.beforeEach(async ({ page }) => {
  // The first-visit language redirect would move pages; it has its own tests.
  await page.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
});

/** The internal addresses a rendered page refers to, by kind. */
async function referencesOn(page: Page) {
  return page.evaluate((base) => {
    const found: { kind: string; url: string; download: boolean }[] = [];
    const add = (kind: string, raw: string | null, download = false) => {
      if (!raw) return;
      const url = new URL(raw, location.href);
      if (url.origin === location.origin && url.pathname.startsWith(base))
        found.push({ kind, url: url.href, download });
    };
    for (const a of document.querySelectorAll('a[href]'))
      add('a', a.getAttribute('href'), a.hasAttribute('download'));
    for (const el of document.querySelectorAll('img[src], script[src], iframe[src], source[src]'))
      add(el.tagName.toLowerCase(), el.getAttribute('src'));
    for (const el of document.querySelectorAll('link[href]')) add('link', el.getAttribute('href'));
    return found;
  }, BASE);
}

test('every internal link and asset of the built manual answers, in both languages', async ({
  page,
  manual,
}) => {
  test.setTimeout(600_000);
  expect(fs.existsSync(path.join(DOC_BUILD, 'index.html')), 'the manual is built').toBe(true);
  const queue = [manual.url('/'), manual.url('/en/')];
  const pages = new Set<string>();
  const assets = new Map<string, string>();
  const anchors = new Map<string, Set<string>>();
  const wanted: { from: string; url: string }[] = [];
  const broken: string[] = [];
  let links = 0;

  while (queue.length > 0) {
    const url = queue.shift()!;
    const address = url.split('#')[0]!;
    if (pages.has(address)) continue;
    pages.add(address);
    const response = await page.goto(address);
    if (response?.status() !== 200) {
      broken.push(`${address} answered ${response?.status()}`);
      continue;
    }
    await expect(page.locator('.rp-doc, .rp-home-hero').first()).toBeVisible();
    anchors.set(address, new Set(await page.locator('[id]').evaluateAll((els) => els.map((e) => e.id))));
    for (const ref of await referencesOn(page)) {
      links++;
      const target = new URL(ref.url);
      const isPage = ref.kind === 'a' && !NOT_PAGES.test(target.pathname) && !ref.download;
      if (isPage) {
        const bare = `${target.origin}${target.pathname}`;
        if (target.hash) wanted.push({ from: address, url: target.href });
        if (!pages.has(bare)) queue.push(bare);
      } else if (!assets.has(target.href.split('#')[0]!)) {
        assets.set(target.href.split('#')[0]!, address);
      }
    }
  }

  // Files are fetched from inside the page, so they go through the same handler as the browser's own.
  await page.goto(manual.url('/'));
  for (const [asset, from] of assets) {
    const status = await page.evaluate(async (u) => (await fetch(u)).status, asset);
    if (status !== 200) broken.push(`${asset} (on ${from}) answered ${status}`);
  }
  for (const { from, url } of wanted) {
    const [bare, hash] = url.split('#') as [string, string];
    const ids = anchors.get(bare);
    if (ids && !ids.has(decodeURIComponent(hash))) broken.push(`${url} (on ${from}): no #${hash} there`);
  }

  console.log(
    `manual crawl: ${pages.size} pages, ${links} links and references, ${assets.size} distinct files, ${wanted.length} anchors`,
  );
  expect(broken).toEqual([]);
  expect(pages.size).toBeGreaterThan(40);
  expect([...pages].some((p) => p.startsWith(`${MANUAL_ORIGIN}${BASE}en/`))).toBe(true);
});

test('the sample word list is a download', async ({ page, manual }) => {
  await manual.open('/howtouse/word-lists.html');
  const link = page.locator('a[download][href$="wordlist-sample.csv"]');
  await expect(link).toHaveCount(1);
  const href = (await link.getAttribute('href')) ?? '';
  const status = await page.evaluate(async (u) => (await fetch(u)).status, href);
  expect(status).toBe(200);
});

test('the screenshots page shows every manifest entry in play order with the page language', async ({
  page,
  manual,
}) => {
  const manifestFile = path.join(DOC_BUILD, 'screenshots', 'manifest.json');
  test.skip(!fs.existsSync(manifestFile), 'no screenshots in this build');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as {
    shots: { name: string; files: Record<'ja' | 'en', string>; caption: Record<'ja' | 'en', string> }[];
  };
  for (const shot of manifest.shots) {
    for (const file of Object.values(shot.files))
      expect(fs.existsSync(path.join(DOC_BUILD, 'screenshots', file)), file).toBe(true);
  }
  for (const [lang, address] of [
    ['ja', '/howtouse/screenshots.html'],
    ['en', '/en/howtouse/screenshots.html'],
  ] as const) {
    await manual.open(address);
    await expect(page.locator('.kq-shots figcaption')).toHaveText(manifest.shots.map((s) => s.caption[lang]));
    const sources = await page
      .locator('.kq-shots img')
      .evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src')));
    expect(sources).toEqual(manifest.shots.map((s) => `${BASE}screenshots/${s.files[lang]}`));
  }
});
