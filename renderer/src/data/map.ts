import type { MapPoint, Tile, TileKind } from '../engine/types';
import { STAGES } from './stages';

/** Width of one map tile, in pixels. */
export const TILE_WIDTH = 32;
/** Height of one map tile, in pixels. */
export const TILE_HEIGHT = 32;

/**
 * The ground of the world map, one character per tile: `~` water, `g` grass, `f` forest, `m` mountain,
 * `s` sand. The typing route (roads, bridges, the starting town and the castle) is laid over it.
 */
const GROUND = [
  '~~~~~~~~~~~~~~~~~~~~~~~~',
  '~gggffffgggmmmmmmmmmmgg~',
  '~ggfffgggggmmmmmmmmmmgg~',
  '~gggggggggggggmmmmmgggg~',
  '~ffggggg~~~~gggggggffff~',
  '~ffgggg~~~~~~gggggggfff~',
  '~ggggggg~~~~gggggggggff~',
  '~gggggggggggggggggggggg~',
  '~ggfffgggggggggmmggggss~',
  '~gffffggggggggmmmgggss~~',
  '~ggggggggggggggggggggs~~',
  '~ggggggggggggggggggggss~',
  '~sgggggggggggggggggggss~',
  '~~~~~~~~~~~~~~~~~~~~~~~~',
] as const;

/** Size of the world in tiles and in pixels. */
export const WORLD = {
  cols: GROUND[0].length,
  rows: GROUND.length,
  width: GROUND[0].length * TILE_WIDTH,
  height: GROUND.length * TILE_HEIGHT,
} as const;

/** Tile (column, row) of each stage along the route, in stage order; the last is the demon king's castle. */
const ROUTE_CELLS: ReadonlyArray<readonly [col: number, row: number]> = [
  [2, 11],
  [5, 11],
  [8, 12],
  [11, 11],
  [14, 12],
  [17, 11],
  [20, 10],
  [20, 7],
  [17, 6],
  [14, 7],
  [11, 6],
  [8, 7],
  [5, 6],
  [6, 3],
  [19, 2],
];

const GROUND_KIND: Record<string, TileKind> = {
  '~': 'water',
  g: 'grass',
  f: 'forest',
  m: 'mountain',
  s: 'sand',
};

/** Cells walked from `a` to `b`: along the row first, then along the column (both ends included). */
function walk(a: readonly [number, number], b: readonly [number, number]): Array<[number, number]> {
  const cells: Array<[number, number]> = [];
  const [c0, r0] = a;
  const [c1, r1] = b;
  const dc = Math.sign(c1 - c0);
  const dr = Math.sign(r1 - r0);
  for (let c = c0; c !== c1; c += dc) cells.push([c, r0]);
  for (let r = r0; r !== r1; r += dr) cells.push([c1, r]);
  cells.push([c1, r1]);
  return cells;
}

function buildTiles(): Tile[] {
  const kinds: TileKind[][] = GROUND.map((row) => [...row].map((ch) => GROUND_KIND[ch] ?? 'grass'));
  for (let i = 1; i < ROUTE_CELLS.length; i++) {
    const from = ROUTE_CELLS[i - 1];
    const to = ROUTE_CELLS[i];
    if (!from || !to) continue;
    for (const [c, r] of walk(from, to)) {
      const row = kinds[r];
      if (row) row[c] = row[c] === 'water' || row[c] === 'bridge' ? 'bridge' : 'road';
    }
  }
  const first = ROUTE_CELLS[0];
  const last = ROUTE_CELLS[ROUTE_CELLS.length - 1];
  if (first) (kinds[first[1]] as TileKind[])[first[0]] = 'town';
  if (last) (kinds[last[1]] as TileKind[])[last[0]] = 'castle';
  const tiles: Tile[] = [];
  kinds.forEach((row, r) => {
    row.forEach((kind, c) => {
      tiles.push({ col: c, row: r, kind });
    });
  });
  return tiles;
}

/** Every tile of the world map, row by row (WORLD.cols × WORLD.rows). */
export const TILES: readonly Tile[] = buildTiles();

/** The typing route: one point (tile centre, pixels) per stage, ending at the demon king's castle. */
export const ROUTE_POINTS: readonly MapPoint[] = STAGES.map((stage, i) => {
  const cell = ROUTE_CELLS[i] ?? ROUTE_CELLS[ROUTE_CELLS.length - 1] ?? [0, 0];
  return {
    x: cell[0] * TILE_WIDTH + TILE_WIDTH / 2,
    y: cell[1] * TILE_HEIGHT + TILE_HEIGHT / 2,
    stageId: stage.id,
  };
});

/** The tile at a column and row, or undefined outside the world. */
export function tileAt(col: number, row: number): Tile | undefined {
  if (col < 0 || row < 0 || col >= WORLD.cols || row >= WORLD.rows) return undefined;
  return TILES[row * WORLD.cols + col];
}
