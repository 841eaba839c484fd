import type { DashboardPupilDetail, DashboardReport, Result } from '../../../../core/contract';
import { type DashboardApi, dashboardOf } from '../../platform/dashboard';
import type { AppThunk } from '../../store';
import { toIpcError } from '../../store/thunks';

/** Runs one dashboard call through the store's platform; a thrown error becomes a failed Result. */
function callDashboard<T>(call: (api: DashboardApi) => Promise<Result<T>>): AppThunk<Promise<Result<T>>> {
  return async (_dispatch, _getState, deps) => {
    try {
      return await call(dashboardOf(deps.platform()));
    } catch (error) {
      return { ok: false, error: toIpcError(error) };
    }
  };
}

/**
 * Asks main for the class dashboard with teacher mode's token. The answer is kept by the page only:
 * nothing of it (nor the token) enters the store, which is saved and inspected.
 */
export function readDashboardReport(token: string): AppThunk<Promise<Result<DashboardReport>>> {
  return callDashboard((api) => api.report({ token }));
}

/** Asks main for one pupil's whole progress, for the detail page. */
export function readDashboardPupil(
  token: string,
  playerId: string,
): AppThunk<Promise<Result<DashboardPupilDetail>>> {
  return callDashboard((api) => api.pupil({ token, playerId }));
}

/** Asks main to save the dashboard as CSV (main shows the save dialog); the path, or null when cancelled. */
export function exportDashboardCsv(
  token: string,
  language: 'ja' | 'en',
): AppThunk<Promise<Result<string | null>>> {
  return callDashboard((api) => api.exportCsv({ token, language }));
}
