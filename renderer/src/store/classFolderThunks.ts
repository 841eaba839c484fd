import type { ClassFolderStatus, Result } from '../../../core/contract';
import { type ClassFolderApi, classFolderOf, onClassFolderStatusOf } from '../platform/classFolder';
import { classFolderStatusPushed, classFolderStatusRead } from './classFolderSlice';
import type { AppThunk } from './thunks';
import { toIpcError } from './thunks';

/** Runs one class-folder call through the store's platform; a thrown error becomes a failed Result. */
function callClassFolder<T>(call: (api: ClassFolderApi) => Promise<Result<T>>): AppThunk<Promise<Result<T>>> {
  return async (_dispatch, _getState, deps) => {
    try {
      return await call(classFolderOf(deps.platform()));
    } catch (error) {
      return { ok: false, error: toIpcError(error) };
    }
  };
}

/**
 * Reads where saves live now into the store, and answers main's reply (a screen may say why it
 * failed). A failed read changes nothing (the game plays on either way); a status main pushed while
 * the read was under way wins over the read's older answer.
 */
export function loadClassFolderStatus(): AppThunk<Promise<Result<ClassFolderStatus>>> {
  return async (dispatch, getState) => {
    const pushes = getState().classFolder.pushes;
    const answer = await dispatch(callClassFolder((api) => api.status()));
    if (answer.ok) dispatch(classFolderStatusRead({ status: answer.value, pushes }));
    return answer;
  };
}

/**
 * Puts each status main pushes (offline, back, written back) into the store; answers the unsubscribe
 * (a no-op where the platform pushes none).
 */
export function watchClassFolderStatus(): AppThunk<() => void> {
  return (dispatch, _getState, deps) =>
    onClassFolderStatusOf(deps.platform(), (status) => dispatch(classFolderStatusPushed(status)));
}

/**
 * Ends another PC's hold on a player with teacher mode's token: true when a hold was ended, false when
 * the player was open nowhere. The token is passed through, never kept.
 */
export function releasePlayerLease(token: string, playerId: string): AppThunk<Promise<Result<boolean>>> {
  return callClassFolder((api) => api.releasePlayer({ token, playerId }));
}

/**
 * Chooses this PC's class folder with teacher mode's token (`classFolder` null: this PC's own saves).
 * Main checks the folder and keeps the choice for the next start; the answer is the status that start
 * will have, so it does not enter the store (which holds where saves live now).
 */
export function setClassFolder(change: {
  token: string;
  classFolder: string | null;
  className: string | null;
}): AppThunk<Promise<Result<ClassFolderStatus>>> {
  return callClassFolder((api) => api.setFolder(change));
}
