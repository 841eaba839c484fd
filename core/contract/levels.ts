/**
 * How level follows experience. Kept in the contract so that the game (which records a stage) and
 * main (which merges a pupil's progress from several PCs) reach the same level from the same total.
 */

/** Total experience needed to reach `level` (level 1 needs 0; each level needs 50 more than the last). */
export function expForLevel(level: number): number {
  const n = Math.max(1, Math.floor(level)) - 1;
  return 50 * ((n * (n + 1)) / 2);
}

/** The level that `exp` total experience reaches, from 1 to 999. */
export function levelForExp(exp: number): number {
  let level = 1;
  while (level < 999 && expForLevel(level + 1) <= exp) level++;
  return level;
}
