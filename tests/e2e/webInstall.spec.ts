import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  foreignRequests,
  policyViolations,
  serveWebForFile,
  WEB_DIR,
  waitForServiceWorker,
} from './support/webEdition';

const server = serveWebForFile();

/** A PNG's width and height, from its header. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

function files(dir: string, test: (name: string) => boolean, found: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files(full, test, found);
    else if (test(entry.name)) found.push(full);
  }
  return found;
}

interface Manifest {
  name: string;
  short_name: string;
  lang: string;
  display: string;
  start_url: string;
  scope: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

test('the web edition is installable: manifest, icons, a service worker that answers fetches, all in scope', async ({
  page,
  context,
}) => {
  test.setTimeout(300_000);
  const foreign = foreignRequests(context, server.origin);
  const violations = policyViolations(page);
  await page.goto(server.url);

  // The manifest, linked from the page and served as a web app manifest.
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifestUrl = new URL(href ?? '', server.url).href;
  const response = await page.request.get(manifestUrl);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await response.json()) as Manifest;
  expect(manifest).toMatchObject({
    short_name: 'ことばクエスト',
    lang: 'ja',
    display: 'standalone',
  });
  expect(manifest.name).toContain('ことばクエスト');
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  const scope = new URL(manifest.scope, manifestUrl).href;
  const startUrl = new URL(manifest.start_url, manifestUrl).href;
  expect(scope).toBe(server.url);
  expect(startUrl.startsWith(scope)).toBe(true);

  // Icons: 192 and 512 px, one maskable, each a PNG of the size it claims.
  const sizes = manifest.icons.map((icon) => icon.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((icon) => (icon.purpose ?? '').split(' ').includes('maskable'))).toBe(true);
  for (const icon of manifest.icons) {
    const file = await page.request.get(new URL(icon.src, manifestUrl).href);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()['content-type']).toBe(icon.type);
    expect(pngSize(await file.body()), icon.src).toBe(icon.sizes);
  }

  // The service worker: registered under the base, in charge of the page, with a fetch handler.
  await waitForServiceWorker(page);
  const registration = await page.evaluate(async () => {
    const ready = await navigator.serviceWorker.ready;
    return { scope: ready.scope, script: ready.active?.scriptURL ?? '' };
  });
  expect(registration.scope).toBe(server.url);
  expect(registration.script).toBe(`${server.url}sw.js`);
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // Chromium's own verdict. A test context is an incognito one, where Chrome never installs an app; that
  // is the one reason it may give, and it says nothing about the app.
  expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
  // A fetch handler answers: with the network cut, the game's page still comes, from the worker.
  await context.setOffline(true);
  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  expect(reloaded?.status()).toBe(200);
  await context.setOffline(false);

  expect(foreign, 'requests to another origin').toEqual([]);
  expect(violations, 'policy violations').toEqual([]);
});

test('the built pages carry a strict policy and name no other origin', () => {
  const index = fs.readFileSync(path.join(WEB_DIR, 'index.html'), 'utf8');
  const policy = index.match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)"/)?.[1];
  expect(policy, 'the game page has a policy').toBeTruthy();
  const directives = (policy ?? '').replaceAll('&#39;', "'").split('; ');
  for (const directive of [
    "default-src 'self'",
    "script-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
  ])
    expect(directives).toContain(directive);
  expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|https?:/);
  // The policy comes before any script, and the game has no inline script.
  expect(index.indexOf('Content-Security-Policy')).toBeLessThan(index.indexOf('<script'));
  expect(index).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);

  // The manual's pages carry their own policy (Rspress writes inline scripts), still our origin only.
  const manualPages = files(path.join(WEB_DIR, 'manual'), (name) => name.endsWith('.html'));
  expect(manualPages.length).toBeGreaterThan(10);
  for (const file of manualPages) {
    const html = fs.readFileSync(file, 'utf8');
    const manualPolicy = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)"/)?.[1];
    expect(manualPolicy, path.relative(WEB_DIR, file)).toMatch(/default-src 'self'/);
    expect(manualPolicy).not.toMatch(/https?:|\*/);
  }

  // No page, script or style loads anything from another origin.
  const loads = /<(?:script|link|img|iframe|source|audio|video)\b[^>]*\b(?:src|href)="(?:https?:)?\/\/[^"]*"/;
  for (const file of files(WEB_DIR, (name) => name.endsWith('.html')))
    expect(fs.readFileSync(file, 'utf8'), path.relative(WEB_DIR, file)).not.toMatch(loads);
  for (const file of files(WEB_DIR, (name) => name.endsWith('.css')))
    expect(fs.readFileSync(file, 'utf8'), path.relative(WEB_DIR, file)).not.toMatch(
      /url\((['"]?)(https?:)?\/\//,
    );
});
