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

/** True for `ms` milliseconds after `count` changes (and not at first), e.g. to hold an attack pose. */
export function useBriefly(count: number, ms: number): boolean {
  const [until, setUntil] = useState<{ count: number; on: boolean }>({ count, on: false });
  if (until.count !== count) setUntil({ count, on: true });
  useEffect(() => {
    if (!until.on) return;
    const id = setTimeout(() => setUntil((u) => ({ ...u, on: false })), ms);
    return () => clearTimeout(id);
  }, [until, ms]);
  return until.count !== count || until.on;
}
