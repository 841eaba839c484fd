import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * The spec's "sort" area. The question order is a setting, stored once in the settings slice and read
 * through `selectOrder`; this slice holds only a fixed shuffle seed for replays and tests.
 */
export interface SortState {
  /**
   * A fixed shuffle seed for the next runs (replays, tests), or null to draw a new seed each run.
   * The seed a run actually used is in `engine.options.seed`.
   */
  fixedSeed: number | null;
}

const initialState: SortState = { fixedSeed: null };

/** An optional fixed shuffle seed. */
export const sortSlice = createSlice({
  name: 'sort',
  initialState,
  reducers: {
    /** Fixes the shuffle seed (a number) or returns to a fresh seed per run (null). */
    seedFixed(state, action: PayloadAction<number | null>) {
      state.fixedSeed = action.payload === null ? null : action.payload >>> 0;
    },
  },
});

/** Action creators of the sort slice (each documented on its reducer above). */
export const { seedFixed } = sortSlice.actions;
