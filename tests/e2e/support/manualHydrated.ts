import { expect, type Locator, type Page } from '@playwright/test';

/** Whether React has hydrated this element: it then carries its fiber. */
function hydrated(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
}

/**
 * Waits until React has hydrated the manual page (the navbar carries its fiber) and, when given, the
 * element about to be used, so a click or a key meant for a script is handled the first time. React
 * hydrates a page in parts, so a hydrated navbar does not yet mean a hydrated card further down.
 * Acting once and waiting for the result — rather than acting again on a timer — never undoes an action
 * a busy machine was still carrying out.
 */
export async function waitForHydration(page: Page, target?: Locator): Promise<void> {
  await expect.poll(() => page.locator('.rp-nav').first().evaluate(hydrated), { timeout: 30_000 }).toBe(true);
  if (target) await expect.poll(() => target.evaluate(hydrated), { timeout: 30_000 }).toBe(true);
}
