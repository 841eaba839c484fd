import {
  type AppSnapshot,
  describeIssues,
  fail,
  type Migrated,
  ok,
  type Result,
  storedVersion,
} from '../contract';
import { PROFILES_VERSION, type ProfilesFile, profilesFileSchema } from '../contract/profiles';

/** Reads a stored list of players of a known version; an empty list is damage (a device always has one player). */
export function migrateProfiles(raw: unknown): Migrated<ProfilesFile> {
  const version = storedVersion(raw);
  if (version !== PROFILES_VERSION) {
    return { ok: false, reason: `The profiles file has an unknown format (${String(version)}).` };
  }
  const parsed = profilesFileSchema.safeParse(raw);
  if (!parsed.success)
    return { ok: false, reason: `The profiles are not valid: ${describeIssues(parsed.error)}` };
  if (parsed.data.profiles.length === 0) return { ok: false, reason: 'The profiles file lists no player.' };
  return { ok: true, value: parsed.data, migrated: false };
}

/** The placeholder name of a player whose name was lost with the list, e.g. 「プレイヤー（ふっかつ）1」. */
export const restoredNameJa = (n: number) => `プレイヤー（ふっかつ）${n}`;

/**
 * On a device's own saves, a player with progress is deleted only in teacher mode, so one pupil
 * cannot delete another and their progress; a player who never played can be deleted by anyone.
 * `progress` is null for a player whose progress cannot be read (nothing to lose).
 */
export function checkPlayerRemoval(progress: AppSnapshot | null, teacherUnlocked: boolean): Result<void> {
  if (!progress || progress.history.length === 0) return ok(undefined);
  if (teacherUnlocked) return ok(undefined);
  return fail('not-unlocked', 'player.needsTeacher');
}
