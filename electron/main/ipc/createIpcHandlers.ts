import { APP_OPERATIONS, ok, SETTINGS_OPERATIONS } from '../../../core/contract';
import { loadToShow } from '../../../core/saves/loadToShow';
import type { SettingsService } from '../stores/settingsService';
import type { SnapshotService } from '../stores/snapshotService';
import {
  type AreaHandlers,
  type GuardedHandlers,
  type GuardOptions,
  guardOperations,
} from './guardedHandler';

export type { IpcHandler } from './guardedHandler';

/** The areas this file does the work of: the settings and the progress of the player playing now. */
export const SAVES_AREAS = { settings: SETTINGS_OPERATIONS, app: APP_OPERATIONS };

/** The guarded handlers of the settings and progress channels, by channel. */
export type IpcHandlers = GuardedHandlers<typeof SAVES_AREAS>;

/** What the work of the settings and progress operations uses; all injected so it runs in plain Node. */
export interface SavesDeps {
  settings: SettingsService;
  snapshot: SnapshotService;
}

/** What {@link createIpcHandlers} needs: the services and the guard's checks. */
export interface IpcHandlerDeps extends SavesDeps, GuardOptions {}

/** The work of each settings and progress operation (the guard has checked sender and payload). */
export function savesWork(deps: SavesDeps): AreaHandlers<typeof SAVES_AREAS> {
  return {
    settings: {
      get: () => ok(loadToShow(deps.settings)),
      set: (patch) => deps.settings.update(patch),
    },
    app: {
      load: () => ok(loadToShow(deps.snapshot)),
      save: (snapshot) => deps.snapshot.save(snapshot),
      overwrite: (snapshot) => deps.snapshot.overwrite(snapshot),
    },
  };
}

/** The guarded handlers of the settings and progress channels alone (the single-player browser suite serves these). */
export function createIpcHandlers(deps: IpcHandlerDeps): IpcHandlers {
  return guardOperations(SAVES_AREAS, savesWork(deps), deps);
}
