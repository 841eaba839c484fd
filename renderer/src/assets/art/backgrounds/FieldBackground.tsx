import { type ArtProps, ArtSvg } from '../ArtSvg';
import { useSvgId } from '../useSvgId';

/** Props of the field backdrop. */
export interface FieldBackgroundProps extends ArtProps {
  /** Draw the field by night (for dark colour mode): deep sky, moon and stars. */
  night?: boolean;
}

const DAY = {
  top: '#7fcbff',
  bottom: '#e2f6ff',
  far: '#a9bff0',
  back: '#93dc6e',
  front: '#5cbf5a',
  road: '#f3dc9c',
};
const NIGHT = {
  top: '#161c46',
  bottom: '#3d3f8c',
  far: '#3a3f7e',
  back: '#2f6b52',
  front: '#245a43',
  road: '#8c7a66',
};
const STARS = [
  [30, 20],
  [70, 40],
  [120, 16],
  [170, 34],
  [210, 14],
  [300, 50],
  [150, 60],
  [20, 66],
];

/** A grassy field under a wide sky, the backdrop for ordinary battles; fills its box (slice). */
export function FieldBackground({ night = false, ...art }: FieldBackgroundProps) {
  const id = useSvgId();
  const c = night ? NIGHT : DAY;
  const cloud = night ? '#7d84c4' : '#ffffff';
  return (
    <ArtSvg viewBox="0 0 320 180" preserveAspectRatio="xMidYMid slice" {...art}>
      <defs>
        <linearGradient id={`${id}s`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={c.top} />
          <stop offset="1" stopColor={c.bottom} />
        </linearGradient>
      </defs>
      <rect width={320} height={180} fill={`url(#${id}s)`} />
      {night ? (
        <g fill="#fff7c8">
          {STARS.map(([x, y]) => (
            <circle key={`${x}-${y}`} cx={x} cy={y} r={1.4} />
          ))}
          <path d="M262 18a16 16 0 1 0 14 26a13 13 0 1 1-14-26z" />
        </g>
      ) : (
        <g>
          <circle cx={266} cy={34} r={24} fill="#fff6c2" opacity={0.6} />
          <circle cx={266} cy={34} r={15} fill="#ffd54a" />
        </g>
      )}
      <g fill={cloud} opacity={night ? 0.5 : 0.95}>
        <path d="M36 48a10 10 0 0 1 18-6a12 12 0 0 1 22 4a8 8 0 0 1 0 16h-40a7 7 0 0 1 0-14z" />
        <path d="M172 30a8 8 0 0 1 14-4a10 10 0 0 1 18 3a6 6 0 0 1 0 12h-32a6 6 0 0 1 0-11z" />
      </g>
      <path d="M0 112L40 78L76 100L120 66L168 104L214 74L262 98L298 80L320 92V180H0Z" fill={c.far} />
      <path d="M0 124Q60 98 130 116T260 108T320 112V180H0Z" fill={c.back} />
      <path d="M0 146Q80 124 170 142T320 134V180H0Z" fill={c.front} />
      <path
        d="M150 180Q168 150 200 136Q222 128 232 118L240 120Q230 132 212 142Q186 158 184 180Z"
        fill={c.road}
      />
      <g fill={night ? '#c7b8ff' : '#ffffff'}>
        <circle cx={40} cy={158} r={2.5} />
        <circle cx={92} cy={150} r={2.5} />
        <circle cx={270} cy={160} r={2.5} />
      </g>
      <g fill={night ? '#ff9ac0' : '#ff7eb6'}>
        <circle cx={60} cy={166} r={2.5} />
        <circle cx={250} cy={150} r={2.5} />
        <circle cx={118} cy={170} r={2.5} />
      </g>
    </ArtSvg>
  );
}
