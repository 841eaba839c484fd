import { z } from 'zod';
import { type ProfilesFile, profilesFileSchema } from '../contract/profiles';
import { BACKUP_APP_ID } from '../progress/progressBackup';

/** What a roster backup holds (the envelope's `kind`). */
export const ROSTER_BACKUP_KIND = 'roster-backup';
/** Current version of the roster backup's envelope. */
export const ROSTER_BACKUP_VERSION = 1;

/** The list of players as it was before an import, in the progress export's envelope. */
export const rosterBackupSchema = z
  .object({
    app: z.literal(BACKUP_APP_ID),
    kind: z.literal(ROSTER_BACKUP_KIND),
    formatVersion: z.literal(ROSTER_BACKUP_VERSION),
    savedAt: z.iso.datetime({ offset: true }),
    players: profilesFileSchema,
  })
  .strict();
/** A backup written before a roster import. */
export type RosterBackup = z.infer<typeof rosterBackupSchema>;

/** Wraps the players as they are now, before an import changes them. */
export function makeRosterBackup(players: ProfilesFile, savedAt: Date): RosterBackup {
  return {
    app: BACKUP_APP_ID,
    kind: ROSTER_BACKUP_KIND,
    formatVersion: ROSTER_BACKUP_VERSION,
    savedAt: savedAt.toISOString(),
    players,
  };
}

/** The players after undoing an import, and who was added by it and is removed again. */
export interface UndoneRoster {
  file: ProfilesFile;
  /** Players the import added who never played: removed with their records. */
  removed: string[];
  /** Players the import added who have played since: kept, so no record is lost. */
  kept: string[];
}

/**
 * Undoes an import from its backup: every player listed before gets back their class, number, kana
 * and roster id as they were; a player the import added is removed only when they never played
 * (`hasPlayed`), so undoing never loses a record. Players removed since the import stay removed.
 */
export function undoRoster(
  current: ProfilesFile,
  backup: RosterBackup,
  hasPlayed: (id: string) => boolean,
): UndoneRoster {
  const before = new Map(backup.players.profiles.map((p) => [p.id, p]));
  const removed: string[] = [];
  const kept: string[] = [];
  const profiles = current.profiles.flatMap((player) => {
    const earlier = before.get(player.id);
    if (earlier) return [earlier];
    if (hasPlayed(player.id)) {
      kept.push(player.id);
      return [player];
    }
    removed.push(player.id);
    return [];
  });
  const listed = profiles.length > 0 ? profiles : current.profiles;
  const lastSelected = listed.some((p) => p.id === current.lastSelected) ? current.lastSelected : null;
  return {
    file: { ...current, profiles: listed, lastSelected },
    removed: profiles.length > 0 ? removed : [],
    kept,
  };
}
