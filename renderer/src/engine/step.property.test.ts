import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRun } from './createRun';
import { DEFAULT_ENGINE_OPTIONS } from './defaultEngineOptions';
import { isRunning, step } from './step';
import type { Action, EngineOptions, EngineState, QAPair } from './types';

const answerChar = fc.constantFrom('a', 'b', 'A', ' ', '?');
const answer = fc.array(answerChar, { minLength: 1, maxLength: 6 }).map((cs) => cs.join(''));
const questions = fc
  .uniqueArray(answer, { minLength: 1, maxLength: 5 })
  .map((ens): QAPair[] => ens.map((en, i) => ({ en, ja: `問${i}` })));

const options = fc
  .record({
    battleMode: fc.boolean(),
    learningMode: fc.boolean(),
    learnThenRecall: fc.boolean(),
    strictCase: fc.boolean(),
    damagePerMiss: fc.integer({ min: 0, max: 30 }),
    damagePerHint: fc.integer({ min: 0, max: 30 }),
    damagePerSentence: fc.integer({ min: 0, max: 30 }),
    damagePerHit: fc.integer({ min: 0, max: 5 }),
    enemyMaxHp: fc.integer({ min: 1, max: 80 }),
    playerMaxHp: fc.integer({ min: 1, max: 80 }),
    enemyStrikeEveryMs: fc.constantFrom(0, 300),
  })
  .map((o): EngineOptions => ({ ...DEFAULT_ENGINE_OPTIONS, ...o }));

/** Inputs without an `at`; timestamps are added in order when the run is driven. */
const input = fc.oneof(
  {
    weight: 10,
    arbitrary: fc
      .constantFrom('a', 'b', 'A', 'B', ' ', '?', 'x')
      .map((char) => ({ type: 'key' as const, char })),
  },
  { weight: 2, arbitrary: fc.constant({ type: 'backspace' as const }) },
  { weight: 1, arbitrary: fc.constant({ type: 'hint' as const }) },
  { weight: 1, arbitrary: fc.constant({ type: 'skip' as const }) },
  { weight: 2, arbitrary: fc.constant({ type: 'tick' as const }) },
  { weight: 1, arbitrary: fc.constant({ type: 'pause' as const }) },
  { weight: 1, arbitrary: fc.constant({ type: 'resume' as const }) },
);

function stamp(raw: { type: string; char?: string }, at: number): Action {
  return (raw.type === 'tick' ? { type: 'tick' } : { ...raw, at }) as Action;
}

/** Drives a started run and checks `check` after every action. */
function walk(
  qs: QAPair[],
  o: EngineOptions,
  inputs: Array<{ type: string; char?: string }>,
  check: (before: EngineState, action: Action, after: EngineState) => void,
) {
  let s = step(createRun(qs, o), { type: 'start', at: 0 }, o);
  inputs.forEach((raw, i) => {
    const action = stamp(raw, (i + 1) * 50);
    const next = step(s, action, o);
    check(s, action, next);
    s = next;
  });
  return s;
}

const inputs = fc.array(input, { maxLength: 120 });

describe('engine properties', () => {
  it('HP stays within [0, max] for both sides', () => {
    fc.assert(
      fc.property(questions, options, inputs, (qs, o, ins) => {
        walk(qs, o, ins, (_b, _a, s) => {
          expect(s.playerHp).toBeGreaterThanOrEqual(0);
          expect(s.playerHp).toBeLessThanOrEqual(s.playerMaxHp);
          expect(s.enemyHp).toBeGreaterThanOrEqual(0);
          expect(s.enemyHp).toBeLessThanOrEqual(s.enemyMaxHp);
        });
      }),
    );
  });

  it('typed text never grows longer than the answer, and only its last letter can be wrong', () => {
    fc.assert(
      fc.property(questions, options, inputs, (qs, o, ins) => {
        walk(qs, o, ins, (_b, _a, s) => {
          expect(s.typed.length).toBeLessThanOrEqual(s.answerEn.length);
          expect(s.correctMap).toHaveLength(s.typed.length);
          expect(s.correctMap.slice(0, -1).every(Boolean)).toBe(true);
        });
      }),
    );
  });

  it('finished holds exactly when a side reaches 0 or the last question is done', () => {
    fc.assert(
      fc.property(questions, options, inputs, (qs, o, ins) => {
        walk(qs, o, ins, (_b, _a, s) => {
          const sideDown = o.battleMode && (s.playerHp === 0 || s.enemyHp === 0);
          const lastDone = s.playCount === s.questions.length;
          expect(s.finished).toBe(sideDown || lastDone);
        });
      }),
    );
  });

  it('hits + errors equals the keys that were judged', () => {
    fc.assert(
      fc.property(questions, options, inputs, (qs, o, ins) => {
        let judged = 0;
        const end = walk(qs, o, ins, (before, action) => {
          // While a run is running every key is judged: a free position, or the wrong letter it replaces.
          if (action.type === 'key' && isRunning(before)) judged++;
        });
        expect(end.hits + end.errors).toBe(judged);
      }),
    );
  });

  it('the event sequence only grows, by one per action that reports events', () => {
    fc.assert(
      fc.property(questions, options, inputs, (qs, o, ins) => {
        walk(qs, o, ins, (b, _a, s) => {
          const delta = s.eventSeq - b.eventSeq;
          expect(delta === 0 || delta === 1).toBe(true);
          if (delta === 1) expect(s.events.length).toBeGreaterThan(0);
          else expect(s.events).toBe(b.events);
        });
      }),
    );
  });

  it('outcomes match the cleared and skipped counts, plus at most the question open at the end', () => {
    fc.assert(
      fc.property(questions, options, inputs, (qs, o, ins) => {
        const end = walk(qs, o, ins, () => {});
        expect(end.outcomes.filter((x) => x.cleared)).toHaveLength(end.clearedCount);
        expect(end.outcomes.filter((x) => x.skipped)).toHaveLength(end.skippedCount);
        const open = end.outcomes.length - end.playCount;
        expect(open === 0 || (open === 1 && end.finished)).toBe(true);
      }),
    );
  });

  it('a seed reproduces the order, which is a permutation of the questions', () => {
    fc.assert(
      fc.property(questions, fc.integer({ min: 0, max: 0xffffffff }), (qs, seed) => {
        const o = { ...DEFAULT_ENGINE_OPTIONS, randomOrder: true, seed };
        const a = createRun(qs, o).questions;
        expect(createRun(qs, o).questions).toEqual(a);
        expect([...a].map((q) => q.en).sort()).toEqual(qs.map((q) => q.en).sort());
      }),
    );
  });
});
