import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Waits until the screen has settled: no screen-change sweep on it and no finite animation or
 * transition still running (infinite ones, such as a pulsing marker, are left alone; reduced motion
 * stops them anyway). It waits on the page's own state — the overlay element leaving and the
 * animations' `finished` promises — never on a fixed time, so a busy machine only makes it slower.
 */
export async function waitForSettledScreen(page: Page): Promise<void> {
  await expect(page.locator('[data-testid="slide-overlay"]')).toHaveCount(0, { timeout: 15_000 });
  await page.evaluate(async () => {
    for (let round = 0; round < 5; round++) {
      const running = document
        .getAnimations()
        .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
      if (running.length === 0) return;
      await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
    }
  });
}

/**
 * Runs axe-core on the whole page once it has settled (see {@link waitForSettledScreen}), and fails
 * with the rule ids and targets of any violation. A half-faded element would otherwise be measured
 * mid-fade and fail colour contrast by chance.
 */
export async function expectNoAxeViolations(page: Page, screen: string): Promise<void> {
  await waitForSettledScreen(page);
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
