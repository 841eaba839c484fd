import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { TeacherChoices } from '../../../core/contract';
import type { RootState } from './index';

/**
 * What a teacher chose for every player of this PC, as main keeps it in `teacher-settings.json`: worlds
 * and single stages opened whatever a player's progress, and "today's stages" shown first. The PIN and
 * the teacher-mode token never live here.
 */
export interface TeacherState {
  choices: TeacherChoices;
  /** `absent` where there is no teacher mode (outside the desktop app). */
  status: 'unknown' | 'ready' | 'absent' | 'failed';
}

const NO_CHOICES: TeacherChoices = { openWorlds: [], openStages: [], todayStages: [] };

const initialState: TeacherState = { choices: NO_CHOICES, status: 'unknown' };

/** The teacher's choices for this PC, as last read from (or saved to) main. */
export const teacherSlice = createSlice({
  name: 'teacher',
  initialState,
  reducers: {
    /** Main answered the teacher's choices (at start, or after a teacher saved them). */
    teacherChoicesLoaded(state, action: PayloadAction<TeacherChoices>) {
      state.choices = action.payload;
      state.status = 'ready';
    },
    /**
     * There is no teacher mode here (nothing extra is open), or its settings could not be read: before
     * any answer nothing extra is open, and a failed later read keeps what was last read, so one bad
     * read never takes today's stages away from the pupils.
     */
    teacherChoicesUnavailable(state, action: PayloadAction<'absent' | 'failed'>) {
      if (action.payload === 'absent' || state.status !== 'ready') state.choices = NO_CHOICES;
      state.status = action.payload;
    },
  },
});

/** Action creators of the teacher slice (each documented on its reducer above). */
export const { teacherChoicesLoaded, teacherChoicesUnavailable } = teacherSlice.actions;

/** The teacher's choices for this PC (nothing chosen until main answers). */
export const selectTeacherChoices = (state: RootState) => state.teacher.choices;
