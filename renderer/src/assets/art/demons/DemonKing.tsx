import { type ArtProps, ArtSvg, Sticker } from '../ArtSvg';
import { PALETTE as P } from '../palette';

const SKIN = '#a593ea';
const BONE = '#f6ecd2';

/** ことばの魔王 — the crowned, horned demon king with a word-orb staff, the final boss. */
export function DemonKing(props: ArtProps) {
  return (
    <ArtSvg viewBox="0 0 128 128" {...props}>
      <ellipse cx={64} cy={122} rx={50} ry={4} fill={P.ink} opacity={0.2} />
      <g transform="translate(4 8) scale(0.94)">
        <Sticker>
          <path d="M14 120L36 58H92L114 120Z" fill={P.red} />
          <path d="M22 120L40 64H88L106 120Z" fill={P.kingDark} />
          <path d="M104 122V30" fill="none" stroke={P.brown} strokeWidth={6} />
          <path d="M40 120L50 66H78L88 120Z" fill={P.king} />
          <path d="M64 70V120" fill="none" stroke={P.gold} strokeWidth={4} />
          <rect x={46} y={92} width={36} height={7} rx={3} fill={P.gold} />
          <path d="M30 64L42 50L52 60L64 48L76 60L86 50L98 64L64 76Z" fill={P.red} />
          <path
            d="M50 32C36 28 28 16 32 2C38 14 46 18 56 20ZM78 32C92 28 100 16 96 2C90 14 82 18 72 20Z"
            fill={BONE}
          />
          <circle cx={64} cy={42} r={19} fill={SKIN} />
          <path d="M47 30L45 14L55 22L64 8L73 22L83 14L81 30Z" fill={P.gold} />
          <circle cx={64} cy={22} r={3.5} fill={P.red} />
          <path d="M51 38l10 4l-10 3zM77 38l-10 4l10 3z" fill={P.red} />
          <path d="M48 33l13 5M80 33l-13 5" fill="none" />
          <path d="M54 52q10 7 20 0" fill="none" />
          <path d="M57 53l2 5l2-4M67 54l2 4l2-5" fill={P.white} strokeWidth={1.5} />
          <circle cx={104} cy={78} r={6} fill={SKIN} />
          <circle cx={104} cy={24} r={12} fill={P.pink} />
          <path d="M98 30l6-13l6 13M100 26h8" fill="none" stroke={P.white} strokeWidth={3} />
          <path d="M88 10l4 4M118 8l-3 5M120 30l-5-1" fill="none" stroke={P.gold} />
        </Sticker>
      </g>
    </ArtSvg>
  );
}
