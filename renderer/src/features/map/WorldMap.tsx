import { memo } from 'react';
import { type TileKind as ArtTileKind, MapTile } from '../../assets/art';
import { ROUTE_POINTS, TILE_HEIGHT, TILE_WIDTH, TILES, WORLD } from '../../data';
import type { TileKind } from '../../engine/types';
import { RouteRoad } from '../../ui/RouteRoad';

/** The map data calls the road `road`; the tile pictures call it `path`. */
function artKind(kind: TileKind): ArtTileKind {
  return kind === 'road' ? 'path' : kind;
}

/** Props of {@link WorldMap}. */
export interface WorldMapProps {
  /** How many stages along the route are cleared (the road up to there is drawn gold). */
  clearedCount: number;
}

/**
 * The world drawn from the map data: every tile, then the typing route over them — gold where the
 * player has already walked, dashed ahead. Purely a picture; the stage buttons sit above it.
 */
export const WorldMap = memo(function WorldMap({ clearedCount }: WorldMapProps) {
  return (
    <svg
      className="kq-world"
      viewBox={`0 0 ${WORLD.width} ${WORLD.height}`}
      preserveAspectRatio="xMidYMid meet"
      aria-hidden="true"
      focusable="false"
    >
      {TILES.map((tile) => (
        <MapTile
          key={`${tile.col}:${tile.row}`}
          kind={artKind(tile.kind)}
          x={tile.col * TILE_WIDTH}
          y={tile.row * TILE_HEIGHT}
          width={TILE_WIDTH}
          height={TILE_HEIGHT}
        />
      ))}
      <RouteRoad points={ROUTE_POINTS} clearedCount={clearedCount} />
    </svg>
  );
});
