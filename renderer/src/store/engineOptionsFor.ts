import type { Settings } from '../../../core/contract';
import { battleTuning } from '../engine/battleTuning';
import { DEFAULT_RUN_OPTIONS } from '../engine/defaultEngineOptions';
import type { EngineOptions, QAPair, RunOptions } from '../engine/types';
import type { RootState } from './index';
import { createAppSelector } from './selectors';
import { soundAllowed } from './sound';

/**
 * The options of a run from the player's settings and the stage: mode (study shows the answer,
 * battle hides it), learn-then-recall (study only), order and seed, case rule, and the stage's battle
 * HP from {@link battleTuning}. The sound switches are not among them: they stay in the settings
 * (see {@link selectEngineOptions}).
 */
export function engineOptionsFor(
  settings: Settings,
  difficulty: number,
  questions: readonly QAPair[],
  seed: number,
): RunOptions {
  const battle = settings.mode === 'battle';
  return {
    ...DEFAULT_RUN_OPTIONS,
    ...battleTuning(difficulty, questions),
    battleMode: battle,
    learningMode: !battle,
    learnThenRecall: !battle && settings.learnThenRecall,
    randomOrder: settings.order === 'random',
    seed: seed >>> 0,
    strictCase: settings.strictCase,
  };
}

/**
 * The whole {@link EngineOptions} of the run in play, every field the spec names: the run's stored
 * options, with the five sound switches filled here from the settings, their one home (`sound` is
 * the master switch once the player agreed to sound). Nothing stores them a second time.
 */
export const selectEngineOptions = createAppSelector(
  [
    (s: RootState) => s.engine.options,
    (s: RootState) => soundAllowed(s.settings),
    (s: RootState) => s.settings.bgm,
    (s: RootState) => s.settings.sfx,
    (s: RootState) => s.settings.bgmVolume,
    (s: RootState) => s.settings.sfxVolume,
  ],
  (run, sound, bgm, sfx, bgmVolume, sfxVolume): EngineOptions => ({
    ...run,
    sound,
    bgm,
    sfx,
    bgmVolume,
    sfxVolume,
  }),
);
