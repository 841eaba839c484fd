import { type ArtProps, ArtSvg, Sticker } from '../ArtSvg';
import { PALETTE as P } from '../palette';

/** どうぶつインプ — a cat-eared imp with a devil tail and a paw-print belly, the demon of animals. */
export function AnimalImp(props: ArtProps) {
  return (
    <ArtSvg viewBox="0 0 128 128" {...props}>
      <ellipse cx={64} cy={120} rx={30} ry={4} fill={P.ink} opacity={0.18} />
      <Sticker>
        <path d="M82 104C106 110 116 92 106 76" fill="none" strokeWidth={8} />
        <path d="M82 104C106 110 116 92 106 76" fill="none" stroke={P.orangeDark} strokeWidth={4} />
        <path d="M98 78l8-12l6 14z" fill={P.red} />
        <rect x={48} y={106} width={12} height={12} rx={5} fill={P.orangeDark} />
        <rect x={68} y={106} width={12} height={12} rx={5} fill={P.orangeDark} />
        <path d="M44 112Q40 78 64 76Q88 78 84 112Z" fill={P.orange} />
        <ellipse cx={64} cy={98} rx={11} ry={10} fill={P.skin} />
        <g fill={P.brown} stroke="none">
          <ellipse cx={64} cy={101} rx={4.5} ry={3.6} />
          <circle cx={58} cy={94} r={2} />
          <circle cx={64} cy={92} r={2} />
          <circle cx={70} cy={94} r={2} />
        </g>
        <path d="M46 84L34 94M82 84L94 94" fill="none" strokeWidth={8} />
        <path d="M46 84L34 94M82 84L94 94" fill="none" stroke={P.orange} strokeWidth={4} />
        <path d="M40 44L34 12L60 30ZM88 44L94 12L68 30Z" fill={P.orange} />
        <path d="M42 34l-3-14l12 9zM86 34l3-14l-12 9z" fill={P.pink} strokeWidth={2} />
        <path d="M56 30l2-12l6 10zM72 30l-2-12l-6 10z" fill={P.silver} />
        <circle cx={64} cy={52} r={28} fill={P.orange} />
        <ellipse cx={52} cy={50} rx={7} ry={8} fill={P.gold} />
        <ellipse cx={76} cy={50} rx={7} ry={8} fill={P.gold} />
        <ellipse cx={52} cy={50} rx={2} ry={6} fill={P.ink} stroke="none" />
        <ellipse cx={76} cy={50} rx={2} ry={6} fill={P.ink} stroke="none" />
        <path d="M61 60h6l-3 3z" fill={P.pink} strokeWidth={2} />
        <path d="M56 66q4 4 8 0q4 4 8 0" fill="none" />
        <path d="M67 67l2 5l2-5" fill={P.white} strokeWidth={1.5} />
        <path d="M40 60l-12-2M40 65l-12 3M88 60l12-2M88 65l12 3" fill="none" strokeWidth={2.5} />
      </Sticker>
    </ArtSvg>
  );
}
