import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_SETTINGS, type Settings } from '../../../electron/contract';
import { settingsLoaded, updateSettings } from './settingsSlice';

/** Question order. */
export interface SortState {
  /** Mirrors the `order` setting. */
  order: Settings['order'];
  /**
   * A fixed shuffle seed for the next runs (replays, tests), or null to draw a new seed each run.
   * The seed a run actually used is in `engine.options.seed`.
   */
  fixedSeed: number | null;
}

const initialState: SortState = { order: DEFAULT_SETTINGS.order, fixedSeed: null };

/** Question order (kept in step with the settings) and an optional fixed seed. */
export const sortSlice = createSlice({
  name: 'sort',
  initialState,
  reducers: {
    /** Fixes the shuffle seed (a number) or returns to a fresh seed per run (null). */
    seedFixed(state, action: PayloadAction<number | null>) {
      state.fixedSeed = action.payload === null ? null : action.payload >>> 0;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(updateSettings, (state, action) => {
        if (action.payload.order !== undefined) state.order = action.payload.order;
      })
      .addCase(settingsLoaded, (state, action) => {
        state.order = action.payload.settings.order;
      });
  },
});

/** Action creators of the sort slice (each documented on its reducer above). */
export const { seedFixed } = sortSlice.actions;
