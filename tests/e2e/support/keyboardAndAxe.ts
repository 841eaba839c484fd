import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** Runs axe-core on the whole page and fails with the rule ids and targets of any violation. */
export async function expectNoAxeViolations(page: Page, screen: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const found = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(found, `axe-core on the ${screen} screen`).toEqual([]);
}

/** Presses Tab (or Shift+Tab) until the control has the focus, as a keyboard-only player would. */
export async function tabTo(page: Page, control: Locator, back = false, limit = 60): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const focused = control.evaluate((el) => el === document.activeElement, undefined, { timeout: 2000 });
    if (await focused.catch(() => false)) return;
  }
  throw new Error(`${control} was not reachable with the keyboard`);
}
