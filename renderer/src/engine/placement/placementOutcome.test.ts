import { describe, expect, it } from 'vitest';
import { isPlacementCorrect, PLACEMENT_MAX_MISTAKES } from './placementOutcome';

const clean = { cleared: true, skipped: false, mistakes: 0, hintSteps: 0 };

describe('isPlacementCorrect', () => {
  it('counts a word typed from memory with at most one wrong key as known', () => {
    expect(PLACEMENT_MAX_MISTAKES).toBe(1);
    expect(isPlacementCorrect(clean)).toBe(true);
    expect(isPlacementCorrect({ ...clean, mistakes: 1 })).toBe(true);
    expect(isPlacementCorrect({ ...clean, answerRevealed: false })).toBe(true);
  });

  it('counts two wrong keys, a hint, a shown answer, a skip or an unfinished word as not known', () => {
    expect(isPlacementCorrect({ ...clean, mistakes: 2 })).toBe(false);
    expect(isPlacementCorrect({ ...clean, hintSteps: 1 })).toBe(false);
    expect(isPlacementCorrect({ ...clean, answerRevealed: true })).toBe(false);
    expect(isPlacementCorrect({ ...clean, cleared: false, skipped: true })).toBe(false);
    expect(isPlacementCorrect({ ...clean, cleared: false })).toBe(false);
  });
});
