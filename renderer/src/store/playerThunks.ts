import type { Profile, Result } from '../../../core/contract';
import { classFolderOf } from '../platform/classFolder';
import { playerChosen, playersFailed, playersListed, playersUnavailable } from './playersSlice';
import type { AppThunk } from './thunks';
import { toIpcError } from './thunks';

/** Runs one call to the players bridge; a thrown error becomes a failed {@link Result}. */
async function settle<T>(call: () => Promise<Result<T>>): Promise<Result<T>> {
  try {
    return await call();
  } catch (error) {
    return { ok: false, error: toIpcError(error) };
  }
}

/**
 * Reads the players through the platform. When `remembered` (the player chosen earlier in this window,
 * kept over a reload) is still the active one, that player plays again without being asked. Where the
 * platform has no players it says so, and the game starts at once.
 */
export function loadPlayers(remembered: string | null = null): AppThunk<Promise<void>> {
  return async (dispatch, _getState, deps) => {
    const profiles = deps.platform().profiles;
    if (!profiles) {
      dispatch(playersUnavailable());
      return;
    }
    const answer = await settle(() => profiles.list());
    if (!answer.ok) {
      dispatch(playersFailed(answer.error));
      return;
    }
    dispatch(playersListed(answer.value));
    const { profiles: players, activeId } = answer.value;
    if (remembered !== null && remembered === activeId && players.some((p) => p.id === remembered)) {
      dispatch(playerChosen(remembered));
      return;
    }
    // "Who is playing?" shows: whoever played here has left, so main gives their class-folder lease
    // back and they can sit at another PC at once.
    void settle(() => classFolderOf(deps.platform()).leave());
  };
}

/** Makes this player the one playing now; from then on settings and progress calls answer theirs. */
export function choosePlayer(id: string): AppThunk<Promise<boolean>> {
  return async (dispatch, _getState, deps) => {
    const profiles = deps.platform().profiles;
    if (!profiles) return false;
    const answer = await settle(() => profiles.select(id));
    if (!answer.ok) {
      dispatch(playersFailed(answer.error));
      return false;
    }
    dispatch(playersListed(answer.value));
    dispatch(playerChosen(id));
    return true;
  };
}

/** Adds a player, then reads the players back; answers whether the player was added. */
export function addPlayer(player: { name: string; avatar: Profile['avatar'] }): AppThunk<Promise<boolean>> {
  return async (dispatch, _getState, deps) => {
    const profiles = deps.platform().profiles;
    if (!profiles) return false;
    const answer = await settle(() => profiles.add(player));
    if (!answer.ok) {
      dispatch(playersFailed(answer.error));
      return false;
    }
    await dispatch(loadPlayers());
    return true;
  };
}

/** Changes a player's name and picture, then reads the players back; answers whether it worked. */
export function updatePlayer(player: {
  id: string;
  name: string;
  avatar: Profile['avatar'];
}): AppThunk<Promise<boolean>> {
  return async (dispatch, _getState, deps) => {
    const profiles = deps.platform().profiles;
    if (!profiles) return false;
    const answer = await settle(() => profiles.update(player));
    if (!answer.ok) {
      dispatch(playersFailed(answer.error));
      return false;
    }
    await dispatch(loadPlayers());
    return true;
  };
}

/**
 * Deletes a player and their files; answers whether it worked. A player with progress needs teacher
 * mode's `token` (refused with `not-unlocked` without it).
 */
export function removePlayer(id: string, token?: string): AppThunk<Promise<boolean>> {
  return async (dispatch, _getState, deps) => {
    const profiles = deps.platform().profiles;
    if (!profiles) return false;
    const answer = await settle(() => profiles.remove(token === undefined ? id : { id, token }));
    if (!answer.ok) {
      dispatch(playersFailed(answer.error));
      return false;
    }
    dispatch(playersListed(answer.value));
    return true;
  };
}
