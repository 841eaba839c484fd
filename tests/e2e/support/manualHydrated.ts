import { expect, type Locator, type Page } from '@playwright/test';

/** The attribute the manual's hotkey sets on <html> (HOTKEY_STATE_ATTRIBUTE in manual/theme/searchHotkey.ts). */
export const HOTKEY_STATE_ATTRIBUTE = 'data-kq-search-hotkey';

/** Whether React has hydrated this element: it then carries its fiber. */
export function hydrated(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
}

/**
 * Waits until React has hydrated the manual page and run its effects: the navbar's search has
 * attached to the page's hotkey (theme/searchHotkey.ts marks the page `ready`), and the element
 * given, if any, carries its fiber. Then a click or hover meant for a script (a tab, a menu, the
 * theme switch) is handled the first time. Acting once and waiting for the result — rather than
 * acting again on a timer — never undoes an action a busy machine was still carrying out.
 */
export async function waitForHydration(page: Page, element?: Locator): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute(HOTKEY_STATE_ATTRIBUTE, 'ready', { timeout: 30_000 });
  if (element) await expect.poll(() => element.evaluate(hydrated), { timeout: 30_000 }).toBe(true);
}

/**
 * Presses Ctrl+K as soon as the page's own hotkey listens (the first script of the manual, before
 * React starts) and answers the search box it opens. Nothing else needs waiting for: a key pressed
 * while the page is still starting opens the search once the search is there.
 */
export async function openSearchWithCtrlK(page: Page, placeholder: string): Promise<Locator> {
  await expect(page.locator('html')).toHaveAttribute(HOTKEY_STATE_ATTRIBUTE, /^(listening|ready)$/);
  await page.keyboard.press('Control+k');
  const input = page.getByPlaceholder(placeholder);
  await expect(input).toBeVisible({ timeout: 30_000 });
  await expect(input).toBeFocused();
  return input;
}
