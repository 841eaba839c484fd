import { expect, type Page } from '@playwright/test';

/** The screen-change sweep, which must be gone before a picture shows the screen itself. */
const TRANSITION = '[data-testid="slide-overlay"]';
/** Every notice of the toaster; the manual's pictures show the screens, not passing notices. */
const TOAST = '.kq-toast';

/**
 * Waits until the screen has settled (no screen-change sweep, no notice on top), checks that
 * nothing covers it, then saves a picture of the page to `file`. The transition and the notices
 * disappear on their own, so the wait is for their elements to leave the page, never a fixed time.
 */
export async function captureSettled(page: Page, file: string): Promise<void> {
  // Notices stay up to nine seconds (errors); a sweep lasts well under one.
  await expect(page.locator(TRANSITION)).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator(TOAST)).toHaveCount(0, { timeout: 15_000 });
  const covered = await page.evaluate(
    ([transition, toast]) => document.querySelectorAll(`${transition}, ${toast}`).length,
    [TRANSITION, TOAST] as const,
  );
  expect(covered, 'a transition overlay or a notice is on the screen').toBe(0);
  // Motion is reduced for the pictures, so a half-played animation cannot be caught either.
  expect(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(true);
  await page.screenshot({ path: file, animations: 'disabled' });
}
