import { fail, type KotobaApi, type Result } from '../../../core/contract';

/** The teacher's dashboard as the platform offers it. */
export type DashboardApi = NonNullable<KotobaApi['dashboard']>;

/** What the dashboard answers outside the desktop app, where no pupil's files can be read (the screen words it). */
export const DASHBOARD_DESKTOP_ONLY = fail('unavailable', 'dashboard.desktopOnly');

const desktopOnly = async <T>(): Promise<Result<T>> => DASHBOARD_DESKTOP_ONLY;

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
