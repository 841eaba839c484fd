import { useCallback } from 'react';
import type { GameInput } from '../../input/gameInput';
import {
  backspacePressed,
  enterPressed,
  escapePressed,
  hintRequested,
  keyTyped,
  questionSkipped,
  useAppDispatch,
} from '../../store';

/**
 * Turns the input adapter's game inputs into store actions: characters, Backspace, hint and skip go to
 * the engine (which ignores them unless the run is running); Enter starts or resumes; Escape stops and
 * resumes. Every action carries the key event's own timestamp.
 */
export function useTypingInput(): (input: GameInput) => void {
  const dispatch = useAppDispatch();
  return useCallback(
    (input: GameInput) => {
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
          dispatch(enterPressed(input.at));
          break;
        case 'escape':
          dispatch(escapePressed(input.at));
          break;
      }
    },
    [dispatch],
  );
}
