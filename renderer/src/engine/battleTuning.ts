import type { EngineOptions, QAPair } from './types';

/** The HP and damage numbers of one battle. */
export type BattleTuning = Pick<
  EngineOptions,
  'enemyMaxHp' | 'playerMaxHp' | 'damagePerHit' | 'damagePerMiss' | 'damagePerSentence' | 'damagePerHint'
>;

/** Share of a stage's letters a player may get wrong before falling, by difficulty 1 (easy) to 5. */
const MISS_TOLERANCE = [0.3, 0.25, 0.2, 0.15, 0.12] as const;

/** The player's HP in every battle. */
export const PLAYER_MAX_HP = 100;
/** Demon HP taken by one cleared answer. */
export const DAMAGE_PER_SENTENCE = 10;
/**
 * Fewest wrong keys (or hint steps) any battle allows before the player falls: even a one-word
 * practice run survives the whole hint ladder of its word, so asking for help alone never defeats.
 */
export const MIN_ALLOWED_MISSES = 5;

/**
 * Battle HP rule: the demon has {@link DAMAGE_PER_SENTENCE} HP per question, so it falls with the last
 * cleared answer; correct keys alone deal no damage (`damagePerHit` 0), because a battle is won by
 * finishing words, not by typing fast. The player has {@link PLAYER_MAX_HP} HP, and a wrong key or a
 * hint step costs enough that the player falls after about 30% (difficulty 1) down to 12% (difficulty 5)
 * of the stage's letters typed wrong — at least {@link MIN_ALLOWED_MISSES} mistakes. The numbers depend only on the stage,
 * never on how often it was played, so a stage does not get easier by repetition.
 */
export function battleTuning(difficulty: number, questions: readonly QAPair[]): BattleTuning {
  const level = Math.min(5, Math.max(1, Math.round(difficulty)));
  const letters = questions.reduce((sum, q) => sum + q.en.length, 0);
  const tolerance = MISS_TOLERANCE[level - 1] ?? MISS_TOLERANCE[0];
  const allowedMisses = Math.max(MIN_ALLOWED_MISSES, Math.round(letters * tolerance));
  const damagePerMiss = Math.max(1, Math.ceil(PLAYER_MAX_HP / allowedMisses));
  return {
    enemyMaxHp: Math.max(DAMAGE_PER_SENTENCE, questions.length * DAMAGE_PER_SENTENCE),
    playerMaxHp: PLAYER_MAX_HP,
    damagePerHit: 0,
    damagePerMiss,
    damagePerSentence: DAMAGE_PER_SENTENCE,
    damagePerHint: damagePerMiss,
  };
}

/**
 * The battle numbers of a review (ふくしゅうの森): one HP of demon per word, each cleared word takes one,
 * and asking for a hint costs nothing — a review rewards recall and must never punish asking; the
 * hint is still recorded, so the word's schedule comes back sooner. Wrong keys cost what the same words
 * would cost in a difficulty-1 battle.
 */
export function reviewTuning(questions: readonly QAPair[]): BattleTuning {
  return {
    ...battleTuning(1, questions),
    enemyMaxHp: Math.max(1, questions.length),
    damagePerSentence: 1,
    damagePerHit: 0,
    damagePerHint: 0,
  };
}
