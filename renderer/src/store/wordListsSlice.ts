import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { IpcError, WordList, WordListPreview } from '../../../core/contract';
import type { RootState } from './index';

/**
 * Where the teachers' lists stand: not asked yet, read, unreadable, or `absent` where the platform has
 * no word lists (a plain browser).
 */
export type WordListsStatus = 'idle' | 'loaded' | 'failed' | 'absent';

/** The teachers' saved word lists, the import preview waiting for a yes or no, and the last failures. */
export interface WordListsState {
  status: WordListsStatus;
  /** The saved lists in the file's order; each is a stage beside the map. */
  lists: WordList[];
  /** Why the last rename or removal failed; null after one that worked. */
  error: IpcError | null;
  /** The preview main made of an imported file, shown until the teacher confirms or cancels it. */
  preview: WordListPreview | null;
  /** Why saving the preview failed; null while it has not. */
  previewError: IpcError | null;
}

const initialState: WordListsState = {
  status: 'idle',
  lists: [],
  error: null,
  preview: null,
  previewError: null,
};

/** The teachers' word lists as the game knows them. */
export const wordListsSlice = createSlice({
  name: 'wordLists',
  initialState,
  reducers: {
    /** The saved lists were read (or changed and read back). */
    wordListsLoaded(state, action: PayloadAction<WordList[]>) {
      state.status = 'loaded';
      state.lists = action.payload;
    },
    /** The lists could not be read; the stages known so far stay. */
    wordListsLoadFailed(state) {
      state.status = 'failed';
    },
    /** The platform keeps no word lists (a plain browser). */
    wordListsUnavailable(state) {
      state.status = 'absent';
    },
    /** A rename or removal worked, so an earlier failure no longer applies. */
    wordListChanged(state) {
      state.error = null;
    },
    /** A rename or removal failed. */
    wordListChangeFailed(state, action: PayloadAction<IpcError>) {
      state.error = action.payload;
    },
    /** Main sent the preview of an imported file; it replaces any preview still open. */
    wordListPreviewShown(state, action: PayloadAction<WordListPreview>) {
      state.preview = action.payload;
      state.previewError = null;
    },
    /** The preview was saved or dropped. */
    wordListPreviewClosed(state) {
      state.preview = null;
      state.previewError = null;
    },
    /** Saving the preview failed; it stays open with the reason. */
    wordListPreviewFailed(state, action: PayloadAction<IpcError>) {
      state.previewError = action.payload;
    },
  },
});

export const {
  wordListsLoaded,
  wordListsLoadFailed,
  wordListsUnavailable,
  wordListChanged,
  wordListChangeFailed,
  wordListPreviewShown,
  wordListPreviewClosed,
  wordListPreviewFailed,
} = wordListsSlice.actions;

/** The teachers' saved lists. */
export const selectWordLists = (s: RootState) => s.wordLists.lists;
/** Whether the lists came from a platform that can rename and remove them. */
export const selectCanManageWordLists = (s: RootState) => s.wordLists.status === 'loaded';
/** Why the last rename or removal failed, or null. */
export const selectWordListError = (s: RootState) => s.wordLists.error;
/** The import preview waiting for the teacher, or null. */
export const selectWordListPreview = (s: RootState) => s.wordLists.preview;
/** Why saving the preview failed, or null. */
export const selectWordListPreviewError = (s: RootState) => s.wordLists.previewError;
