import type { Page } from '@playwright/test';
import type { KotobaApi } from '../../../electron/contract';

type Operation = 'settings.get' | 'settings.set' | 'app.load' | 'app.save' | 'app.overwrite';

/**
 * `window.kotoba` of the page, callable from the test: each call runs inside the page, through the
 * same bridge the game uses, and answers the page's result.
 */
export function pageKotoba(page: Page): KotobaApi {
  const call = (operation: Operation, payload?: unknown) =>
    page.evaluate(
      ([op, arg]) => {
        const [area, name] = (op as string).split('.') as [string, string];
        const bridge = (
          globalThis as unknown as { kotoba?: Record<string, Record<string, (a?: unknown) => unknown>> }
        ).kotoba;
        if (!bridge) throw new Error('window.kotoba is not defined in this page');
        return bridge[area]![name]!(arg);
      },
      [operation, payload] as const,
    ) as never;
  return {
    settings: { get: () => call('settings.get'), set: (patch) => call('settings.set', patch) },
    app: {
      load: () => call('app.load'),
      save: (snapshot) => call('app.save', snapshot),
      overwrite: (snapshot) => call('app.overwrite', snapshot),
    },
  };
}
