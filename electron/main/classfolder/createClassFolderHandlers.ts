import {
  CLASS_FOLDER_OPERATIONS,
  type ClassFolderStatus,
  fail,
  ok,
  type Result,
} from '../../../core/contract';
import {
  type AreaHandlers,
  type GuardedHandlers,
  type GuardOptions,
  guardOperations,
} from '../ipc/guardedHandler';

/** The area this file does the work of: the class folder. */
export const CLASS_FOLDER_AREAS = { classFolder: CLASS_FOLDER_OPERATIONS };

/** The guarded handlers of the class-folder channels, by channel. */
export type ClassFolderHandlers = GuardedHandlers<typeof CLASS_FOLDER_AREAS>;

/** What the class-folder work uses; all injected so it runs in plain Node. */
export interface ClassFolderDeps {
  /** Where saves live now. */
  status: () => ClassFolderStatus;
  /** Whether a teacher-mode token is valid now. */
  isUnlocked: (token: string) => boolean;
  /** Ends another PC's hold on a player; absent without a class folder. */
  releasePlayer: ((playerId: string) => Promise<Result<boolean>>) | null;
  /**
   * Checks a folder the teacher chose and keeps the choice for the next start (null: this PC's own
   * saves); answers the status the next start will have, or why the folder cannot be used.
   */
  chooseFolder: (classFolder: string | null, className: string | null) => Promise<Result<ClassFolderStatus>>;
  /** The pupil playing here left: write back and give their lease back; absent without a class folder. */
  leave: (() => Promise<boolean>) | null;
  log?: (message: string) => void;
}

/** What {@link createClassFolderHandlers} needs: the class folder's parts and the guard's checks. */
export interface ClassFolderHandlerDeps extends ClassFolderDeps, GuardOptions {}

const locked = () => fail('not-unlocked', 'teacher.locked');

/** The work of each class-folder operation; a teacher's change needs a valid teacher-mode token. */
export function classFolderWork(deps: ClassFolderDeps): AreaHandlers<typeof CLASS_FOLDER_AREAS> {
  const log = deps.log ?? ((message: string) => console.warn(message));
  return {
    classFolder: {
      status: () => ok(deps.status()),
      releasePlayer: ({ token, playerId }) => {
        if (!deps.isUnlocked(token)) return locked();
        if (!deps.releasePlayer) {
          return fail('invalid-payload', 'classFolder.none');
        }
        return deps.releasePlayer(playerId);
      },
      leave: async () => ok(deps.leave ? await deps.leave() : false),
      setFolder: async ({ token, classFolder, className }) => {
        if (!deps.isUnlocked(token)) return locked();
        try {
          return await deps.chooseFolder(classFolder, className);
        } catch (error) {
          // Said in the teacher's words rather than the guard's, as the settings page shows it.
          log(
            `${CLASS_FOLDER_OPERATIONS.setFolder.channel} failed: ${error instanceof Error ? error.message : String(error)}`,
          );
          return fail('unavailable', 'classFolder.notSet');
        }
      },
    },
  };
}

/** The guarded handlers of the class-folder channels alone. */
export function createClassFolderHandlers(deps: ClassFolderHandlerDeps): ClassFolderHandlers {
  return guardOperations(CLASS_FOLDER_AREAS, classFolderWork(deps), deps);
}
