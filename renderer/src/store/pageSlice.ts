import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { runClosed, stageStarted } from './engineSlice';
import { stageRecorded } from './levelSlice';

/** The screens of the game. `results` is the typing page with the results dialog open. */
export type Page = 'title' | 'map' | 'typing' | 'results' | 'notebook' | 'progress' | 'library';

/** Which screen is shown and whether the settings drawer covers it. */
export interface PageState {
  current: Page;
  /** The screen before the current one, for "back". */
  previous: Page | null;
  /** Where the stage being played was started: closing it goes back there (the map or the word library). */
  playFrom: 'map' | 'library';
  settingsOpen: boolean;
}

const initialState: PageState = { current: 'title', previous: null, playFrom: 'map', settingsOpen: false };

function go(state: PageState, page: Page) {
  if (state.current === page) return;
  state.previous = state.current;
  state.current = page;
}

/** Navigation between screens. Starting a stage opens `typing`; a recorded stage end opens `results`. */
export const pageSlice = createSlice({
  name: 'page',
  initialState,
  reducers: {
    /** Shows another screen. */
    pageChanged(state, action: PayloadAction<Page>) {
      go(state, action.payload);
    },
    /** Opens the settings drawer (keys stop reaching the game). */
    settingsOpened(state) {
      state.settingsOpen = true;
    },
    /** Closes the settings drawer. */
    settingsClosed(state) {
      state.settingsOpen = false;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(stageStarted, (state) => {
        // A retry starts from the typing page itself and keeps where the first run came from.
        if (state.current === 'map' || state.current === 'library') state.playFrom = state.current;
        else if (state.current !== 'typing' && state.current !== 'results') state.playFrom = 'map';
        go(state, 'typing');
      })
      // Only over the typing page: a run left for the map is recorded without calling the player back.
      .addCase(stageRecorded, (state) => {
        if (state.current === 'typing') go(state, 'results');
      })
      .addCase(runClosed, (state) => {
        if (state.current === 'typing' || state.current === 'results') go(state, state.playFrom);
      });
  },
});

/** Action creators of the page slice (each documented on its reducer above). */
export const { pageChanged, settingsOpened, settingsClosed } = pageSlice.actions;
