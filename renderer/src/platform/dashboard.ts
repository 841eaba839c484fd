import { DASHBOARD_OPERATIONS, fail, type KotobaApi } from '../../../core/contract';
import { desktopOnlyArea } from './desktopOnly';

/** The teacher's dashboard as the platform offers it. */
export type DashboardApi = NonNullable<KotobaApi['dashboard']>;

/** What the dashboard answers outside the desktop app, where no pupil's files can be read (the screen words it). */
export const DASHBOARD_DESKTOP_ONLY = fail('unavailable', 'dashboard.desktopOnly');

/** The stand-in of a platform without the dashboard (a plain browser): every operation answers why not. */
export const browserDashboard: DashboardApi = desktopOnlyArea(DASHBOARD_OPERATIONS, DASHBOARD_DESKTOP_ONLY);

/** The platform's dashboard, or {@link browserDashboard} where there is none. */
export function dashboardOf(platform: KotobaApi): DashboardApi {
  return platform.dashboard ?? browserDashboard;
}
