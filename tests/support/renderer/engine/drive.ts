import { step } from '../../../../renderer/src/engine/step';
import type { Action, EngineOptions, EngineState } from '../../../../renderer/src/engine/types';

/** Script token for Backspace in {@link scriptActions}. */
export const BACKSPACE = '⌫';
/** Script token for the hint key (Tab). */
export const HINT = '⇥';
/** Script token for skipping the question. */
export const SKIP = '⏭';
/** Script token for one timer tick. */
export const TICK = '⏱';

/**
 * Turns a compact script into actions, one per character: ordinary characters are keys, and the
 * tokens {@link BACKSPACE}, {@link HINT}, {@link SKIP} and {@link TICK} are those inputs. Keys are
 * stamped from `from` in steps of `everyMs`. Answers are ASCII, so the tokens never collide with keys.
 */
export function scriptActions(script: string, from = 1000, everyMs = 100): Action[] {
  const actions: Action[] = [];
  let at = from;
  for (const c of script) {
    at += everyMs;
    if (c === BACKSPACE) actions.push({ type: 'backspace', at });
    else if (c === HINT) actions.push({ type: 'hint', at });
    else if (c === SKIP) actions.push({ type: 'skip', at });
    else if (c === TICK) actions.push({ type: 'tick' });
    else actions.push({ type: 'key', char: c, at });
  }
  return actions;
}

/** Applies a script (see {@link scriptActions}) to a run and answers the final state. */
export function drive(
  state: EngineState,
  options: EngineOptions,
  script: string,
  from = 1000,
  everyMs = 100,
) {
  let s = state;
  for (const action of scriptActions(script, from, everyMs)) s = step(s, action, options);
  return s;
}

/**
 * A readable picture of the answer line: typed characters with wrong ones in brackets, a bar at the
 * cursor, then the rest of the answer — e.g. "Ja[m]|uary".
 */
export function renderLine(state: EngineState): string {
  let out = '';
  for (let i = 0; i < state.typed.length; i++) {
    const c = state.typed[i] ?? '';
    out += state.correctMap[i] ? c : `[${c}]`;
  }
  return `${out}|${state.answerEn.slice(state.typed.length)}`;
}
