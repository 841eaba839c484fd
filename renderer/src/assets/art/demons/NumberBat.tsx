import { type ArtProps, ArtSvg, Sticker } from '../ArtSvg';
import { PALETTE as P } from '../palette';

const WING = 'M46 58C32 40 14 40 4 50C10 56 12 64 10 74C16 70 24 72 26 80C32 74 38 74 44 78Z';

/** かずコウモリ — a purple bat with numbers on its wings, the demon of numbers. */
export function NumberBat(props: ArtProps) {
  return (
    <ArtSvg viewBox="0 0 128 128" {...props}>
      <ellipse cx={64} cy={118} rx={22} ry={4} fill={P.ink} opacity={0.18} />
      <Sticker>
        <path d={WING} fill={P.purpleDark} />
        <path d={WING} fill={P.purpleDark} transform="matrix(-1 0 0 1 128 0)" />
        <path
          d="M18 52l5-3v16M28 50q5-4 8 0t-8 12h9M96 50q4-3 8 0t-4 5q5 1 4 5t-8 0"
          fill="none"
          stroke={P.gold}
          strokeWidth={3.5}
        />
        <path d="M46 50L42 26L58 40ZM82 50L86 26L70 40Z" fill={P.purple} />
        <circle cx={64} cy={64} r={24} fill={P.purple} />
        <path d="M58 87l-3 7M70 87l3 7" fill="none" />
        <ellipse cx={54} cy={58} rx={7} ry={8} fill={P.white} />
        <ellipse cx={74} cy={58} rx={7} ry={8} fill={P.white} />
        <circle cx={56} cy={60} r={3.6} fill={P.ink} />
        <circle cx={72} cy={60} r={3.6} fill={P.ink} />
        <path d="M46 48l12 5M82 48l-12 5" fill="none" />
        <path d="M56 73l3 6l3-5M66 74l3 5l3-6" fill={P.white} strokeWidth={2} />
        <path d="M52 72q12 4 24 0" fill="none" />
      </Sticker>
    </ArtSvg>
  );
}
