import type { RunScore } from './types';

// The level formula lives in the contract: main merges progress from several PCs with the same rule.
export { expForLevel, levelForExp } from '../../../core/contract/levels';

/** Experience for each cleared answer, before the stage's difficulty multiplier. */
export const EXP_PER_WORD = 5;

/** Experience bonus by rank for a won run. */
const RANK_BONUS = { S: 30, A: 20, B: 10, C: 5, D: 0 } as const;

/**
 * Experience rule: every cleared answer earns {@link EXP_PER_WORD} × difficulty (1–5), and a won run
 * adds a rank bonus (S 30, A 20, B 10, C 5); a lost run still keeps what its cleared answers earned.
 */
export function expForRun(score: RunScore, difficulty: number): number {
  const d = Math.min(5, Math.max(1, Math.round(difficulty)));
  return score.cleared * EXP_PER_WORD * d + RANK_BONUS[score.rank];
}
