import { describe, expect, it } from 'vitest';
import { arrivalStageIndex, defaultStageIndex, nextStageIndex } from './mapNavigation';

const stage = (unlocked: boolean, cleared: boolean, plays = cleared ? 1 : 0) => ({
  unlocked,
  cleared,
  plays,
});

describe('nextStageIndex', () => {
  it('steps along the route with the arrows and stops at both ends', () => {
    expect(nextStageIndex('ArrowRight', 0, 5, 2)).toBe(1);
    expect(nextStageIndex('ArrowDown', 4, 5, 2)).toBe(4);
    expect(nextStageIndex('ArrowLeft', 0, 5, 2)).toBe(0);
    expect(nextStageIndex('ArrowUp', 3, 5, 2)).toBe(2);
  });

  it('jumps home to the first stage and to the furthest open one with End', () => {
    expect(nextStageIndex('Home', 3, 5, 2)).toBe(0);
    expect(nextStageIndex('End', 0, 5, 2)).toBe(2);
  });

  it('ignores other keys and an empty map', () => {
    expect(nextStageIndex('Enter', 1, 5, 2)).toBeNull();
    expect(nextStageIndex('ArrowRight', 0, 0, 0)).toBeNull();
  });
});

describe('defaultStageIndex', () => {
  it('starts on the first open stage not yet cleared', () => {
    expect(defaultStageIndex([stage(true, true), stage(true, false), stage(false, false)])).toBe(1);
  });

  it('starts on the last stage when everything is cleared', () => {
    expect(defaultStageIndex([stage(true, true), stage(true, true)])).toBe(1);
  });
});

describe('arrivalStageIndex', () => {
  it('moves on to the stage a first clear has just opened', () => {
    expect(arrivalStageIndex([stage(true, true), stage(true, false), stage(false, false)], 0)).toBe(1);
  });

  it('stays on a replayed stage when the next one was already played', () => {
    expect(arrivalStageIndex([stage(true, true), stage(true, false, 2), stage(false, false)], 0)).toBe(0);
  });

  it('stays on a stage that was not cleared', () => {
    expect(arrivalStageIndex([stage(true, false, 3), stage(false, false)], 0)).toBe(0);
  });

  it('falls back to the first open stage when nothing is remembered', () => {
    expect(arrivalStageIndex([stage(true, true), stage(true, false)], -1)).toBe(1);
  });
});
