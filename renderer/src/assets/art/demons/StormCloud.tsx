import { type ArtProps, ArtSvg, Sticker } from '../ArtSvg';
import { PALETTE as P } from '../palette';

const DROPS = [
  [30, 96],
  [92, 100],
  [44, 112],
];

/** かみなりぐも — a grumpy storm cloud with a lightning bolt, raindrops and a hidden sun; the demon of weather. */
export function StormCloud(props: ArtProps) {
  return (
    <ArtSvg viewBox="0 0 128 128" {...props}>
      <Sticker>
        <circle cx={34} cy={34} r={16} fill={P.gold} />
        <path d="M34 8v6M12 22l5 3M8 40h6" fill="none" stroke={P.goldDark} strokeWidth={3.5} />
        <path d="M66 76l-10 22h12l-8 24l24-32h-12l8-14Z" fill={P.gold} />
        {DROPS.map(([x, y]) => (
          <path key={`${x}-${y}`} d={`M${x} ${y}q-5 7 0 9q5-2 0-9z`} fill={P.cyan} />
        ))}
        <path
          d="M24 80a16 16 0 0 1 4-31a22 22 0 0 1 38-12a20 20 0 0 1 34 10a17 17 0 0 1 4 33Z"
          fill={P.cloud}
        />
        <path d="M34 58q4-8 12-8" fill="none" stroke={P.white} strokeWidth={4} />
        <path d="M48 56l12 4M84 56l-12 4" fill="none" />
        <circle cx={54} cy={64} r={4.5} fill={P.ink} />
        <circle cx={76} cy={64} r={4.5} fill={P.ink} />
        <path d="M56 76q9-6 18 0" fill="none" />
        <ellipse cx={44} cy={72} rx={4.5} ry={2.6} fill={P.cheek} stroke="none" />
        <ellipse cx={88} cy={72} rx={4.5} ry={2.6} fill={P.cheek} stroke="none" />
      </Sticker>
    </ArtSvg>
  );
}
