import { zipSync } from 'fflate';
import type { ProfilesView, Result } from '../../../../core/contract';
import { bytesBase64 } from '../../../../core/roster/base64Bytes';
import type { RosterPlan } from '../../../../core/roster/planRoster';
import { type RosterApi, rosterOf } from '../../platform/roster';
import { readPickedFiles, saveFile } from '../../platform/web/files';
import { type AppThunk, playersListed } from '../../store';
import { toIpcError } from '../../store/thunks';

/** The files a teacher picked, as the roster operations take them. */
export interface PickedRoster {
  files: Array<{ name: string; base64: string }>;
}

/** Reads picked files (a OneRoster zip, its CSV files, or class lists) into what the operations send. */
export async function readRosterFiles(list: FileList | readonly File[]): Promise<PickedRoster> {
  const picked = await readPickedFiles(list);
  return { files: picked.map((file) => ({ name: file.name, base64: bytesBase64(file.bytes) })) };
}

function callRoster<T>(call: (api: RosterApi) => Promise<Result<T>>): AppThunk<Promise<Result<T>>> {
  return async (_dispatch, _getState, deps) => {
    try {
      return await call(rosterOf(deps.platform()));
    } catch (error) {
      return { ok: false, error: toIpcError(error) };
    }
  };
}

/** What importing the picked roster would do, for the chosen classes (null: every class); nothing is written. */
export function previewRoster(
  token: string,
  picked: PickedRoster,
  classes: string[] | null,
): AppThunk<Promise<Result<RosterPlan>>> {
  return callRoster((api) => api.preview({ token, files: picked.files, classes }));
}

/** Imports the roster as previewed, then lists the players anew so the "who is playing?" list shows them. */
export function applyRoster(
  token: string,
  picked: PickedRoster,
  classes: string[] | null,
): AppThunk<Promise<Result<ProfilesView>>> {
  return async (dispatch) => {
    const applied = await dispatch(callRoster((api) => api.apply({ token, files: picked.files, classes })));
    if (applied.ok) dispatch(playersListed(applied.value));
    return applied;
  };
}

/** Undoes the last import from its backup, then reloads the players. */
export function undoRoster(token: string): AppThunk<Promise<Result<{ removed: number; kept: number }>>> {
  return async (dispatch, _getState, deps) => {
    const undone = await dispatch(callRoster((api) => api.undo({ token })));
    const listed = undone.ok ? await deps.platform().profiles?.list() : undefined;
    if (listed?.ok) dispatch(playersListed(listed.value));
    return undone;
  };
}

/** Saves the records of the players given (pupils who left) as one zip of hand-in files; answers its name. */
export function exportLeavers(token: string, ids: string[]): AppThunk<Promise<Result<string>>> {
  return async (dispatch, _getState, deps) => {
    const exported = await dispatch(callRoster((api) => api.exportPlayers({ token, ids })));
    if (!exported.ok) return exported;
    const encoder = new TextEncoder();
    const zip = zipSync(
      Object.fromEntries(exported.value.map((file) => [file.fileName, encoder.encode(file.text)])),
    );
    const day = deps.now().toISOString().slice(0, 10).replace(/-/g, '');
    const name = `kotoba-leavers-${day}.zip`;
    saveFile({ name, type: 'application/zip', content: zip });
    return { ok: true, value: name };
  };
}

/** Removes pupils who left (after their records were saved, or as the teacher confirmed), then reloads the players. */
export function removeLeavers(
  token: string,
  ids: string[],
  withoutExport: boolean,
): AppThunk<Promise<Result<{ removed: number }>>> {
  return async (dispatch, _getState, deps) => {
    const removed = await dispatch(callRoster((api) => api.removeLeavers({ token, ids, withoutExport })));
    const listed = removed.ok ? await deps.platform().profiles?.list() : undefined;
    if (listed?.ok) dispatch(playersListed(listed.value));
    return removed;
  };
}
