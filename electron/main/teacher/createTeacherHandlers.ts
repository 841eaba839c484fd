import { ok, TEACHER_OPERATIONS } from '../../../core/contract';
import {
  type AreaHandlers,
  type GuardedHandlers,
  type GuardOptions,
  guardOperations,
} from '../ipc/guardedHandler';
import { loadToShow } from '../stores/loadToShow';
import { createTeacherPinService, type TeacherPinService } from './teacherPin';
import { createTeacherSettingsService, type TeacherSettingsService } from './teacherSettings';

/** The area this file does the work of: teacher mode. */
export const TEACHER_AREAS = { teacher: TEACHER_OPERATIONS };

/** The guarded handlers of the teacher-mode channels, by channel. */
export type TeacherHandlers = GuardedHandlers<typeof TEACHER_AREAS>;

/** The two teacher-mode services of one userData folder. */
export interface TeacherMode {
  pin: TeacherPinService;
  settings: TeacherSettingsService;
}

/** What {@link createTeacherHandlers} needs: the two services and the guard's checks. */
export interface TeacherHandlerDeps extends TeacherMode, GuardOptions {}

/** Opens the teacher PIN and the teacher settings of `cwd` (the app's userData folder); writes need the PIN's token. */
export function openTeacherMode(cwd: string): TeacherMode {
  const pin = createTeacherPinService({ cwd });
  return { pin, settings: createTeacherSettingsService({ cwd, isUnlocked: pin.isUnlocked }) };
}

/**
 * The work of each teacher-mode operation. PINs are hashed off the main thread, so setting and
 * checking one finish later; the guard waits for them and answers a Result even if they fail.
 */
export function teacherWork(deps: TeacherMode): AreaHandlers<typeof TEACHER_AREAS> {
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

/** The guarded handlers of the teacher-mode channels alone. */
export function createTeacherHandlers(deps: TeacherHandlerDeps): TeacherHandlers {
  return guardOperations(TEACHER_AREAS, teacherWork(deps), deps);
}
