import {
  type AppSnapshot,
  classProgressFileSchema,
  describeIssues,
  emptySnapshot,
  fail,
  ok,
  type Profile,
  type ProgressProblem,
  problemLogText,
  progressProblem,
  type Result,
  SNAPSHOT_VERSION,
  storedVersion,
} from '../../../core/contract';
import { projectForReport } from '../../../core/dashboard/projectForReport';
import type { ProfileService } from '../profiles/profileService';
import type { ConnectionStatus } from './connectionStatus';
import type { LocalJournal } from './localJournal';
import type { ShareFailure, ShareFs } from './shareFs';
import { MAX_PROGRESS_BYTES, mergedLocal, playerPaths } from './shareProgress';

/** One pupil's progress as the dashboard reads it, or why it could not be read. */
export interface ClassPupilProgress {
  profile: Profile;
  snapshot: AppSnapshot | null;
  problem: ProgressProblem | null;
}

/** Why a progress file of the class folder could not be read, by the share's answer; the system's code is the detail. */
function readProblemOf(error: ShareFailure): ProgressProblem {
  if (error.unavailable) return progressProblem('folder-unavailable', error.code);
  if (error.code === 'EDAMAGED') return progressProblem('damaged', error.code);
  if (error.code === 'ETOOBIG') return progressProblem('too-large', error.code);
  return progressProblem('unreadable', error.code);
}

/** Why a class progress file of the wrong shape cannot be used: a newer game's, or damaged (with what is wrong). */
function shapeProblemOf(raw: unknown, issues: string): ProgressProblem {
  const version = storedVersion((raw as { snapshot?: unknown } | null)?.snapshot);
  return version !== null && version > SNAPSHOT_VERSION
    ? progressProblem('newer-version', `format ${version}`)
    : progressProblem('damaged', issues);
}

/** What the dashboard asks for. */
export interface ClassProgressQuery {
  /** Only this player (the dashboard's page for one pupil). */
  only?: string;
  /** Their whole progress (review schedule, mistakes by key, mastery log), not only what the class list reads. */
  full?: boolean;
}

/** Reads every player's progress as the class folder holds it, with this PC's unsent records merged in. */
export type ReadClassProgress = (query?: ClassProgressQuery) => Promise<Result<ClassPupilProgress[]>>;

/** Starts the dashboard's reader of one class folder; `refreshPlayers` brings the list of players first. */
export function createDashboardReader(options: {
  folder: string;
  share: ShareFs;
  profiles: ProfileService;
  journal: LocalJournal;
  connection: ConnectionStatus;
  refreshPlayers: () => Promise<boolean>;
}): ReadClassProgress {
  const { folder, share, profiles, journal, connection } = options;
  return async (wanted = {}) => {
    if (!(await options.refreshPlayers())) {
      const problem = connection.problem();
      return fail('unavailable', 'classFolder.noAnswer', {}, problem ? problemLogText(problem) : folder);
    }
    const out: ClassPupilProgress[] = [];
    const listed = profiles.view().profiles.filter((p) => wanted.only === undefined || p.id === wanted.only);
    for (const profile of listed) {
      const records = journal.records(profile.id);
      const read = await share.readJson(playerPaths(folder, profile.id).progress, MAX_PROGRESS_BYTES);
      if (!read.ok) {
        out.push({ profile, snapshot: null, problem: readProblemOf(read.error) });
        continue;
      }
      if (read.value === null) {
        // Not played yet, or not written back yet (this PC's copy is then the newest there is).
        const local = records.length > 0 ? profiles.filesOf(profile.id)?.snapshot.read() : null;
        out.push({ profile, snapshot: local ?? emptySnapshot(), problem: null });
        continue;
      }
      // Most pupils have nothing waiting here: the quick check of what the report reads will do.
      const quick =
        !wanted.full && records.length === 0 && typeof read.value === 'object' && read.value !== null
          ? projectForReport((read.value as { snapshot?: unknown }).snapshot)
          : null;
      if (quick) {
        out.push({ profile, snapshot: quick, problem: null });
        continue;
      }
      const parsed = classProgressFileSchema.safeParse(read.value);
      out.push(
        parsed.success
          ? { profile, snapshot: mergedLocal(parsed.data, records), problem: null }
          : { profile, snapshot: null, problem: shapeProblemOf(read.value, describeIssues(parsed.error)) },
      );
    }
    return ok(out);
  };
}
