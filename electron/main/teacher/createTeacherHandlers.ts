import { TEACHER_AREAS, teacherWork } from '../../../core/teacher/teacherWork';
import { type GuardedHandlers, type GuardOptions, guardOperations } from '../ipc/guardedHandler';
import { createTeacherPinService, type TeacherPinService } from './teacherPin';
import { createTeacherSettingsService, type TeacherSettingsService } from './teacherSettings';

export { TEACHER_AREAS } from '../../../core/teacher/teacherWork';

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

export { teacherWork } from '../../../core/teacher/teacherWork';

/** The guarded handlers of the teacher-mode channels alone. */
export function createTeacherHandlers(deps: TeacherHandlerDeps): TeacherHandlers {
  return guardOperations(TEACHER_AREAS, teacherWork(deps), deps);
}
