import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * What the sound area knows that is not a setting: whether the browser lets audio start yet, and
 * whether this computer has an English voice. The sound settings themselves live once, in the
 * settings slice; `selectSound` joins the two.
 */
export interface SoundState {
  /** A key or click has happened, so the browser allows audio to start. */
  unlocked: boolean;
  /**
   * This computer has no English voice, so words cannot be spoken (common on Japanese lab PCs): the
   * hint ladder then skips its spoken step and the settings tell the teacher how to add one.
   */
  noEnglishVoice: boolean;
}

const initialState: SoundState = { unlocked: false, noEnglishVoice: false };

/** Audio unlock and English voice availability. */
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
});

/** Action creators of the sound slice (each documented on its reducer above). */
export const { audioUnlocked, englishVoiceMissing } = soundSlice.actions;
