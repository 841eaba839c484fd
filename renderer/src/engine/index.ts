export {
  type BattleTuning,
  battleTuning,
  DAMAGE_PER_SENTENCE,
  MIN_ALLOWED_MISSES,
  PLAYER_MAX_HP,
  reviewTuning,
} from './battleTuning';
export { containRect } from './containRect';
export { createRun, newQuestionProgress } from './createRun';
export { DEFAULT_ENGINE_OPTIONS, DEFAULT_RUN_OPTIONS } from './defaultEngineOptions';
export { EXP_PER_WORD, expForLevel, expForRun, levelForExp } from './experience';
export { judgeKey, wrongKeyLabel } from './judgeKey';
export { maskAnswer } from './maskAnswer';
export { mulberry32 } from './mulberry32';
export { RANK_THRESHOLDS, rankFor } from './rankFor';
export { MAX_KEYS_PER_MINUTE, scoreRun } from './scoreRun';
export { randomBelow, shuffle } from './shuffle';
export { isRunning, MAX_WRONG_ATTEMPTS, step } from './step';
export type * from './types';
