import { rankFor } from './rankFor';
import type { EngineState, QAPair, RunScore } from './types';

/** The highest keys-per-minute figure reported (the progress file caps it there). */
export const MAX_KEYS_PER_MINUTE = 9999;

/**
 * Scores: accuracy = correct keys ÷ judged keys (1 when none); total time = start action to the end of
 * the run (or the latest key while running), minus paused time; keys per minute = correct keys ÷ total
 * minutes; words per minute = cleared answers ÷ total minutes; plus max combo, hints, the questions with a
 * mistake, the answers missed (a slip of the fingers is not), the slips, and the rank of {@link rankFor}.
 */
export function scoreRun(state: EngineState): RunScore {
  const judged = state.hits + state.errors;
  const accuracy = judged === 0 ? 1 : state.hits / judged;
  const end = state.finishedAt ?? state.lastKeyAt ?? state.startAt ?? 0;
  const totalTimeMs = state.startAt === null ? 0 : Math.max(0, end - state.startAt - state.pausedMs);
  const minutes = totalTimeMs / 60000;
  const perMinute = (n: number) => (minutes > 0 ? Math.min(MAX_KEYS_PER_MINUTE, n / minutes) : 0);
  const missed: QAPair[] = [];
  let slips = 0;
  for (const o of state.outcomes) {
    if (o.slip) slips++;
    if (o.slip || (o.cleared && o.mistakes === 0 && o.hintSteps === 0)) continue;
    const q = state.questions.find((p) => p.en === o.en && p.ja === o.ja);
    missed.push(q ?? { en: o.en, ja: o.ja, ...(o.setId ? { setId: o.setId } : {}) });
  }
  return {
    accuracy,
    keysPerMinute: perMinute(state.hits),
    wordsPerMinute: perMinute(state.clearedCount),
    totalTimeMs,
    maxCombo: state.maxCombo,
    rank: rankFor(state.victory, accuracy, state.usedHintCount, state.skippedCount),
    hintsUsed: state.usedHintCount,
    mistakeProblemCount: state.mistakeProblemCount,
    cleared: state.clearedCount,
    skipped: state.skippedCount,
    missed,
    slips,
  };
}
