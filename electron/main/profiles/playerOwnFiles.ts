import fs from 'node:fs';
import path from 'node:path';
import type { Profile } from '../../../core/contract/profiles';
import { salvagedEntrySchema } from '../../../core/profiles/rebuildProfiles';
import { formatJson, readJsonFile, writeJsonFile } from '../stores/jsonFile';
import { errorCodeOf } from '../stores/writeErrorCode';

/**
 * Each player's own copy of who they are (id, name, picture, creation time), beside their saves, in
 * the shape of the class folder's `players/<id>/profile.json`: a damaged `profiles.json` is rebuilt
 * from these without losing a name.
 */
export const PLAYER_OWN_FILE = 'profile.json';

/** The player described by the `profile.json` in a player's folder, or null when it is missing or unreadable. */
export function readPlayerOwnFile(folder: string): Profile | null {
  const read = readJsonFile(path.join(folder, PLAYER_OWN_FILE), {
    maxBytes: 64 * 1024,
    decode: (raw) => {
      const parsed = salvagedEntrySchema.safeParse(raw);
      return parsed.success
        ? { ok: true, value: parsed.data, migrated: false }
        : { ok: false, reason: 'it is not a player' };
    },
  });
  return read.kind === 'found' ? read.value : null;
}

/** Keeps each player's `profile.json` the same as their entry in the list of players. */
export interface PlayerOwnFiles {
  /** Writes the player's own file when it differs from `profile` (atomically; a failure is logged, and tried again next time). */
  keep(profile: Profile): void;
  /** The player's folder was deleted: their file is gone with it. */
  forget(id: string): void;
}

/** Starts keeping the players' own files, knowing what the folders hold now (`found`, by id). */
export function createPlayerOwnFiles(options: {
  folderOf: (id: string) => string;
  found: ReadonlyMap<string, Profile>;
  log: (message: string) => void;
}): PlayerOwnFiles {
  // What each folder's own file says now, so a player's file is written only when they changed.
  const written = new Map<string, string>();
  for (const [id, profile] of options.found) written.set(id, formatJson(profile));
  return {
    keep: (profile) => {
      const text = formatJson(profile);
      if (written.get(profile.id) === text) return;
      const folder = options.folderOf(profile.id);
      let code: string | null = null;
      try {
        fs.mkdirSync(folder, { recursive: true });
        const outcome = writeJsonFile(path.join(folder, PLAYER_OWN_FILE), profile);
        if (!outcome.ok) code = outcome.error.code;
      } catch (error) {
        code = errorCodeOf(error);
      }
      if (code === null) written.set(profile.id, text);
      // The list still holds the player; their own file is written again at the next start.
      else options.log(`The file of player ${profile.id} could not be written (${code}).`);
    },
    forget: (id) => {
      written.delete(id);
    },
  };
}
