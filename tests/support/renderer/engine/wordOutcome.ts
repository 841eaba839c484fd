import type { WordOutcome } from '../../../../renderer/src/engine/types';

/** A word cleared first time with no slip or hint, 0.4 s to the first key and 1.5 s in all; `over` changes it. */
export function cleanOutcome(
  over: Pick<WordOutcome, 'en' | 'ja' | 'setId'> & Partial<WordOutcome>,
): WordOutcome {
  return {
    mistakes: 0,
    wrongKeys: {},
    wrongAttempts: [],
    hintSteps: 0,
    firstKeyMs: 400,
    finishMs: 1500,
    cleared: true,
    skipped: false,
    recallSuccess: true,
    ...over,
  };
}
