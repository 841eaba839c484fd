import { expect, type Page } from '@playwright/test';

/** The screen-change sweep, which must be gone before a picture shows the screen itself. */
const TRANSITION = '[data-testid="slide-overlay"]';
/** A notice of the toaster; only errors are shown, and they stay until dismissed. */
const TOAST = '.kq-toast';

/**
 * Waits until the screen has settled (the screen-change sweep has left the page), checks that no
 * error notice is showing, then saves a picture of the page to `file`. The sweep ends on its own,
 * so the wait is for its element to leave, never a fixed time; a notice would not leave, and it
 * means something went wrong, so it fails the capture with its text instead.
 */
export async function captureSettled(page: Page, file: string): Promise<void> {
  await expect(page.locator(TRANSITION)).toHaveCount(0);
  const notices = await page.locator(TOAST).allTextContents();
  expect(notices, 'an error notice is on the screen').toEqual([]);
  // Checked once more in a single look at the page, right before the picture is taken.
  const covered = await page.evaluate(
    ([transition, toast]) => document.querySelectorAll(`${transition}, ${toast}`).length,
    [TRANSITION, TOAST] as const,
  );
  expect(covered, 'a transition overlay or a notice is on the screen').toBe(0);
  // Motion is reduced for the pictures, so a half-played animation cannot be caught either.
  expect(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(true);
  await page.screenshot({ path: file, animations: 'disabled' });
}
