import type { Band } from '../../../../core/bank/bankTerms';
import type { TileKind } from '../../assets/art';

/** Stages per row of a world map: eight keep 57 stages in eight rows, readable at 1024×600. */
export const WORLD_COLUMNS = 8;
/** One cell of a world map, in the map picture's units. */
export const WORLD_CELL = 100;

/** Room above the first row, in the picture's units, for the hero standing on a first-row stage. */
export const WORLD_TOP = 40;

/** Where a stage sits on a world map, in the map picture's units (the centre of its cell). */
export interface WorldPoint {
  x: number;
  y: number;
}

/** The size of a world map of `count` stages, in the picture's units. */
export function worldMapSize(count: number): { width: number; height: number } {
  const rows = Math.max(1, Math.ceil(count / WORLD_COLUMNS));
  return { width: WORLD_COLUMNS * WORLD_CELL, height: WORLD_TOP + rows * WORLD_CELL };
}

/**
 * The stages of a world along a winding road: left to right on the first row, right to left on the
 * next, and so on, so each stage is next to the one before it and the road never jumps.
 */
export function worldRoute(count: number): WorldPoint[] {
  return Array.from({ length: count }, (_, i) => {
    const row = Math.floor(i / WORLD_COLUMNS);
    const along = i % WORLD_COLUMNS;
    const col = row % 2 === 0 ? along : WORLD_COLUMNS - 1 - along;
    return { x: (col + 0.5) * WORLD_CELL, y: WORLD_TOP + (row + 0.5) * WORLD_CELL };
  });
}

/** The ground each world is drawn with, most common first. */
const GROUND: Record<Band, readonly TileKind[]> = {
  e34: ['grass', 'grass', 'grass', 'forest', 'water', 'town'],
  e56: ['forest', 'forest', 'grass', 'forest', 'water', 'mountain'],
  j1: ['water', 'grass', 'water', 'bridge', 'town', 'forest'],
  j2: ['sand', 'sand', 'sand', 'mountain', 'town', 'water'],
  j3: ['mountain', 'mountain', 'grass', 'forest', 'castle', 'water'],
};

/**
 * The tiles under a world map: one per cell, chosen from the world's ground by a fixed scramble of the
 * cell's place, so a world always looks the same and no two worlds look alike.
 */
export function worldTiles(band: Band, count: number): { kind: TileKind; x: number; y: number }[] {
  const { width, height } = worldMapSize(count);
  const ground = GROUND[band];
  const tiles: { kind: TileKind; x: number; y: number }[] = [];
  // The strip above the first row takes the first row's ground, drawn from the top edge.
  for (let y = WORLD_TOP - WORLD_CELL; y < height; y += WORLD_CELL) {
    for (let x = 0; x < width; x += WORLD_CELL) {
      const row = Math.max(0, Math.floor(y / WORLD_CELL));
      const hash = ((x / WORLD_CELL) * 73 + row * 151 + band.charCodeAt(1) * 29) % 97;
      tiles.push({ kind: ground[hash % ground.length] ?? 'grass', x, y });
    }
  }
  return tiles;
}
