import { describe, expect, it } from 'vitest';
import type { ReviewCard, WordRecord } from '../../../core/contract';
import { makeStore } from './index';
import { selectKeyConfusions, selectNotebookEntries } from './reviewSelectors';

/** A word record seen `seen` times, `clean` of them without a slip, changed by `patch`. */
function word(en: string, seen: number, clean: number, patch: Partial<WordRecord> = {}): WordRecord {
  return {
    setId: 'week',
    en,
    ja: `${en}の いみ`,
    seen,
    clean,
    mistakes: 0,
    hints: 0,
    wrongKeys: {},
    lastWrong: [],
    lastFirstKeyMs: 900,
    lastFinishMs: 3000,
    lastSeenAt: '2026-01-30T09:00:00.000Z',
    review: null,
    ...patch,
  };
}

/** A review card due at `due`. */
function dueAt(due: string): ReviewCard {
  return {
    due,
    stability: 1,
    difficulty: 5,
    reps: 1,
    lapses: 0,
    state: 'review',
    learningSteps: 0,
    scheduledDays: 1,
    lastReview: '2026-01-30T09:00:00.000Z',
    lastGrade: 'good',
  };
}

/** A store whose loaded progress holds `words`, keyed as the progress file keys them. */
function storeWith(words: WordRecord[]) {
  const level = makeStore(undefined, { timer: false }).getState().level;
  const byKey = Object.fromEntries(words.map((w) => [`${w.setId}:${w.en}`, w]));
  return makeStore(
    { level: { ...level, snapshot: { ...level.snapshot, words: byKey }, loaded: true } },
    { timer: false },
  );
}

describe('the mistake notebook', () => {
  it('lists a word missed by a wrong key, a hint or a skip, and leaves out words always typed cleanly', () => {
    const s = storeWith([
      word('Monday', 3, 3),
      word('Tuesday', 2, 1, { mistakes: 2 }),
      word('Wednesday', 1, 1, { hints: 1 }),
      word('Thursday', 2, 1),
    ]);
    const entries = selectNotebookEntries(s.getState());
    expect(entries.map((e) => e.en).sort()).toEqual(['Thursday', 'Tuesday', 'Wednesday']);
    expect(entries.find((e) => e.en === 'Tuesday')).toMatchObject({ missed: 1, mistakes: 2, seen: 2 });
    expect(entries.find((e) => e.en === 'Wednesday')).toMatchObject({ missed: 0, hints: 1 });
  });

  it('puts the word due soonest first, a word with no schedule yet counting as due now, then the most missed', () => {
    const s = storeWith([
      word('Friday', 5, 4, { review: dueAt('2026-02-03T00:00:00.000Z') }),
      word('Saturday', 5, 1, { review: dueAt('2026-02-01T00:00:00.000Z') }),
      word('Sunday', 5, 3),
      word('Monday', 5, 0),
    ]);
    const entries = selectNotebookEntries(s.getState());
    expect(entries.map((e) => e.en)).toEqual(['Monday', 'Sunday', 'Saturday', 'Friday']);
    expect(entries[0]?.due).toBeNull();
    expect(entries[2]?.due).toBe('2026-02-01T00:00:00.000Z');
  });

  it('shows each word’s confused keys, most frequent first, with the space key as a space', () => {
    const s = storeWith([
      word('ice cream', 4, 1, { mistakes: 4, wrongKeys: { 'e→r': 1, '␣→e': 3, broken: 2 } }),
    ]);
    const [entry] = selectNotebookEntries(s.getState());
    expect(entry?.confusions).toEqual([
      { expected: ' ', typed: 'e', count: 3 },
      { expected: 'e', typed: 'r', count: 1 },
    ]);
  });

  it('adds the same confused pair up across words for the keyboard picture', () => {
    const s = storeWith([
      word('Tuesday', 2, 1, { mistakes: 2, wrongKeys: { 'u→y': 2 } }),
      word('Thursday', 2, 1, { mistakes: 4, wrongKeys: { 'u→y': 1, 'r→t': 3 } }),
    ]);
    expect(selectKeyConfusions(s.getState())).toEqual([
      { expected: 'r', typed: 't', count: 3 },
      { expected: 'u', typed: 'y', count: 3 },
    ]);
  });
});
