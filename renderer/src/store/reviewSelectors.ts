import type { WordRecord } from '../../../core/contract';
import { STAGES } from '../data/stages';
import {
  type DayFigures,
  dailyFigures,
  dueWords,
  masteryBySet,
  masterySeries,
  type SetMastery,
} from '../engine/review';
import type { RootState } from './index';
import { createAppSelector } from './selectors';
import { selectQuestionSets } from './stageSelectors';

/** Every stored word record, keyed `${setId}:${en}`. */
export const selectWordRecords = (s: RootState) => s.level.snapshot.words;

/** Words due by `untilMs` (the end of the player's day for "today") across all sets, most overdue first. */
export const selectDueWords = createAppSelector(
  [selectWordRecords, (_s: RootState, untilMs: number) => untilMs],
  (words, untilMs) => dueWords(words, new Date(untilMs)),
);

/** One confused key pair: the key the answer wanted, the key typed instead, and how often. */
export interface KeyConfusion {
  expected: string;
  typed: string;
  count: number;
}

/** One word of the mistake notebook. */
export interface NotebookEntry {
  key: string;
  setId: string;
  en: string;
  ja: string;
  /** Times asked. */
  seen: number;
  /** Times not typed cleanly (a wrong key, a hint, or skipped). */
  missed: number;
  /** Wrong keys in total. */
  mistakes: number;
  hints: number;
  /** The newest wrong attempts as typed, newest last. */
  lastWrong: string[];
  /** The keys confused in this word, most frequent first. */
  confusions: KeyConfusion[];
  /** When it is next due (ISO date), or null when it has no schedule yet (due at once). */
  due: string | null;
  lastSeenAt: string | null;
  /** The other accepted form last typed to clear it (e.g. "colour" for "color"), or null. */
  lastTypedAs: string | null;
}

/** Splits a stored wrong-key label `expected→typed` (space written ␣) into its keys. */
export function parseConfusion(label: string, count: number): KeyConfusion | null {
  const [expected, typed] = label.split('→');
  if (!expected || !typed) return null;
  const key = (c: string) => (c === '␣' ? ' ' : c);
  return { expected: key(expected), typed: key(typed), count };
}

function confusionsOf(word: WordRecord): KeyConfusion[] {
  return Object.entries(word.wrongKeys)
    .map(([label, n]) => parseConfusion(label, n))
    .filter((c): c is KeyConfusion => c !== null)
    .sort((a, b) => b.count - a.count || (a.expected < b.expected ? -1 : 1));
}

/**
 * The mistake notebook of any progress's words: every word ever missed (a wrong key, a hint or a
 * skip), the soonest due first (words with no schedule yet count as due now), then the most missed.
 */
export function notebookEntriesOf(words: Readonly<Record<string, WordRecord>>): NotebookEntry[] {
  return Object.entries(words)
    .filter(([, w]) => w.mistakes > 0 || w.hints > 0 || w.seen > w.clean)
    .map(([key, w]) => ({
      key,
      setId: w.setId,
      en: w.en,
      ja: w.ja,
      seen: w.seen,
      missed: Math.max(0, w.seen - w.clean),
      mistakes: w.mistakes,
      hints: w.hints,
      lastWrong: w.lastWrong,
      confusions: confusionsOf(w),
      due: w.review?.due ?? null,
      lastSeenAt: w.lastSeenAt,
      lastTypedAs: w.lastTypedAs ?? null,
    }))
    .sort((a, b) => {
      const da = a.due === null ? 0 : Date.parse(a.due);
      const db = b.due === null ? 0 : Date.parse(b.due);
      return da - db || b.missed - a.missed || (a.key < b.key ? -1 : 1);
    });
}

/** Every confused key pair over any progress's words, most frequent first: the notebook's keyboard picture. */
export function keyConfusionsOf(words: Readonly<Record<string, WordRecord>>): KeyConfusion[] {
  const total = new Map<string, KeyConfusion>();
  for (const word of Object.values(words)) {
    for (const c of confusionsOf(word)) {
      const id = `${c.expected}\u0000${c.typed}`;
      const prev = total.get(id);
      total.set(id, prev ? { ...prev, count: prev.count + c.count } : c);
    }
  }
  return [...total.values()].sort((a, b) => b.count - a.count || (a.expected < b.expected ? -1 : 1));
}

/** The player's mistake notebook (see {@link notebookEntriesOf}). */
export const selectNotebookEntries = createAppSelector([selectWordRecords], notebookEntriesOf);

/** Every confused key pair over the player's words, most frequent first. */
export const selectKeyConfusions = createAppSelector([selectWordRecords], keyConfusionsOf);

/** Mastery of every question set, in map order, then the teachers' lists. */
export const selectSetMastery = createAppSelector(
  [selectQuestionSets, selectWordRecords],
  (sets, words): SetMastery[] => masteryBySet(sets, words),
);

/** Mastery per stage id: a stage's own set, or all sets together for the demon king. */
export const selectStageMastery = createAppSelector(
  [selectSetMastery],
  (sets): Record<string, Omit<SetMastery, 'setId'>> => {
    const out: Record<string, Omit<SetMastery, 'setId'>> = {};
    for (const stage of STAGES) {
      const parts = sets.filter((m) => stage.setIds.includes(m.setId));
      out[stage.id] = parts.reduce(
        (sum, m) => ({
          total: sum.total + m.total,
          seen: sum.seen + m.seen,
          learning: sum.learning + m.learning,
          mastered: sum.mastered + m.mastered,
        }),
        { total: 0, seen: 0, learning: 0, mastered: 0 },
      );
    }
    return out;
  },
);

/** Accuracy and keys per minute per local day (`offsetMinutes` = local time minus UTC), oldest first. */
export const selectDailyFigures = createAppSelector(
  [(s: RootState) => s.level.snapshot.history, (_s: RootState, offsetMinutes: number) => offsetMinutes],
  (history, offsetMinutes): DayFigures[] => dailyFigures(history, offsetMinutes),
);

/** Mastered words over days for one set id, or all sets together when null. */
export const selectMasterySeries = createAppSelector(
  [(s: RootState) => s.level.snapshot.mastery, (_s: RootState, setId: string | null) => setId],
  (log, setId) => masterySeries(log, setId),
);
