import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Band } from '../../../core/bank/bankTerms';
import { runClosed, stageStarted } from './engineSlice';

/**
 * The screens of the game. `results` is the typing page with the results dialog open; `worlds` is the
 * overview of the word bank's worlds and `world` one world's map; `placement` is the placement quest,
 * `schoolCheck` the school's word check, and
 * `teacher` the PIN-protected teacher mode.
 */
export type Page =
  | 'title'
  | 'map'
  | 'typing'
  | 'results'
  | 'notebook'
  | 'progress'
  | 'library'
  | 'worlds'
  | 'world'
  | 'placement'
  | 'schoolCheck'
  | 'teacher';

/** The screens a stage can be started from, and so the screen its results go back to. */
export type PlayFrom = 'map' | 'library' | 'worlds' | 'world';

function isPlayFrom(page: Page): page is PlayFrom {
  return page === 'map' || page === 'library' || page === 'worlds' || page === 'world';
}

/** Which screen is shown and whether the settings drawer covers it. */
export interface PageState {
  current: Page;
  /** The screen before the current one, for "back". */
  previous: Page | null;
  /** Where the stage being played was started: closing it goes back there. */
  playFrom: PlayFrom;
  /** The world whose map the `world` screen shows (one per band of the word bank). */
  world: Band;
  settingsOpen: boolean;
}

const initialState: PageState = {
  current: 'title',
  previous: null,
  playFrom: 'map',
  world: 'e34',
  settingsOpen: false,
};

function go(state: PageState, page: Page) {
  if (state.current === page) return;
  state.previous = state.current;
  state.current = page;
}

/** Navigation between screens. Starting a stage opens `typing`; the stage-end listener opens `results`. */
export const pageSlice = createSlice({
  name: 'page',
  initialState,
  reducers: {
    /** Shows another screen. */
    pageChanged(state, action: PayloadAction<Page>) {
      go(state, action.payload);
    },
    /** Shows one world's map. */
    worldOpened(state, action: PayloadAction<Band>) {
      state.world = action.payload;
      go(state, 'world');
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
        if (isPlayFrom(state.current)) state.playFrom = state.current;
        else if (state.current !== 'typing' && state.current !== 'results') state.playFrom = 'map';
        go(state, 'typing');
      })
      .addCase(runClosed, (state) => {
        if (state.current === 'typing' || state.current === 'results') go(state, state.playFrom);
      });
  },
});

/** Action creators of the page slice (each documented on its reducer above). */
export const { pageChanged, worldOpened, settingsOpened, settingsClosed } = pageSlice.actions;
