import { describe, expect, it } from 'vitest';
import { WORLD_CELL, WORLD_COLUMNS, WORLD_TOP, worldMapSize, worldRoute, worldTiles } from './worldLayout';

describe('worldRoute', () => {
  it('puts every stage in its own cell, each next to the one before (the road never jumps)', () => {
    const route = worldRoute(57);
    expect(new Set(route.map((p) => `${p.x},${p.y}`)).size).toBe(57);
    for (let i = 1; i < route.length; i++) {
      const a = route[i - 1];
      const b = route[i];
      if (!a || !b) throw new Error('missing point');
      expect(Math.abs(a.x - b.x) + Math.abs(a.y - b.y)).toBe(WORLD_CELL);
    }
  });

  it('keeps every stage inside the map', () => {
    for (const count of [1, 8, 9, 21, 57]) {
      const { width, height } = worldMapSize(count);
      for (const p of worldRoute(count)) {
        expect(p.x).toBeGreaterThan(0);
        expect(p.x).toBeLessThan(width);
        expect(p.y).toBeGreaterThan(0);
        expect(p.y).toBeLessThan(height);
      }
    }
    expect(worldMapSize(57)).toEqual({
      width: WORLD_COLUMNS * WORLD_CELL,
      height: WORLD_TOP + 8 * WORLD_CELL,
    });
  });
});

describe('worldTiles', () => {
  it('covers the map and draws each world from its own ground', () => {
    const meadow = worldTiles('e34', 21);
    expect(meadow).toHaveLength(WORLD_COLUMNS * 4);
    expect(worldTiles('e34', 21)).toEqual(meadow);
    const kinds = (band: 'e34' | 'j2') => new Set(worldTiles(band, 40).map((t) => t.kind));
    expect(kinds('j2').has('sand')).toBe(true);
    expect(kinds('e34').has('sand')).toBe(false);
  });
});
