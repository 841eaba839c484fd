import {
  type AreaHandlers,
  ok,
  type Result,
  TEACHER_OPERATIONS,
  type TeacherChoices,
  type TeacherSettings,
  type TeacherSettingsLoad,
} from '../contract';
import { loadToShow } from '../saves/loadToShow';
import type { TeacherPinKeeper } from './teacherPinKeeper';

/** The area {@link teacherWork} does the work of: teacher mode. */
export const TEACHER_AREAS = { teacher: TEACHER_OPERATIONS };

/** Teacher mode as any host keeps it: the PIN's keeper and the teacher's stored choices. */
export interface TeacherModeHost {
  pin: TeacherPinKeeper & {
    /** Reads where the PIN lives again before it is shown or checked (a class folder's PIN may have changed). */
    refresh?: () => Promise<void>;
  };
  settings: {
    /** The settings with how they were found; open to everyone (each player's map shows today's stages). */
    load(): TeacherSettingsLoad;
    /** Forgets that the stored settings were recovered, once a teacher has been told. */
    clearRecovered(): void;
    /** Replaces the teacher's choices; refused (`not-unlocked`) without a valid token. */
    update(
      token: string,
      choices: TeacherChoices,
    ): Result<TeacherSettings> | Promise<Result<TeacherSettings>>;
  };
}

/**
 * The work of each teacher-mode operation. PINs are hashed slowly, so setting and checking one
 * finish later; the host's runner waits for them and answers a Result even if they fail.
 */
export function teacherWork(deps: TeacherModeHost): AreaHandlers<typeof TEACHER_AREAS> {
  return {
    teacher: {
      // A class folder's PIN may have been set or changed on another PC since this one last looked.
      status: async () => {
        await deps.pin.refresh?.();
        return ok(deps.pin.status());
      },
      setPin: async (change) => {
        await deps.pin.refresh?.();
        return change.currentPin === undefined
          ? deps.pin.setPin(change.pin)
          : deps.pin.changePin(change.currentPin, change.pin);
      },
      unlock: async (attempt) => {
        await deps.pin.refresh?.();
        return ok(await deps.pin.unlock(attempt.pin));
      },
      lock: (session) => ok(deps.pin.lock(session.token)),
      getSettings: () => ok(loadToShow(deps.settings)),
      setSettings: (change) => deps.settings.update(change.token, change.settings),
    },
  };
}
