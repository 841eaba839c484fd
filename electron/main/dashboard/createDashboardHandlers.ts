import { DASHBOARD_AREAS, type DashboardDeps, dashboardWork } from '../../../core/dashboard/dashboardWork';
import { type GuardedHandlers, type GuardOptions, guardOperations } from '../ipc/guardedHandler';

export { DASHBOARD_AREAS, type DashboardDeps, dashboardWork } from '../../../core/dashboard/dashboardWork';

/** The guarded handlers of the dashboard channels, by channel. */
export type DashboardHandlers = GuardedHandlers<typeof DASHBOARD_AREAS>;

/** What {@link createDashboardHandlers} needs: the readers and the guard's checks. */
export interface DashboardHandlerDeps extends DashboardDeps, GuardOptions {}

/** The guarded handlers of the dashboard channels alone. */
export function createDashboardHandlers(deps: DashboardHandlerDeps): DashboardHandlers {
  return guardOperations(DASHBOARD_AREAS, dashboardWork(deps), deps);
}
