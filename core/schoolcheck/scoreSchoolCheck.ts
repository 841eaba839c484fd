import { MAX_CHARS_PER_MINUTE, type SchoolCheckResult } from '../contract/schoolCheck';
import type { BandId } from '../contract/snapshot';
import type { CheckFormId } from './checkFormRules';

/**
 * What the check needs to know about one word the pupil was asked: the engine's word outcome, read
 * through the fields that matter here (a renderer `WordOutcome` fits as it is).
 */
export interface CheckWordOutcome {
  id?: string;
  en: string;
  cleared: boolean;
  skipped: boolean;
  /** Wrong keys typed on the word. */
  mistakes: number;
  hintSteps: number;
  /** Milliseconds from the word's appearance to its last letter, or null when not cleared. */
  finishMs: number | null;
}

/** How one recall word went: known first time, known after one corrected slip, or not known. */
export type RecallVerdict = 'known' | 'slip' | 'notKnown';

/** Wrong keys a word may have and still count as known: one slip, corrected. */
export const SLIPS_ALLOWED = 1;

/**
 * The verdict on one recall word: typed right with no wrong key is known; typed right with one wrong
 * key (corrected) is a slip, which a pupil knows; skipped, unfinished, helped or with more wrong keys
 * is not known.
 */
export function recallVerdict(word: CheckWordOutcome): RecallVerdict {
  if (!word.cleared || word.skipped || word.hintSteps > 0) return 'notKnown';
  if (word.mistakes === 0) return 'known';
  return word.mistakes <= SLIPS_ALLOWED ? 'slip' : 'notKnown';
}

/**
 * A finished check's result: the recall part's verdicts (a word asked but never reached counts as
 * not known) and the keying part's speed (letters of the words typed right per minute of the time on
 * them) and accuracy (right letters over right letters and wrong keys).
 */
export function scoreSchoolCheck(input: {
  band: BandId;
  form: CheckFormId;
  at: Date;
  /** Bank ids of the recall words, as the form asks them. */
  asked: readonly string[];
  recall: readonly CheckWordOutcome[];
  keying: readonly CheckWordOutcome[];
}): SchoolCheckResult {
  const verdicts = new Map<string, RecallVerdict>();
  for (const word of input.recall) if (word.id) verdicts.set(word.id, recallVerdict(word));
  const slipIds = input.asked.filter((id) => verdicts.get(id) === 'slip');
  const notKnownIds = input.asked.filter((id) => (verdicts.get(id) ?? 'notKnown') === 'notKnown');
  const known = input.asked.length - slipIds.length - notKnownIds.length;

  const typed = input.keying.filter((w) => w.cleared && w.finishMs !== null);
  const letters = typed.reduce((sum, w) => sum + w.en.length, 0);
  const wrongKeys = input.keying.reduce((sum, w) => sum + w.mistakes, 0);
  const timeMs = Math.round(typed.reduce((sum, w) => sum + (w.finishMs ?? 0), 0));
  const charsPerMinute = timeMs > 0 ? Math.min(MAX_CHARS_PER_MINUTE, (letters * 60_000) / timeMs) : 0;
  return {
    band: input.band,
    form: input.form,
    at: input.at.toISOString(),
    asked: input.asked.length,
    known,
    slips: slipIds.length,
    notKnown: notKnownIds.length,
    slipIds,
    notKnownIds,
    keying: {
      letters,
      wrongKeys,
      timeMs,
      charsPerMinute: Math.round(charsPerMinute * 10) / 10,
      accuracy: letters + wrongKeys === 0 ? 0 : Math.round((letters / (letters + wrongKeys)) * 1000) / 1000,
    },
  };
}
