/** One abstract keyboard input of the game, stamped with the DOM event's `timeStamp` in milliseconds. */
export type GameInput =
  | { kind: 'char'; char: string; at: number }
  | { kind: 'backspace'; at: number }
  | { kind: 'hint'; at: number }
  | { kind: 'skip'; at: number }
  | { kind: 'escape'; at: number }
  /** Plain Enter: starts or resumes a run; never part of an answer. */
  | { kind: 'enter'; at: number };

/** Why the IME banner is shown: a composition is running, or a full-width / Japanese character arrived. */
export type ImeReason = 'composition' | 'full-width';

/** The callbacks the input adapter reports to. */
export interface InputHandlers {
  /** A clean input for the game (full-width ASCII already converted to half-width). */
  onInput(input: GameInput): void;
  /** The IME state changed: a reason while Japanese input is on, `null` once clean half-width keys arrive. */
  onIme(reason: ImeReason | null): void;
}
