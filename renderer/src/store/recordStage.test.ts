import { describe, expect, it } from 'vitest';
import {
  type Attempt,
  appSnapshotSchema,
  emptySnapshot,
  MAX_ATTEMPTS_PER_DAY,
  MAX_HISTORY,
  MAX_MISSED_PER_ATTEMPT,
  MAX_WORD_RECORDS,
  MAX_WRONG_KEY_KINDS,
  type WordRecord,
} from '../../../core/contract';
import { wordRecord } from '../../../tests/support/core/progress/wordRecord';
import { cleanOutcome } from '../../../tests/support/renderer/engine/wordOutcome';
import { MASTERED_STABILITY_DAYS, scheduleReview } from '../engine/review';
import type { WordOutcome } from '../engine/types';
import { betterRank, recordStage, wordKey } from './recordStage';

const outcome = (over: Partial<WordOutcome> = {}): WordOutcome =>
  cleanOutcome({ en: 'May', ja: '5月（ごがつ）', setId: 'month', ...over });

const attempt = (over: Partial<Attempt> = {}): Attempt => ({
  at: '2026-01-01T00:00:00.000Z',
  stageId: 'month',
  mode: 'battle',
  victory: true,
  accuracy: 1,
  keysPerMinute: 120,
  timeMs: 30000,
  rank: 'A',
  maxCombo: 3,
  missed: [],
  ...over,
});

const record = (outcomes: WordOutcome[], over: Partial<Attempt> = {}, expGain = 40) => ({
  stageId: 'month',
  outcomes,
  attempt: attempt(over),
  expGain,
  atIso: '2026-01-01T00:00:00.000Z',
});

describe('recordStage', () => {
  it('creates a word record from a first outcome', () => {
    const snap = recordStage(
      emptySnapshot(),
      record([outcome({ mistakes: 2, wrongKeys: { 'a→e': 2 }, wrongAttempts: ['Mey'] })]),
    );
    expect(snap.words[wordKey('month', 'May')]).toEqual({
      setId: 'month',
      en: 'May',
      ja: '5月（ごがつ）',
      seen: 1,
      clean: 0,
      mistakes: 2,
      hints: 0,
      wrongKeys: { 'a→e': 2 },
      lastWrong: ['Mey'],
      lastFirstKeyMs: 400,
      lastFinishMs: 1500,
      lastSeenAt: '2026-01-01T00:00:00.000Z',
      review: scheduleReview(null, 'hard', new Date('2026-01-01T00:00:00.000Z')),
    });
  });

  it('adds up counts and wrong keys over plays and keeps the last five wrong attempts', () => {
    let snap = emptySnapshot();
    for (let i = 0; i < 4; i++) {
      snap = recordStage(
        snap,
        record([outcome({ mistakes: 1, wrongKeys: { 'a→e': 1 }, wrongAttempts: [`M${i}a`, `M${i}b`] })]),
      );
    }
    snap = recordStage(snap, record([outcome()]));
    const word = snap.words[wordKey('month', 'May')];
    expect(word).toMatchObject({ seen: 5, clean: 1, mistakes: 4, wrongKeys: { 'a→e': 4 } });
    expect(word?.lastWrong).toEqual(['M1b', 'M2a', 'M2b', 'M3a', 'M3b']);
  });

  it('marks the stage cleared, keeps its best rank and counts plays', () => {
    let snap = recordStage(emptySnapshot(), record([], { rank: 'B' }));
    snap = recordStage(snap, record([], { rank: 'S' }));
    snap = recordStage(snap, record([], { rank: 'D', victory: false }));
    expect(snap.stages.month).toEqual({
      cleared: true,
      bestRank: 'S',
      plays: 3,
      lastPlayedAt: '2026-01-01T00:00:00.000Z',
    });
  });

  it('a lost first play leaves the stage uncleared and unranked', () => {
    const snap = recordStage(emptySnapshot(), record([], { rank: 'D', victory: false }));
    expect(snap.stages.month).toMatchObject({ cleared: false, bestRank: null, plays: 1 });
  });

  it('adds experience and raises the level', () => {
    const snap = recordStage(emptySnapshot(), record([], {}, 60));
    expect(snap).toMatchObject({ exp: 60, level: 2 });
  });

  it('keeps at most MAX_HISTORY attempts, dropping the oldest', () => {
    const full = {
      ...emptySnapshot(),
      // One attempt a day, so only the limit on the whole history applies.
      history: Array.from({ length: MAX_HISTORY }, (_, i) =>
        attempt({ timeMs: i, at: new Date(Date.UTC(2024, 0, 1) + i * 86_400_000).toISOString() }),
      ),
    };
    const snap = recordStage(full, record([], { timeMs: 999999, at: '2026-01-01T00:00:00.000Z' }));
    expect(snap.history).toHaveLength(MAX_HISTORY);
    expect(snap.history[0]?.timeMs).toBe(1);
    expect(snap.history.at(-1)?.timeMs).toBe(999999);
  });

  it('answers a snapshot the contract schema accepts and leaves its input alone', () => {
    const before = emptySnapshot();
    const snap = recordStage(before, record([outcome({ firstKeyMs: 12.7, finishMs: null, cleared: false })]));
    expect(appSnapshotSchema.safeParse(snap).success).toBe(true);
    expect(before).toEqual(emptySnapshot());
  });

  it('files a word without a set under the stage id', () => {
    const snap = recordStage(emptySnapshot(), { ...record([outcome({ setId: null })]), stageId: 'practice' });
    expect(Object.keys(snap.words)).toEqual(['practice:May']);
  });
});

describe('betterRank', () => {
  it.each([
    { a: null, b: 'C', best: 'C' },
    { a: 'B', b: null, best: 'B' },
    { a: 'A', b: 'S', best: 'S' },
    { a: 'B', b: 'D', best: 'B' },
  ] as const)('the better of $a and $b is $best', ({ a, b, best }) => {
    expect(betterRank(a, b)).toBe(best);
  });

  it('schedules each graded word at the stage’s time and leaves an ungraded word’s schedule alone', () => {
    const atIso = '2026-03-02T01:00:00.000Z';
    const snap = recordStage(emptySnapshot(), {
      ...record([
        outcome({ en: 'May', mistakes: 4, recallSuccess: false }),
        outcome({ en: 'June', ja: '6月（ろくがつ）', firstKeyMs: 2500, finishMs: 9000 }),
        outcome({ en: 'July', ja: '7月（しちがつ）', recallSuccess: null }),
      ]),
      atIso,
    });
    expect(snap.words['month:May']?.review).toMatchObject({
      lastGrade: 'again',
      state: 'learning',
      lastReview: atIso,
    });
    expect(snap.words['month:June']?.review).toMatchObject({ lastGrade: 'good', state: 'review' });
    expect(snap.words['month:July']?.review).toBeNull();
    const later = recordStage(snap, {
      ...record([outcome({ en: 'July', ja: '7月（しちがつ）', recallSuccess: null })]),
      atIso: '2026-03-03T01:00:00.000Z',
    });
    expect(later.words['month:June']).toEqual(snap.words['month:June']);
    expect(later.words['month:July']?.review).toBeNull();
    expect(later.words['month:July']?.seen).toBe(2);
  });

  it('uses the copy-and-recall pace in study when grading an easy word', () => {
    const fast = outcome({ en: 'June', ja: '6月', firstKeyMs: 500, finishMs: 3000 });
    const battle = recordStage(emptySnapshot(), record([fast]));
    const study = recordStage(emptySnapshot(), { ...record([fast]), answerShownFirst: true });
    expect(battle.words['month:June']?.review?.lastGrade).toBe('good');
    expect(study.words['month:June']?.review?.lastGrade).toBe('easy');
  });

  it('logs the day’s mastered words per set, one entry per local day', () => {
    const strong = { ...scheduleReview(null, 'easy', new Date('2026-03-01T00:00:00.000Z')) };
    const base = {
      ...emptySnapshot(),
      words: {
        'week:Monday': wordRecord({
          setId: 'week',
          en: 'Monday',
          ja: '月曜日',
          seen: 3,
          clean: 3,
          review: { ...strong, stability: MASTERED_STABILITY_DAYS + 1 },
        }),
      },
    };
    const first = recordStage(base, { ...record([outcome()]), day: '2026-03-02' });
    expect(first.mastery).toEqual([{ day: '2026-03-02', bySet: { week: 1 } }]);
    const again = recordStage(first, { ...record([outcome()]), day: '2026-03-02' });
    expect(again.mastery).toHaveLength(1);
    const next = recordStage(again, record([outcome()]));
    expect(next.mastery.map((d) => d.day)).toEqual(['2026-01-01', '2026-03-02']);
    expect(appSnapshotSchema.safeParse(next).success).toBe(true);
  });
});

describe('recordStage over years of play', () => {
  it('keeps the word records within the limit, dropping the least recently seen, so every save is accepted', () => {
    const words: Record<string, WordRecord> = {};
    for (let i = 0; i < MAX_WORD_RECORDS; i++) {
      words[`old:w${i}`] = wordRecord({
        setId: 'old',
        en: `w${i}`,
        ja: 'ことば',
        lastSeenAt: new Date(Date.UTC(2024, 0, 1) + i * 60_000).toISOString(),
      });
    }
    const snap = recordStage({ ...emptySnapshot(), words }, record([outcome({ en: 'June' })]));
    expect(Object.keys(snap.words)).toHaveLength(MAX_WORD_RECORDS);
    expect(snap.words['old:w0']).toBeUndefined();
    expect(snap.words['old:w1']).toBeDefined();
    expect(snap.words[wordKey('month', 'June')]).toBeDefined();
    expect(appSnapshotSchema.safeParse(snap).success).toBe(true);
  });

  it('keeps the latest attempts of a busy day and the latest wrong keys of a word instead of refusing them', () => {
    let snap = emptySnapshot();
    for (let i = 0; i < MAX_ATTEMPTS_PER_DAY + 10; i++) {
      const labels = Object.fromEntries(Array.from({ length: 3 }, (_, k) => [`${i}→${k}`, 1]));
      snap = recordStage(
        snap,
        record([outcome({ mistakes: 3, wrongKeys: labels, wrongAttempts: [`M${i}`] })], {
          timeMs: i,
          at: `2026-02-02T10:${String(i % 60).padStart(2, '0')}:00.000Z`,
          missed: Array.from({ length: MAX_MISSED_PER_ATTEMPT + 5 }, (_, k) => `word${k}`),
        }),
      );
      expect(appSnapshotSchema.safeParse(snap).success).toBe(true);
    }
    expect(snap.history).toHaveLength(MAX_ATTEMPTS_PER_DAY);
    expect(snap.history.at(-1)?.timeMs).toBe(MAX_ATTEMPTS_PER_DAY + 9);
    expect(snap.history[0]?.missed).toHaveLength(MAX_MISSED_PER_ATTEMPT);
    const may = snap.words[wordKey('month', 'May')];
    expect(Object.keys(may?.wrongKeys ?? {}).length).toBeLessThanOrEqual(MAX_WRONG_KEY_KINDS);
    expect(may?.lastWrong.at(-1)).toBe(`M${MAX_ATTEMPTS_PER_DAY + 9}`);
  });
});
