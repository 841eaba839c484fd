import {
  describeIssues,
  type Migrated,
  storedVersion,
  TEACHER_SETTINGS_VERSION,
  type TeacherChoices,
  type TeacherSettings,
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
