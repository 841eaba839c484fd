import type { KotobaApi, Result } from '../../../core/contract';

/** The teacher's dashboard as the platform offers it. */
export type DashboardApi = NonNullable<KotobaApi['dashboard']>;

/** What the dashboard answers outside the desktop app, where no pupil's files can be read. */
export const DASHBOARD_DESKTOP_ONLY =
  'The class dashboard works only in the desktop app: a browser cannot read the pupils’ progress files.';

const desktopOnly = async <T>(): Promise<Result<T>> => ({
  ok: false,
  error: { code: 'unavailable', message: DASHBOARD_DESKTOP_ONLY },
});

/** The stand-in of a platform without the dashboard (a plain browser): every operation answers why not. */
export const browserDashboard: DashboardApi = {
  report: () => desktopOnly(),
  pupil: () => desktopOnly(),
  exportCsv: () => desktopOnly(),
};

/** The platform's dashboard, or {@link browserDashboard} where there is none. */
export function dashboardOf(platform: KotobaApi): DashboardApi {
  return platform.dashboard ?? browserDashboard;
}
