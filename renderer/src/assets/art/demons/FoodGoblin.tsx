import { type ArtProps, ArtSvg, Sticker } from '../ArtSvg';
import { PALETTE as P } from '../palette';

/** たべものゴブリン — a green goblin chef with a giant fork and a rice ball, the demon of food. */
export function FoodGoblin(props: ArtProps) {
  return (
    <ArtSvg viewBox="0 0 128 128" {...props}>
      <ellipse cx={64} cy={120} rx={34} ry={4} fill={P.ink} opacity={0.18} />
      <Sticker>
        <path d="M104 118V40" fill="none" stroke={P.steel} strokeWidth={5} />
        <path d="M96 28v12q0 6 8 6q8 0 8-6V28M104 28v14" fill="none" stroke={P.steel} strokeWidth={4} />
        <circle cx={104} cy={56} r={7} fill={P.brown} />
        <rect x={46} y={106} width={14} height={12} rx={5} fill={P.greenDark} />
        <rect x={68} y={106} width={14} height={12} rx={5} fill={P.greenDark} />
        <path d="M40 112Q38 78 64 76Q90 78 88 112Z" fill={P.green} />
        <path d="M50 84h28l2 24h-32z" fill={P.white} />
        <path d="M86 88L104 84" fill="none" strokeWidth={9} />
        <path d="M86 88L104 84" fill="none" stroke={P.green} strokeWidth={5} />
        <circle cx={104} cy={84} r={5} fill={P.green} />
        <path d="M42 88L28 96" fill="none" strokeWidth={9} />
        <path d="M42 88L28 96" fill="none" stroke={P.green} strokeWidth={5} />
        <path d="M22 84q6-10 12 0l6 12q-12 4-24 0z" fill={P.white} />
        <rect x={23} y={92} width={10} height={6} fill={P.ink} stroke="none" />
        <path d="M40 52L6 40L36 70ZM88 52L122 40L92 70Z" fill={P.green} />
        <ellipse cx={64} cy={58} rx={28} ry={24} fill={P.green} />
        <path d="M42 38C32 22 48 8 60 16C66 4 86 8 84 22C96 22 96 38 86 38Z" fill={P.white} />
        <rect x={42} y={32} width={44} height={9} rx={3} fill={P.white} />
        <ellipse cx={52} cy={54} rx={6} ry={6.5} fill={P.gold} />
        <ellipse cx={76} cy={54} rx={6} ry={6.5} fill={P.gold} />
        <circle cx={53} cy={55} r={3} fill={P.ink} stroke="none" />
        <circle cx={75} cy={55} r={3} fill={P.ink} stroke="none" />
        <path d="M45 45l12 4M83 45l-12 4" fill="none" />
        <ellipse cx={64} cy={64} rx={6} ry={5} fill={P.greenDark} />
        <path d="M50 71q14 10 28 0z" fill={P.ink} />
        <path d="M56 72l2 4l2-4zM68 72l2 4l2-4z" fill={P.white} strokeWidth={1.5} />
      </Sticker>
    </ArtSvg>
  );
}
