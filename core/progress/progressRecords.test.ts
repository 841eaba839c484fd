import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  type AppSnapshot,
  type Attempt,
  appSnapshotSchema,
  classJournalFileSchema,
  classProgressFileSchema,
  compactSnapshot,
  emptySnapshot,
  MAX_APPLIED_IDS,
  MAX_HISTORY,
  MAX_JOURNAL_RECORDS,
  MAX_LAST_WRONG,
  type ReviewCard,
  recordIdSchema,
  type WordRecord,
} from '../contract';
import { levelForExp } from '../contract/levels';
import {
  applyRecords,
  diffProgress,
  makeRecordId,
  mergeIntoClassFile,
  type ProgressDelta,
  type ProgressRecord,
  progressDeltaSchema,
  progressRecordSchema,
} from './progressRecords';

const fixtures = path.join(import.meta.dirname, '../contract/fixtures');

/** Progress after one real battle of colours with two slips in "green", as the game records it. */
function firstBattle(): AppSnapshot {
  return appSnapshotSchema.parse(
    JSON.parse(fs.readFileSync(path.join(fixtures, 'progress-v2-review.json'), 'utf8')),
  );
}

function word(snapshot: AppSnapshot, key: string): WordRecord {
  const found = snapshot.words[key];
  if (!found) throw new Error(`no word ${key}`);
  return found;
}

function card(lastReview: string, stability: number): ReviewCard {
  return {
    due: lastReview,
    stability,
    difficulty: 5,
    reps: 2,
    lapses: 0,
    state: 'review',
    learningSteps: 0,
    scheduledDays: 3,
    lastReview,
    lastGrade: 'good',
  };
}

function attempt(at: string, stageId = 'colors', rank: Attempt['rank'] = 'B'): Attempt {
  return {
    at,
    stageId,
    mode: 'battle',
    victory: true,
    accuracy: 0.8,
    keysPerMinute: 90,
    timeMs: 5000,
    rank,
    maxCombo: 3,
    missed: [],
  };
}

/**
 * A second battle of colours on top of `before`, changed as recording a stage changes progress:
 * "green" seen again with one slip ("gre" typed), "red" cleared cleanly, a new attempt, more
 * experience and a new day in the mastery log.
 */
function secondBattle(before: AppSnapshot, at: string): AppSnapshot {
  const green = word(before, 'e34.green');
  const red = word(before, 'e34.red');
  return {
    ...before,
    exp: before.exp + 40,
    level: Math.max(before.level, levelForExp(before.exp + 40)),
    words: {
      ...before.words,
      'e34.green': {
        ...green,
        seen: green.seen + 1,
        mistakes: green.mistakes + 1,
        wrongKeys: { ...green.wrongKeys, 'r→e': (green.wrongKeys['r→e'] ?? 0) + 1 },
        lastWrong: [...green.lastWrong, 'gre'].slice(-MAX_LAST_WRONG),
        lastFinishMs: 3000,
        lastSeenAt: at,
        review: card(at, 3),
      },
      'e34.red': { ...red, seen: red.seen + 1, clean: red.clean + 1, lastSeenAt: at, review: card(at, 8) },
    },
    stages: {
      ...before.stages,
      colors: {
        cleared: true,
        bestRank: 'A',
        plays: (before.stages.colors?.plays ?? 0) + 1,
        lastPlayedAt: at,
      },
    },
    history: [...before.history, attempt(at)],
    mastery: [...before.mastery, { day: at.slice(0, 10), bySet: { colors: 1 } }],
  };
}

type DeltaRecord = Extract<ProgressRecord, { kind: 'delta' }>;

function deltaRecord(id: string, at: string, delta: ProgressDelta | null): DeltaRecord {
  if (!delta) throw new Error('expected a change');
  return { id, at, kind: 'delta', delta };
}

function withoutLastWrong(snapshot: AppSnapshot): AppSnapshot {
  const words = Object.entries(snapshot.words).map(([key, w]) => [key, { ...w, lastWrong: [] }]);
  return { ...snapshot, words: Object.fromEntries(words) };
}

const by = { pcName: 'PC-01', now: new Date('2026-03-05T00:00:00.000Z') };

describe('makeRecordId', () => {
  it('makes ids the class folder accepts, unique by PC, time and chance', () => {
    const now = new Date('2026-03-02T01:00:00.000Z');
    const a = makeRecordId('pc-abcdef', now);
    const b = makeRecordId('pc-abcdef', now);
    expect(recordIdSchema.safeParse(a).success).toBe(true);
    expect(a).not.toBe(b);
    expect(a.startsWith('pc-abcdef-')).toBe(true);
    expect(makeRecordId('pc-abcdef', now, () => 'x1')).toBe(`pc-abcdef-${now.getTime().toString(36)}-x1`);
  });

  it('keeps to the allowed characters and length whatever it is given', () => {
    const now = new Date('2026-03-02T01:00:00.000Z');
    for (const id of [
      makeRecordId('PC_Lab 01!', now, () => 'AB+/cd'),
      makeRecordId('a'.repeat(200), now, () => 'f'.repeat(200)),
      makeRecordId('', new Date(Number.NaN), () => ''),
    ])
      expect(recordIdSchema.safeParse(id).success, id).toBe(true);
  });
});

describe('diffProgress', () => {
  it("lists a real stage's changes for a new player, and applying them rebuilds that progress", () => {
    const played = firstBattle();
    const delta = diffProgress(emptySnapshot(), played);
    expect(progressDeltaSchema.safeParse(delta).success).toBe(true);
    expect(delta?.exp).toBe(10);
    expect(delta?.words['e34.green']).toMatchObject({
      seen: 1,
      clean: 0,
      mistakes: 2,
      wrongKeys: { 'r→e': 1, 'r→g': 1 },
      newWrong: ['ge', 'gg'],
    });
    expect(delta?.stages.colors).toEqual(played.stages.colors);
    expect(delta?.attempts).toEqual(played.history);
    const rebuilt = applyRecords(emptySnapshot(), [
      deltaRecord('pc-aaaaaa-1', '2026-03-02T01:00:01.000Z', delta),
    ]);
    expect(rebuilt).toEqual(played);
  });

  it('lists what a later stage added as increments and its values after the save', () => {
    const before = firstBattle();
    const at = '2026-03-03T02:00:00.000Z';
    const after = secondBattle(before, at);
    const delta = diffProgress(before, after);
    expect(progressDeltaSchema.safeParse(delta).success).toBe(true);
    expect(delta).toMatchObject({ exp: 40, attempts: [attempt(at)] });
    expect(delta?.words['e34.green']).toMatchObject({
      seen: 1,
      clean: 0,
      mistakes: 1,
      hints: 0,
      wrongKeys: { 'r→e': 1 },
      newWrong: ['gre'],
      lastFinishMs: 3000,
      lastSeenAt: at,
      review: card(at, 3),
    });
    expect(delta?.words['e34.red']).toMatchObject({
      seen: 1,
      clean: 1,
      mistakes: 0,
      wrongKeys: {},
      newWrong: [],
    });
    expect(Object.keys(delta?.words ?? {})).not.toContain('e34.blue');
    expect(delta?.stages.colors).toEqual({ cleared: true, bestRank: 'A', plays: 1, lastPlayedAt: at });
    expect(delta?.mastery).toEqual([{ day: '2026-03-03', bySet: { colors: 1 } }]);
  });

  it('answers null when nothing changed', () => {
    const played = firstBattle();
    expect(diffProgress(played, played)).toBeNull();
    expect(diffProgress(played, structuredClone(played))).toBeNull();
    expect(diffProgress(emptySnapshot(), emptySnapshot())).toBeNull();
  });

  it('does not count what compaction dropped as a change', () => {
    const played = firstBattle();
    const green = word(played, 'e34.green');
    const { 'e34.blue': _dropped, ...kept } = played.words;
    const compacted: AppSnapshot = {
      ...played,
      words: { ...kept, 'e34.green': { ...green, wrongKeys: { 'r→e': 1 }, lastWrong: ['gg'] } },
      history: [],
      mastery: [],
    };
    expect(diffProgress(played, compacted)).toBeNull();
  });

  it('lists only the new attempt when recording drops the oldest from a full history', () => {
    const day = (i: number) => new Date(Date.UTC(2025, 0, 1) + i * 86_400_000).toISOString();
    const full: AppSnapshot = {
      ...emptySnapshot(),
      history: Array.from({ length: MAX_HISTORY }, (_, i) => attempt(day(i))),
    };
    const newest = attempt(day(MAX_HISTORY));
    const after = compactSnapshot({ ...full, history: [...full.history, newest] }).snapshot;
    expect(after.history).toHaveLength(MAX_HISTORY);
    expect(diffProgress(full, after)).toEqual({
      exp: 0,
      words: {},
      stages: {},
      attempts: [newest],
      mastery: [],
    });
  });

  it('counts the wrong attempts a save added, even when they repeat older ones', () => {
    const base: WordRecord = { ...word(firstBattle(), 'e34.green'), lastWrong: ['a', 'b', 'c', 'd', 'e'] };
    const before: AppSnapshot = { ...emptySnapshot(), words: { w: base } };
    const typed = (lastWrong: string[], seen = base.seen + 1): AppSnapshot => ({
      ...before,
      words: { w: { ...base, seen, lastWrong } },
    });
    expect(diffProgress(before, typed(['c', 'd', 'e', 'x', 'y']))?.words.w?.newWrong).toEqual(['x', 'y']);
    expect(diffProgress(before, typed(['d', 'e', 'a', 'b', 'c']))?.words.w?.newWrong).toEqual([
      'a',
      'b',
      'c',
    ]);
    expect(diffProgress(before, typed(['v', 'w', 'x', 'y', 'z']))?.words.w?.newWrong).toEqual([
      'v',
      'w',
      'x',
      'y',
      'z',
    ]);
  });
});

describe('applyRecords', () => {
  const played = firstBattle();
  const later = secondBattle(played, '2026-03-03T02:00:00.000Z');
  const step = deltaRecord('pc-aaaaaa-2', '2026-03-03T02:00:01.000Z', diffProgress(played, later));

  it('puts a replace record in place of everything before it and applies what comes after', () => {
    const restored: AppSnapshot = { ...emptySnapshot(), exp: 500, level: levelForExp(500) };
    const first = deltaRecord(
      'pc-aaaaaa-1',
      '2026-03-02T01:00:01.000Z',
      diffProgress(emptySnapshot(), played),
    );
    const replace: ProgressRecord = {
      id: 'pc-bbbbbb-1',
      at: '2026-03-02T12:00:00.000Z',
      kind: 'replace',
      snapshot: restored,
    };
    // Given in any order, they apply by time: the first stage is replaced, the second applies on top.
    const merged = applyRecords(emptySnapshot(), [step, replace, first]);
    expect(merged.exp).toBe(540);
    expect(merged.level).toBe(levelForExp(540));
    expect(merged.history).toEqual([attempt('2026-03-03T02:00:00.000Z')]);
    expect(merged.words['e34.green']).toMatchObject({ seen: 1, mistakes: 1, wrongKeys: { 'r→e': 1 } });
    expect(appSnapshotSchema.safeParse(merged).success).toBe(true);
  });

  it("merges two PCs' stages to the same progress whichever is applied first", () => {
    // PC A plays the second battle; PC B, from the same start, plays later with other results.
    const atB = '2026-03-04T03:00:00.000Z';
    const onB: AppSnapshot = {
      ...played,
      exp: played.exp + 120,
      level: levelForExp(played.exp + 120),
      words: {
        ...played.words,
        'e34.green': {
          ...word(played, 'e34.green'),
          seen: 2,
          hints: 2,
          wrongKeys: { 'r→e': 1, 'r→g': 1, 'n→m': 2 },
          lastWrong: ['ge', 'gg', 'greem'],
          lastSeenAt: atB,
          lastTypedAs: 'grean',
          review: card('2026-03-01T00:00:00.000Z', 9),
        },
      },
      stages: { ...played.stages, colors: { cleared: true, bestRank: 'S', plays: 2, lastPlayedAt: atB } },
      history: [...played.history, attempt(atB, 'colors', 'S')],
      mastery: [...played.mastery, { day: '2026-03-03', bySet: { colors: 3 } }],
      placement: { band: 'e56', at: '2026-03-04T03:00:00.000Z', asked: 25, correct: 20 },
    };
    const fromB = deltaRecord('pc-bbbbbb-1', '2026-03-04T03:00:01.000Z', diffProgress(played, onB));
    const ab = applyRecords(applyRecords(played, [step]), [fromB]);
    const ba = applyRecords(applyRecords(played, [fromB]), [step]);
    // Wrong attempts carry no time: the list keeps each PC's, in the order they arrived.
    expect(withoutLastWrong(ab)).toEqual(withoutLastWrong(ba));
    expect(applyRecords(played, [fromB, step])).toEqual(ab);
    expect([...word(ba, 'e34.green').lastWrong].sort()).toEqual([...word(ab, 'e34.green').lastWrong].sort());

    const green = word(ab, 'e34.green');
    expect(green).toMatchObject({
      seen: 3,
      mistakes: 3,
      hints: 2,
      wrongKeys: { 'r→e': 2, 'r→g': 1, 'n→m': 2 },
    });
    // Times and typed form from the latest sighting (B's); the card of the latest review (A's).
    expect(green).toMatchObject({ lastSeenAt: atB, lastTypedAs: 'grean', lastFinishMs: 4200 });
    expect(green.review).toEqual(card('2026-03-03T02:00:00.000Z', 3));
    expect(green.lastWrong).toEqual(['ge', 'gg', 'gre', 'greem']);
    expect(ab.stages.colors).toEqual({ cleared: true, bestRank: 'S', plays: 3, lastPlayedAt: atB });
    expect(ab.history.map((a) => a.at)).toEqual([
      '2026-03-02T01:00:00.000Z',
      '2026-03-03T02:00:00.000Z',
      atB,
    ]);
    expect(ab.mastery).toEqual([
      { day: '2026-03-02', bySet: {} },
      { day: '2026-03-03', bySet: { colors: 3 } },
    ]);
    // Experience adds up to a level neither PC reached alone.
    expect(ab.exp).toBe(170);
    expect(ab.level).toBe(levelForExp(170));
    expect(ab.level).toBeGreaterThan(Math.max(later.level, onB.level));
    expect(ab.placement?.band).toBe('e56');
    expect(appSnapshotSchema.safeParse(ab).success).toBe(true);
  });

  it("puts an older save's wrong attempts before the newer ones and keeps the newer values", () => {
    const green = word(played, 'e34.green');
    const newer = '2026-03-04T00:00:00.000Z';
    const current: AppSnapshot = {
      ...played,
      words: { 'e34.green': { ...green, lastWrong: ['grean'], lastSeenAt: newer, lastFinishMs: 900 } },
    };
    const older: ProgressRecord = {
      id: 'pc-bbbbbb-1',
      at: '2026-03-03T00:00:01.000Z',
      kind: 'delta',
      delta: {
        exp: 0,
        words: {
          'e34.green': {
            ...green,
            seen: 1,
            clean: 0,
            mistakes: 1,
            hints: 0,
            wrongKeys: {},
            newWrong: ['gren'],
            lastSeenAt: '2026-03-03T00:00:00.000Z',
            lastFinishMs: 5000,
          },
        },
        stages: {},
        attempts: [],
        mastery: [],
      },
    };
    expect(word(applyRecords(current, [older]), 'e34.green')).toMatchObject({
      seen: green.seen + 1,
      lastWrong: ['gren', 'grean'],
      lastSeenAt: newer,
      lastFinishMs: 900,
    });
  });

  it('keeps an attempt that two records both list once, history in order of time', () => {
    const record = (id: string, attempts: Attempt[]): ProgressRecord => ({
      id,
      at: '2026-03-03T03:00:00.000Z',
      kind: 'delta',
      delta: { exp: 0, words: {}, stages: {}, attempts, mastery: [] },
    });
    const early = attempt('2026-03-03T01:00:00.000Z');
    const middle = { ...attempt('2026-03-03T01:00:00.000Z'), mode: 'study' as const };
    const late = attempt('2026-03-03T02:00:00.000Z');
    const merged = applyRecords(played, [
      record('pc-aaaaaa-1', [late, early]),
      record('pc-bbbbbb-1', [early, middle]),
    ]);
    expect(merged.history).toEqual([played.history[0], early, middle, late]);
  });

  it('keeps the placement quest with the latest end', () => {
    const older = { band: 'e34', at: '2026-03-01T00:00:00.000+09:00', asked: 25, correct: 10 } as const;
    const newer = { band: 'j1', at: '2026-02-28T16:00:00.000Z', asked: 25, correct: 22 } as const;
    const withOlder = { ...emptySnapshot(), placement: older };
    const record = (id: string, placement: typeof older | typeof newer): ProgressRecord => ({
      id,
      at: '2026-03-01T00:00:00.000Z',
      kind: 'delta',
      delta: { exp: 0, words: {}, stages: {}, attempts: [], mastery: [], placement },
    });
    // 16:00 UTC is one hour after midnight in Japan (15:00 UTC): later, though its text sorts first.
    expect(applyRecords(withOlder, [record('pc-aaaaaa-1', newer)]).placement).toEqual(newer);
    expect(
      applyRecords({ ...emptySnapshot(), placement: newer }, [record('pc-aaaaaa-1', older)]).placement,
    ).toEqual(newer);
  });

  it('brings the merged progress within the limits', () => {
    const day = '2026-03-03';
    const many = (pc: string) =>
      Array.from({ length: 40 }, (_, i) =>
        attempt(`${day}T0${pc === 'a' ? 1 : 2}:${String(i).padStart(2, '0')}:00.000Z`),
      );
    const record = (id: string, attempts: Attempt[]): ProgressRecord => ({
      id,
      at: `${day}T03:00:00.000Z`,
      kind: 'delta',
      delta: { exp: 0, words: {}, stages: {}, attempts, mastery: [] },
    });
    const merged = applyRecords(emptySnapshot(), [
      record('pc-aaaaaa-1', many('a')),
      record('pc-bbbbbb-1', many('b')),
    ]);
    expect(appSnapshotSchema.safeParse(merged).success).toBe(true);
    expect(merged.history.length).toBeLessThan(80);
    expect(merged.history.at(-1)?.at).toBe(`${day}T02:39:00.000Z`);
  });
});

describe('mergeIntoClassFile', () => {
  const played = firstBattle();
  const first = deltaRecord('pc-aaaaaa-1', '2026-03-02T01:00:01.000Z', diffProgress(emptySnapshot(), played));
  const later = secondBattle(played, '2026-03-03T02:00:00.000Z');
  const second = deltaRecord('pc-aaaaaa-2', '2026-03-03T02:00:01.000Z', diffProgress(played, later));

  it("starts a new player's file from empty progress", () => {
    const { file, added } = mergeIntoClassFile(null, [first], by);
    expect(added).toEqual(['pc-aaaaaa-1']);
    expect(file).toEqual({
      version: 1,
      snapshot: played,
      applied: ['pc-aaaaaa-1'],
      updatedAt: '2026-03-05T00:00:00.000Z',
      updatedBy: 'PC-01',
    });
    expect(classProgressFileSchema.safeParse(file).success).toBe(true);
    expect(mergeIntoClassFile(null, [], by).file.snapshot).toEqual(emptySnapshot());
  });

  it('merges a record written back twice once', () => {
    const once = mergeIntoClassFile(null, [first], by).file;
    const { file: twice, added } = mergeIntoClassFile(once, [first, second, second], by);
    expect(added).toEqual(['pc-aaaaaa-2']);
    expect(twice.applied).toEqual(['pc-aaaaaa-1', 'pc-aaaaaa-2']);
    expect(twice.snapshot).toEqual(applyRecords(emptySnapshot(), [first, second]));
    expect(word(twice.snapshot, 'e34.green')).toMatchObject({ seen: 2, mistakes: 3 });
    expect(twice.snapshot.history).toHaveLength(2);
    expect(classProgressFileSchema.safeParse(twice).success).toBe(true);

    const again = mergeIntoClassFile(twice, [second, first], { pcName: 'PC-02', now: new Date() });
    expect(again.added).toEqual([]);
    expect(again.file).toBe(twice);
  });

  it('remembers only the newest ids past the limit', () => {
    const start = mergeIntoClassFile(null, [first], by).file;
    const full = {
      ...start,
      applied: Array.from({ length: MAX_APPLIED_IDS }, (_, i) => `pc-old000-${i.toString(36)}`),
    };
    const { file } = mergeIntoClassFile(full, [second], by);
    expect(file.applied).toHaveLength(MAX_APPLIED_IDS);
    expect(file.applied[0]).toBe('pc-old000-1');
    expect(file.applied.at(-1)).toBe('pc-aaaaaa-2');
    expect(new Set(file.applied).size).toBe(MAX_APPLIED_IDS);
  });
});

describe('record and journal schemas', () => {
  const played = firstBattle();
  const good = deltaRecord('pc-aaaaaa-1', '2026-03-02T01:00:01.000Z', diffProgress(emptySnapshot(), played));

  it('accept the records the merge makes and uses', () => {
    expect(progressRecordSchema.safeParse(good).success).toBe(true);
    const replace = {
      id: 'pc-aaaaaa-2',
      at: '2026-03-02T01:00:02.000+09:00',
      kind: 'replace',
      snapshot: played,
    };
    expect(progressRecordSchema.safeParse(replace).success).toBe(true);
    expect(
      classJournalFileSchema.safeParse({ version: 1, playerId: 'p-abc123', records: [good, replace] })
        .success,
    ).toBe(true);
  });

  it.each([
    ['a negative increment', { ...good, delta: { ...good.delta, exp: -5 } }],
    [
      'a negative word count',
      {
        ...good,
        delta: { ...good.delta, words: { w: { ...good.delta.words['e34.red'], seen: -1 } } },
      },
    ],
    ['an unknown kind', { ...good, kind: 'merge' }],
    ['an id with capitals', { ...good, id: 'PC-AAAAAA-1' }],
    ['a time that is not a time', { ...good, at: 'yesterday' }],
    ['an unknown field', { ...good, note: 'hello' }],
    ['a replace without progress', { id: 'pc-aaaaaa-3', at: good.at, kind: 'replace' }],
    ['a delta without its changes', { id: 'pc-aaaaaa-3', at: good.at, kind: 'delta' }],
  ] as const)('refuse a record with %s', (_what, record) => {
    expect(progressRecordSchema.safeParse(record).success).toBe(false);
  });

  it('refuse a journal that repeats an id or holds too many records', () => {
    const journal = (records: unknown[]) =>
      classJournalFileSchema.safeParse({ version: 1, playerId: 'p-abc123', records });
    expect(journal([good, good]).success).toBe(false);
    const tooMany = Array.from({ length: MAX_JOURNAL_RECORDS + 1 }, (_, i) => ({
      ...good,
      id: `pc-aaaaaa-${i.toString(36)}`,
    }));
    expect(journal(tooMany).success).toBe(false);
  });
});
