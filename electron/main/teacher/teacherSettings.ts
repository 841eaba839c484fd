import {
  DEFAULT_TEACHER_SETTINGS,
  fail,
  type Result,
  type TeacherChoices,
  type TeacherSettings,
  type TeacherSettingsLoad,
  teacherSettingsSchema,
} from '../../../core/contract';
import {
  MAX_TEACHER_SETTINGS_BYTES,
  migrateTeacherSettings,
  teacherSettingsFrom,
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
    label: 'teacher settings',
    schema: teacherSettingsSchema,
    defaults: () => structuredClone(DEFAULT_TEACHER_SETTINGS),
    migrate: migrateTeacherSettings,
    maxBytes: MAX_TEACHER_SETTINGS_BYTES,
    openStore: options.openStore,
    now,
    log: options.log,
  });
  return {
    path: file.path,
    load: () => ({ settings: file.read(), ...file.loadInfo() }),
    clearRecovered: () => file.clearRecovered(),
    update: (token, choices) => {
      if (!options.isUnlocked(token)) {
        return fail('not-unlocked', 'teacher.locked');
      }
      return file.write(teacherSettingsFrom(choices, now()));
    },
  };
}
