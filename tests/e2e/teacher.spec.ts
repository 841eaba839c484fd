import type { Locator, Page } from '@playwright/test';
import { expect, loadMessages } from './support';
import { test } from './support/classroomHarness';
import { expectNoAxeViolations, tabTo } from './support/keyboardAndAxe';

const PIN = '2468';
const WRONG_PIN = '1357';

/** Presses Enter on a control reached with Tab, as a keyboard-only teacher does. */
async function enterOn(page: Page, control: Locator, back = false): Promise<void> {
  await tabTo(page, control, back);
  await page.keyboard.press('Enter');
}

/** Answers the sound question (for a new player) and leaves the title for the map. */
async function toTheMap(page: Page, ja: Record<string, string>, asked: boolean): Promise<void> {
  if (asked) {
    const consent = page.getByRole('dialog', { name: ja['consent.title'] });
    await expect(consent).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(consent).toBeHidden();
  }
  await expect(page.getByText(ja['title.start']!)).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: ja['map.title'] })).toBeVisible();
}

/** From the map: the settings drawer, then its teacher-mode button. */
async function openTeacherMode(page: Page, ja: Record<string, string>): Promise<void> {
  await enterOn(page, page.getByRole('button', { name: ja['settings.open'], exact: true }));
  const drawer = page.getByRole('dialog', { name: ja['settings.title'] });
  await expect(drawer).toBeVisible();
  await enterOn(page, drawer.getByRole('button', { name: ja['teacher.open'] }));
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: ja['teacher.title'] })).toBeVisible();
}

/**
 * From the map, the worlds overview: expects today's stages, as buttons in this order. Each world's
 * stages load on arrival, so a stage of a world not loaded yet may join the list a moment later.
 */
async function expectTodayOnTheOverview(
  page: Page,
  ja: Record<string, string>,
  stageIds: readonly string[],
): Promise<void> {
  await enterOn(page, page.getByRole('button', { name: ja['worlds.title'] }));
  const today = page.getByRole('region', { name: ja['worlds.today'] });
  await expect(today).toBeVisible();
  const buttons = today.getByRole('button');
  await expect
    .poll(() => buttons.evaluateAll((all) => all.map((b) => b.getAttribute('data-stage-id') ?? '')))
    .toEqual(stageIds);
}

test('a teacher sets a PIN, a wrong PIN opens nothing, and today’s stages reach every player’s overview', async ({
  page,
  classroom,
}) => {
  test.setTimeout(240_000);
  const ja = await loadMessages('ja');
  await page.setViewportSize({ width: 1024, height: 600 });
  await classroom.open();

  // The computer's first player plays.
  await expect(page.getByRole('heading', { name: ja['classroom.who.title'] })).toBeVisible();
  const [first] = classroom.profiles().profiles;
  if (!first) throw new Error('the computer has no player');
  await enterOn(page, page.getByRole('button', { name: `${first.name} で あそぶ` }));
  await toTheMap(page, ja, true);

  // First use: no PIN yet. The form opens focused, says how the PIN is kept, and takes it twice.
  await openTeacherMode(page, ja);
  const newPin = page.getByLabel(ja['teacher.setPin.pin']!);
  await expect(newPin).toBeFocused();
  await expect(page.getByText(ja['teacher.setPin.kept']!)).toBeVisible();
  await expectNoAxeViolations(page, 'teacher mode: set a PIN');
  await page.keyboard.type(PIN);
  await page.keyboard.press('Tab');
  await page.keyboard.type(PIN);
  await page.keyboard.press('Enter');
  const choices = page.getByRole('group', { name: ja['teacher.worlds.title'] });
  await expect(choices).toBeVisible();
  const pinFile = classroom.readUserDataText('teacher-pin.json');
  expect(pinFile).toContain('scrypt');
  expect(pinFile).not.toContain(PIN);

  // Leaving locks teacher mode; Escape goes back to the map.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: ja['map.title'] })).toBeVisible();

  // Later: a wrong PIN opens nothing, and the settings file stays as it was.
  const settingsBefore = classroom.readUserDataText('teacher-settings.json');
  await openTeacherMode(page, ja);
  const pin = page.getByLabel(ja['teacher.unlock.pin']!, { exact: true });
  await expect(pin).toBeFocused();
  await page.keyboard.type(WRONG_PIN);
  await page.keyboard.press('Enter');
  await expect(page.getByText(ja['teacher.unlock.wrong']!)).toBeVisible();
  await expect(pin).toBeFocused();
  await expect(choices).toHaveCount(0);
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: ja['teacher.save'] })).toHaveCount(0);
  expect(classroom.readUserDataText('teacher-settings.json')).toBe(settingsBefore);

  // The right PIN opens the choices, with the first world's box focused.
  await page.keyboard.type(PIN);
  await page.keyboard.press('Enter');
  await expect(choices).toBeVisible();
  await expect(choices.getByRole('checkbox').first()).toBeFocused();

  // A grades 3–4 stage goes into today's stages, then a junior-high-2 stage, which is moved up to be first.
  const tabs = page.getByRole('tab');
  await tabTo(page, tabs.first());
  const e34Stage = page.locator('[role="tabpanel"] li[data-stage-id^="e34."]').first();
  await expect(e34Stage).toBeVisible();
  const e34Id = (await e34Stage.getAttribute('data-stage-id')) ?? '';
  await enterOn(page, e34Stage.locator('[data-action="add-today"]'));
  await tabTo(page, tabs.first(), true);
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: /さばくの くに/ })).toHaveAttribute('aria-selected', 'true');
  const j2Stage = page.locator('[role="tabpanel"] li[data-stage-id^="j2."]').first();
  await expect(j2Stage).toBeVisible();
  const j2Id = (await j2Stage.getAttribute('data-stage-id')) ?? '';
  await enterOn(page, j2Stage.locator('[data-action="add-today"]'));
  const today = page.getByTestId('teacher-today');
  await expect(today.locator('li')).toHaveCount(2);
  await enterOn(page, today.locator(`li[data-stage-id="${j2Id}"] [data-action="up"]`), true);
  await expect(today.locator('li').first()).toHaveAttribute('data-stage-id', j2Id);
  await expectNoAxeViolations(page, 'teacher mode: choices');
  for (const size of [
    { width: 1024, height: 600 },
    { width: 1920, height: 1080 },
  ]) {
    await page.setViewportSize(size);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `no sideways scrolling at ${size.width}×${size.height}`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1024, height: 600 });

  // Save: main writes the file, the page says so.
  await enterOn(page, page.getByRole('button', { name: ja['teacher.save'] }), true);
  await expect(page.getByTestId('teacher-save-status')).toContainText('保存しました');
  const saved = JSON.parse(classroom.readUserDataText('teacher-settings.json') ?? '{}') as {
    todayStages?: string[];
  };
  expect(saved.todayStages).toEqual([j2Id, e34Id]);

  // The lock button gives up teacher mode; back on the map, the overview lists today's stages first.
  await enterOn(page, page.getByRole('button', { name: ja['teacher.lock'] }), true);
  await expect(page.getByLabel(ja['teacher.unlock.pin']!, { exact: true })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: ja['map.title'] })).toBeVisible();
  await expectTodayOnTheOverview(page, ja, [j2Id, e34Id]);

  // A second player, added on the player screen after the teacher saved, sees the same stages first.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: ja['map.title'] })).toBeVisible();
  await enterOn(page, page.getByRole('button', { name: new RegExp(`プレイヤー：${first.name}`) }));
  await expect(page.getByRole('heading', { name: ja['classroom.who.title'] })).toBeVisible();
  const name = page.getByLabel(ja['classroom.who.name']!);
  await name.focus();
  await page.keyboard.type('はなこ');
  await page.keyboard.press('Enter');
  const hanako = page.getByRole('button', { name: 'はなこ で あそぶ' });
  await expect(hanako).toBeVisible();
  await enterOn(page, hanako);
  await toTheMap(page, ja, true);
  await expect(page.getByRole('button', { name: /プレイヤー：はなこ/ })).toBeVisible();
  await expectTodayOnTheOverview(page, ja, [j2Id, e34Id]);
  expect(classroom.profiles().profiles.map((p) => p.name)).toEqual([first.name, 'はなこ']);
});
