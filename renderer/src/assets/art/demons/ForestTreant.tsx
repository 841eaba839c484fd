import { type ArtProps, ArtSvg, Sticker } from '../ArtSvg';
import { PALETTE as P } from '../palette';

const BARK = '#9a6238';
const HOLLOW = '#4a2c1a';
const MOSS = '#9ad45a';

/** もりの トレント — a walking tree with a leafy crown, glowing eyes and a mossy face, the boss of the forest. */
export function ForestTreant(props: ArtProps) {
  return (
    <ArtSvg viewBox="0 0 128 128" {...props}>
      <ellipse cx={64} cy={120} rx={48} ry={5} fill={P.ink} opacity={0.18} />
      <Sticker>
        <path d="M44 66C30 66 18 58 10 44L18 40C24 50 32 56 44 56Z" fill={BARK} />
        <path d="M84 66C98 66 110 58 118 44L110 40C104 50 96 56 84 56Z" fill={BARK} />
        <circle cx={12} cy={38} r={7} fill={P.greenDark} />
        <circle cx={116} cy={38} r={7} fill={P.greenDark} />
        <path
          d="M22 58C6 56 6 34 22 32C18 14 40 4 52 14C58 2 80 2 84 14C98 6 118 18 108 34C122 40 118 60 104 58Z"
          fill={P.greenDark}
        />
        <path
          d="M34 30q6-10 16-8M70 14q8-2 12 4M96 30q6 2 6 8"
          fill="none"
          stroke={P.green}
          strokeWidth={4}
        />
        <path d="M40 52C40 76 36 98 26 112H102C92 98 88 76 88 52Z" fill={BARK} />
        <path d="M26 112q-10 2-14 6h30l4-6M102 112q10 2 14 6h-30l-4-6" fill={P.brown} />
        <path d="M62 112V100l-6-6M80 110l-4-10M46 108l4-10" fill="none" strokeWidth={2.5} />
        <path d="M42 50q10 10 22 2q12 8 22-2v12q-10 6-22 0q-12 6-22 0Z" fill={MOSS} />
        <ellipse cx={53} cy={70} rx={8} ry={9} fill={HOLLOW} />
        <ellipse cx={75} cy={70} rx={8} ry={9} fill={HOLLOW} />
        <circle cx={54} cy={72} r={4} fill={P.gold} />
        <circle cx={74} cy={72} r={4} fill={P.gold} />
        <path d="M44 60l14 5M84 60l-14 5" fill="none" strokeWidth={3.5} />
        <path d="M52 88q12-8 24 0q-12 6-24 0Z" fill={HOLLOW} />
        <path d="M56 87l3 3l3-4M66 86l3 4l3-3" fill={P.stone} strokeWidth={1.5} />
        <path
          d="M44 92q4 8 10 6q4 8 10 4q6 6 10 0q6 4 10-4q4 2 4-6q-6 6-12 2q-8 6-16 2q-8 4-16-4Z"
          fill={MOSS}
        />
        <path d="M92 96q4-10 12-8q-2 8-12 8Z" fill={P.red} />
        <path d="M98 92v8" fill="none" strokeWidth={2.5} />
        <circle cx={97} cy={90} r={1.3} fill={P.white} stroke="none" />
      </Sticker>
    </ArtSvg>
  );
}
