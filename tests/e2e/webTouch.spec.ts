import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { withoutReadings } from './support/battlePlay';
import { expectNoAxeViolations } from './support/keyboardAndAxe';
import { loadMessages } from './support/messages';
import { serveWebForFile } from './support/webEdition';

/**
 * The web edition (the built out/web/ served over HTTP at its base path) on a tablet with no
 * keyboard: an iPad held either way (Playwright's touch and mobile emulation in Chromium). Every step
 * is a tap, text arrives as a software keyboard sends it (input events with no key it can name), and
 * the viewport is shrunk as the keyboard shrinks what stays visible.
 */

type Messages = Awaited<ReturnType<typeof loadMessages>>;

const HERE = path.dirname(fileURLToPath(import.meta.url));

const server = serveWebForFile();

/** The first stage's questions (Japanese prompt without readings → English answer), from the game's own data. */
async function numberAnswers(): Promise<Map<string, string>> {
  const url = pathToFileURL(path.resolve(HERE, '../../renderer/src/data/sets/number.ts')).href;
  const module = (await import(url)) as { number: { items: { en: string; ja: string }[] } };
  return new Map(module.number.items.map((q) => [withoutReadings(q.ja), q.en]));
}

/** The page scrolls sideways nowhere: the document is no wider than the window. */
async function expectNoSidewaysScroll(page: Page, screen: string): Promise<void> {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
    body: document.body.scrollWidth,
  }));
  expect(widths.scroll, `the ${screen} screen is no wider than the window`).toBeLessThanOrEqual(
    widths.client,
  );
  expect(widths.body, `the ${screen} screen's body is no wider than the window`).toBeLessThanOrEqual(
    widths.client,
  );
}

/** Every visible button on the screen is at least 44 × 44 CSS pixels, a finger's size. */
async function expectFingerSizedButtons(page: Page, screen: string): Promise<void> {
  const small = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button, [role="button"], a[href], summary')]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && !el.closest('[inert]');
      })
      .map((el) => ({
        name: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim(),
        box: el.getBoundingClientRect(),
      }))
      .filter(({ box }) => box.height < 43.5 || box.width < 43.5)
      .map(({ name, box }) => `${name} ${Math.round(box.width)}×${Math.round(box.height)}`),
  );
  expect(small, `buttons under 44 px on the ${screen} screen`).toEqual([]);
}

/**
 * The element lies wholly inside the window's height (and width) and, unless `hidden` (the answer
 * field is invisible by design), is what a finger touching its middle would touch: not clipped away
 * by a parent nor covered by anything.
 */
async function expectInView(page: Page, element: Locator, what: string, hidden = false): Promise<void> {
  if (!hidden) {
    const seen = await element.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const points = [
        [box.left + box.width / 2, box.top + box.height / 2],
        [box.left + 2, box.top + 2],
        [box.right - 2, box.bottom - 2],
      ] as const;
      return points.every(([x, y]) => {
        const hit = document.elementFromPoint(x, y);
        return hit !== null && (hit === el || el.contains(hit));
      });
    });
    expect(seen, `${what} is visible, not clipped or covered`).toBe(true);
  }
  const box = await element.boundingBox();
  const viewport = page.viewportSize();
  expect(box, `${what} is on screen`).not.toBeNull();
  expect(viewport).not.toBeNull();
  if (!box || !viewport) return;
  expect(box.y, `${what}'s top is in view`).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, `${what}'s bottom is in view`).toBeLessThanOrEqual(viewport.height + 0.5);
  expect(box.x, `${what}'s left is in view`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what}'s right is in view`).toBeLessThanOrEqual(viewport.width + 0.5);
}

/**
 * On the "who is playing?" screen of a fresh browser, by taps: a new player `name` is made (the name
 * arrives as a software keyboard sends it) and chosen.
 */
async function newPlayerByTaps(page: Page, ja: Messages, name: string): Promise<void> {
  await page.getByLabel(ja['classroom.who.name']!, { exact: true }).tap();
  await page.keyboard.insertText(name);
  await page.getByRole('button', { name: ja['classroom.who.create'], exact: true }).tap();
  await page.getByRole('button', { name: ja['classroom.who.play']!.replace('{name}', name) }).tap();
}

/** On the map, by taps: battle mode is chosen in the settings drawer, and the drawer closed. */
async function chooseBattleByTaps(page: Page, ja: Messages): Promise<void> {
  await page.getByRole('button', { name: ja['settings.open'], exact: true }).tap();
  const drawer = page.getByRole('dialog', { name: ja['settings.title'], exact: true });
  await expect(drawer).toBeVisible();
  // Not `exact`: a chosen option's name starts with the check mark its face shows.
  const battle = drawer.getByRole('radio', { name: ja['settings.mode.battle'] });
  await battle.tap();
  await expect(battle).toBeChecked();
  await drawer.getByRole('button', { name: ja['settings.close'], exact: true }).tap();
  await expect(drawer).toBeHidden();
}

const IPAD_SIZES = [
  { name: 'landscape', width: 1180, height: 820 },
  { name: 'portrait', width: 820, height: 1180 },
] as const;

for (const size of IPAD_SIZES) {
  test.describe(`an iPad in ${size.name} (${size.width}×${size.height}), taps only`, () => {
    test.use({ hasTouch: true, isMobile: true, viewport: { width: size.width, height: size.height } });

    test('a battle started by taps takes a software keyboard, keeps the question in view above it, and fits', async ({
      page,
    }) => {
      test.setTimeout(240_000);
      const ja = await loadMessages('ja');
      const answers = await numberAnswers();
      await page.goto(server.url);
      expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);

      // A fresh browser: who is playing? A new player is made and chosen by taps.
      await expect(page.getByRole('heading', { name: ja['classroom.who.title'] })).toBeVisible();
      await expectNoSidewaysScroll(page, 'who is playing');
      await expectFingerSizedButtons(page, 'who is playing');
      await newPlayerByTaps(page, ja, 'そら');

      // The player's first launch: the sound question, answered with a tap.
      const consent = page.getByRole('dialog', { name: ja['consent.title'] });
      await expect(consent).toBeVisible();
      await consent.getByRole('button', { name: ja['consent.yes'] }).tap();
      await expect(consent).toBeHidden();

      // Title.
      const start = page.getByText(ja['title.startTouch']!);
      await expect(start).toBeVisible();
      await expectNoSidewaysScroll(page, 'title');
      await expectFingerSizedButtons(page, 'title');
      await expectNoAxeViolations(page, 'title (touch)');
      await start.tap();

      // Map: the first stage is chosen on arrival; battle mode is chosen, then its start button tapped.
      await expect(page.getByRole('heading', { name: ja['map.title'] })).toBeVisible();
      await expect(page.getByRole('button', { name: /かず 1〜10/ })).toBeFocused();
      await expectNoSidewaysScroll(page, 'map');
      await expectFingerSizedButtons(page, 'map');
      await expectNoAxeViolations(page, 'map (touch)');
      await chooseBattleByTaps(page, ja);
      await page.getByRole('button', { name: ja['map.start'], exact: true }).tap();

      // The battle waits; the cover says a tap will do.
      const typingPage = page.getByTestId('typing-page');
      const cover = page.getByTestId('typing-cover');
      await expect(typingPage).toBeVisible();
      await expect(cover).toContainText(ja['typing.tapToStart']!);
      await expectNoSidewaysScroll(page, 'battle (ready)');
      await expectFingerSizedButtons(page, 'battle (ready)');
      await expectNoAxeViolations(page, 'battle (ready, touch)');

      // A tap on the answer area starts the battle and gives the answer field the focus.
      const field = page.getByTestId('input-capture');
      await field.evaluate((el) => (el as HTMLInputElement).blur());
      await page.locator('.answer-area').tap();
      await expect(cover).toBeHidden();
      await expect(field).toBeFocused();
      const fieldFont = await field.evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
      expect(fieldFont, 'a focused field of 16 px or more, so iPadOS does not zoom').toBeGreaterThanOrEqual(
        16,
      );

      // The software keyboard comes up: what stays visible shrinks to about 55 % of the height.
      const keyboardUp = { width: size.width, height: Math.round(size.height * 0.55) };
      await page.setViewportSize(keyboardUp);
      const prompt = page.locator('#question-prompt');
      const progress = page.locator('.question-progress');
      await expect(progress).toHaveText('もんだい 1 / 10');
      await expectInView(page, prompt, 'the question');
      await expectInView(page, page.locator('.answer-line'), 'the typed answer');
      await expectInView(page, field, 'the answer field', true);
      await expectNoSidewaysScroll(page, 'battle (keyboard up)');

      // The answer arrives as a software keyboard sends it: text input events, no named key.
      const promptText = withoutReadings((await prompt.textContent()) ?? '');
      const answer = answers.get(promptText);
      expect(answer, `an answer for the prompt 「${promptText}」`).toBeTruthy();
      await page.keyboard.insertText((answer ?? '').slice(0, 1));
      await expect(page.locator('.answer-char--correct')).toHaveCount(1);
      await expectInView(page, page.locator('.answer-line'), 'the typed answer, mid-word');
      await page.keyboard.insertText((answer ?? '').slice(1));
      await expect(progress).toHaveText('もんだい 2 / 10');
      await expect(field).toBeFocused();
      await expectInView(page, prompt, 'the next question');

      // A hint by tap, for a keyboard with no Tab.
      await page.getByTestId('hint-button').tap();
      await expect(page.locator('.answer-hint-note, .answer-hint-badge').first()).toBeVisible();
      await expect(field).toBeFocused();
      await expectNoSidewaysScroll(page, 'battle (hint)');
      await expectFingerSizedButtons(page, 'battle (keyboard up)');
      await expectNoAxeViolations(page, 'battle (keyboard up, touch)');

      // The keyboard goes away: the battle takes the whole height again.
      await page.setViewportSize({ width: size.width, height: size.height });
      await expect
        .poll(async () => (await typingPage.boundingBox())?.height ?? 0)
        .toBeGreaterThan(size.height * 0.9);
      await expectInView(page, prompt, 'the question, keyboard down');
    });
  });
}

test.describe('a Chromebook with a touch screen (1366×768)', () => {
  test.use({ hasTouch: true, viewport: { width: 1366, height: 768 } });

  test('a battle opens by taps and takes keys, with nothing wider than the screen', async ({ page }) => {
    const ja = await loadMessages('ja');
    await page.goto(server.url);
    await newPlayerByTaps(page, ja, 'そら');
    const consent = page.getByRole('dialog', { name: ja['consent.title'] });
    await consent.getByRole('button', { name: ja['consent.no'] }).tap();
    await expect(consent).toBeHidden();
    // A touch-screen laptop still has a trackpad: the title names the tap only where a finger is all there is.
    const fingerOnly = await page.evaluate(() => matchMedia('(pointer: coarse) and (hover: none)').matches);
    await page.getByText(ja[fingerOnly ? 'title.startTouch' : 'title.start']!).tap();
    await expect(page.getByRole('heading', { name: ja['map.title'] })).toBeVisible();
    await expectNoSidewaysScroll(page, 'map');
    await chooseBattleByTaps(page, ja);
    // A tap on the chosen stage starts it, as its start button does.
    await page.getByRole('button', { name: /かず 1〜10/ }).tap();
    await expect(page.getByTestId('typing-cover')).toBeVisible();
    await page.locator('.answer-area').tap();
    await expect(page.getByTestId('typing-cover')).toBeHidden();
    await expect(page.getByTestId('input-capture')).toBeFocused();
    // Its hardware keyboard types as a keyboard does: keydown with the character produced.
    await page.keyboard.type('o');
    await expect(page.locator('.answer-char--correct, .answer-char--wrong')).toHaveCount(1);
    await expectNoSidewaysScroll(page, 'battle');
    await expectFingerSizedButtons(page, 'battle');
  });
});
