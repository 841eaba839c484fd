import { describe, expect, it } from 'vitest';
import {
  battleTuning,
  DAMAGE_PER_SENTENCE,
  MIN_ALLOWED_MISSES,
  PLAYER_MAX_HP,
  reviewTuning,
} from './battleTuning';
import type { QAPair } from './types';

const words = (n: number, len = 5): QAPair[] =>
  Array.from({ length: n }, (_, i) => ({ en: 'x'.repeat(len), ja: String(i) }));

describe('battleTuning', () => {
  it('gives the demon one sentence of HP per question, so it falls with the last answer', () => {
    const t = battleTuning(2, words(12));
    expect(t.enemyMaxHp).toBe(12 * DAMAGE_PER_SENTENCE);
    expect(t.damagePerSentence).toBe(DAMAGE_PER_SENTENCE);
    expect(t.damagePerHit).toBe(0);
  });

  it.each([
    { difficulty: 1, misses: 30 },
    { difficulty: 3, misses: 20 },
    { difficulty: 5, misses: 12 },
  ])(
    'difficulty $difficulty lets the player survive about $misses wrong keys in 100 letters',
    ({ difficulty, misses }) => {
      const t = battleTuning(difficulty, words(20, 5));
      expect(t.playerMaxHp).toBe(PLAYER_MAX_HP);
      expect(t.damagePerMiss).toBe(Math.ceil(PLAYER_MAX_HP / misses));
      expect(t.damagePerHint).toBe(t.damagePerMiss);
    },
  );

  it('a harder stage never costs less per mistake than an easier one of the same words', () => {
    const qs = words(10, 6);
    const costs = [1, 2, 3, 4, 5].map((d) => battleTuning(d, qs).damagePerMiss);
    expect([...costs].sort((a, b) => a - b)).toEqual(costs);
  });

  it('allows at least five mistakes even on a tiny stage, so one word’s whole hint ladder never defeats', () => {
    const tiny = battleTuning(5, words(1, 2));
    expect(tiny.damagePerMiss).toBe(Math.ceil(PLAYER_MAX_HP / MIN_ALLOWED_MISSES));
    expect(3 * tiny.damagePerHint).toBeLessThan(PLAYER_MAX_HP);
  });

  it('a review costs nothing for hints and gives the demon one HP per word', () => {
    const t = reviewTuning(words(1, 3));
    expect(t).toMatchObject({ enemyMaxHp: 1, damagePerSentence: 1, damagePerHint: 0, damagePerHit: 0 });
    expect(t.damagePerMiss).toBeGreaterThan(0);
    expect(reviewTuning(words(7)).enemyMaxHp).toBe(7);
  });

  it('clamps difficulty into 1..5', () => {
    expect(battleTuning(0, words(5))).toEqual(battleTuning(1, words(5)));
    expect(battleTuning(9, words(5))).toEqual(battleTuning(5, words(5)));
  });
});
