import { describe, expect, it } from 'vitest';
import { BACKSPACE, drive, HINT, SKIP } from '../../../tests/support/renderer/engine/drive';
import { createRun } from './createRun';
import { DEFAULT_ENGINE_OPTIONS } from './defaultEngineOptions';
import { rankFor } from './rankFor';
import { scoreRun } from './scoreRun';
import { step } from './step';
import type { EngineOptions, QAPair } from './types';

const WORDS: QAPair[] = [
  { en: 'red', ja: 'あか' },
  { en: 'blue', ja: 'あお' },
];
const OPTIONS: EngineOptions = { ...DEFAULT_ENGINE_OPTIONS, learnThenRecall: false };

function run(script: string, everyMs = 100) {
  const s = step(createRun(WORDS, OPTIONS), { type: 'start', at: 0 }, OPTIONS);
  return drive(s, OPTIONS, script, 0, everyMs);
}

describe('scoreRun', () => {
  it('accuracy is correct keys over judged keys', () => {
    const score = scoreRun(run(`rx${BACKSPACE}edblue`));
    expect(score.accuracy).toBeCloseTo(7 / 8);
  });

  it('keys and words per minute come from the action timestamps', () => {
    // 7 keys, one every 1000 ms: the run lasts 7 s.
    const score = scoreRun(run('redblue', 1000));
    expect(score.totalTimeMs).toBe(7000);
    expect(score.keysPerMinute).toBeCloseTo(60);
    expect(score.wordsPerMinute).toBeCloseTo((2 / 7) * 60);
  });

  it('time spent paused is left out of the total', () => {
    let s = step(createRun(WORDS, OPTIONS), { type: 'start', at: 0 }, OPTIONS);
    s = step(s, { type: 'pause', at: 1000 }, OPTIONS);
    s = step(s, { type: 'resume', at: 61000 }, OPTIONS);
    s = drive(s, OPTIONS, 'redblue', 61000, 1000);
    expect(scoreRun(s).totalTimeMs).toBe(8000);
  });

  it('an empty run has full accuracy and no speed', () => {
    const score = scoreRun(createRun(WORDS, OPTIONS));
    expect(score).toMatchObject({ accuracy: 1, keysPerMinute: 0, wordsPerMinute: 0, totalTimeMs: 0 });
  });

  it('lists missed words: with a mistake, a hint or skipped', () => {
    const score = scoreRun(run(`${HINT}rx${BACKSPACE}ed${SKIP}`));
    expect(score.missed.map((q) => q.en)).toEqual(['red', 'blue']);
    expect(score.skipped).toBe(1);
    expect(score.cleared).toBe(1);
  });

  it('a word typed cleanly is not missed, but one that needed only a hint is', () => {
    const recall: EngineOptions = { ...OPTIONS, learningMode: false };
    const started = step(createRun(WORDS, recall), { type: 'start', at: 0 }, recall);
    const score = scoreRun(drive(started, recall, `red${HINT}blue`, 0));
    expect(score.missed.map((q) => q.en)).toEqual(['blue']);
    expect(score.cleared).toBe(2);
  });

  it('while the run goes on, the time runs from the start to the latest key', () => {
    // Three keys, one every 1000 ms from the start at 0: the latest is at 3000 ms.
    const score = scoreRun(run('red', 1000));
    expect(score.totalTimeMs).toBe(3000);
    expect(score.keysPerMinute).toBe(60);
  });

  it('a clean win ranks S', () => {
    expect(scoreRun(run('redblue')).rank).toBe('S');
  });
});

describe('rankFor', () => {
  it.each([
    {
      rule: 'a lost run is D whatever the accuracy',
      won: false,
      accuracy: 1,
      hints: 0,
      skipped: 0,
      rank: 'D',
    },
    { rule: 'S needs 97% and no hint or skip', won: true, accuracy: 0.97, hints: 0, skipped: 0, rank: 'S' },
    { rule: 'a hint keeps a perfect run from S', won: true, accuracy: 1, hints: 1, skipped: 0, rank: 'A' },
    { rule: 'A needs 90% and no skip', won: true, accuracy: 0.9, hints: 3, skipped: 0, rank: 'A' },
    { rule: 'a skip keeps a run at B at best', won: true, accuracy: 1, hints: 0, skipped: 1, rank: 'B' },
    { rule: 'B needs 80%', won: true, accuracy: 0.8, hints: 0, skipped: 0, rank: 'B' },
    { rule: 'below 80% is C', won: true, accuracy: 0.79, hints: 0, skipped: 0, rank: 'C' },
  ])('$rule', ({ won, accuracy, hints, skipped, rank }) => {
    expect(rankFor(won, accuracy, hints, skipped)).toBe(rank);
  });
});
