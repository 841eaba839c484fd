import { describe, expect, it } from 'vitest';
import { checkPayloadBudget } from './checkPayloadBudget';
import { compactSnapshot } from './compactSnapshot';
import { migrateSnapshot } from './migrateSnapshot';
import {
  type AppSnapshot,
  type Attempt,
  appSnapshotSchema,
  emptySnapshot,
  MAX_ATTEMPTS_PER_DAY,
  MAX_MASTERY_SETS,
  MAX_MISSED_PER_ATTEMPT,
  MAX_STAGE_RECORDS,
  MAX_WORD_RECORDS,
  MAX_WRONG_KEY_KINDS,
  SNAPSHOT_BUDGET,
  type WordRecord,
} from './snapshot';

const minute = (i: number) => new Date(Date.UTC(2024, 0, 1) + i * 60_000).toISOString();

const word = (i: number, over: Partial<WordRecord> = {}): WordRecord => ({
  setId: 'set',
  en: `word${i}`,
  ja: 'ことば',
  seen: 1,
  clean: 0,
  mistakes: 1,
  hints: 0,
  wrongKeys: {},
  lastWrong: [],
  lastFirstKeyMs: 500,
  lastFinishMs: 2000,
  lastSeenAt: minute(i),
  review: null,
  ...over,
});

const attempt = (at: string, over: Partial<Attempt> = {}): Attempt => ({
  at,
  stageId: 'set',
  mode: 'battle',
  victory: true,
  accuracy: 0.9,
  keysPerMinute: 120,
  timeMs: 60_000,
  rank: 'A',
  maxCombo: 5,
  missed: [],
  ...over,
});

/** The most recently seen word of {@link oversized}. */
const NEWEST_WORD = `set:word${MAX_WORD_RECORDS + 499}`;

/** Progress saved before the limits, past every one of them. */
function oversized(): AppSnapshot {
  const words: Record<string, WordRecord> = {};
  for (let i = 0; i < MAX_WORD_RECORDS + 500; i++) words[`set:word${i}`] = word(i);
  words[NEWEST_WORD] = word(MAX_WORD_RECORDS + 499, {
    wrongKeys: Object.fromEntries(Array.from({ length: 40 }, (_, k) => [`k${k}`, k])),
  });
  const stages = Object.fromEntries(
    Array.from({ length: MAX_STAGE_RECORDS + 5 }, (_, i) => [
      `stage${i}`,
      { cleared: true, bestRank: 'A' as const, plays: 1, lastPlayedAt: minute(i) },
    ]),
  );
  const history = Array.from({ length: MAX_ATTEMPTS_PER_DAY + 20 }, (_, i) =>
    attempt(
      `2026-01-05T${String(8 + Math.floor(i / 60)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}:00.000Z`,
      {
        timeMs: i,
        missed: Array.from({ length: 120 }, (_, k) => `miss${k}`),
      },
    ),
  );
  const bySet = Object.fromEntries(Array.from({ length: MAX_MASTERY_SETS + 10 }, (_, i) => [`set${i}`, i]));
  return { ...emptySnapshot(), words, stages, history, mastery: [{ day: '2026-01-05', bySet }] };
}

describe('compactSnapshot', () => {
  it('answers progress within the limits as it is', () => {
    const snapshot = { ...emptySnapshot(), words: { 'set:word1': word(1) }, history: [attempt(minute(0))] };
    const compacted = compactSnapshot(snapshot);
    expect(compacted.changed).toBe(false);
    expect(compacted.snapshot).toBe(snapshot);
  });

  it('drops the oldest of everything past a limit and answers progress the schema accepts', () => {
    const { snapshot, changed } = compactSnapshot(oversized());
    expect(changed).toBe(true);
    expect(Object.keys(snapshot.words)).toHaveLength(MAX_WORD_RECORDS);
    expect(snapshot.words['set:word499']).toBeUndefined();
    expect(snapshot.words['set:word500']).toBeDefined();
    expect(snapshot.words[NEWEST_WORD]?.wrongKeys).toEqual(
      Object.fromEntries(Array.from({ length: MAX_WRONG_KEY_KINDS }, (_, k) => [`k${k + 16}`, k + 16])),
    );
    expect(Object.keys(snapshot.stages)).toHaveLength(MAX_STAGE_RECORDS);
    expect(snapshot.stages.stage0).toBeUndefined();
    expect(snapshot.history).toHaveLength(MAX_ATTEMPTS_PER_DAY);
    expect(snapshot.history[0]?.timeMs).toBe(20);
    expect(snapshot.history.every((a) => a.missed.length === MAX_MISSED_PER_ATTEMPT)).toBe(true);
    expect(Object.keys(snapshot.mastery[0]?.bySet ?? {})).toHaveLength(MAX_MASTERY_SETS);
    expect(appSnapshotSchema.safeParse(snapshot).success).toBe(true);
  });

  it('drops the least recently seen words while the whole is past the text budget', () => {
    const long = 'x'.repeat(190);
    const words: Record<string, WordRecord> = {};
    for (let i = 0; i < MAX_WORD_RECORDS; i++)
      words[`set:${long}${i}`] = word(i, {
        en: `${long}${i}`,
        ja: long,
        lastWrong: [long, long, long, long, long],
      });
    const before = { ...emptySnapshot(), words };
    expect(checkPayloadBudget(before, SNAPSHOT_BUDGET).ok).toBe(false);
    const { snapshot } = compactSnapshot(before);
    expect(checkPayloadBudget(snapshot, SNAPSHOT_BUDGET).ok).toBe(true);
    expect(snapshot.words[`set:${long}${MAX_WORD_RECORDS - 1}`]).toBeDefined();
    expect(snapshot.words[`set:${long}0`]).toBeUndefined();
  });
});

describe('migrateSnapshot of progress saved before the limits', () => {
  it('compacts it instead of refusing it, and says it was converted', () => {
    const answer = migrateSnapshot(JSON.parse(JSON.stringify(oversized())));
    expect(answer.ok).toBe(true);
    if (!answer.ok) return;
    expect(answer.migrated).toBe(true);
    expect(Object.keys(answer.value.words)).toHaveLength(MAX_WORD_RECORDS);
    expect(answer.value.history).toHaveLength(MAX_ATTEMPTS_PER_DAY);
  });

  it('leaves progress within the limits unconverted', () => {
    const answer = migrateSnapshot({ ...emptySnapshot(), words: { 'set:word1': word(1) } });
    expect(answer.ok && answer.migrated).toBe(false);
  });
});
