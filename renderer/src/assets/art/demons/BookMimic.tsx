import { type ArtProps, ArtSvg, Sticker } from '../ArtSvg';
import { PALETTE as P } from '../palette';

/** ほんミミック — a school book with eyes and a page-toothed grin; the demon of school words. */
export function BookMimic(props: ArtProps) {
  return (
    <ArtSvg viewBox="0 0 128 128" {...props}>
      <ellipse cx={64} cy={120} rx={34} ry={4} fill={P.ink} opacity={0.18} />
      <Sticker>
        <path d="M80 20v16l5-4l5 4V20" fill={P.blue} />
        <rect x={46} y={104} width={10} height={14} rx={4} fill={P.brown} />
        <rect x={72} y={104} width={10} height={14} rx={4} fill={P.brown} />
        <rect x={84} y={26} width={14} height={80} rx={3} fill={P.white} />
        <path d="M88 36v60M93 36v60" fill="none" stroke={P.steel} strokeWidth={2} />
        <rect x={28} y={22} width={64} height={86} rx={7} fill={P.book} />
        <path d="M38 22v86" fill="none" strokeWidth={3} />
        <rect x={48} y={30} width={34} height={12} rx={3} fill={P.gold} />
        <path d="M54 36h22" fill="none" stroke={P.goldDark} strokeWidth={2.5} />
        <ellipse cx={56} cy={56} rx={7} ry={8} fill={P.white} />
        <ellipse cx={76} cy={56} rx={7} ry={8} fill={P.white} />
        <circle cx={57} cy={58} r={3.8} fill={P.ink} />
        <circle cx={75} cy={58} r={3.8} fill={P.ink} />
        <path d="M46 46l11 4M86 46l-11 4" fill="none" />
        <path d="M44 72h40q0 22-20 22t-20-22Z" fill={P.ink} />
        <path d="M46 73l4 6l4-6l4 6l4-6l4 6l4-6l4 6l4-6l4 6l4-6Z" fill={P.white} strokeWidth={1.5} />
        <path d="M56 88q8-6 16 0q-8 5-16 0z" fill={P.pink} stroke="none" />
      </Sticker>
    </ArtSvg>
  );
}
