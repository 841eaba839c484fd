import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BACKSPACE, drive, HINT, SKIP } from '../../../tests/support/renderer/engine/drive';
import { createRun } from './createRun';
import { DEFAULT_ENGINE_OPTIONS } from './defaultEngineOptions';
import { areNeighbourKeys } from './keyNeighbours';
import { gradeOutcome } from './review/gradeOutcome';
import { scoreRun } from './scoreRun';
import { step } from './step';
import type { EngineOptions, EngineState, QAPair } from './types';

const BATTLE: EngineOptions = {
  ...DEFAULT_ENGINE_OPTIONS,
  battleMode: true,
  learningMode: false,
  learnThenRecall: false,
  enemyMaxHp: 1000,
  playerMaxHp: 1000,
};
const WORD: QAPair[] = [{ id: 'j1.june', en: 'June', ja: '6月（ろくがつ）', setId: 'month' }];

function play(script: string, questions: QAPair[] = WORD, options: EngineOptions = BATTLE): EngineState {
  return drive(step(createRun(questions, options), { type: 'start', at: 1000 }, options), options, script);
}

describe('a slip is not a gap', () => {
  it('grades one touching key mid-word, put right, as a slip: known, not missed, its key confusion kept', () => {
    const run = play(`Jy${BACKSPACE}une`);
    const [outcome] = run.outcomes;
    expect(outcome).toMatchObject({ cleared: true, slip: true, mistakes: 1, wrongKeys: { 'u→y': 1 } });
    const score = scoreRun(run);
    expect(score.slips).toBe(1);
    expect(score.missed).toEqual([]);
    expect(outcome && gradeOutcome(outcome, { answerShownFirst: false })).toBe('good');
  });

  it.each([
    { rule: 'a wrong first letter (the word could not be started)', script: `H${BACKSPACE}June` },
    { rule: 'a key far from the right one', script: `Jp${BACKSPACE}une` },
    { rule: 'two wrong keys', script: `Jy${BACKSPACE}ub${BACKSPACE}ne` },
    { rule: 'a hint asked for', script: `Ju${HINT}ne` },
    { rule: 'a slip and a hint', script: `Jy${BACKSPACE}u${HINT}ne` },
  ])('grades $rule as a gap: missed, no slip', ({ script }) => {
    const run = play(script);
    const [outcome] = run.outcomes;
    expect(outcome?.cleared).toBe(true);
    expect(outcome?.slip).toBeUndefined();
    expect(scoreRun(run).missed.map((q) => q.en)).toEqual(['June']);
    expect(scoreRun(run).slips).toBe(0);
  });

  it('grades a skipped word as a gap', () => {
    const run = play(`Jy${SKIP}`);
    expect(run.outcomes[0]).toMatchObject({ skipped: true });
    expect(run.outcomes[0]?.slip).toBeUndefined();
    expect(scoreRun(run).missed).toHaveLength(1);
  });

  it('finds a slip on any word at any letter after the first, with any touching key', () => {
    const letters = 'abcdefghijklmnopqrstuvwxyz'.split('');
    const word = fc
      .array(fc.constantFrom(...letters), { minLength: 2, maxLength: 12 })
      .map((w) => w.join(''));
    fc.assert(
      fc.property(word, fc.nat(), fc.nat(), (en, at, pick) => {
        const slipAt = 1 + (at % (en.length - 1));
        const right = en[slipAt] as string;
        const touching = letters.filter((k) => areNeighbourKeys(k, right));
        const wrong = touching[pick % touching.length] as string;
        const run = play(`${en.slice(0, slipAt)}${wrong}${BACKSPACE}${en.slice(slipAt)}`, [
          { en, ja: 'ことば' },
        ]);
        expect(run.outcomes[0]).toMatchObject({ cleared: true, slip: true });
        expect(scoreRun(run).missed).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });
});
