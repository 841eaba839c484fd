import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_SETTINGS, type Settings } from '../../../electron/contract';
import { settingsLoaded, updateSettings } from './settingsSlice';

/** Audio switches and volumes (mirrors of the settings) plus whether the browser lets audio play yet. */
export interface SoundState {
  sound: boolean;
  bgm: boolean;
  sfx: boolean;
  bgmVolume: number;
  sfxVolume: number;
  speech: boolean;
  consent: Settings['consent'];
  /** A key or click has happened, so the browser allows audio to start. */
  unlocked: boolean;
  /**
   * This computer has no English voice, so words cannot be spoken (common on Japanese lab PCs): the
   * hint ladder then skips its spoken step and the settings tell the teacher how to add one.
   */
  noEnglishVoice: boolean;
}

const KEYS = ['sound', 'bgm', 'sfx', 'bgmVolume', 'sfxVolume', 'speech', 'consent'] as const;

const initialState: SoundState = {
  sound: DEFAULT_SETTINGS.sound,
  bgm: DEFAULT_SETTINGS.bgm,
  sfx: DEFAULT_SETTINGS.sfx,
  bgmVolume: DEFAULT_SETTINGS.bgmVolume,
  sfxVolume: DEFAULT_SETTINGS.sfxVolume,
  speech: DEFAULT_SETTINGS.speech,
  consent: DEFAULT_SETTINGS.consent,
  unlocked: false,
  noEnglishVoice: false,
};

function mirror(state: SoundState, s: Partial<Settings>) {
  for (const key of KEYS) {
    const value = s[key];
    if (value !== undefined) (state as unknown as Record<string, unknown>)[key] = value;
  }
}

/** Sound settings as the audio layer reads them. */
export const soundSlice = createSlice({
  name: 'sound',
  initialState,
  reducers: {
    /** The first user gesture happened; audio may start. */
    audioUnlocked(state) {
      state.unlocked = true;
    },
    /** The speech helper found (true) or, once voices arrived late, no longer finds (false) no English voice. */
    englishVoiceMissing(state, action: PayloadAction<boolean>) {
      state.noEnglishVoice = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(updateSettings, (state, action) => mirror(state, action.payload))
      .addCase(settingsLoaded, (state, action) => mirror(state, action.payload.settings));
  },
});

/** Action creators of the sound slice (each documented on its reducer above). */
export const { audioUnlocked, englishVoiceMissing } = soundSlice.actions;
