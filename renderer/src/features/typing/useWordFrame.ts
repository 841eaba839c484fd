import { useState } from 'react';
import { selectWordTurn, useAppSelector } from '../../store';
import { useAfterNextFrame } from './useHitCounter';

/** The run's word turn ({@link selectWordTurn}) in the store (`now`) and as the page shows it (`shown`). */
export interface WordTurn {
  now: string;
  shown: string;
}

/**
 * The word turn, and the one the page shows: that one follows a frame late. The frame after a word's
 * last key then shows that key's letter on the finished word and nothing else, so it stays as small as
 * any key's; the next question, its notice and its empty letters come in the render after that frame.
 */
export function useWordTurn(): WordTurn {
  const now = useAppSelector(selectWordTurn);
  return { now, shown: useAfterNextFrame(now) };
}

/**
 * `value` as it was while `held` is true, and `value` itself otherwise (state kept from an earlier
 * render, React's pattern for it: a changed value is taken during the render that sees it free).
 */
export function useHeldWhile<T>(value: T, held: boolean): T {
  const [shown, setShown] = useState(value);
  if (held) return shown;
  if (!Object.is(shown, value)) setShown(value);
  return value;
}

/**
 * `value` as the typing page shows it: at once while the run stays on one word (a hint step, a wrong
 * key), and, when the word changes, the finished word's value until the frame after its last key has
 * been drawn (see {@link useWordTurn}).
 */
export function useWordValue<T>(value: T): T {
  const turn = useWordTurn();
  return useHeldWhile(value, turn.now !== turn.shown);
}
