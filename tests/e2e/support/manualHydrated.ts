import { expect, type Page } from '@playwright/test';

/**
 * Waits until React has hydrated the manual page (the navbar carries its fiber), so a click or a key
 * meant for a script is handled the first time. Acting once and waiting for the result — rather than
 * acting again on a timer — never undoes an action a busy machine was still carrying out.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const nav = document.querySelector('.rp-nav');
          return nav !== null && Object.keys(nav).some((key) => key.startsWith('__reactFiber$'));
        }),
      { timeout: 30_000 },
    )
    .toBe(true);
}
