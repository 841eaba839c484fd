import {
  CLASS_FOLDER_OPERATIONS,
  type ClassFolderStatus,
  fail,
  type KotobaApi,
} from '../../../core/contract';
import { desktopOnlyArea } from './desktopOnly';

/** The class folder as the platform offers it. */
export type ClassFolderApi = NonNullable<KotobaApi['classFolder']>;

/** Where a platform without a class folder keeps its saves: its own storage, and nothing is wrong. */
export const LOCAL_CLASS_FOLDER_STATUS: ClassFolderStatus = Object.freeze({
  mode: 'local',
  problem: null,
  configPath: null,
});

/** What the teacher-only class-folder operations answer outside the desktop app (the screen words it). */
export const CLASS_FOLDER_DESKTOP_ONLY = fail('unavailable', 'classFolder.desktopOnly');

/**
 * The stand-in of a platform without a class folder (a plain browser, stories): saves are local and
 * nothing is wrong; the teacher's operations (releasing a player, choosing a folder) answer why not.
 */
export const browserClassFolder: ClassFolderApi = {
  ...desktopOnlyArea(CLASS_FOLDER_OPERATIONS, CLASS_FOLDER_DESKTOP_ONLY),
  status: async () => ({ ok: true, value: LOCAL_CLASS_FOLDER_STATUS }),
  leave: async () => ({ ok: true, value: false }),
};

/** The platform's class folder, or {@link browserClassFolder} where there is none. */
export function classFolderOf(platform: KotobaApi): ClassFolderApi {
  return platform.classFolder ?? browserClassFolder;
}

/**
 * Calls `listener` with each class-folder status main pushes (offline, back, written back); answers the
 * unsubscribe. Where the platform pushes none, nothing is ever called and the unsubscribe does nothing.
 */
export function onClassFolderStatusOf(
  platform: KotobaApi,
  listener: (status: ClassFolderStatus) => void,
): () => void {
  return platform.onClassFolderStatus ? platform.onClassFolderStatus(listener) : () => {};
}
