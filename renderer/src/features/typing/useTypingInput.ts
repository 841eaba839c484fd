import { useCallback } from 'react';
import { useStore } from 'react-redux';
import type { GameInput } from '../../input/gameInput';
import {
  type AppStore,
  backspacePressed,
  hintRequested,
  keyTyped,
  questionSkipped,
  runPaused,
  runResumed,
  runStarted,
} from '../../store';

/**
 * Turns the input adapter's game inputs into store actions: characters, Backspace, hint and skip go to
 * the engine (which ignores them unless the run is running); Enter starts or resumes; Escape stops and
 * resumes. Every action carries the key event's own timestamp.
 */
export function useTypingInput(): (input: GameInput) => void {
  const store = useStore() as AppStore;
  return useCallback(
    (input: GameInput) => {
      const { dispatch } = store;
      const run = store.getState().engine.run;
      switch (input.kind) {
        case 'char':
          dispatch(keyTyped({ char: input.char, at: input.at }));
          break;
        case 'backspace':
          dispatch(backspacePressed({ at: input.at }));
          break;
        case 'hint':
          dispatch(hintRequested({ at: input.at }));
          break;
        case 'skip':
          dispatch(questionSkipped({ at: input.at }));
          break;
        case 'enter':
          if (run.finished) break;
          if (!run.started) dispatch(runStarted({ at: input.at }));
          else if (run.paused) dispatch(runResumed({ at: input.at }));
          break;
        case 'escape':
          if (!run.started || run.finished) break;
          dispatch(run.paused ? runResumed({ at: input.at }) : runPaused({ at: input.at }));
          break;
      }
    },
    [store],
  );
}
