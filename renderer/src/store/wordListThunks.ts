import type { AppThunk } from './thunks';
import { toIpcError } from './thunks';
import {
  wordListChanged,
  wordListChangeFailed,
  wordListPreviewClosed,
  wordListPreviewFailed,
  wordListPreviewShown,
  wordListsLoaded,
  wordListsLoadFailed,
  wordListsUnavailable,
} from './wordListsSlice';

/**
 * Reads the teachers' saved lists through the platform, so each becomes a stage beside the map; where
 * the platform keeps no lists it says so. A failed read keeps the lists known so far; it never throws.
 */
export function loadWordLists(): AppThunk<Promise<void>> {
  return async (dispatch, _getState, deps) => {
    const wordLists = deps.platform().wordLists;
    if (!wordLists) {
      dispatch(wordListsUnavailable());
      return;
    }
    try {
      const answer = await wordLists.list();
      dispatch(answer.ok ? wordListsLoaded(answer.value) : wordListsLoadFailed());
    } catch {
      dispatch(wordListsLoadFailed());
    }
  };
}

/**
 * Gives a list a new title, then reads the lists back (so a refused title shows the stored one again).
 * Answers whether the rename worked; a failure is kept for the screen to show.
 */
export function renameWordList(change: { id: string; title: string }): AppThunk<Promise<boolean>> {
  return async (dispatch, _getState, deps) => {
    const wordLists = deps.platform().wordLists;
    if (!wordLists) return false;
    let renamed = false;
    try {
      const answer = await wordLists.rename(change);
      renamed = answer.ok;
      dispatch(answer.ok ? wordListChanged() : wordListChangeFailed(answer.error));
    } catch (error) {
      dispatch(wordListChangeFailed(toIpcError(error)));
    }
    await dispatch(loadWordLists());
    return renamed;
  };
}

/** Removes a list and keeps the lists main answers; answers whether it worked. */
export function removeWordList(id: string): AppThunk<Promise<boolean>> {
  return async (dispatch, _getState, deps) => {
    const wordLists = deps.platform().wordLists;
    if (!wordLists) return false;
    try {
      const answer = await wordLists.remove(id);
      if (!answer.ok) {
        dispatch(wordListChangeFailed(answer.error));
        return false;
      }
      dispatch(wordListChanged());
      dispatch(wordListsLoaded(answer.value));
      return true;
    } catch (error) {
      dispatch(wordListChangeFailed(toIpcError(error)));
      return false;
    }
  };
}

/**
 * Listens for the previews main sends after File → Import word list… and puts each into the store;
 * answers the unsubscribe (a no-op where the platform sends none).
 */
export function watchWordListPreviews(): AppThunk<() => void> {
  return (dispatch, _getState, deps) => {
    const platform = deps.platform();
    if (!platform.onWordListPreview) return () => {};
    return platform.onWordListPreview((preview) => dispatch(wordListPreviewShown(preview)));
  };
}

/**
 * Saves the open preview (main keeps its rows; only the preview's id is sent), reads the lists back so
 * the new stage appears, and closes the preview. On failure the preview stays open with the reason.
 */
export function confirmWordListPreview(): AppThunk<Promise<boolean>> {
  return async (dispatch, getState, deps) => {
    const preview = getState().wordLists.preview;
    const wordLists = deps.platform().wordLists;
    if (!preview || !wordLists) return false;
    try {
      const saved = await wordLists.confirm(preview.id);
      if (!saved.ok) {
        dispatch(wordListPreviewFailed(saved.error));
        return false;
      }
    } catch (error) {
      dispatch(wordListPreviewFailed(toIpcError(error)));
      return false;
    }
    await dispatch(loadWordLists());
    dispatch(wordListPreviewClosed());
    return true;
  };
}

/** Drops the open preview: main forgets it by id and nothing is saved. The dialog closes at once. */
export function cancelWordListPreview(): AppThunk {
  return (dispatch, getState, deps) => {
    const preview = getState().wordLists.preview;
    dispatch(wordListPreviewClosed());
    const wordLists = deps.platform().wordLists;
    // Main keeps only a few previews and forgets the oldest, so a failed cancel needs no notice.
    if (preview && wordLists) void wordLists.cancel(preview.id).catch(() => undefined);
  };
}
