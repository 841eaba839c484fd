import {
  DEFAULT_TEACHER_SETTINGS,
  describeIssues,
  fail,
  type LoadInfo,
  type Migrated,
  type Result,
  storedVersion,
  TEACHER_SETTINGS_VERSION,
  type TeacherChoices,
  type TeacherSettings,
  type TeacherSettingsLoad,
  teacherSettingsSchema,
} from '../contract';

/** The largest teacher settings file read: a full one is about 40 KB. */
export const MAX_TEACHER_SETTINGS_BYTES = 1024 * 1024;

/**
 * Reads stored teacher settings: only the current version is known (there has been one shape so
 * far), and anything that does not fit the schema is refused with the reason.
 */
export function migrateTeacherSettings(raw: unknown): Migrated<TeacherSettings> {
  const version = storedVersion(raw);
  if (version !== TEACHER_SETTINGS_VERSION) {
    return { ok: false, reason: `The teacher settings file has an unknown format (${String(version)}).` };
  }
  const parsed = teacherSettingsSchema.safeParse(raw);
  if (!parsed.success) {
    return { ok: false, reason: `The teacher settings are not valid: ${describeIssues(parsed.error)}` };
  }
  return { ok: true, value: parsed.data, migrated: false };
}

/** The settings a teacher's choices make, stamped with when they were saved. */
export function teacherSettingsFrom(choices: TeacherChoices, updatedAt: Date): TeacherSettings {
  return {
    version: TEACHER_SETTINGS_VERSION,
    openWorlds: choices.openWorlds,
    openStages: choices.openStages,
    todayStages: choices.todayStages,
    ...(choices.advancedWorlds ? { advancedWorlds: choices.advancedWorlds } : {}),
    updatedAt: updatedAt.toISOString(),
  };
}

/** How either host stores the teacher settings: their name in messages, schema, defaults and reader. */
export const TEACHER_SETTINGS_STORAGE = {
  label: 'teacher settings',
  schema: teacherSettingsSchema,
  // A fresh copy each time, so a change in memory never reaches the shared defaults.
  defaults: (): TeacherSettings => ({
    ...DEFAULT_TEACHER_SETTINGS,
    openWorlds: [...DEFAULT_TEACHER_SETTINGS.openWorlds],
    openStages: [...DEFAULT_TEACHER_SETTINGS.openStages],
    todayStages: [...DEFAULT_TEACHER_SETTINGS.todayStages],
  }),
  migrate: migrateTeacherSettings,
};

/** A host's stored copy of the teacher settings (a file on the desktop, a record in the browser). */
export interface StoredTeacherSettings<Written> {
  read(): TeacherSettings;
  loadInfo(): LoadInfo;
  clearRecovered(): void;
  write(value: TeacherSettings): Written;
}

/** The teacher settings as every host keeps them, over that host's stored copy. */
export interface TeacherSettingsKeeper<Written> {
  /** The settings with how they were found; open to everyone (each player's map shows today's stages). */
  load(): TeacherSettingsLoad;
  /** Forgets that the stored settings were recovered, once a teacher has been told. */
  clearRecovered(): void;
  /** Replaces the teacher's choices; refused (`not-unlocked`) without a valid token, nothing written. */
  update(token: string, choices: TeacherChoices): Written | Result<never>;
}

/** Keeps the teacher settings over a stored copy: anyone reads them, only an unlocked teacher replaces them. */
export function keepTeacherSettings<Written>(
  stored: StoredTeacherSettings<Written>,
  options: { isUnlocked: (token: string) => boolean; now: () => Date },
): TeacherSettingsKeeper<Written> {
  return {
    load: () => ({ settings: stored.read(), ...stored.loadInfo() }),
    clearRecovered: () => stored.clearRecovered(),
    update: (token, choices) => {
      if (!options.isUnlocked(token)) return fail('not-unlocked', 'teacher.locked');
      return stored.write(teacherSettingsFrom(choices, options.now()));
    },
  };
}
