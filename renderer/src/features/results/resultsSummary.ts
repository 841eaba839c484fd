import type { RunEnding, RunScore, WordOutcome } from '../../engine';
import type { DefeatCause, PersistenceStatus } from '../../store';

/** Everything the results dialog shows about one finished run. */
export interface ResultsSummary {
  /** How the run ended. */
  ending: RunEnding;
  /** Whether the run counts as won (study completed or the demon fell). */
  victory: boolean;
  /** Battle or study. */
  battle: boolean;
  score: RunScore;
  /** One outcome per question in play order, for the chart. */
  outcomes: readonly WordOutcome[];
  /** Experience earned by this run. */
  expGained: number;
  /** The player's level before and after this run. */
  levelBefore: number;
  levelAfter: number;
  /** What took the player's HP in a lost battle (absent or null otherwise). */
  defeatCause?: DefeatCause | null;
  /** Where the save of this run's progress stands (absent: nothing to say). */
  save?: PersistenceStatus['progressSave'];
}

/** The heading of the results dialog for each way a run can end. */
export function resultsTitleKey(ending: RunEnding, victory: boolean, battle: boolean) {
  if (ending === 'defeated') return 'results.title.defeat' as const;
  if (ending === 'enemyEscaped') return 'results.title.escaped' as const;
  if (ending === 'timeUp') return 'results.title.timeUp' as const;
  if (ending === 'gaveUp') return 'results.title.gaveUp' as const;
  return victory && battle ? ('results.title.victory' as const) : ('results.title.complete' as const);
}
