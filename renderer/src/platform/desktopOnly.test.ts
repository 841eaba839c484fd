import { describe, expect, it } from 'vitest';
import { DASHBOARD_OPERATIONS } from '../../../core/contract';
import { browserDashboard, DASHBOARD_DESKTOP_ONLY } from './dashboard';

describe('an area the browser cannot do', () => {
  it('answers every operation of its table with why not', async () => {
    expect(Object.keys(browserDashboard).sort()).toEqual(Object.keys(DASHBOARD_OPERATIONS).sort());
    const calls = Object.values(browserDashboard) as ((payload?: unknown) => Promise<unknown>)[];
    for (const call of calls) {
      expect(await call({ token: 't' })).toEqual(DASHBOARD_DESKTOP_ONLY);
      expect(DASHBOARD_DESKTOP_ONLY).toEqual({
        ok: false,
        error: { code: 'unavailable', reason: 'dashboard.desktopOnly', values: {} },
      });
    }
  });
});
