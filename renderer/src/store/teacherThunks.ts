import {
  type KotobaApi,
  type Result,
  type TeacherChoices,
  type TeacherSetPin,
  type TeacherSettings,
  type TeacherStatus,
  type TeacherUnlock,
  teacherChoicesOf,
} from '../../../core/contract';
import { teacherChoicesLoaded, teacherChoicesUnavailable } from './teacherSlice';
import type { AppThunk } from './thunks';
import { toIpcError } from './thunks';

type TeacherApi = NonNullable<KotobaApi['teacher']>;

/**
 * Runs one call to the teacher bridge: null where the platform has no teacher mode (a plain browser),
 * and a thrown error as a failed {@link Result}.
 */
async function callTeacher<T>(
  teacher: TeacherApi | undefined,
  call: (api: TeacherApi) => Promise<Result<T>>,
): Promise<Result<T> | null> {
  if (!teacher) return null;
  try {
    return await call(teacher);
  } catch (error) {
    return { ok: false, error: toIpcError(error) };
  }
}

/**
 * Reads what teachers opened for every player of this PC (worlds, single stages, today's stages) from
 * main, at start and whenever a screen wants them fresh. Without teacher mode the choices are `absent`;
 * a failed read is `failed`; either way nothing extra opens. It never throws.
 */
export function loadTeacherChoices(): AppThunk<Promise<void>> {
  return async (dispatch, _getState, deps) => {
    const answer = await callTeacher(deps.platform().teacher, (api) => api.getSettings());
    if (answer === null) dispatch(teacherChoicesUnavailable('absent'));
    else if (!answer.ok) dispatch(teacherChoicesUnavailable('failed'));
    else {
      dispatch(teacherChoicesLoaded(teacherChoicesOf(answer.value.settings)));
    }
  };
}

/** Asks main whether a PIN is set, locked or damaged; null where there is no teacher mode. */
export function readTeacherStatus(): AppThunk<Promise<Result<TeacherStatus> | null>> {
  return (_dispatch, _getState, deps) => callTeacher(deps.platform().teacher, (api) => api.status());
}

/** Sets this PC's first teacher PIN (main hashes and keeps it); null where there is no teacher mode. */
export function setTeacherPin(pin: string): AppThunk<Promise<Result<TeacherSetPin> | null>> {
  return (_dispatch, _getState, deps) => callTeacher(deps.platform().teacher, (api) => api.setPin({ pin }));
}

/**
 * Checks a PIN in main. The right one answers a token for teacher-only operations: the caller keeps it
 * in its own memory only (never in the store, which is saved and inspected), and gives it up with
 * {@link lockTeacherMode}. Null where there is no teacher mode.
 */
export function unlockTeacherMode(pin: string): AppThunk<Promise<Result<TeacherUnlock> | null>> {
  return (_dispatch, _getState, deps) => callTeacher(deps.platform().teacher, (api) => api.unlock({ pin }));
}

/** Gives up a teacher-mode token; a failure needs no notice, since main forgets idle tokens anyway. */
export function lockTeacherMode(token: string): AppThunk<Promise<void>> {
  return async (_dispatch, _getState, deps) => {
    await callTeacher(deps.platform().teacher, (api) => api.lock({ token }));
  };
}

/**
 * Saves a teacher's choices with an unlocked token; on success the store takes the choices main
 * answered (so every screen shows what is on disk). A refusal (`not-unlocked` once the token expired)
 * changes nothing. Null where there is no teacher mode.
 */
export function saveTeacherChoices(
  token: string,
  choices: TeacherChoices,
): AppThunk<Promise<Result<TeacherSettings> | null>> {
  return async (dispatch, _getState, deps) => {
    const answer = await callTeacher(deps.platform().teacher, (api) =>
      api.setSettings({ token, settings: choices }),
    );
    if (answer?.ok) {
      dispatch(teacherChoicesLoaded(teacherChoicesOf(answer.value)));
    }
    return answer;
  };
}
