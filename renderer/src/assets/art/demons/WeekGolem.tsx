import { type ArtProps, ArtSvg, Sticker } from '../ArtSvg';
import { PALETTE as P } from '../palette';

// Seven gems for the seven days of the week, set in an arc on the golem's chest.
const GEMS = [0, 1, 2, 3, 4, 5, 6].map((day) => {
  const angle = Math.PI * (0.88 - (0.76 * day) / 6);
  return { day, x: 64 + 24 * Math.cos(angle), y: 64 + 20 * Math.sin(angle) };
});

/** ようびゴーレム — a stone golem with seven day-gems on its chest, the demon of the weekdays. */
export function WeekGolem(props: ArtProps) {
  return (
    <ArtSvg viewBox="0 0 128 128" {...props}>
      <ellipse cx={64} cy={120} rx={44} ry={5} fill={P.ink} opacity={0.18} />
      <Sticker>
        <rect x={36} y={96} width={22} height={22} rx={5} fill={P.stoneDark} />
        <rect x={70} y={96} width={22} height={22} rx={5} fill={P.stoneDark} />
        <rect x={8} y={56} width={24} height={44} rx={9} fill={P.stoneDark} transform="rotate(8 20 56)" />
        <rect x={96} y={56} width={24} height={44} rx={9} fill={P.stoneDark} transform="rotate(-8 108 56)" />
        <rect x={26} y={48} width={76} height={56} rx={12} fill={P.stone} />
        <rect x={42} y={14} width={44} height={38} rx={10} fill={P.stone} />
        <path d="M42 26q6-8 12-2q6-8 12 0q6-8 12-2q4-4 8 0v-2q0-10-10-10h-24q-10 0-10 10z" fill={P.green} />
        <rect x={50} y={32} width={10} height={6} rx={2} fill={P.cyan} />
        <rect x={68} y={32} width={10} height={6} rx={2} fill={P.cyan} />
        <path d="M56 45h16" fill="none" />
        <path d="M34 56l8 8l-3 7M92 88l-7 4l1 8" fill="none" strokeWidth={2.5} />
        {GEMS.map(({ day, x, y }) => (
          <circle key={day} cx={x} cy={y} r={4.5} fill={day === 3 ? P.gold : P.cyan} />
        ))}
      </Sticker>
    </ArtSvg>
  );
}
