import type { WordRecord } from '../../../../core/contract';

/** The record of a word seen once and typed cleanly, with no times and no review yet; `over` changes it. */
export function wordRecord(over: Pick<WordRecord, 'setId' | 'en' | 'ja'> & Partial<WordRecord>): WordRecord {
  return {
    seen: 1,
    clean: 1,
    mistakes: 0,
    hints: 0,
    wrongKeys: {},
    lastWrong: [],
    lastFirstKeyMs: null,
    lastFinishMs: null,
    lastSeenAt: null,
    review: null,
    ...over,
  };
}
