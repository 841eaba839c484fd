import type { Page } from '@playwright/test';
import { BRIDGE, type KotobaApi } from '../../../core/contract';

/**
 * `window.kotoba` of the page, callable from the test: each call runs inside the page, through the
 * same bridge the game uses, and answers the page's result. Its operations come from the bridge
 * table, like the page's own.
 */
export function pageKotoba(page: Page): KotobaApi {
  const api: Record<string, Record<string, (arg?: unknown) => Promise<unknown>>> = {};
  for (const [area, operations] of Object.entries(BRIDGE)) {
    api[area] = {};
    for (const operation of Object.keys(operations)) {
      api[area][operation] = (arg?: unknown) =>
        page.evaluate(
          ([a, op, value]) => {
            const bridge = (
              globalThis as unknown as { kotoba?: Record<string, Record<string, (v?: unknown) => unknown>> }
            ).kotoba;
            if (!bridge?.[a]) throw new Error(`window.kotoba.${a} is not defined in this page`);
            return bridge[a]![op]!(value);
          },
          [area, operation, arg] as const,
        );
    }
  }
  return api as unknown as KotobaApi;
}
