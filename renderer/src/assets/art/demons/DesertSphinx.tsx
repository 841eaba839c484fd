import { type ArtProps, ArtSvg, Sticker } from '../ArtSvg';
import { PALETTE as P } from '../palette';

const SAND = '#f0cd86';
const SAND_DARK = '#cf9d52';
// The letters woven into the headdress: the sphinx's riddles are spelled in them.
const LETTERS = [
  ['A', 32, 73],
  ['B', 30, 93],
  ['C', 25, 114],
  ['X', 96, 73],
  ['Y', 98, 93],
  ['Z', 103, 114],
] as const;

/** さばくスフィンクス — a sand sphinx whose striped headdress is covered in letters, the boss of the desert. */
export function DesertSphinx(props: ArtProps) {
  return (
    <ArtSvg viewBox="0 0 128 128" {...props}>
      <ellipse cx={64} cy={121} rx={54} ry={5} fill={P.ink} opacity={0.18} />
      <Sticker>
        <path d="M112 106q14 0 8-16" fill="none" strokeWidth={4} />
        <path d="M120 92q-6-6-2-12q6 4 2 12Z" fill={SAND_DARK} />
        <path d="M6 118C6 92 18 80 34 80H94C110 80 122 92 122 118Z" fill={SAND_DARK} />
        <path d="M64 8C40 8 30 24 30 42L14 118H114L98 42C98 24 88 8 64 8Z" fill={P.gold} />
        <path
          d="M28 58H100M24 78H104M20 98H108"
          fill="none"
          stroke={P.blue}
          strokeWidth={5}
          strokeLinecap="butt"
        />
        <path d="M34 22q30-14 60 0" fill="none" stroke={P.blue} strokeWidth={5} />
        {LETTERS.map(([letter, x, y]) => (
          <text
            key={letter}
            x={x}
            y={y}
            fill={P.ink}
            stroke="none"
            fontSize={13}
            fontWeight={900}
            fontFamily="'Arial Black', 'Helvetica Neue', Arial, sans-serif"
            textAnchor="middle"
          >
            {letter}
          </text>
        ))}
        <rect x={36} y={98} width={24} height={18} rx={7} fill={SAND} />
        <rect x={68} y={98} width={24} height={18} rx={7} fill={SAND} />
        <path d="M44 106v10M52 106v10M76 106v10M84 106v10" fill="none" strokeWidth={2} />
        <path d="M38 30H90V34C90 64 80 84 64 84C48 84 38 64 38 34Z" fill={SAND} />
        <path d="M36 30H92L90 38H38Z" fill={P.blue} />
        <path d="M64 26l5 6l-5 6l-5-6Z" fill={P.red} />
        <path d="M40 49q10-14 20 0q-10 9-20 0ZM68 49q10-14 20 0q-10 9-20 0Z" fill={P.white} />
        <circle cx={51} cy={48} r={3.4} fill={P.ink} stroke="none" />
        <circle cx={77} cy={48} r={3.4} fill={P.ink} stroke="none" />
        <path d="M40 49l-5-3M88 49l5-3" fill="none" strokeWidth={2.5} />
        <path d="M42 41l14 2M86 41l-14 2" fill="none" strokeWidth={3.5} />
        <path d="M64 52v10h-4" fill="none" strokeWidth={2.5} />
        <path d="M54 68q10 6 20-2" fill="none" />
        <rect x={58} y={82} width={12} height={16} rx={3} fill={P.blue} />
        <path d="M58 88h12M58 93h12" fill="none" stroke={P.gold} strokeWidth={2.5} />
      </Sticker>
    </ArtSvg>
  );
}
