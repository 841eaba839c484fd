import { describe, expect, it } from 'vitest';
import { type AppSnapshot, emptySnapshot } from '../../../core/contract';
import savedText from '../../../core/contract/fixtures/progress-v2-review.json?raw';
import { drive } from '../../../tests/support/renderer/engine/drive';
import { createRun } from '../engine/createRun';
import { DEFAULT_ENGINE_OPTIONS } from '../engine/defaultEngineOptions';
import { dueWords, endOfLocalDay } from '../engine/review';
import { step } from '../engine/step';
import type { EngineOptions } from '../engine/types';
import { recordStage } from './recordStage';

/** Progress after one real battle of colours in which "green" was typed "gegreen" (two slips). */
function playedWithReview(): AppSnapshot {
  const options: EngineOptions = {
    ...DEFAULT_ENGINE_OPTIONS,
    battleMode: true,
    learningMode: false,
    learnThenRecall: false,
    enemyMaxHp: 1000,
    playerMaxHp: 1000,
  };
  const words = ['red', 'blue', 'green'];
  let run = createRun(
    // Built-in words carry their word-bank id, which keys their record.
    words.map((en) => ({ en, ja: en, setId: 'colors', id: `e34.${en}` })),
    options,
  );
  run = drive(step(run, { type: 'start', at: 0 }, options), options, 'redbluegegreen', 0, 600);
  const atIso = '2026-03-02T01:00:00.000Z';
  return recordStage(emptySnapshot(), {
    stageId: 'colors',
    outcomes: run.outcomes,
    attempt: {
      at: atIso,
      stageId: 'colors',
      mode: 'battle',
      victory: true,
      accuracy: 0.9,
      keysPerMinute: 100,
      timeMs: 4000,
      rank: 'A',
      maxCombo: 2,
      missed: ['green'],
    },
    expGain: 10,
    atIso,
    day: '2026-03-02',
  });
}

describe('the recorded review schedule', () => {
  it('is exactly what the progress-file round-trip test saves (core/contract/fixtures/progress-v2-review.json)', () => {
    const played = playedWithReview();
    expect(played).toEqual(JSON.parse(savedText));
    expect(played.words['e34.green']?.review?.lastGrade).toBe('hard');
    expect(played.words['e34.red']?.review?.lastGrade).toBe('good');
    const endOfDay = endOfLocalDay(new Date('2026-03-02T01:00:00.000Z'), 540);
    expect(dueWords(played.words, endOfDay).map((d) => d.key)).toEqual(['e34.green']);
  });
});
