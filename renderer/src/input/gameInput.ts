import type { Action } from '../engine/types';

/**
 * One abstract keyboard input of the game, stamped with the DOM event's `timeStamp` in milliseconds.
 * The keys the engine judges are its own {@link Action}s (`key`, `backspace`, `hint`, `skip`), spelled
 * once there; `enter` and `escape` start, stop and resume the run and never reach the engine as keys.
 */
export type GameInput =
  | Extract<Action, { type: 'key' | 'backspace' | 'hint' | 'skip' }>
  /** Plain Enter: starts or resumes a run; never part of an answer. */
  | { type: 'enter'; at: number }
  /** Escape: stops or resumes the run's clock. */
  | { type: 'escape'; at: number };

/** Why the IME banner is shown: a composition is running, or a full-width / Japanese character arrived. */
export type ImeReason = 'composition' | 'full-width';

/** The callbacks the input adapter reports to. */
export interface InputHandlers {
  /** A clean input for the game (full-width ASCII already converted to half-width). */
  onInput(input: GameInput): void;
  /** The IME state changed: a reason while Japanese input is on, `null` once clean half-width keys arrive. */
  onIme(reason: ImeReason | null): void;
}
