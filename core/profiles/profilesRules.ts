import {
  type AppSnapshot,
  describeIssues,
  fail,
  type Migrated,
  ok,
  type Result,
  storedVersion,
} from '../contract';
import {
  PROFILES_VERSION,
  type Profile,
  type ProfilesFile,
  type ProfilesView,
  profileNameSchema,
  profilesFileSchema,
  type RepairNotice,
} from '../contract/profiles';

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

/** The answer to a player id that is not listed. */
export const unknownPlayer = (id: string): Result<never> =>
  fail('invalid-payload', 'player.unknown', { playerId: id });

/** Whether another player (not `except`) already has this name, ignoring letter case. */
export const nameTaken = (current: ProfilesFile, name: string, except?: string): boolean =>
  current.profiles.some((p) => p.id !== except && p.name.toLowerCase() === name.toLowerCase());

/** A player's name as it will be kept (trimmed), or why it is refused. */
export function checkName(name: string): Result<string> {
  const parsed = profileNameSchema.safeParse(name);
  return parsed.success
    ? ok(parsed.data)
    : fail(
        'invalid-payload',
        'player.nameRefused',
        {},
        `The name was refused: ${describeIssues(parsed.error)}`,
      );
}

/** Who plays at start: the player who played last when still listed, else the first one, else `fallback`. */
export function startingPlayer(current: ProfilesFile, fallback: Profile): Profile {
  return current.profiles.find((p) => p.id === current.lastSelected) ?? current.profiles[0] ?? fallback;
}

/** The player playing now: `activeId` when still listed, else the first one, else `fallback`. */
export function activePlayer(current: ProfilesFile, activeId: string, fallback: Profile): Profile {
  return current.profiles.find((p) => p.id === activeId) ?? current.profiles[0] ?? fallback;
}

/** What the "who is playing?" screen shows: the list, who plays, and repair notices when there are any. */
export function profilesView(
  current: ProfilesFile,
  activeId: string,
  notices: readonly RepairNotice[],
): ProfilesView {
  return { profiles: current.profiles, activeId, ...(notices.length > 0 ? { notices: [...notices] } : {}) };
}
