import { createAction, type UnknownAction } from '@reduxjs/toolkit';
import { createRun } from '../engine/createRun';
import { DEFAULT_ENGINE_OPTIONS } from '../engine/defaultEngineOptions';
import { step } from '../engine/step';
import type { Action, EngineOptions, EngineState, QAPair } from '../engine/types';

/** The run in play, the options it was built with, and the stage it belongs to. */
export interface EngineSliceState {
  options: EngineOptions;
  run: EngineState;
  /** The stage being played (a stage id, or e.g. `practice`), or null on the map. */
  stageId: string | null;
  /** The stage's difficulty, 1 (easy) to 5. */
  difficulty: number;
}

/** What {@link stageStarted} carries: a ready question list and options (see the `startStage` thunk). */
export interface StageStartPayload {
  stageId: string;
  questions: QAPair[];
  options: EngineOptions;
  difficulty: number;
  /** Timestamp to start the run at once, or null to wait for {@link runStarted}. */
  at: number | null;
}

/** A new run was built (and started when `at` is given). Usually dispatched by the `startStage` thunk. */
export const stageStarted = createAction<StageStartPayload>('engine/stageStarted');
/** The start button: begins a run built with `at: null`. */
export const runStarted = createAction<{ at: number }>('engine/runStarted');
/** One clean half-width character from the input adapter. */
export const keyTyped = createAction<{ char: string; at: number }>('engine/keyTyped');
/** Backspace. */
export const backspacePressed = createAction<{ at: number }>('engine/backspacePressed');
/** Tab: the next hint step. */
export const hintRequested = createAction<{ at: number }>('engine/hintRequested');
/** Skip the current question. */
export const questionSkipped = createAction<{ at: number }>('engine/questionSkipped');
/** `count` timer steps of `options.tickMs` (one by default); dispatched by the store's own timer while a run is running. */
export const ticked = createAction('engine/ticked', (count = 1) => ({ payload: { count } }));
/** The stop button: the timer and keys pause. */
export const runPaused = createAction<{ at: number }>('engine/runPaused');
/** The start button while paused. */
export const runResumed = createAction<{ at: number }>('engine/runResumed');
/** The player leaves the stage (Escape / back to map) before it ends. */
export const gaveUp = createAction<{ at: number }>('engine/gaveUp');
/** The run is put away (back to the map); the engine returns to an empty, idle run. */
export const runClosed = createAction('engine/runClosed');

const initialState: EngineSliceState = {
  options: DEFAULT_ENGINE_OPTIONS,
  run: createRun([], DEFAULT_ENGINE_OPTIONS),
  stageId: null,
  difficulty: 1,
};

/** The engine action for a store action, or null when the engine does not handle it. */
function toEngineAction(action: UnknownAction): Action | null {
  if (keyTyped.match(action)) return { type: 'key', ...action.payload };
  if (backspacePressed.match(action)) return { type: 'backspace', ...action.payload };
  if (hintRequested.match(action)) return { type: 'hint', ...action.payload };
  if (questionSkipped.match(action)) return { type: 'skip', ...action.payload };
  if (ticked.match(action)) return { type: 'tick', count: action.payload.count };
  if (runStarted.match(action)) return { type: 'start', ...action.payload };
  if (runPaused.match(action)) return { type: 'pause', ...action.payload };
  if (runResumed.match(action)) return { type: 'resume', ...action.payload };
  if (gaveUp.match(action)) return { type: 'giveUp', ...action.payload };
  return null;
}

/**
 * The engine slice's reducer: each engine action goes to the pure engine, which answers a new immutable
 * run (keeping unchanged parts by reference, or the same run when nothing changed). It needs no Immer
 * draft, so it is a plain reducer over the action creators' type guards.
 */
export function engineReducer(
  state: EngineSliceState = initialState,
  action: UnknownAction,
): EngineSliceState {
  if (stageStarted.match(action)) {
    const { stageId, questions, options, difficulty, at } = action.payload;
    const run = createRun(questions, options);
    return {
      options,
      run: at === null ? run : step(run, { type: 'start', at }, options),
      stageId,
      difficulty,
    };
  }
  if (runClosed.match(action)) return initialState;
  const engineAction = toEngineAction(action);
  if (engineAction === null) return state;
  const run = step(state.run, engineAction, state.options);
  return run === state.run ? state : { ...state, run };
}

/** The engine slice, shaped like the other slices for `makeStore`. */
export const engineSlice = { name: 'engine' as const, reducer: engineReducer };
