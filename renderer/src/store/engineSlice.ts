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

/** Action types by name: plain strings switch faster than reading `.type` off each action creator. */
const T = {
  stageStarted: 'engine/stageStarted',
  runClosed: 'engine/runClosed',
  keyTyped: 'engine/keyTyped',
  backspacePressed: 'engine/backspacePressed',
  hintRequested: 'engine/hintRequested',
  questionSkipped: 'engine/questionSkipped',
  ticked: 'engine/ticked',
  runStarted: 'engine/runStarted',
  runPaused: 'engine/runPaused',
  runResumed: 'engine/runResumed',
  gaveUp: 'engine/gaveUp',
} as const;

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
export const stageStarted = createAction<StageStartPayload>(T.stageStarted);
/** The start button: begins a run built with `at: null`. */
export const runStarted = createAction<{ at: number }>(T.runStarted);
/** One clean half-width character from the input adapter. */
export const keyTyped = createAction<{ char: string; at: number }>(T.keyTyped);
/** Backspace. */
export const backspacePressed = createAction<{ at: number }>(T.backspacePressed);
/** Tab: the next hint step. */
export const hintRequested = createAction<{ at: number }>(T.hintRequested);
/** Skip the current question. */
export const questionSkipped = createAction<{ at: number }>(T.questionSkipped);
/** One timer step of `options.tickMs`; dispatched by the store's own timer while a run is running. */
export const ticked = createAction(T.ticked);
/** The stop button: the timer and keys pause. */
export const runPaused = createAction<{ at: number }>(T.runPaused);
/** The start button while paused. */
export const runResumed = createAction<{ at: number }>(T.runResumed);
/** The player leaves the stage (Escape / back to map) before it ends. */
export const gaveUp = createAction<{ at: number }>(T.gaveUp);
/** The run is put away (back to the map); the engine returns to an empty, idle run. */
export const runClosed = createAction(T.runClosed);

const initialState: EngineSliceState = {
  options: DEFAULT_ENGINE_OPTIONS,
  run: createRun([], DEFAULT_ENGINE_OPTIONS),
  stageId: null,
  difficulty: 1,
};

/** The engine action for a store action, or null when the engine does not handle it. */
function toEngineAction(action: UnknownAction): Action | null {
  const p = action.payload as { at: number; char: string } | undefined;
  switch (action.type) {
    case T.keyTyped:
      return p ? { type: 'key', char: p.char, at: p.at } : null;
    case T.backspacePressed:
      return p ? { type: 'backspace', at: p.at } : null;
    case T.hintRequested:
      return p ? { type: 'hint', at: p.at } : null;
    case T.questionSkipped:
      return p ? { type: 'skip', at: p.at } : null;
    case T.ticked:
      return { type: 'tick' };
    case T.runStarted:
      return p ? { type: 'start', at: p.at } : null;
    case T.runPaused:
      return p ? { type: 'pause', at: p.at } : null;
    case T.runResumed:
      return p ? { type: 'resume', at: p.at } : null;
    case T.gaveUp:
      return p ? { type: 'giveUp', at: p.at } : null;
    default:
      return null;
  }
}

/**
 * The engine slice's reducer. It is written without Immer on purpose: the engine already answers new
 * immutable states (keeping unchanged parts by reference), and a keystroke is the hottest path of the app.
 */
export function engineReducer(
  state: EngineSliceState = initialState,
  action: UnknownAction,
): EngineSliceState {
  if (action.type === T.stageStarted) {
    const { stageId, questions, options, difficulty, at } = action.payload as StageStartPayload;
    const run = createRun(questions, options);
    return {
      options,
      run: at === null ? run : step(run, { type: 'start', at }, options),
      stageId,
      difficulty,
    };
  }
  if (action.type === T.runClosed) return initialState;
  const engineAction = toEngineAction(action);
  if (engineAction === null) return state;
  const run = step(state.run, engineAction, state.options);
  return run === state.run ? state : { ...state, run };
}

/** The engine slice, shaped like the other slices for `makeStore`. */
export const engineSlice = { name: 'engine' as const, reducer: engineReducer };
