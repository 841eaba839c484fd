import { describe, expect, it } from 'vitest';
import { EXP_PER_WORD, expForLevel, expForRun, levelForExp } from './experience';
import type { RunScore } from './types';

const score = (cleared: number, rank: RunScore['rank']): RunScore => ({
  accuracy: 1,
  keysPerMinute: 0,
  wordsPerMinute: 0,
  totalTimeMs: 0,
  maxCombo: 0,
  rank,
  hintsUsed: 0,
  mistakeProblemCount: 0,
  cleared,
  skipped: 0,
  missed: [],
  slips: 0,
});

describe('experience', () => {
  it.each([
    {
      rule: 'cleared words times difficulty, plus the S bonus',
      cleared: 10,
      rank: 'S',
      difficulty: 2,
      exp: 10 * EXP_PER_WORD * 2 + 30,
    },
    {
      rule: 'a lost run keeps what its words earned',
      cleared: 3,
      rank: 'D',
      difficulty: 1,
      exp: 3 * EXP_PER_WORD,
    },
    { rule: 'difficulty is clamped to 5', cleared: 1, rank: 'C', difficulty: 8, exp: EXP_PER_WORD * 5 + 5 },
  ] as const)('$rule', ({ cleared, rank, difficulty, exp }) => {
    expect(expForRun(score(cleared, rank), difficulty)).toBe(exp);
  });

  it.each([
    { exp: 0, level: 1 },
    { exp: 49, level: 1 },
    { exp: 50, level: 2 },
    { exp: 149, level: 2 },
    { exp: 150, level: 3 },
  ])('$exp experience reaches level $level', ({ exp, level }) => {
    expect(levelForExp(exp)).toBe(level);
  });

  it('the level of the experience a level needs is that level', () => {
    for (let level = 1; level < 60; level++) expect(levelForExp(expForLevel(level))).toBe(level);
  });
});
