import { expect, type Locator, type Page } from '@playwright/test';
import { tabTo } from './keyboardAndAxe';

/**
 * Presses Enter on a control, reached with Tab (Shift+Tab when `back`) unless the focus is on it
 * already, as a keyboard-only teacher does.
 */
export async function enterOn(page: Page, control: Locator, back = false): Promise<void> {
  const already = await control
    .evaluate((el) => el === document.activeElement, undefined, { timeout: 2000 })
    .catch(() => false);
  if (!already) await tabTo(page, control, back, 200);
  await page.keyboard.press('Enter');
}

/**
 * From a screen with the settings button, opens teacher mode for the first time on this device,
 * keyboard only: the settings drawer, 「先生モード」, the new PIN typed twice; waits for the teacher's
 * choices. `timeout` bounds that last wait (a web edition's first teacher mode reads the whole bank).
 */
export async function openTeacherModeWithNewPin(
  page: Page,
  ja: Record<string, string | undefined>,
  pin: string,
  { timeout }: { timeout?: number } = {},
): Promise<void> {
  await enterOn(page, page.getByRole('button', { name: ja['settings.open'], exact: true }));
  const drawer = page.getByRole('dialog', { name: ja['settings.title'] });
  await expect(drawer).toBeVisible();
  await enterOn(page, drawer.getByRole('button', { name: ja['teacher.open'] }));
  await expect(page.getByLabel(ja['teacher.setPin.pin']!)).toBeFocused();
  await page.keyboard.type(pin);
  await page.keyboard.press('Tab');
  await page.keyboard.type(pin);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('group', { name: ja['teacher.worlds.title'] })).toBeVisible({ timeout });
}
