import { type ArtProps, ArtSvg, Sticker } from '../ArtSvg';
import { PALETTE as P } from '../palette';

const BELLY = '#fff1a8';
const LEAF = '#b6e86a';

/** そうげんドラゴン — a small green dragon with leaf wings and a flower on its tail, the boss of the meadows. */
export function MeadowDragon(props: ArtProps) {
  return (
    <ArtSvg viewBox="0 0 128 128" {...props}>
      <ellipse cx={64} cy={120} rx={44} ry={5} fill={P.ink} opacity={0.18} />
      <Sticker>
        <path d="M50 66C34 70 12 60 6 36C24 32 44 44 50 66Z" fill={LEAF} />
        <path d="M78 66C94 70 116 60 122 36C104 32 84 44 78 66Z" fill={LEAF} />
        <path d="M50 66L14 40M30 52l-2-10M30 52l-10 2M78 66l36-26M98 52l2-10M98 52l10 2" fill="none" />
        <path d="M84 98C98 106 108 98 108 86H116C118 106 102 118 82 110Z" fill={P.green} />
        <path d="M112 86c-8-4-8-14 0-20c8 6 8 16 0 20Z" fill={P.pink} />
        <circle cx={112} cy={76} r={3} fill={P.gold} />
        <ellipse cx={64} cy={90} rx={30} ry={26} fill={P.green} />
        <ellipse cx={64} cy={96} rx={17} ry={18} fill={BELLY} />
        <path d="M50 88h28M48 98h32M52 108h24" fill="none" stroke={P.goldDark} strokeWidth={2} />
        <ellipse cx={46} cy={116} rx={12} ry={6} fill={P.greenDark} />
        <ellipse cx={82} cy={116} rx={12} ry={6} fill={P.greenDark} />
        <path d="M38 80q-8 6-6 14M90 80q8 6 6 14" fill="none" strokeWidth={4} />
        <path d="M52 26l-2-16l12 10ZM76 26l2-16l-12 10Z" fill={BELLY} />
        <path d="M56 22l8-10l8 10Z" fill={P.mintDark} />
        <ellipse cx={64} cy={46} rx={30} ry={24} fill={P.green} />
        <ellipse cx={64} cy={58} rx={17} ry={11} fill={LEAF} />
        <ellipse cx={51} cy={42} rx={7.5} ry={8.5} fill={P.white} />
        <ellipse cx={77} cy={42} rx={7.5} ry={8.5} fill={P.white} />
        <circle cx={53} cy={44} r={4.5} fill={P.ink} />
        <circle cx={75} cy={44} r={4.5} fill={P.ink} />
        <path d="M42 31l14 5M86 31l-14 5" fill="none" strokeWidth={3.5} />
        <circle cx={59} cy={54} r={1.6} fill={P.ink} />
        <circle cx={69} cy={54} r={1.6} fill={P.ink} />
        <path d="M54 61q10 6 20 0" fill="none" />
        <path d="M57 62l2 5l2-4M67 63l2 4l2-5" fill={P.white} strokeWidth={1.5} />
        <ellipse cx={40} cy={54} rx={4.5} ry={2.6} fill={P.cheek} stroke="none" />
        <ellipse cx={88} cy={54} rx={4.5} ry={2.6} fill={P.cheek} stroke="none" />
      </Sticker>
    </ArtSvg>
  );
}
