import { memo, type ReactNode } from 'react';

/** The kinds of ground a map tile can show. */
export type TileKind =
  | 'grass'
  | 'water'
  | 'forest'
  | 'mountain'
  | 'path'
  | 'town'
  | 'castle'
  | 'bridge'
  | 'sand';

/** Every tile kind, in a stable order. */
export const TILE_KINDS: readonly TileKind[] = [
  'grass',
  'water',
  'forest',
  'mountain',
  'path',
  'town',
  'castle',
  'bridge',
  'sand',
];

/** Props of one map tile. */
export interface MapTileProps {
  /** Ground to draw. */
  kind: TileKind;
  /** Tile width in the parent's units (CSS pixels, or user units inside an SVG map). */
  width: number;
  /** Tile height in the same units as the width. */
  height: number;
  /** Left edge when placed inside a parent `<svg>`. */
  x?: number;
  /** Top edge when placed inside a parent `<svg>`. */
  y?: number;
  /** CSS class for the tile's `<svg>`. */
  className?: string;
}

const GRASS = '#7fd46a';
const LINE = '#2b2148';

function Tree({ x, y }: { x: number; y: number }) {
  return (
    <g>
      <rect x={x - 1.5} y={y + 4} width={3} height={5} fill="#8a5532" />
      <circle cx={x} cy={y} r={6} fill="#3c9a4c" stroke={LINE} strokeWidth={1.5} />
      <circle cx={x - 2} cy={y - 2} r={1.6} fill="#7fd46a" />
    </g>
  );
}

const DRAW: Record<TileKind, () => ReactNode> = {
  grass: () => (
    <>
      <rect width={32} height={32} fill={GRASS} />
      <path d="M6 22l2-4l2 4M20 12l2-4l2 4M22 28l2-4l2 4" fill="none" stroke="#4fae4f" strokeWidth={2} />
    </>
  ),
  water: () => (
    <>
      <rect width={32} height={32} fill="#4fb4f0" />
      <path
        d="M3 11q4-4 8 0t8 0M13 24q4-4 8 0t8 0"
        fill="none"
        stroke="#c4ecff"
        strokeWidth={2.4}
        strokeLinecap="round"
      />
    </>
  ),
  forest: () => (
    <>
      <rect width={32} height={32} fill="#63bd5c" />
      <Tree x={10} y={10} />
      <Tree x={23} y={19} />
      <Tree x={9} y={24} />
    </>
  ),
  mountain: () => (
    <>
      <rect width={32} height={32} fill="#c8d98c" />
      <path
        d="M2 28L14 6L22 18L25 13L31 28Z"
        fill="#a08c72"
        stroke={LINE}
        strokeWidth={1.5}
        strokeLinejoin="round"
      />
      <path d="M10 13.5L14 6L18 12.5L16 14L14 12Z" fill="#ffffff" />
    </>
  ),
  path: () => (
    <>
      <rect width={32} height={32} fill="#edd39a" />
      <g fill="#c9a86a">
        <circle cx={8} cy={9} r={1.6} />
        <circle cx={22} cy={14} r={1.4} />
        <circle cx={13} cy={24} r={1.6} />
        <circle cx={26} cy={27} r={1.2} />
      </g>
    </>
  ),
  town: () => (
    <>
      <rect width={32} height={32} fill={GRASS} />
      <g stroke={LINE} strokeWidth={1.5} strokeLinejoin="round">
        <rect x={7} y={15} width={18} height={12} fill="#fff4dc" />
        <path d="M4 16L16 5L28 16Z" fill="#ec4a5f" />
        <rect x={14} y={20} width={5} height={7} fill="#8a5532" />
      </g>
    </>
  ),
  castle: () => (
    <>
      <rect width={32} height={32} fill="#8a7bb0" />
      <g stroke={LINE} strokeWidth={1.5} strokeLinejoin="round">
        <path d="M5 29V12h5v4h4v-4h4v4h4v-4h5v17Z" fill="#5b2a86" />
        <path d="M13 29v-6a3 3 0 0 1 6 0v6Z" fill="#ffc83d" />
        <path d="M16 12V3l6 2.5l-6 2.5" fill="#ec4a5f" />
      </g>
    </>
  ),
  bridge: () => (
    <>
      <rect width={32} height={32} fill="#4fb4f0" />
      <rect y={6} width={32} height={20} fill="#c98b4f" />
      <path d="M8 6v20M16 6v20M24 6v20" stroke="#8a5532" strokeWidth={1.5} />
      <path d="M0 6h32M0 26h32" stroke={LINE} strokeWidth={2} />
    </>
  ),
  sand: () => (
    <>
      <rect width={32} height={32} fill="#f6e3a6" />
      <path
        d="M5 10q3-2 6 0M18 22q3-2 6 0"
        fill="none"
        stroke="#d9bb6d"
        strokeWidth={1.6}
        strokeLinecap="round"
      />
      <circle cx={24} cy={8} r={1.2} fill="#d9bb6d" />
      <circle cx={9} cy={26} r={1.2} fill="#d9bb6d" />
    </>
  ),
};

/**
 * One square of the world map, drawn edge to edge so neighbouring tiles join without seams;
 * it works on its own in HTML or nested inside the map's `<svg>`.
 */
export const MapTile = memo(function MapTile({ kind, width, height, x, y, className }: MapTileProps) {
  return (
    <svg
      x={x}
      y={y}
      width={width}
      height={height}
      viewBox="0 0 32 32"
      preserveAspectRatio="xMidYMid slice"
      className={className}
      data-tile={kind}
      aria-hidden="true"
      focusable="false"
    >
      {DRAW[kind]()}
    </svg>
  );
});
