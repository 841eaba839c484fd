import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  DEFAULT_SETTINGS,
  type Settings,
  type SettingsLoad,
  type SettingsPatch,
} from '../../../core/contract';

/** The player's {@link Settings}, and nothing else (the files' state is the persistence slice's). */
export type SettingsState = Settings;

const initialState: SettingsState = { ...DEFAULT_SETTINGS };

/** The player's settings. */
export const settingsSlice = createSlice({
  name: 'settings',
  initialState,
  reducers: {
    /** The player changed settings; applied at once and saved shortly after (see the persistence listener). */
    updateSettings(state, action: PayloadAction<SettingsPatch>) {
      Object.assign(state, action.payload);
    },
    /** The settings file was read (possibly recovered from damage: the persistence slice notes that). */
    settingsLoaded(_state, action: PayloadAction<SettingsLoad>) {
      // Replaced whole: an optional choice the newly read player never made must not stay from the last.
      return { ...action.payload.settings };
    },
  },
});

/** Action creators of the settings slice (each documented on its reducer above). */
export const { updateSettings, settingsLoaded } = settingsSlice.actions;
