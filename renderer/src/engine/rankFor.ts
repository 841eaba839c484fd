import type { Rank } from './types';

/** Accuracy needed for each rank above D (the run must also be won). */
export const RANK_THRESHOLDS = { S: 0.97, A: 0.9, B: 0.8 } as const;

/**
 * Rank rule: a run that was not won (defeat, escape, time up, gave up) is D. A won run is
 * S with accuracy ≥ 97%, no hint and no skip; A with accuracy ≥ 90% and no skip; B with accuracy ≥ 80%;
 * otherwise C. Speed is not ranked: a careful child is never punished for typing slowly.
 */
export function rankFor(won: boolean, accuracy: number, hintsUsed: number, skipped: number): Rank {
  if (!won) return 'D';
  if (accuracy >= RANK_THRESHOLDS.S && hintsUsed === 0 && skipped === 0) return 'S';
  if (accuracy >= RANK_THRESHOLDS.A && skipped === 0) return 'A';
  if (accuracy >= RANK_THRESHOLDS.B) return 'B';
  return 'C';
}
