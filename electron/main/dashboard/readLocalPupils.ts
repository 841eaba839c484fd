import fs from 'node:fs/promises';
import path from 'node:path';
import { type AppSnapshot, emptySnapshot, migrateSnapshot, type Profile } from '../../contract';
import type { ProfileService } from '../profiles/profileService';
import { DEFAULT_MAX_BYTES } from '../stores/createStoredFile';
import { parseJsonObject } from '../stores/parseJsonText';
import { errorCodeOf } from '../stores/writeErrorCode';
import type { DashboardPupilInput } from './buildDashboard';

/** The name of a player's progress file in their folder. */
const PROGRESS_FILE = 'progress.json';

/** A progress file as the dashboard reads it: its progress, or why it could not be used. */
export type ReadProgress = { snapshot: AppSnapshot; problem: null } | { snapshot: null; problem: string };

/**
 * Reads one progress file without changing anything: a missing file is a pupil who has not played
 * yet (empty progress); a file too large, not JSON or of an unknown shape is answered as a problem
 * with the reason, and left where it is (the game itself sets damaged files aside when the pupil
 * plays next). Older shapes are migrated in memory only.
 */
export async function readProgressFile(file: string, maxBytes = DEFAULT_MAX_BYTES): Promise<ReadProgress> {
  let text: string;
  try {
    const stats = await fs.stat(file);
    if (stats.size > maxBytes) {
      return { snapshot: null, problem: `The progress file is ${stats.size} bytes, more than ${maxBytes}.` };
    }
    text = await fs.readFile(file, 'utf8');
  } catch (error) {
    if (errorCodeOf(error) === 'ENOENT') return { snapshot: emptySnapshot(), problem: null };
    return { snapshot: null, problem: `The progress file could not be read (${errorCodeOf(error)}).` };
  }
  let raw: unknown;
  try {
    raw = parseJsonObject(text);
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    return { snapshot: null, problem: `The progress file is damaged: ${why}` };
  }
  const migrated = migrateSnapshot(raw);
  if (!migrated.ok) return { snapshot: null, problem: migrated.reason };
  return { snapshot: migrated.value, problem: null };
}

/** The players' list and folders, as the dashboard reads them. */
export type LocalPlayers = Pick<ProfileService, 'view' | 'folderOf'>;

async function readOne(profiles: LocalPlayers, profile: Profile): Promise<DashboardPupilInput> {
  const read = await readProgressFile(path.join(profiles.folderOf(profile.id), PROGRESS_FILE));
  return { profile, ...read };
}

/**
 * Every player of this PC with their progress as saved, for the dashboard. It reads the files
 * directly and changes nothing: opening the dashboard neither moves a damaged file aside nor takes
 * the notice the pupil gets when they next play.
 */
export function readLocalPupils(profiles: LocalPlayers): Promise<DashboardPupilInput[]> {
  return Promise.all(profiles.view().profiles.map((profile) => readOne(profiles, profile)));
}

/** One player of this PC with their progress as saved, or null for an id that is not listed. */
export async function readLocalPupil(
  profiles: LocalPlayers,
  id: string,
): Promise<DashboardPupilInput | null> {
  const profile = profiles.view().profiles.find((p) => p.id === id);
  return profile ? readOne(profiles, profile) : null;
}
