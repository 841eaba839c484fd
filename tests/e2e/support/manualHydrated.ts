import { expect, type Page } from '@playwright/test';

/** Whether React has hydrated this element: it then carries its fiber. */
function hydrated(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
}

/**
 * Waits until React has hydrated the manual page (the navbar carries its fiber), so a key meant for a
 * script (the search box, the version switcher) is handled the first time. Acting once and waiting for
 * the result — rather than acting again on a timer — never undoes an action a busy machine was still
 * carrying out.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect.poll(() => page.locator('.rp-nav').first().evaluate(hydrated), { timeout: 30_000 }).toBe(true);
}
