import type { Result, TeacherChoices, TeacherSettings, TeacherSettingsLoad } from '../../../core/contract';
import {
  keepTeacherSettings,
  MAX_TEACHER_SETTINGS_BYTES,
  TEACHER_SETTINGS_STORAGE,
} from '../../../core/teacher/teacherSettingsRules';
import { createStoredFile } from '../stores/createStoredFile';
import type { OpenStore } from '../stores/openElectronStore';

/** Name (without `.json`) of the teacher settings file in the app's userData folder. */
export const TEACHER_SETTINGS_NAME = 'teacher-settings';

/** Options of the teacher settings service; `cwd` and `isUnlocked` are needed in the app. */
export interface TeacherSettingsOptions {
  /** The app's userData folder (the settings are shared by every player of this PC's user). */
  cwd: string;
  /** Whether a teacher-mode token is valid now (the PIN service's check). */
  isUnlocked: (token: string) => boolean;
  openStore?: OpenStore;
  /** Clock of `updatedAt` and of the names of moved-aside files. */
  now?: () => Date;
  log?: (message: string) => void;
}

/** What teachers opened for this PC's players, in `teacher-settings.json`. */
export interface TeacherSettingsService {
  /** Full path of `teacher-settings.json`. */
  readonly path: string;
  /** The settings with how the file was found; open to everyone (each player's map shows today's stages). */
  load(): TeacherSettingsLoad;
  /** Forgets that the file was recovered, once a teacher has been told. */
  clearRecovered(): void;
  /** Replaces the teacher's choices; refused (`not-unlocked`) without a valid token, leaving the file as it was. */
  update(token: string, choices: TeacherChoices): Result<TeacherSettings>;
}

/**
 * Opens `teacher-settings.json` in `cwd` like the players' settings: missing → nothing extra open;
 * damaged or of the wrong shape → moved aside with a notice, and nothing extra open (the safe side);
 * every save validated and verified.
 */
export function createTeacherSettingsService(options: TeacherSettingsOptions): TeacherSettingsService {
  const now = options.now ?? (() => new Date());
  const file = createStoredFile<TeacherSettings>({
    cwd: options.cwd,
    name: TEACHER_SETTINGS_NAME,
    ...TEACHER_SETTINGS_STORAGE,
    maxBytes: MAX_TEACHER_SETTINGS_BYTES,
    openStore: options.openStore,
    now,
    log: options.log,
  });
  const settings = keepTeacherSettings(file, { isUnlocked: options.isUnlocked, now });
  return { path: file.path, ...settings };
}
