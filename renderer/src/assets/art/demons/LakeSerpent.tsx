import { type ArtProps, ArtSvg, Sticker } from '../ArtSvg';
import { PALETTE as P } from '../palette';

const WATER = '#9fdcf5';
const BELLY = '#d6f4ff';
const DROPS = [
  [18, 70],
  [108, 66],
  [100, 82],
];

/** みずうみサーペント — a blue sea-serpent rising from rings of lake water, the boss of the lakes. */
export function LakeSerpent(props: ArtProps) {
  return (
    <ArtSvg viewBox="0 0 128 128" {...props}>
      <Sticker>
        <ellipse cx={64} cy={110} rx={58} ry={13} fill={WATER} />
        <ellipse cx={64} cy={110} rx={40} ry={8} fill="none" stroke={P.white} strokeWidth={2.5} />
        <path d="M10 112C8 82 42 80 42 110H32C32 96 20 96 20 112Z" fill={P.blue} />
        <path d="M94 108q10-16 22-14q-4 8-10 10q8 2 10 8q-12 2-22-4Z" fill={P.cyan} />
        <path d="M56 112C50 94 70 84 64 58H86C92 86 72 94 78 112Z" fill={P.blue} />
        <path
          d="M60 104q6-4 12-2M62 94q6-4 12-4M68 84q6-4 12-4M72 74q4-2 10-2"
          fill="none"
          stroke={BELLY}
          strokeWidth={3}
        />
        <path d="M88 30l16-8l-4 12l14-2l-8 10l12 4l-16 6Z" fill={P.cyan} />
        <path d="M40 30l-16-8l4 12l-14-2l8 10l-12 4l16 6Z" fill={P.cyan} />
        <path d="M54 24l4-14l8 10l6-12l6 14l6-8l2 14Z" fill={P.cyan} />
        <ellipse cx={64} cy={40} rx={28} ry={22} fill={P.blue} />
        <ellipse cx={64} cy={52} rx={18} ry={11} fill={BELLY} />
        <ellipse cx={52} cy={36} rx={8} ry={9} fill={P.white} />
        <ellipse cx={76} cy={36} rx={8} ry={9} fill={P.white} />
        <ellipse cx={53} cy={38} rx={3.5} ry={6} fill={P.ink} />
        <ellipse cx={75} cy={38} rx={3.5} ry={6} fill={P.ink} />
        <path d="M42 26l14 4M86 26l-14 4" fill="none" strokeWidth={3.5} />
        <path d="M54 52q10 8 20 0Z" fill={P.ink} />
        <path d="M57 53l2 5l2-4M67 54l2 4l2-5" fill={P.white} strokeWidth={1.5} />
        <path d="M64 56v8l-3 4M64 64l3 4" fill="none" stroke={P.red} strokeWidth={2.5} />
        <ellipse cx={40} cy={46} rx={4.5} ry={2.6} fill={P.cheek} stroke="none" />
        <ellipse cx={88} cy={46} rx={4.5} ry={2.6} fill={P.cheek} stroke="none" />
        <path d="M18 114q46 14 92 0" fill="none" stroke={P.white} strokeWidth={3} />
        {DROPS.map(([x, y]) => (
          <path key={`${x}-${y}`} d={`M${x} ${y}q-4 6 0 8q4-2 0-8z`} fill={P.cyan} />
        ))}
      </Sticker>
    </ArtSvg>
  );
}
