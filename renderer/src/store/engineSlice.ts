import { createAction, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import { createRun } from '../engine/createRun';
import { DEFAULT_RUN_OPTIONS } from '../engine/defaultEngineOptions';
import { step } from '../engine/step';
import type { Action, EngineState, QAPair, RunOptions } from '../engine/types';

/** The run in play, the options it was built with, and the stage it belongs to. */
export interface EngineSliceState {
  /** The run's options; the sound switches are settings, joined in by `selectEngineOptions`. */
  options: RunOptions;
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
  options: RunOptions;
  difficulty: number;
  /** Timestamp to start the run at once, or null to wait for {@link runStarted}. */
  at: number | null;
}

/** A new run was built (and started when `at` is given). Usually dispatched by the `startStage` thunk. */
export const stageStarted = createAction<StageStartPayload>('engine/stageStarted');
/** The run is put away (back to the map); the engine returns to an empty, idle run. */
export const runClosed = createAction('engine/runClosed');

/** The engine action of one type, such as `{ type: 'key'; char; at }`. */
type EngineActionOf<T extends Action['type']> = Extract<Action, { type: T }>;
/** What an engine action carries besides its type. */
type FieldsOf<T extends Action['type']> = Omit<EngineActionOf<T>, 'type'>;

/**
 * The store's action creator for one engine action type: its type is `engine/<type>` and its payload
 * is the engine action itself, so the engine's {@link Action} is the only spelling of an input. Where
 * every field is optional (`tick`) the fields may be left out.
 */
function engineActionCreator<T extends Action['type']>(type: T) {
  return createAction(
    `engine/${type}` as const,
    (...[fields]: object extends FieldsOf<T> ? [fields?: FieldsOf<T>] : [fields: FieldsOf<T>]) => ({
      payload: { ...fields, type } as EngineActionOf<T>,
    }),
  );
}

/** One store action creator per engine action type; the reducer hands each payload to the engine as it is. */
export const engineActions = {
  start: engineActionCreator('start'),
  key: engineActionCreator('key'),
  backspace: engineActionCreator('backspace'),
  hint: engineActionCreator('hint'),
  skip: engineActionCreator('skip'),
  tick: engineActionCreator('tick'),
  pause: engineActionCreator('pause'),
  resume: engineActionCreator('resume'),
  giveUp: engineActionCreator('giveUp'),
} satisfies { [T in Action['type']]: { type: `engine/${T}` } };

/** The store's names for the engine's actions (see {@link engineActions}). */
export const {
  /** The start button: begins a run built with `at: null`. */
  start: runStarted,
  /** One clean half-width character from the input adapter. */
  key: keyTyped,
  /** Backspace. */
  backspace: backspacePressed,
  /** Tab: the next hint step. */
  hint: hintRequested,
  /** Skip the current question. */
  skip: questionSkipped,
  /** `count` timer steps of `options.tickMs` (one by default); dispatched by the store's own timer while a run is running. */
  tick: ticked,
  /** The stop button: the timer and keys pause. */
  pause: runPaused,
  /** The start button while paused. */
  resume: runResumed,
  /** The player leaves the stage (Escape / back to map) before it ends. */
  giveUp: gaveUp,
} = engineActions;

/**
 * The actions of a letter typed or taken back, dispatched on nearly every key: the engine's slice alone
 * answers them (the root reducer sends them to it alone), and React hears of them after the frame
 * that shows them (`storeForReact`).
 */
export const letterActionTypes: ReadonlySet<string> = new Set([keyTyped.type, backspacePressed.type]);

/** The store action that hands `action` to the engine (for inputs that arrive as engine actions). */
export function engineActionFor(action: Action): PayloadAction<Action> {
  return { type: engineActions[action.type].type, payload: action };
}

const engineActionTypes: ReadonlySet<string> = new Set(Object.values(engineActions).map((c) => c.type));

/** Whether `action` carries an engine action for the reducer. */
function isEngineAction(action: UnknownAction): action is PayloadAction<Action> {
  return engineActionTypes.has(action.type);
}

const initialState: EngineSliceState = {
  options: DEFAULT_RUN_OPTIONS,
  run: createRun([], DEFAULT_RUN_OPTIONS),
  stageId: null,
  difficulty: 1,
};

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
  if (!isEngineAction(action)) return state;
  const run = step(state.run, action.payload, state.options);
  return run === state.run ? state : { ...state, run };
}

/** The engine slice, shaped like the other slices for `makeStore`. */
export const engineSlice = { name: 'engine' as const, reducer: engineReducer };
