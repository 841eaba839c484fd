import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { IpcError, ProfilesView } from '../../../core/contract';
import type { RootState } from './index';

/**
 * Whether the players are known: not asked yet, answered (even with an error), or `absent` where the
 * platform has no players (a plain browser), so the game starts at once.
 */
export type PlayersStatus = 'idle' | 'ready' | 'absent';

/** The players of this computer and who plays in this window. */
export interface PlayersState {
  status: PlayersStatus;
  /** Every player, who played last, and any repair notices of this start; null until read. */
  view: ProfilesView | null;
  /** The player chosen in this window; until then the game waits behind "who is playing?". */
  playingId: string | null;
  /** Why the last players operation failed; null after one that worked. */
  error: IpcError | null;
}

const initialState: PlayersState = { status: 'idle', view: null, playingId: null, error: null };

/** The players of this computer. */
export const playersSlice = createSlice({
  name: 'players',
  initialState,
  reducers: {
    /** Main answered the players (after a list, select or remove). */
    playersListed(state, action: PayloadAction<ProfilesView>) {
      state.status = 'ready';
      state.view = action.payload;
      state.error = null;
    },
    /** The platform keeps no players (a plain browser). */
    playersUnavailable(state) {
      state.status = 'absent';
    },
    /** A players operation failed; the screen shows why. */
    playersFailed(state, action: PayloadAction<IpcError>) {
      if (state.status === 'idle') state.status = 'ready';
      state.error = action.payload;
    },
    /** This player plays in this window from now on (main has made them the active one). */
    playerChosen(state, action: PayloadAction<string>) {
      state.playingId = action.payload;
    },
  },
});

export const { playersListed, playersUnavailable, playersFailed, playerChosen } = playersSlice.actions;

/** Whether the players are known yet, or absent. */
export const selectPlayersStatus = (s: RootState) => s.players.status;
/** Every player and who played last, or null before they were read. */
export const selectPlayersView = (s: RootState) => s.players.view;
/** Why the last players operation failed, or null. */
export const selectPlayersError = (s: RootState) => s.players.error;

/** The player chosen in this window, or null while "who is playing?" is unanswered. */
export const selectPlayingProfile = createSelector(
  [(s: RootState) => s.players.view, (s: RootState) => s.players.playingId],
  (view, id) => (id === null ? null : (view?.profiles.find((p) => p.id === id) ?? null)),
);
