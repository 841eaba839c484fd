import type { KotobaApi } from './api';
import {
  Channels,
  ClassFolderChannels,
  ClassroomChannels,
  ClassroomEvents,
  DashboardChannels,
  TeacherChannels,
} from './channels';

/**
 * The one table of `window.kotoba`: every operation, by area, and the IPC channel it calls. The
 * preload, the browser test harnesses and the test-side caller are all built from it, so an operation
 * exists in exactly one place.
 */
export const BRIDGE = {
  settings: { get: Channels.settingsGet, set: Channels.settingsSet },
  app: { load: Channels.appLoad, save: Channels.appSave, overwrite: Channels.appOverwrite },
  profiles: {
    list: ClassroomChannels.profilesList,
    add: ClassroomChannels.profilesAdd,
    update: ClassroomChannels.profilesUpdate,
    remove: ClassroomChannels.profilesRemove,
    select: ClassroomChannels.profilesSelect,
  },
  wordLists: {
    list: ClassroomChannels.wordListsList,
    rename: ClassroomChannels.wordListsRename,
    remove: ClassroomChannels.wordListsRemove,
    confirm: ClassroomChannels.wordListsConfirm,
    cancel: ClassroomChannels.wordListsCancel,
  },
  teacher: {
    status: TeacherChannels.status,
    setPin: TeacherChannels.setPin,
    unlock: TeacherChannels.unlock,
    lock: TeacherChannels.lock,
    getSettings: TeacherChannels.getSettings,
    setSettings: TeacherChannels.setSettings,
  },
  classFolder: {
    status: ClassFolderChannels.status,
    releasePlayer: ClassFolderChannels.releasePlayer,
    setFolder: ClassFolderChannels.setFolder,
    leave: ClassFolderChannels.leave,
  },
  dashboard: {
    report: DashboardChannels.report,
    pupil: DashboardChannels.pupil,
    exportCsv: DashboardChannels.exportCsv,
  },
} as const satisfies { [Area in BridgeArea]-?: { [Op in keyof NonNullable<KotobaApi[Area]>]-?: string } };

/** The areas of {@link KotobaApi} that are groups of operations (everything but the event subscriptions). */
export type BridgeArea = Exclude<keyof KotobaApi, `on${string}`>;

/** The messages main sends on its own, by the `window.kotoba` subscription that receives them. */
export const BRIDGE_EVENTS = {
  onWordListPreview: ClassroomEvents.wordListPreview,
  onClassFolderStatus: ClassroomEvents.classFolderStatus,
} as const satisfies { [On in Exclude<keyof KotobaApi, BridgeArea>]-?: string };

/** A table of the shape of {@link BRIDGE}, or a part of it (the single-player harness has two areas). */
export type BridgeTable = Partial<Record<BridgeArea, Readonly<Record<string, string>>>>;

/**
 * Builds `window.kotoba` from a table: each operation calls `invoke(channel, argument)` with at most
 * its one argument, each subscription calls `subscribe(event, listener)` and answers its unsubscribe;
 * everything is frozen. Nothing else is exposed — no generic send or invoke.
 *
 * It refers to nothing outside itself, so the browser harnesses can run the very same function in a
 * page (as its source text).
 */
export function buildKotobaApi(
  table: BridgeTable,
  events: Readonly<Record<string, string>>,
  invoke: (channel: string, ...args: unknown[]) => Promise<unknown>,
  subscribe: (event: string, listener: (payload: unknown) => void) => () => void,
): KotobaApi {
  const api: Record<string, unknown> = {};
  for (const [area, operations] of Object.entries(table)) {
    const bound: Record<string, (...args: unknown[]) => Promise<unknown>> = {};
    for (const [operation, channel] of Object.entries(operations ?? {})) {
      // One argument at most, whatever the page passes: nothing extra reaches main.
      bound[operation] = (...args: unknown[]) =>
        args.length === 0 ? invoke(channel) : invoke(channel, args[0]);
    }
    api[area] = Object.freeze(bound);
  }
  for (const [name, event] of Object.entries(events)) {
    api[name] = (listener: (payload: unknown) => void) => subscribe(event, listener);
  }
  return Object.freeze(api) as unknown as KotobaApi;
}
