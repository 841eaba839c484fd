/**
 * Two PCs of a lab, each the built game in its own browser context whose `window.kotoba` is answered
 * by a separate process running that PC's own main-process services, over one class folder on this
 * machine standing in for the school's file share. Keyboard only, at 1024×600.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import {
  type AppSnapshot,
  classProgressFileSchema,
  failureLogText,
  type Profile,
  type Result,
} from '../../core/contract';
import { type Host, startHost } from '../support/classHost/startHost';
import { expect, GAME_ORIGIN, loadMessages, test } from './support';
import { resultsDialog, typeAnswersUntilResults, withoutReadings } from './support/battlePlay';
import { openGameOnPc } from './support/classFolderHarness';
import { expectNoAxeViolations } from './support/keyboardAndAxe';

const HERE = path.dirname(fileURLToPath(import.meta.url));

/** The first stage's questions (Japanese prompt → English answer), read from the game's own data. */
async function numberAnswers(): Promise<Map<string, string>> {
  const url = pathToFileURL(path.resolve(HERE, '../../renderer/src/data/sets/number.ts')).href;
  const module = (await import(url)) as { number: { items: { en: string; ja: string }[] } };
  // Keyed as the battle helper reads prompts: the bracketed part taken out (「いち（1）」 → 「いち」).
  return new Map(module.number.items.map((q) => [withoutReadings(q.ja), q.en]));
}

function value<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`${result.error.code}: ${failureLogText(result.error)}`);
  return result.value;
}

/** On the typing page's cover, Enter starts the stage. */
async function startBattle(page: Page): Promise<void> {
  const cover = page.getByTestId('typing-cover');
  await expect(cover).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(cover).toBeHidden();
}

type Lab = { root: string; classFolder: string; configPath: string; hosts: Host[] };

async function pc(lab: Lab, browser: Browser, name: string): Promise<{ host: Host; page: Page }> {
  const userData = path.join(lab.root, `userData-${name}`);
  fs.mkdirSync(userData, { recursive: true });
  const host = await startHost({
    userData,
    configPath: lab.configPath,
    pcId: `pc-${name.toLowerCase()}`,
    pcName: name,
    origin: GAME_ORIGIN,
  });
  lab.hosts.push(host);
  const context = await browser.newContext({
    viewport: { width: 1024, height: 600 },
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  await openGameOnPc(page, host);
  return { host, page };
}

test.describe('a class folder shared by two PCs', () => {
  let lab: Lab;
  test.beforeEach(() => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'kotoba-lab-'));
    const classFolder = path.join(root, 'share', '5-1');
    fs.mkdirSync(classFolder, { recursive: true });
    const configPath = path.join(root, 'config.json');
    fs.writeFileSync(configPath, JSON.stringify({ version: 1, classFolder, className: '5年1組' }));
    lab = { root, classFolder, configPath, hosts: [] };
  });
  test.afterEach(() => {
    for (const host of lab.hosts) host.kill();
    fs.rmSync(lab.root, { recursive: true, force: true });
  });

  test('a pupil plays on one PC, goes on at another, is refused on a PC while open elsewhere, and plays on while the server is away', async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const ja = await loadMessages('ja');
    const answers = await numberAnswers();
    const answerFor = (prompt: string) => answers.get(prompt);

    // The teacher added あおい to the class earlier (battle mode, sound question answered).
    const one = await pc(lab, browser, 'PC-01');
    const aoi = value(
      await one.host.call<Result<Profile>>('profiles:add', { name: 'あおい', avatar: 'hero' }),
    );
    value(await one.host.call('profiles:select', aoi.id));
    value(await one.host.call('settings:set', { consent: 'denied', mode: 'battle' }));

    // PC-01: who is playing? The class is named and connected; あおい plays the first stage.
    await one.page.goto(`${GAME_ORIGIN}/index.html`);
    await expect(one.page.getByRole('heading', { name: ja['classroom.who.title'] })).toBeVisible();
    await expect(one.page.getByText(ja['classFolder.who.online']!.replace('{name}', '5年1組'))).toBeVisible();
    await expectNoAxeViolations(one.page, 'the "who is playing?" screen of a class');
    const playAoi = (page: Page) => page.getByRole('button', { name: 'あおい で あそぶ' });
    await expect(playAoi(one.page)).toBeFocused();
    await one.page.keyboard.press('Enter');
    await expect(one.page.getByText(ja['title.start']!)).toBeVisible();
    await one.page.keyboard.press('Enter');
    await expect(one.page.getByRole('heading', { name: ja['map.title'] })).toBeVisible();
    const firstStage = (page: Page) => page.getByRole('button', { name: /かず 1〜10/ });
    await expect(firstStage(one.page)).toBeFocused();
    await one.page.keyboard.press('Enter');
    await startBattle(one.page);
    await typeAnswersUntilResults(one.page, answerFor);
    // The result reaches the class folder.
    const progressFile = path.join(lab.classFolder, 'players', aoi.id, 'progress.json');
    const onShare = () =>
      fs.existsSync(progressFile)
        ? classProgressFileSchema.parse(JSON.parse(fs.readFileSync(progressFile, 'utf8'))).snapshot
        : null;
    await expect.poll(() => onShare()?.stages.number?.cleared ?? false).toBe(true);
    // The pupil leaves PC-01 by the "change player" button: "who is playing?" shows again there, and
    // the lease is given back (nothing else is closed), so they can sit at another PC at once.
    await one.page.keyboard.press('Escape');
    await expect(one.page.getByRole('heading', { name: ja['map.title'] })).toBeVisible();
    const leaveButton = one.page.getByRole('button', {
      name: ja['classroom.who.switch']!.replace('{name}', 'あおい'),
    });
    await leaveButton.focus();
    await one.page.keyboard.press('Enter');
    await expect(playAoi(one.page)).toBeFocused();
    const lease = path.join(lab.classFolder, 'players', aoi.id, 'lease.json');
    await expect.poll(() => fs.existsSync(lease)).toBe(false);

    // PC-02: あおい is listed, and their cleared stage is there.
    const two = await pc(lab, browser, 'PC-02');
    await two.page.goto(`${GAME_ORIGIN}/index.html`);
    await expect(playAoi(two.page)).toBeFocused();
    await two.page.keyboard.press('Enter');
    await expect(two.page.getByText(ja['title.start']!)).toBeVisible();
    await two.page.keyboard.press('Enter');
    await expect(two.page.locator('[data-stage-id="number"]')).toHaveAttribute('data-state', 'cleared');
    const loaded = value(await two.host.call<Result<{ snapshot: AppSnapshot }>>('app:load')).snapshot;
    expect(loaded.history.map((a) => a.stageId)).toEqual(['number']);

    // A third PC is refused あおい while PC-02 has them open, with the PC named.
    const three = await pc(lab, browser, 'PC-03');
    await three.page.goto(`${GAME_ORIGIN}/index.html`);
    await expect(playAoi(three.page)).toBeFocused();
    await three.page.keyboard.press('Enter');
    const refusal = three.page.getByRole('alert').filter({ hasText: '「PC-02」' });
    await expect(refusal).toBeVisible();
    await expect(playAoi(three.page)).toBeFocused();
    await expect(three.page.getByRole('heading', { name: ja['classroom.who.title'] })).toBeVisible();
    await expectNoAxeViolations(three.page, 'a pupil refused because another PC has them open');

    // PC-02: the server goes away mid-stage; the stage goes on and ends, the PC says it is offline.
    // The map opens on the next stage; the arrow key goes back to the first.
    await expect(two.page.locator('.kq-map-marker[data-selected="true"]')).toBeFocused();
    await two.page.keyboard.press('ArrowLeft');
    await expect(firstStage(two.page)).toBeFocused();
    await two.page.keyboard.press('Enter');
    await startBattle(two.page);
    const away = `${lab.classFolder}-away`;
    fs.renameSync(lab.classFolder, away);
    await typeAnswersUntilResults(two.page, answerFor);
    const chip = two.page.getByText(ja['classFolder.chip.offline']!.replace('{count}', '1'));
    await expect(chip).toBeVisible();
    expect(fs.existsSync(lab.classFolder)).toBe(false);
    await expect(resultsDialog(two.page)).toBeVisible();

    // The server is back: the next retry round writes the journal back, once.
    fs.renameSync(away, lab.classFolder);
    expect(await two.host.retry()).toMatchObject({ mode: 'class', online: true, pending: 0 });
    await expect(chip).toBeHidden();
    const merged = onShare();
    expect(merged?.history.map((a) => a.stageId)).toEqual(['number', 'number']);
    expect(merged?.stages.number?.plays).toBe(2);
  });
});
