import fs from 'node:fs';
import path from 'node:path';
import { expect, GAME_ORIGIN, loadMessages, MANUAL_ORIGIN, test } from './support';

type Answer = {
  ok: boolean;
  value?: unknown;
  error?: { code: string; reason: string; values: Record<string, unknown>; detail?: string };
};

test.describe('the shell in Chromium: real protocol handler, real IPC handlers, real files', () => {
  test('a setting changed in the page is written to settings.json and survives a restart and reload', async ({
    app,
  }) => {
    await app.open();
    const answer = await app.kotoba.settings.set({ bgmVolume: 0.3, colorMode: 'dark' });
    expect(answer.ok).toBe(true);
    expect(app.readSettingsFile()).toMatchObject({ version: 1, bgmVolume: 0.3, colorMode: 'dark' });

    await app.restart();
    const loaded = await app.kotoba.settings.get();
    expect(loaded).toMatchObject({
      ok: true,
      value: { settings: { bgmVolume: 0.3, colorMode: 'dark' }, recovered: false },
    });
  });

  test('answering the sound question in the UI saves consent to settings.json, and after a restart it is not asked again', async ({
    page,
    app,
  }) => {
    const ja = await loadMessages('ja');
    await app.open();
    const dialog = page.getByRole('dialog', { name: ja['consent.title'] });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: ja['consent.no'] }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(() => (app.readSettingsFile() as { consent: string }).consent).toBe('denied');

    await app.restart();
    await expect(page.getByRole('status').first()).toBeAttached();
    await expect(page.getByRole('dialog', { name: ja['consent.title'] })).toHaveCount(0);
    expect(app.readSettingsFile()).toMatchObject({ consent: 'denied' });
  });

  test('progress saved from the page is in progress.json and loads again after a restart', async ({
    app,
  }) => {
    await app.open();
    const snapshot = { version: 2, level: 4, exp: 70, stages: {}, words: {}, history: [], mastery: [] };
    const saved = await app.kotoba.app.save(snapshot as never);
    expect(saved.ok).toBe(true);
    expect(app.readProgressFile()).toEqual(snapshot);
    await app.restart();
    const loaded = await app.kotoba.app.load();
    expect(loaded).toMatchObject({ ok: true, value: { snapshot } });
  });

  test('a malformed payload from the page is refused with a clear error and the file is unchanged', async ({
    app,
  }) => {
    await app.open();
    await app.kotoba.settings.get();
    const before = fs.readFileSync(app.settingsFile);
    const answer = (await app.kotoba.settings.set({ bgmVolume: 12, admin: true } as never)) as Answer;
    expect(answer.ok).toBe(false);
    expect(answer.error?.code).toBe('invalid-payload');
    expect(answer.error).toMatchObject({ reason: 'ipc.refused', values: { channel: 'settings:set' } });
    expect(fs.readFileSync(app.settingsFile).equals(before)).toBe(true);
  });

  test('a corrupt settings.json is moved aside and the player sees the reset message', async ({
    page,
    app,
  }) => {
    fs.mkdirSync(app.userDataDir, { recursive: true });
    fs.writeFileSync(app.settingsFile, '{"sound": true, "bgmVol');
    await app.open();
    const ja = await loadMessages('ja');
    // The loading notice and the toaster are both status regions; the reset message is in one of them.
    await expect(page.getByRole('status').filter({ hasText: ja['toast.settingsReset']! })).toBeVisible();
    const kept = fs.readdirSync(app.userDataDir).filter((name) => name.startsWith('settings.json.corrupt-'));
    expect(kept).toHaveLength(1);
    expect(fs.readFileSync(path.join(app.userDataDir, kept[0]!), 'utf8')).toBe('{"sound": true, "bgmVol');
    expect(app.readSettingsFile()).toMatchObject({ version: 1, language: 'ja' });
  });

  test('an empty settings.json (cut off before its first byte) shows the same reset message', async ({
    page,
    app,
  }) => {
    fs.mkdirSync(app.userDataDir, { recursive: true });
    fs.writeFileSync(app.settingsFile, '');
    await app.open();
    const ja = await loadMessages('ja');
    await expect(page.getByRole('status').filter({ hasText: ja['toast.settingsReset']! })).toBeVisible();
  });

  test('the game runs under the strict CSP with nosniff and no violation, and traversal through the browser is refused', async ({
    page,
    app,
  }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) violations.push(message.text());
    });
    const headers: Record<string, string> = {};
    page.on('response', (response) => {
      if (response.url() === `${GAME_ORIGIN}/index.html`) Object.assign(headers, response.headers());
    });
    await app.open();
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['content-security-policy']).toContain("object-src 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    // The game renders under that policy without a single violation.
    await expect(page.getByRole('status').first()).toBeAttached();
    expect(violations).toEqual([]);
    const statuses = await page.evaluate(async () => {
      const paths = [
        '/assets%2f..%2f..%2fpackage.json',
        '/..%5c..%5cpackage.json',
        '/index.html%00.js',
        '/C:/Windows/win.ini',
      ];
      return Promise.all(paths.map(async (p) => (await fetch(p)).status));
    });
    for (const status of statuses) expect(status).toBeGreaterThanOrEqual(400);
    expect(statuses.every((s) => s < 500)).toBe(true);
  });

  test('a page of another origin gets no window.kotoba and its direct calls are refused as a foreign sender', async ({
    page,
    app,
  }) => {
    await app.open();
    await app.kotoba.settings.get();
    const before = fs.readFileSync(app.settingsFile);
    await page.goto(`${MANUAL_ORIGIN}/typing-game/manual/`);
    expect(await page.evaluate(() => typeof (globalThis as { kotoba?: unknown }).kotoba)).toBe('undefined');
    const answer = (await page.evaluate(() =>
      (
        globalThis as unknown as { __kotobaInvoke: (c: string, p: unknown) => Promise<unknown> }
      ).__kotobaInvoke('settings:set', { language: 'en' }),
    )) as Answer;
    expect(answer.error?.code).toBe('forbidden-sender');
    expect(fs.readFileSync(app.settingsFile).equals(before)).toBe(true);
  });
});
