import { gaveUp, runClosed, runPaused, runResumed, runStarted } from './engineSlice';
import type { AppThunk } from './thunks';

/**
 * The run controls a player reaches by key or button, as thunks so that screens never read the
 * store's state themselves: each decides from the run as it is when the key lands. `at` is the
 * event's timestamp.
 */

/** Enter: starts a run that waits for it, or resumes a paused one; nothing otherwise. */
export function enterPressed(at: number): AppThunk {
  return (dispatch, getState) => {
    const run = getState().engine.run;
    if (run.finished) return;
    if (!run.started) dispatch(runStarted({ at }));
    else if (run.paused) dispatch(runResumed({ at }));
  };
}

/** Escape: stops a running run's clock, or resumes a stopped one; nothing before the start or after the end. */
export function escapePressed(at: number): AppThunk {
  return (dispatch, getState) => {
    const run = getState().engine.run;
    if (!run.started || run.finished) return;
    dispatch(run.paused ? runResumed({ at }) : runPaused({ at }));
  };
}

/**
 * The header's start / stop / resume button: starts, resumes or stops. Answers whether the run is
 * now running, so the screen can give the keys back to the answer field.
 */
export function runControlPressed(at: number): AppThunk<boolean> {
  return (dispatch, getState) => {
    const run = getState().engine.run;
    if (run.finished) return false;
    if (!run.started) dispatch(runStarted({ at }));
    else if (run.paused) dispatch(runResumed({ at }));
    else dispatch(runPaused({ at }));
    const now = getState().engine.run;
    return now.started && !now.paused && !now.finished;
  };
}

/** A dialog (the settings, …) opened over a running run: its clock stops until the player continues. */
export function pauseForDialog(at: number): AppThunk {
  return (dispatch, getState) => {
    const run = getState().engine.run;
    if (run.started && !run.finished && !run.paused) dispatch(runPaused({ at }));
  };
}

/**
 * Back to the map: a run left midway is recorded as given up (the teacher's history stays honest),
 * then the run closes.
 */
export function leaveRun(at: number): AppThunk {
  return (dispatch, getState) => {
    const run = getState().engine.run;
    if (run.started && !run.finished) dispatch(gaveUp({ at }));
    dispatch(runClosed());
  };
}
