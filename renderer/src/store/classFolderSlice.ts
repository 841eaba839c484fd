import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ClassFolderStatus } from '../../../core/contract';
import type { RootState } from './index';

/**
 * Where this PC's saves live now, as main last said: this PC's own files, or the class folder on the
 * school's file server with whether it answers and how many records wait to be written back.
 */
export interface ClassFolderState {
  /** Main's last word on where saves live; null until it answered (and where it never does). */
  status: ClassFolderStatus | null;
  /**
   * How many statuses main has pushed so far. A read started before a push may be answered after it
   * with older news: the read is dropped when a push came in between.
   */
  pushes: number;
}

const initialState: ClassFolderState = { status: null, pushes: 0 };

/** Where saves live now (this PC or the class folder), kept fresh by main's pushes. */
export const classFolderSlice = createSlice({
  name: 'classFolder',
  initialState,
  reducers: {
    /** Main pushed a new status (the folder went away, came back, or records were written back). */
    classFolderStatusPushed(state, action: PayloadAction<ClassFolderStatus>) {
      state.status = action.payload;
      state.pushes += 1;
    },
    /** Main answered a read of the status that started when `pushes` pushes had come in. */
    classFolderStatusRead(state, action: PayloadAction<{ status: ClassFolderStatus; pushes: number }>) {
      if (action.payload.pushes === state.pushes) state.status = action.payload.status;
    },
  },
});

/** Action creators of the class-folder slice (each documented on its reducer above). */
export const { classFolderStatusPushed, classFolderStatusRead } = classFolderSlice.actions;

/** Where saves live now, or null before main answered. */
export const selectClassFolderStatus = (state: RootState) => state.classFolder.status;
