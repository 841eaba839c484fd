/** Props of {@link RouteRoad}. */
export interface RouteRoadProps {
  /** The stages' places along the route, in the map picture's units. */
  points: readonly { x: number; y: number }[];
  /** How many stages along the route are cleared: the road is gold up to the next one. */
  clearedCount: number;
  /** The colour of the road's bed under the dashes, when the ground needs one. */
  bed?: string;
}

/**
 * The road through a map's stages: dashed ahead of the player, gold where they have already walked
 * (up to the first stage not yet cleared). Part of a map's SVG picture.
 */
export function RouteRoad({ points, clearedCount, bed }: RouteRoadProps) {
  const line = (list: readonly { x: number; y: number }[]) => list.map((p) => `${p.x},${p.y}`).join(' ');
  const walked = points.slice(0, Math.max(1, clearedCount + 1));
  const round = { fill: 'none', strokeLinecap: 'round', strokeLinejoin: 'round' } as const;
  return (
    <g>
      {bed ? (
        <polyline points={line(points)} stroke={bed} strokeWidth={14} opacity={0.95} {...round} />
      ) : null}
      <polyline
        points={line(points)}
        stroke="#fffaf0"
        strokeWidth={5}
        strokeDasharray="2 9"
        opacity={0.9}
        {...round}
      />
      {walked.length > 1 ? (
        <polyline points={line(walked)} stroke="#ffc83d" strokeWidth={5} {...round} />
      ) : null}
    </g>
  );
}
