import type { Stats } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { emptySnapshot, type Profile, progressProblem } from '../../../core/contract';
import type { DashboardPupilInput } from '../../../core/dashboard/buildDashboard';
import { progressForReport, type ReadProgress } from '../../../core/dashboard/progressForReport';
import { reportOnly } from '../../../core/dashboard/projectForReport';
import type { ProfileService } from '../profiles/profileService';
import { DEFAULT_MAX_BYTES } from '../stores/createStoredFile';
import { parseJsonObject } from '../stores/jsonFile';
import { errorCodeOf } from '../stores/writeErrorCode';

/** The name of a player's progress file in their folder. */
const PROGRESS_FILE = 'progress.json';

export type { ReadProgress } from '../../../core/dashboard/progressForReport';

/**
 * Reads one progress file without changing anything: a missing file is a pupil who has not played
 * yet (empty progress); a file too large, not JSON or of an unknown shape is answered as a problem
 * with the reason, and left where it is (the game itself sets damaged files aside when the pupil
 * plays next). Older shapes are migrated in memory only.
 */
export async function readProgressFile(
  file: string,
  maxBytes = DEFAULT_MAX_BYTES,
  whole = false,
): Promise<ReadProgress> {
  let stats: Stats;
  try {
    stats = await fs.stat(file);
  } catch (error) {
    return unreadable(error);
  }
  return readStatted(file, stats, maxBytes, whole);
}

function unreadable(error: unknown): ReadProgress {
  if (errorCodeOf(error) === 'ENOENT') return { snapshot: emptySnapshot(), problem: null };
  return { snapshot: null, problem: progressProblem('unreadable', errorCodeOf(error)) };
}

async function readStatted(
  file: string,
  stats: Stats,
  maxBytes: number,
  whole = false,
): Promise<ReadProgress> {
  if (stats.size > maxBytes) {
    return { snapshot: null, problem: progressProblem('too-large', `${stats.size} bytes > ${maxBytes}`) };
  }
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (error) {
    return unreadable(error);
  }
  let raw: unknown;
  try {
    raw = parseJsonObject(text);
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    return { snapshot: null, problem: progressProblem('damaged', why) };
  }
  return progressForReport(raw, whole);
}

/** Reads progress files for the class list, reading again only the files that changed since. */
export interface ProgressCache {
  /** The file's progress as {@link reportOnly} keeps it, or why it could not be read. */
  read(file: string): Promise<ReadProgress>;
}

/**
 * A cache of the class list's progress by file: a file whose size, modification time and identity
 * (saves replace the file, so a new save is a new file) are unchanged is not read again. Opening the
 * dashboard again, saving its CSV or reading the latest after a lesson costs only the files pupils
 * saved meanwhile. Problems are not kept: a damaged file is looked at again each time.
 */
export function createProgressCache(maxBytes = DEFAULT_MAX_BYTES): ProgressCache {
  const kept = new Map<string, { stamp: string; progress: ReadProgress }>();
  return {
    read: async (file) => {
      let stats: Stats;
      try {
        stats = await fs.stat(file);
      } catch (error) {
        kept.delete(file);
        return unreadable(error);
      }
      const stamp = `${stats.size}:${stats.mtimeMs}:${stats.ino}:${stats.ctimeMs}`;
      const known = kept.get(file);
      if (known && known.stamp === stamp) return known.progress;
      const read = await readStatted(file, stats, maxBytes);
      if (!read.snapshot) {
        kept.delete(file);
        return read;
      }
      const progress: ReadProgress = { snapshot: reportOnly(read.snapshot), problem: null };
      kept.set(file, { stamp, progress });
      return progress;
    },
  };
}

/** The players' list and folders, as the dashboard reads them. */
export type LocalPlayers = Pick<ProfileService, 'view' | 'folderOf'>;

async function readOne(
  profiles: LocalPlayers,
  profile: Profile,
  read: (file: string) => Promise<ReadProgress>,
): Promise<DashboardPupilInput> {
  return { profile, ...(await read(path.join(profiles.folderOf(profile.id), PROGRESS_FILE))) };
}

/**
 * Every player of this PC with their progress as saved, for the dashboard. It reads the files
 * directly and changes nothing: opening the dashboard neither moves a damaged file aside nor takes
 * the notice the pupil gets when they next play.
 */
export function readLocalPupils(
  profiles: LocalPlayers,
  cache?: ProgressCache,
): Promise<DashboardPupilInput[]> {
  const read = cache ? cache.read : (file: string) => readProgressFile(file);
  return Promise.all(profiles.view().profiles.map((profile) => readOne(profiles, profile, read)));
}

/**
 * One player of this PC with their whole progress as saved (their page shows the review schedule, the
 * mistakes by key and the mastery log, which the class list leaves out), or null for an id not listed.
 */
export async function readLocalPupil(
  profiles: LocalPlayers,
  id: string,
): Promise<DashboardPupilInput | null> {
  const profile = profiles.view().profiles.find((p) => p.id === id);
  return profile
    ? readOne(profiles, profile, (file) => readProgressFile(file, DEFAULT_MAX_BYTES, true))
    : null;
}

/**
 * The dashboard's readers of this PC's players: every pupil for the class list (through a
 * {@link ProgressCache}, so only files saved since are read again), and one pupil's whole progress
 * for their detail page (always read afresh).
 */
export function localPupilReaders(profiles: LocalPlayers): {
  readPupils: () => Promise<DashboardPupilInput[]>;
  readPupil: (id: string) => Promise<DashboardPupilInput | null>;
} {
  const cache = createProgressCache();
  return {
    readPupils: () => readLocalPupils(profiles, cache),
    readPupil: (id) => readLocalPupil(profiles, id),
  };
}
