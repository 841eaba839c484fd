import { ok, PROFILES_OPERATIONS, type Result, WORD_LISTS_OPERATIONS } from '../../../core/contract';
import { checkPlayerRemoval } from '../../../core/profiles/profilesRules';
import type { ProfileService } from '../profiles/profileService';
import type { WordListService } from '../wordlists/wordListService';
import {
  type AreaHandlers,
  type GuardedHandlers,
  type GuardOptions,
  guardOperations,
} from './guardedHandler';

/** The areas this file does the work of: the players and the teachers' word lists. */
export const CLASSROOM_AREAS = { profiles: PROFILES_OPERATIONS, wordLists: WORD_LISTS_OPERATIONS };

/** The guarded handlers of the players' and word lists' channels, by channel. */
export type ClassroomHandlers = GuardedHandlers<typeof CLASSROOM_AREAS>;

/** What the players' and word lists' work uses; all injected so it runs in plain Node. */
export interface ClassroomDeps {
  profiles: ProfileService;
  wordLists: WordListService;
  /**
   * With a class folder: reads the class's players from the share before the list is answered (the
   * local copy answers when the share does not).
   */
  refreshPlayers?: () => Promise<unknown>;
  /**
   * With a class folder: opens a player on this PC before they become the one playing (their lease,
   * their progress from the share); its refusal (`in-use`) is the answer.
   */
  openPlayer?: (id: string) => Promise<Result<void>>;
  /** With a class folder: whether a player may be deleted from here (its refusal is the answer). */
  checkRemove?: (id: string) => Promise<Result<void>>;
  /** Whether a token is teacher mode's; without it a player with progress cannot be deleted. */
  isUnlocked?: (token: string) => boolean;
}

/**
 * On this PC's own saves, a player with progress is deleted only in teacher mode, so one pupil cannot
 * delete another and their progress. (A class folder refuses them outright: see `checkRemove`.)
 */
function checkRemoveHere(deps: ClassroomDeps, id: string, token: string | undefined): Result<void> {
  const progress = deps.profiles.filesOf(id)?.snapshot.read() ?? null;
  return checkPlayerRemoval(progress, token !== undefined && deps.isUnlocked?.(token) === true);
}

/** What {@link createClassroomHandlers} needs: the services and the guard's checks. */
export interface ClassroomHandlerDeps extends ClassroomDeps, GuardOptions {}

/** The work of each players' and word lists' operation; the class folder's part runs after the guard's checks. */
export function classroomWork(deps: ClassroomDeps): AreaHandlers<typeof CLASSROOM_AREAS> {
  return {
    profiles: {
      list: async () => {
        if (deps.refreshPlayers) await deps.refreshPlayers();
        return ok(deps.profiles.view());
      },
      add: (p) => deps.profiles.add(p.name, p.avatar),
      update: (p) => deps.profiles.update(p.id, p.name, p.avatar),
      remove: async (removal) => {
        const { id, token } = typeof removal === 'string' ? { id: removal, token: undefined } : removal;
        const allowed = deps.checkRemove ? await deps.checkRemove(id) : checkRemoveHere(deps, id, token);
        return allowed.ok ? deps.profiles.remove(id) : allowed;
      },
      select: async (id) => {
        if (!deps.profiles.view().profiles.some((p) => p.id === id)) return deps.profiles.select(id);
        const opened = deps.openPlayer ? await deps.openPlayer(id) : ok(undefined);
        return opened.ok ? deps.profiles.select(id) : opened;
      },
    },
    wordLists: {
      list: () => ok(deps.wordLists.list()),
      rename: (change) => deps.wordLists.rename(change.id, change.title),
      remove: (id) => deps.wordLists.remove(id),
      confirm: (id) => deps.wordLists.confirm(id),
      cancel: (id) => ok(deps.wordLists.cancel(id)),
    },
  };
}

/** The guarded handlers of the players' and word lists' channels alone. */
export function createClassroomHandlers(deps: ClassroomHandlerDeps): ClassroomHandlers {
  return guardOperations(CLASSROOM_AREAS, classroomWork(deps), deps);
}
