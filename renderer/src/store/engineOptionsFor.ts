import type { Settings } from '../../../core/contract';
import { battleTuning } from '../engine/battleTuning';
import { DEFAULT_ENGINE_OPTIONS } from '../engine/defaultEngineOptions';
import type { EngineOptions, QAPair } from '../engine/types';
import { soundAllowed } from './sound';

/**
 * The options of a run from the player's settings and the stage: mode (study shows the answer,
 * battle hides it), learn-then-recall (study only), order and seed, case rule, sound switches, and the
 * stage's battle HP from {@link battleTuning}.
 */
export function engineOptionsFor(
  settings: Settings,
  difficulty: number,
  questions: readonly QAPair[],
  seed: number,
): EngineOptions {
  const battle = settings.mode === 'battle';
  return {
    ...DEFAULT_ENGINE_OPTIONS,
    ...battleTuning(difficulty, questions),
    battleMode: battle,
    learningMode: !battle,
    learnThenRecall: !battle && settings.learnThenRecall,
    randomOrder: settings.order === 'random',
    seed: seed >>> 0,
    strictCase: settings.strictCase,
    sound: soundAllowed(settings),
    bgm: settings.bgm,
    sfx: settings.sfx,
    bgmVolume: settings.bgmVolume,
    sfxVolume: settings.sfxVolume,
  };
}
