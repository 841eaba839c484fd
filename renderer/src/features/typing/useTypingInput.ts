import { useCallback } from 'react';
import type { GameInput } from '../../input/gameInput';
import { engineActionFor, enterPressed, escapePressed, useAppDispatch } from '../../store';

/**
 * Turns the input adapter's game inputs into store actions: Enter starts or resumes and Escape stops
 * and resumes (run controls that look at the run first); every other input is an engine action
 * already and goes to the engine as it is (which ignores it unless the run is running). Every action
 * carries the key event's own timestamp.
 */
export function useTypingInput(): (input: GameInput) => void {
  const dispatch = useAppDispatch();
  return useCallback(
    (input: GameInput) => {
      if (input.type === 'enter') dispatch(enterPressed(input.at));
      else if (input.type === 'escape') dispatch(escapePressed(input.at));
      else dispatch(engineActionFor(input));
    },
    [dispatch],
  );
}
