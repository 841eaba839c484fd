import { z } from 'zod';
import {
  type AppSnapshot,
  appSnapshotSchema,
  Channels,
  type Settings,
  type SettingsLoad,
  type SnapshotLoad,
  settingsPatchSchema,
} from '../../../core/contract';
import { loadToShow } from '../stores/loadToShow';
import type { SettingsService } from '../stores/settingsService';
import type { SnapshotService } from '../stores/snapshotService';
import { createGuard, type IpcHandler } from './guardedHandler';
import type { SenderEvent } from './isTrustedSender';

export type { IpcHandler } from './guardedHandler';

/** One handler per channel of the contract. */
export interface IpcHandlers {
  [Channels.settingsGet]: IpcHandler<SettingsLoad>;
  [Channels.settingsSet]: IpcHandler<Settings>;
  [Channels.appLoad]: IpcHandler<SnapshotLoad>;
  [Channels.appSave]: IpcHandler<AppSnapshot>;
  [Channels.appOverwrite]: IpcHandler<AppSnapshot>;
}

/** What the handlers work with; all injected so they run in plain Node. */
export interface IpcHandlerDeps {
  settings: SettingsService;
  snapshot: SnapshotService;
  isTrustedSender: (event: SenderEvent) => boolean;
  log?: (message: string) => void;
}

const noPayload = z.undefined({ error: 'this operation takes no payload' });

/** Builds the handlers for every channel of `Channels`; index.ts registers them with `ipcMain.handle`. */
export function createIpcHandlers(deps: IpcHandlerDeps): IpcHandlers {
  const log = deps.log ?? ((message: string) => console.warn(message));

  const guarded = createGuard(deps.isTrustedSender, log);

  return {
    [Channels.settingsGet]: guarded(Channels.settingsGet, noPayload, () => ({
      ok: true,
      value: loadToShow(deps.settings),
    })),
    [Channels.settingsSet]: guarded(Channels.settingsSet, settingsPatchSchema, (patch) =>
      deps.settings.update(patch),
    ),
    [Channels.appLoad]: guarded(Channels.appLoad, noPayload, () => ({
      ok: true,
      value: loadToShow(deps.snapshot),
    })),
    [Channels.appSave]: guarded(Channels.appSave, appSnapshotSchema, (snapshot) =>
      deps.snapshot.save(snapshot),
    ),
    [Channels.appOverwrite]: guarded(Channels.appOverwrite, z.unknown(), (snapshot) =>
      deps.snapshot.overwrite(snapshot),
    ),
  };
}
