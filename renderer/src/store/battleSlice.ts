import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_SETTINGS, type Settings } from '../../../electron/contract';
import { settingsLoaded, updateSettings } from './settingsSlice';

/** How stages are played, and which stage is chosen on the map. */
export interface BattleState {
  /** Study shows the answer; battle hides it and fights a demon. Mirrors the setting. */
  mode: Settings['mode'];
  /** Mirrors the setting of the same name. */
  learnThenRecall: boolean;
  /** Mirrors the setting of the same name. */
  strictCase: boolean;
  /** The stage under the map cursor, or null before the player moves it. */
  selectedStageId: string | null;
}

const initialState: BattleState = {
  mode: DEFAULT_SETTINGS.mode,
  learnThenRecall: DEFAULT_SETTINGS.learnThenRecall,
  strictCase: DEFAULT_SETTINGS.strictCase,
  selectedStageId: null,
};

function mirror(state: BattleState, s: Partial<Settings>) {
  if (s.mode !== undefined) state.mode = s.mode;
  if (s.learnThenRecall !== undefined) state.learnThenRecall = s.learnThenRecall;
  if (s.strictCase !== undefined) state.strictCase = s.strictCase;
}

/** Play mode (kept in step with the settings) and the map's chosen stage. */
export const battleSlice = createSlice({
  name: 'battle',
  initialState,
  reducers: {
    /** The map cursor moved to a stage. */
    stageSelected(state, action: PayloadAction<string | null>) {
      state.selectedStageId = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(updateSettings, (state, action) => mirror(state, action.payload))
      .addCase(settingsLoaded, (state, action) => mirror(state, action.payload.settings));
  },
});

/** Action creators of the battle slice (each documented on its reducer above). */
export const { stageSelected } = battleSlice.actions;
