import { DEFAULT_SETTINGS } from '../../../core/contract/settings';
import type { EngineOptions, RunOptions } from './types';

/**
 * Options of a run before the player's settings and the stage are applied: study mode with
 * learn-then-recall, sequential order, forgiving case, an optional final `.`/`!`/`?` (a pupil copying
 * "I'm fine." is not punished for the full stop; see {@link EngineOptions.optionalFinalPunctuation}),
 * 100 ms ticks, no time limit, no timed strikes.
 * Battle numbers here suit a ten-question stage; {@link battleTuning} sets them per stage.
 */
export const DEFAULT_RUN_OPTIONS: RunOptions = {
  battleMode: false,
  bgmSrc: 'bgm/battle',
  damagePerHit: 0,
  damagePerMiss: 5,
  damagePerSentence: 10,
  damagePerHint: 5,
  enemyMaxHp: 100,
  learnThenRecall: true,
  learningMode: true,
  playerMaxHp: 100,
  randomOrder: false,
  seed: 1,
  sfxSrc: {
    defeat: 'sfx/defeat',
    escape: 'sfx/escape',
    fallDown: 'sfx/fallDown',
    keyOn: 'sfx/keyOn',
    levelUp: 'sfx/levelUp',
    punch: 'sfx/punch',
    slash: 'sfx/slash',
  },
  spokenHint: true,
  tickMs: 100,
  strictCase: false,
  optionalFinalPunctuation: true,
  timeLimitMs: 0,
  enemyStrikeEveryMs: 0,
};

/**
 * {@link DEFAULT_RUN_OPTIONS} with the sound switches at the settings' own defaults, for a run played
 * without a store (tests, stories, benchmarks).
 */
export const DEFAULT_ENGINE_OPTIONS: EngineOptions = {
  ...DEFAULT_RUN_OPTIONS,
  sound: DEFAULT_SETTINGS.sound,
  bgm: DEFAULT_SETTINGS.bgm,
  sfx: DEFAULT_SETTINGS.sfx,
  bgmVolume: DEFAULT_SETTINGS.bgmVolume,
  sfxVolume: DEFAULT_SETTINGS.sfxVolume,
};
