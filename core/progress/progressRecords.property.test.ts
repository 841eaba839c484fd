import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AppSnapshot,
  type Attempt,
  type ClassProgressFile,
  classProgressFileSchema,
  compactSnapshot,
  emptySnapshot,
  MAX_LAST_WRONG,
  type Rank,
  type ReviewCard,
  rankSchema,
  type WordRecord,
} from '../contract';
import { levelForExp } from '../contract/levels';
import {
  applyRecords,
  diffProgress,
  makeRecordId,
  mergeIntoClassFile,
  type ProgressRecord,
  progressDeltaSchema,
} from './progressRecords';

/*
 * Two PCs play the same pupil (after a teacher's override, or one of them offline) and write their
 * records back to one class progress file at random moments. A write-back reads the file, merges its
 * journal and writes the whole file back, so two PCs that read the same version lose one write (the
 * later rename wins). A PC therefore keeps a record in its journal, and sends it again, until a read
 * made at least a share time-out after its own last write still lists it: by then every write that
 * started from an older read has landed or been given up.
 */

/** Words the stages ask, by key, with their set. */
const WORDS: Record<string, { setId: string; en: string }> = {
  'e34.red': { setId: 'colors', en: 'red' },
  'e34.blue': { setId: 'colors', en: 'blue' },
  'e34.green': { setId: 'colors', en: 'green' },
  'e56.sky': { setId: 'nature', en: 'sky' },
  'list1:pear': { setId: 'list1', en: 'pear' },
  'list1:apple': { setId: 'list1', en: 'apple' },
};
const WRONG_KEYS = ['r→e', 'r→g', 'a→s', 'n→m', '␣→a'];

/** One question's result, as the engine reports it at the end of a stage. */
interface Outcome {
  key: string;
  mistakes: number;
  hints: number;
  wrongKeys: Record<string, number>;
  wrongAttempts: string[];
  finishMs: number;
  typedAs: string | undefined;
}

interface StageResult {
  stageId: string;
  outcomes: Outcome[];
  victory: boolean;
  rank: Rank;
  expGain: number;
}

const outcome: fc.Arbitrary<Outcome> = fc.record({
  key: fc.constantFrom(...Object.keys(WORDS)),
  mistakes: fc.integer({ min: 0, max: 3 }),
  hints: fc.integer({ min: 0, max: 2 }),
  wrongKeys: fc.dictionary(fc.constantFrom(...WRONG_KEYS), fc.integer({ min: 1, max: 3 }), { maxKeys: 3 }),
  wrongAttempts: fc.array(fc.constantFrom('gren', 'rad', 'blu', 'skye', 'aple'), { maxLength: 2 }),
  finishMs: fc.integer({ min: 500, max: 20_000 }),
  typedAs: fc.option(fc.constantFrom('colour', 'grey'), { nil: undefined }),
});

const stageResult: fc.Arbitrary<StageResult> = fc.record({
  stageId: fc.constantFrom('colors', 'nature', 'list1'),
  outcomes: fc.array(outcome, { minLength: 1, maxLength: 4 }),
  victory: fc.boolean(),
  rank: fc.constantFrom(...rankSchema.options),
  expGain: fc.integer({ min: 0, max: 90 }),
});

/** What a PC does at one moment: finish a stage, start or finish a write-back, or open the player from the share. */
type Action = { kind: 'play'; stage: StageResult } | { kind: 'read' } | { kind: 'write' } | { kind: 'open' };

const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 3, arbitrary: stageResult.map((stage) => ({ kind: 'play' as const, stage })) },
  { weight: 4, arbitrary: fc.constant({ kind: 'read' as const }) },
  { weight: 4, arbitrary: fc.constant({ kind: 'write' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'open' as const }) },
);

/** Steps of both PCs, interleaved; fewer plays than a day's attempts, so history keeps every one. */
const steps = fc.array(fc.record({ pc: fc.constantFrom(0, 1), action }), {
  minLength: 6,
  maxLength: 45,
  size: 'max',
});
/** Each PC's clock is off by some minutes; PC 1 by one millisecond more, so no two attempts share a time. */
const skews = fc.tuple(fc.integer({ min: -180, max: 180 }), fc.integer({ min: -180, max: 180 }));
/** Steps a write-back may take from its read to its write (the share's time-out); a slower one gives up. */
const window = fc.integer({ min: 2, max: 8 });

const START = Date.UTC(2026, 3, 6, 9, 0);
const STEP_MS = 60_000;

/** A small stand-in for the review scheduler: each sighting reviews the card a little further. */
function reviewed(card: ReviewCard | null, clean: boolean, at: string): ReviewCard {
  const stability = clean ? Math.min(1_000, (card?.stability ?? 0) + 8) : 1;
  return {
    due: new Date(Date.parse(at) + stability * 86_400_000).toISOString(),
    stability,
    difficulty: clean ? 4 : 7,
    reps: (card?.reps ?? 0) + 1,
    lapses: (card?.lapses ?? 0) + (clean ? 0 : 1),
    state: clean ? 'review' : 'relearning',
    learningSteps: 0,
    scheduledDays: Math.round(stability),
    lastReview: at,
    lastGrade: clean ? 'good' : 'again',
  };
}

/** Adds a finished stage to progress the way the game records one (words, stage, history, mastery, exp). */
function play(snapshot: AppSnapshot, stage: StageResult, at: string): AppSnapshot {
  const words = { ...snapshot.words };
  for (const o of stage.outcomes) {
    const prev = words[o.key];
    const { setId, en } = WORDS[o.key] ?? { setId: stage.stageId, en: o.key };
    const clean = o.mistakes === 0 && o.hints === 0;
    const wrongKeys = { ...(prev?.wrongKeys ?? {}) };
    for (const [key, n] of Object.entries(o.wrongKeys)) wrongKeys[key] = (wrongKeys[key] ?? 0) + n;
    const next: WordRecord = {
      setId,
      en,
      ja: `「${en}」`,
      seen: (prev?.seen ?? 0) + 1,
      clean: (prev?.clean ?? 0) + (clean ? 1 : 0),
      mistakes: (prev?.mistakes ?? 0) + o.mistakes,
      hints: (prev?.hints ?? 0) + o.hints,
      wrongKeys,
      lastWrong: [...(prev?.lastWrong ?? []), ...o.wrongAttempts].slice(-MAX_LAST_WRONG),
      lastFirstKeyMs: 400,
      lastFinishMs: o.finishMs,
      lastSeenAt: at,
      review: reviewed(prev?.review ?? null, clean, at),
      ...(o.typedAs ? { lastTypedAs: o.typedAs } : {}),
    };
    words[o.key] = next;
  }
  const prevStage = snapshot.stages[stage.stageId];
  const better = (a: Rank | null, b: Rank) =>
    a !== null && rankSchema.options.indexOf(a) < rankSchema.options.indexOf(b) ? a : b;
  const attempt: Attempt = {
    at,
    stageId: stage.stageId,
    mode: 'battle',
    victory: stage.victory,
    accuracy: 0.75,
    keysPerMinute: 80,
    timeMs: 30_000,
    rank: stage.rank,
    maxCombo: 2,
    missed: [],
  };
  const mastered: Record<string, number> = {};
  for (const w of Object.values(words))
    if (w.review?.state === 'review' && w.review.stability >= 21)
      mastered[w.setId] = (mastered[w.setId] ?? 0) + 1;
  const day = at.slice(0, 10);
  const exp = snapshot.exp + stage.expGain;
  return compactSnapshot({
    ...snapshot,
    exp,
    level: Math.max(snapshot.level, levelForExp(exp)),
    words,
    stages: {
      ...snapshot.stages,
      [stage.stageId]: {
        cleared: (prevStage?.cleared ?? false) || stage.victory,
        bestRank: stage.victory
          ? better(prevStage?.bestRank ?? null, stage.rank)
          : (prevStage?.bestRank ?? null),
        plays: (prevStage?.plays ?? 0) + 1,
        lastPlayedAt: at,
      },
    },
    history: [...snapshot.history, attempt],
    mastery: [...snapshot.mastery.filter((d) => d.day !== day), { day, bySet: mastered }].sort((a, b) =>
      a.day < b.day ? -1 : 1,
    ),
  }).snapshot;
}

/** What both PCs really did, counted from the stage results themselves. */
interface Truth {
  words: Map<
    string,
    { seen: number; clean: number; mistakes: number; hints: number; wrongKeys: Record<string, number> }
  >;
  attempts: string[];
  plays: Map<string, number>;
  exp: number;
  recordIds: string[];
}

function count(truth: Truth, stage: StageResult, at: string): void {
  for (const o of stage.outcomes) {
    const w = truth.words.get(o.key) ?? { seen: 0, clean: 0, mistakes: 0, hints: 0, wrongKeys: {} };
    w.seen += 1;
    w.clean += o.mistakes === 0 && o.hints === 0 ? 1 : 0;
    w.mistakes += o.mistakes;
    w.hints += o.hints;
    for (const [key, n] of Object.entries(o.wrongKeys)) w.wrongKeys[key] = (w.wrongKeys[key] ?? 0) + n;
    truth.words.set(o.key, w);
  }
  truth.attempts.push(`${at} ${stage.stageId}`);
  truth.plays.set(stage.stageId, (truth.plays.get(stage.stageId) ?? 0) + 1);
  truth.exp += stage.expGain;
}

interface Pc {
  pcId: string;
  pcName: string;
  skewMs: number;
  local: AppSnapshot;
  journal: ProgressRecord[];
  /** The file as read by a write-back under way, and when it was read. */
  reading: { file: ClassProgressFile | null; step: number } | null;
  lastWriteStep: number;
  made: number;
}

/** Runs the steps, then writes back every journal; answers the share's final file and the truth. */
function simulate(
  script: { pc: number; action: Action }[],
  skewMinutes: [number, number],
  windowSteps: number,
): { share: ClassProgressFile | null; truth: Truth } {
  const pcs: Pc[] = [0, 1].map((i) => ({
    pcId: `pc-lab0${i + 1}`,
    pcName: `LAB-0${i + 1}`,
    skewMs: (skewMinutes[i] ?? 0) * 60_000 + i,
    local: emptySnapshot(),
    journal: [],
    reading: null,
    lastWriteStep: Number.NEGATIVE_INFINITY,
    made: 0,
  }));
  const truth: Truth = { words: new Map(), attempts: [], plays: new Map(), exp: 0, recordIds: [] };
  /** The class folder: its one progress file for the pupil. */
  const folder: { file: ClassProgressFile | null } = { file: null };
  let step = 0;
  const clock = (pc: Pc) => new Date(START + step * STEP_MS + pc.skewMs);

  const read = (pc: Pc) => {
    pc.reading = { file: folder.file, step };
    // Records this read lists stay in the file for good only once our own last write is old enough.
    if (folder.file && step - pc.lastWriteStep >= windowSteps) {
      const held = new Set(folder.file.applied);
      pc.journal = pc.journal.filter((record) => !held.has(record.id));
    }
  };
  const write = (pc: Pc) => {
    const reading = pc.reading;
    pc.reading = null;
    if (!reading || pc.journal.length === 0 || step - reading.step > windowSteps) return;
    folder.file = mergeIntoClassFile(reading.file, pc.journal, { pcName: pc.pcName, now: clock(pc) }).file;
    pc.lastWriteStep = step;
  };

  for (const { pc: index, action } of script) {
    step += 1;
    const pc = pcs[index] as Pc;
    if (action.kind === 'play') {
      const now = clock(pc);
      const after = play(pc.local, action.stage, now.toISOString());
      count(truth, action.stage, now.toISOString());
      const delta = diffProgress(pc.local, after);
      expect(progressDeltaSchema.safeParse(delta).success).toBe(true);
      if (delta) {
        const id = makeRecordId(pc.pcId, now, () => String(pc.made++));
        pc.journal.push({ id, at: now.toISOString(), kind: 'delta', delta });
        truth.recordIds.push(id);
      }
      pc.local = after;
    } else if (action.kind === 'read') {
      if (!pc.reading) read(pc);
    } else if (action.kind === 'write') {
      write(pc);
    } else if (folder.file) {
      // The player opened from the share: its progress with this PC's unsent records on top.
      const held = new Set(folder.file.applied);
      pc.local = applyRecords(
        folder.file.snapshot,
        pc.journal.filter((record) => !held.has(record.id)),
      );
    }
  }

  // Write-backs under way finish (or give up), then each PC writes back its journal in turn.
  step += 1;
  for (const pc of pcs) write(pc);
  for (const pc of pcs) {
    step += windowSteps;
    read(pc);
    write(pc);
  }
  return { share: folder.file, truth };
}

/**
 * Both PCs read the same version; PC 1's later write replaces PC 0's, whose record is then missing
 * from the share until PC 0 sends it again.
 */
const lostUpdate: { pc: number; action: Action }[] = [
  {
    pc: 0,
    action: {
      kind: 'play',
      stage: {
        stageId: 'colors',
        outcomes: [
          {
            key: 'e34.green',
            mistakes: 2,
            hints: 1,
            wrongKeys: { 'r→e': 2 },
            wrongAttempts: ['gren'],
            finishMs: 4000,
            typedAs: undefined,
          },
        ],
        victory: true,
        rank: 'B',
        expGain: 40,
      },
    },
  },
  {
    pc: 1,
    action: {
      kind: 'play',
      stage: {
        stageId: 'colors',
        outcomes: [
          {
            key: 'e34.green',
            mistakes: 0,
            hints: 0,
            wrongKeys: {},
            wrongAttempts: [],
            finishMs: 1500,
            typedAs: undefined,
          },
        ],
        victory: true,
        rank: 'S',
        expGain: 60,
      },
    },
  },
  { pc: 0, action: { kind: 'read' } },
  { pc: 1, action: { kind: 'read' } },
  { pc: 0, action: { kind: 'write' } },
  { pc: 1, action: { kind: 'write' } },
  { pc: 0, action: { kind: 'read' } },
  { pc: 0, action: { kind: 'write' } },
];

describe('merging two PCs’ records into the class folder', () => {
  it('counts every stage once, whatever the order and overlap of the write-backs', () => {
    fc.assert(
      fc.property(steps, skews, window, (script, skewMinutes, windowSteps) => {
        const { share, truth } = simulate(script, skewMinutes, windowSteps);
        if (truth.recordIds.length === 0) {
          expect(share).toBeNull();
          return;
        }
        if (!share) throw new Error('records were made but the share has no file');
        expect(classProgressFileSchema.safeParse(share).success).toBe(true);
        const { snapshot } = share;

        expect(Object.keys(snapshot.words).sort()).toEqual([...truth.words.keys()].sort());
        for (const [key, sum] of truth.words) {
          const merged = snapshot.words[key];
          expect(merged, key).toMatchObject({
            seen: sum.seen,
            clean: sum.clean,
            mistakes: sum.mistakes,
            hints: sum.hints,
            wrongKeys: sum.wrongKeys,
          });
        }
        const history = snapshot.history.map((a) => `${a.at} ${a.stageId}`);
        expect(history).toHaveLength(truth.attempts.length);
        expect([...history].sort()).toEqual([...truth.attempts].sort());
        for (const [stageId, plays] of truth.plays)
          expect(snapshot.stages[stageId]?.plays, stageId).toBe(plays);
        expect(snapshot.exp).toBe(truth.exp);
        expect(snapshot.level).toBe(levelForExp(truth.exp));

        expect(new Set(share.applied).size).toBe(share.applied.length);
        expect([...share.applied].sort()).toEqual([...truth.recordIds].sort());
      }),
      { numRuns: 300, examples: [[lostUpdate, [0, 5], 3]] },
    );
  }, 60_000);

  it('merges the same records to the same progress in any order and any batches', () => {
    fc.assert(
      fc.property(
        steps,
        skews,
        fc.func(fc.integer()),
        fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1 }),
        (script, skewMinutes, shuffleKey, batchSizes) => {
          // Each PC plays on its own and keeps every record; the share then gets them in a random order.
          const records = [0, 1].flatMap((pcIndex) =>
            recordsOf(
              script.filter((s) => s.pc === pcIndex),
              skewMinutes,
              pcIndex,
            ),
          );
          const inOrder = mergeIntoClassFile(null, records, { pcName: 'LAB-01', now: new Date(START) }).file;
          const shuffled = [...records].sort((a, b) => shuffleKey(a.id) - shuffleKey(b.id));
          const by = { pcName: 'LAB-02', now: new Date(START) };
          let file = mergeIntoClassFile(null, [], by).file;
          for (let i = 0, batch = 0; i < shuffled.length; batch++) {
            const size = batchSizes[batch % batchSizes.length] ?? 1;
            file = mergeIntoClassFile(file, shuffled.slice(i, i + size), by).file;
            i += size;
          }
          // Wrong attempts carry no time, so which of them are the newest follows the order of arrival.
          expect(withoutLastWrong(file.snapshot)).toEqual(withoutLastWrong(inOrder.snapshot));
          expect(file.applied.length).toBe(records.length);
        },
      ),
      { numRuns: 60 },
    );
  }, 60_000);
});

/** The delta records one PC makes when it plays its steps alone, starting from a new player. */
function recordsOf(
  script: { pc: number; action: Action }[],
  skewMinutes: [number, number],
  pcIndex: number,
): ProgressRecord[] {
  const skewMs = (skewMinutes[pcIndex] ?? 0) * 60_000 + pcIndex;
  const records: ProgressRecord[] = [];
  let local = emptySnapshot();
  script.forEach((s, i) => {
    if (s.action.kind !== 'play') return;
    const now = new Date(START + (i + 1) * STEP_MS + skewMs);
    const after = play(local, s.action.stage, now.toISOString());
    const delta = diffProgress(local, after);
    if (delta)
      records.push({
        id: makeRecordId(`pc-lab0${pcIndex + 1}`, now, () => String(i)),
        at: now.toISOString(),
        kind: 'delta',
        delta,
      });
    local = after;
  });
  return records;
}

function withoutLastWrong(snapshot: AppSnapshot): AppSnapshot {
  const words = Object.entries(snapshot.words).map(([key, w]) => [key, { ...w, lastWrong: [] }]);
  return { ...snapshot, words: Object.fromEntries(words) };
}
