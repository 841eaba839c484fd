import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * The spec's "battle" area. How stages are played (mode, learn-then-recall, letter case) is a setting,
 * stored once in the settings slice and read through `selectBattleMode`; this slice holds only what
 * is not a setting: the stage chosen on the map.
 */
export interface BattleState {
  /** The stage under the map cursor, or null before the player moves it. */
  selectedStageId: string | null;
}

const initialState: BattleState = { selectedStageId: null };

/** The map's chosen stage. */
export const battleSlice = createSlice({
  name: 'battle',
  initialState,
  reducers: {
    /** The map cursor moved to a stage. */
    stageSelected(state, action: PayloadAction<string | null>) {
      state.selectedStageId = action.payload;
    },
  },
});

/** Action creators of the battle slice (each documented on its reducer above). */
export const { stageSelected } = battleSlice.actions;
