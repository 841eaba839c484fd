import { useEffect, useState } from 'react';

/** How many times a value went down, and by how much the last time. */
export interface HitCount {
  hits: number;
  damage: number;
}

/**
 * Counts the drops of an HP value across renders (adjusting state while rendering, React's pattern for
 * state derived from a previous prop); a rise, such as a new run, is not a hit.
 */
export function useHitCounter(hp: number): HitCount {
  const [seen, setSeen] = useState({ hp, hits: 0, damage: 0 });
  if (seen.hp !== hp) {
    const next =
      hp < seen.hp ? { hp, hits: seen.hits + 1, damage: seen.hp - hp } : { hp, hits: seen.hits, damage: 0 };
    setSeen(next);
    return next;
  }
  return seen;
}

/** The latest blow of a battle: who took it (`none` before any), and its turn, which flips on each blow. */
export interface LastBlow {
  blow: 'none' | 'struck' | 'hurt';
  turn: 0 | 1;
}

/**
 * Which of two hit counts went up last: the demon struck (`struck`) or the hero hurt (`hurt`). A pose
 * held for a moment after a blow is then a CSS animation keyed on this, with no timer per blow.
 */
export function useLastBlow(strikes: number, hurts: number): LastBlow {
  const [seen, setSeen] = useState<{ strikes: number; hurts: number } & LastBlow>({
    strikes,
    hurts,
    blow: 'none',
    turn: 0,
  });
  if (seen.strikes !== strikes || seen.hurts !== hurts) {
    const rose = hurts > seen.hurts || strikes > seen.strikes;
    const blow = hurts > seen.hurts ? 'hurt' : strikes > seen.strikes ? 'struck' : seen.blow;
    const turn = rose ? (seen.turn === 0 ? 1 : 0) : seen.turn;
    const next = { strikes, hurts, blow, turn } as const;
    setSeen(next);
    return next;
  }
  return seen;
}

/**
 * The value as it was, until the frame after it changed has been drawn: what can wait (a blow's motion)
 * is set a frame after what the pupil reads next (the new question), so that frame stays small.
 */
export function useAfterNextFrame<T>(value: T): T {
  const [shown, setShown] = useState(value);
  useEffect(() => {
    if (Object.is(shown, value)) return;
    // Set from the next frame's callback: React renders it after that frame, not before.
    const id = requestAnimationFrame(() => setShown(value));
    return () => cancelAnimationFrame(id);
  }, [value, shown]);
  return shown;
}
