import { type ArtProps, ArtSvg, Sticker } from '../ArtSvg';
import { PALETTE as P } from '../palette';

const DAYS = [53, 61, 69, 77];

/** つきスライム — a mint slime wearing a calendar page, the demon of the months. */
export function MonthSlime(props: ArtProps) {
  return (
    <ArtSvg viewBox="0 0 128 128" {...props}>
      <ellipse cx={64} cy={118} rx={40} ry={5} fill={P.ink} opacity={0.18} />
      <Sticker>
        <path d="M18 112C12 84 38 40 64 32C90 40 116 84 110 112Q64 122 18 112Z" fill={P.mint} />
        <path d="M34 86q0-18 14-32" fill="none" stroke={P.white} strokeWidth={5} />
        <g transform="rotate(-10 64 26)">
          <rect x={45} y={8} width={38} height={32} rx={4} fill={P.white} />
          <path d="M45 19V12a4 4 0 0 1 4-4h30a4 4 0 0 1 4 4v7Z" fill={P.red} />
          <path d="M54 4v8M74 4v8" fill="none" />
          {DAYS.map((x) => (
            <g key={x} stroke="none" fill={P.ink}>
              <circle cx={x} cy={26} r={2} />
              <circle cx={x} cy={33} r={2} />
            </g>
          ))}
          <circle cx={69} cy={33} r={4.5} fill="none" stroke={P.red} strokeWidth={2} />
        </g>
        <ellipse cx={48} cy={76} rx={9} ry={11} fill={P.white} />
        <ellipse cx={80} cy={76} rx={9} ry={11} fill={P.white} />
        <circle cx={50} cy={79} r={5} fill={P.ink} />
        <circle cx={78} cy={79} r={5} fill={P.ink} />
        <path d="M48 96q16 14 32 0Z" fill={P.ink} />
        <path d="M56 97v5l5-4z" fill={P.white} strokeWidth={1.5} />
        <ellipse cx={36} cy={92} rx={5} ry={3} fill={P.cheek} stroke="none" />
        <ellipse cx={92} cy={92} rx={5} ry={3} fill={P.cheek} stroke="none" />
      </Sticker>
    </ArtSvg>
  );
}
