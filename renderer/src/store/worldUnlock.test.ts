import { describe, expect, it } from 'vitest';
import { isWorldStageOpen, worldOpenings } from './worldUnlock';

const NOTHING = { bossCleared: {}, played: {}, placement: null, teacherWorlds: [] } as const;

describe('worldOpenings', () => {
  it('opens only the first world for a new pupil', () => {
    expect(worldOpenings(NOTHING)).toEqual(['first', null, null, null, null]);
  });

  it('opens the next world when a world’s boss is beaten, and no further', () => {
    expect(worldOpenings({ ...NOTHING, bossCleared: { e34: true, e56: false } })).toEqual([
      'first',
      'previous',
      null,
      null,
      null,
    ]);
  });

  it('opens the proposed world and every world below it after the placement quest', () => {
    expect(worldOpenings({ ...NOTHING, placement: 'j2' })).toEqual([
      'first',
      'placement',
      'placement',
      'placement',
      null,
    ]);
  });

  it('opens what a teacher opened, even beyond a gap', () => {
    expect(worldOpenings({ ...NOTHING, teacherWorlds: ['j3'] })).toEqual([
      'first',
      null,
      null,
      null,
      'teacher',
    ]);
  });

  it('names the progress reason first when several apply', () => {
    expect(
      worldOpenings({ bossCleared: { e34: true }, played: {}, placement: 'e56', teacherWorlds: ['e56'] })[1],
    ).toBe('previous');
  });

  it('keeps a world open where the pupil cleared a stage, after a lower placement retake', () => {
    const before = worldOpenings({ ...NOTHING, placement: 'j2' });
    expect(before[3]).toBe('placement');
    const after = worldOpenings({ ...NOTHING, placement: 'e56', played: { j2: true } });
    expect(after).toEqual(['first', 'placement', null, 'played', null]);
  });
});

describe('isWorldStageOpen', () => {
  it('opens stages in route order inside an open world', () => {
    expect(isWorldStageOpen(true, 0, false, false)).toBe(true);
    expect(isWorldStageOpen(true, 3, true, false)).toBe(true);
    expect(isWorldStageOpen(true, 3, false, false)).toBe(false);
  });

  it('keeps a shut world’s stages shut, except one a teacher opened', () => {
    expect(isWorldStageOpen(false, 0, false, false)).toBe(false);
    expect(isWorldStageOpen(false, 5, false, true)).toBe(true);
    expect(isWorldStageOpen(true, 5, false, true)).toBe(true);
  });
});
