import {
  type AppSnapshot,
  type Attempt,
  emptySnapshot,
  MAX_ATTEMPTS_PER_DAY,
  MAX_HISTORY,
  MAX_LAST_WRONG,
  MAX_MASTERY_DAYS,
  MAX_MISSED_PER_ATTEMPT,
  MAX_SNAPSHOT_TEXT_LENGTH,
  MAX_WORD_RECORDS,
  type WordRecord,
} from '../../../../core/contract';

/** Characters of text (strings and keys) in a JSON-like value, counted as the payload budget counts them. */
export function textLength(value: unknown): number {
  if (typeof value === 'string') return value.length;
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + textLength(item), 0);
  if (value && typeof value === 'object')
    return Object.entries(value).reduce((sum, [key, item]) => sum + key.length + textLength(item), 0);
  return 0;
}

const DAY_MS = 86_400_000;
const SETS = 40;

function word(i: number, padding: string): WordRecord {
  const en = `word${i}${padding}`;
  return {
    setId: `set${i % SETS}`,
    en,
    ja: `ことば${i}`,
    seen: 12,
    clean: 7,
    mistakes: 9,
    hints: 2,
    wrongKeys: { 'r→l': 3, 'a→s': 2, 'e→w': 2, 'o→p': 1, 'n→m': 1 },
    lastWrong: Array.from({ length: MAX_LAST_WRONG }, (_, k) => `${en.slice(0, -1)}${k}`),
    lastFirstKeyMs: 812,
    lastFinishMs: 3120,
    lastSeenAt: new Date(Date.UTC(2024, 3, 1) + i * 60_000).toISOString(),
    review: {
      due: '2026-03-01T08:00:00.000Z',
      stability: 34.5,
      difficulty: 5.2,
      reps: 9,
      lapses: 1,
      state: 'review',
      learningSteps: 0,
      scheduledDays: 30,
      lastReview: '2026-01-30T08:00:00.000Z',
      lastGrade: 'good',
    },
  };
}

function snapshotWith(padding: string): AppSnapshot {
  const words: Record<string, WordRecord> = {};
  for (let i = 0; i < MAX_WORD_RECORDS; i++) {
    const record = word(i, padding);
    words[`${record.setId}:${record.en}`] = record;
  }
  const history: Attempt[] = Array.from({ length: MAX_HISTORY }, (_, i) => ({
    at: new Date(
      Date.UTC(2025, 0, 1) + Math.floor(i / MAX_ATTEMPTS_PER_DAY) * DAY_MS + i * 60_000,
    ).toISOString(),
    stageId: `set${i % SETS}`,
    mode: 'battle',
    victory: true,
    accuracy: 0.93,
    keysPerMinute: 140,
    timeMs: 95_000,
    rank: 'A',
    maxCombo: 14,
    missed: Array.from({ length: MAX_MISSED_PER_ATTEMPT }, (_, k) => `word${k}`),
  }));
  const mastery = Array.from({ length: MAX_MASTERY_DAYS }, (_, d) => ({
    day: new Date(Date.UTC(2025, 0, 1) + d * DAY_MS).toISOString().slice(0, 10),
    bySet: Object.fromEntries(Array.from({ length: SETS }, (_, s) => [`set${s}`, d % 200])),
  }));
  const stages = Object.fromEntries(
    Array.from({ length: SETS }, (_, s) => [
      `set${s}`,
      { cleared: true, bestRank: 'S' as const, plays: 40, lastPlayedAt: '2026-01-30T08:00:00.000Z' },
    ]),
  );
  return { ...emptySnapshot(), level: 80, exp: 250_000, stages, words, history, mastery };
}

/**
 * The largest progress the limits allow, for tests and benchmarks: every count at its limit (words,
 * history, mastery days) with each word's answer padded until the text fills the text budget.
 */
export function largestSnapshot(): AppSnapshot {
  const base = snapshotWith('');
  // Each character of padding appears in a word's key, its answer and its wrong attempts.
  const perCharacter = MAX_WORD_RECORDS * (2 + MAX_LAST_WRONG);
  const room = MAX_SNAPSHOT_TEXT_LENGTH - textLength(base);
  return snapshotWith('x'.repeat(Math.max(0, Math.floor(room / perCharacter))));
}
