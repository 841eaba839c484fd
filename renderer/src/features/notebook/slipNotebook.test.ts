import { describe, expect, it } from 'vitest';
import { appSnapshotSchema, emptySnapshot } from '../../../../core/contract';
import { BACKSPACE, drive, HINT } from '../../../../tests/support/renderer/engine/drive';
import { createRun } from '../../engine/createRun';
import { DEFAULT_ENGINE_OPTIONS } from '../../engine/defaultEngineOptions';
import { step } from '../../engine/step';
import type { EngineOptions, QAPair } from '../../engine/types';
import { recordStage } from '../../store/recordStage';
import { keyConfusionsOf, notebookEntriesOf } from '../../store/reviewSelectors';

const BATTLE: EngineOptions = {
  ...DEFAULT_ENGINE_OPTIONS,
  battleMode: true,
  learningMode: false,
  learnThenRecall: false,
  enemyMaxHp: 1000,
  playerMaxHp: 1000,
};
const WORDS: QAPair[] = [
  { id: 'e56.june', en: 'June', ja: '6月（ろくがつ）', setId: 'e56.months-1' },
  { id: 'e56.july', en: 'July', ja: '7月（しちがつ）', setId: 'e56.months-1' },
];

/** The progress after one battle played with `script`, through the real engine and recording. */
function progressAfter(script: string) {
  const start = step(createRun(WORDS, BATTLE), { type: 'start', at: 1000 }, BATTLE);
  const run = drive(start, BATTLE, script);
  return recordStage(emptySnapshot(), {
    stageId: 'e56.months-1',
    outcomes: run.outcomes,
    attempt: {
      at: '2026-06-01T01:00:00.000Z',
      stageId: 'e56.months-1',
      mode: 'battle',
      victory: true,
      accuracy: 1,
      keysPerMinute: 100,
      timeMs: 10_000,
      rank: 'A',
      maxCombo: 4,
      missed: [],
    },
    expGain: 10,
    atIso: '2026-06-01T01:00:00.000Z',
  });
}

describe('the mistake notebook and slips of the fingers', () => {
  it('keeps a slipped word out of the notebook, counts the slip and keeps its key for the keyboard chart', () => {
    const progress = progressAfter(`Jy${BACKSPACE}uneJuly`);
    expect(appSnapshotSchema.safeParse(progress).success).toBe(true);
    expect(notebookEntriesOf(progress.words)).toEqual([]);
    expect(progress.words['e56.june']).toMatchObject({
      seen: 1,
      clean: 1,
      mistakes: 0,
      slips: 1,
      lastWrong: [],
    });
    expect(progress.words['e56.july']?.slips).toBeUndefined();
    expect(keyConfusionsOf(progress.words)).toEqual([{ expected: 'u', typed: 'y', count: 1 }]);
  });

  it('puts a word with a wrong first letter or a hint in the notebook', () => {
    const progress = progressAfter(`H${BACKSPACE}JuneJu${HINT}ly`);
    expect(
      notebookEntriesOf(progress.words)
        .map((e) => e.key)
        .sort(),
    ).toEqual(['e56.july', 'e56.june']);
    expect(progress.words['e56.june']).toMatchObject({ mistakes: 1, clean: 0 });
    expect(progress.words['e56.june']?.slips).toBeUndefined();
    expect(keyConfusionsOf(progress.words)).toEqual([{ expected: 'J', typed: 'H', count: 1 }]);
  });
});
