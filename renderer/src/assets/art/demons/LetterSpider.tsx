import { type ArtProps, ArtSvg, Sticker } from '../ArtSvg';
import { PALETTE as P } from '../palette';

const LEGS = 'M42 54Q24 38 12 48M40 64Q20 60 8 72M42 74Q24 82 16 96M48 82Q38 98 32 110';
// The letters A, B and C drawn as strokes, each centred on its own origin.
const LETTERS = [
  'M-4 4.5L0-5L4 4.5M-2.5 1.5h5',
  'M-3 5v-10h3.5a2.4 2.4 0 0 1 0 4.8h-3.5h4a2.6 2.6 0 0 1 0 5.2Z',
  'M3.5-3.5a5 5 0 1 0 0 7',
];

/** もじグモ — a teal spider with A, B, C on its belly, hanging from its thread; the demon of letters. */
export function LetterSpider(props: ArtProps) {
  return (
    <ArtSvg viewBox="0 0 128 128" {...props}>
      <ellipse cx={64} cy={120} rx={28} ry={4} fill={P.ink} opacity={0.18} />
      <Sticker>
        <path d="M64 0V40" fill="none" strokeWidth={2.5} />
        <path d={LEGS} fill="none" strokeWidth={8} />
        <path d={LEGS} fill="none" strokeWidth={8} transform="matrix(-1 0 0 1 128 0)" />
        <path d={LEGS} fill="none" stroke={P.tealDark} strokeWidth={4} />
        <path d={LEGS} fill="none" stroke={P.tealDark} strokeWidth={4} transform="matrix(-1 0 0 1 128 0)" />
        <circle cx={64} cy={66} r={28} fill={P.teal} />
        <ellipse cx={64} cy={82} rx={20} ry={10} fill={P.white} />
        {LETTERS.map((d, i) => (
          <path
            key={d}
            d={d}
            transform={`translate(${53 + 11 * i} 82)`}
            fill="none"
            stroke={P.red}
            strokeWidth={2.4}
          />
        ))}
        <ellipse cx={54} cy={56} rx={7} ry={8} fill={P.white} />
        <ellipse cx={74} cy={56} rx={7} ry={8} fill={P.white} />
        <circle cx={55} cy={58} r={3.8} fill={P.ink} />
        <circle cx={73} cy={58} r={3.8} fill={P.ink} />
        <circle cx={58} cy={44} r={2.5} fill={P.ink} stroke="none" />
        <circle cx={70} cy={44} r={2.5} fill={P.ink} stroke="none" />
        <path d="M58 68q6 4 12 0" fill="none" />
        <path d="M60 69l1.5 4l1.5-3.5M65 69.5l1.5 3.5l1.5-4" fill={P.white} strokeWidth={1.5} />
      </Sticker>
    </ArtSvg>
  );
}
