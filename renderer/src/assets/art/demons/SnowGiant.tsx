import { type ArtProps, ArtSvg, Sticker } from '../ArtSvg';
import { PALETTE as P } from '../palette';

const ICE = '#cfeaff';
const ICE_DARK = '#8ec5ee';
const ICICLE = '#a6ecff';

/** ゆきやまジャイアント — an icy giant with a crown of icicles and a snowy beard, the boss of the snowy peaks. */
export function SnowGiant(props: ArtProps) {
  return (
    <ArtSvg viewBox="0 0 128 128" {...props}>
      <ellipse cx={64} cy={121} rx={50} ry={5} fill={P.ink} opacity={0.18} />
      <Sticker>
        <rect x={38} y={98} width={20} height={22} rx={6} fill={ICE_DARK} />
        <rect x={70} y={98} width={20} height={22} rx={6} fill={ICE_DARK} />
        <path d="M26 60C12 64 8 84 10 100H28C28 88 30 76 34 68Z" fill={ICE_DARK} />
        <path d="M102 60C116 64 120 84 118 100H100C100 88 98 76 94 68Z" fill={ICE_DARK} />
        <circle cx={19} cy={102} r={12} fill={ICE} />
        <circle cx={109} cy={102} r={12} fill={ICE} />
        <path d="M22 104C18 66 38 50 64 50C90 50 110 66 106 104Z" fill={ICE} />
        <path
          d="M22 64q8-10 16-4q6-8 14-2q-8 10-18 10q-8 4-12-4ZM106 64q-8-10-16-4q-6-8-14-2q8 10 18 10q8 4 12-4Z"
          fill={P.white}
        />
        <path d="M64 72v20M55 77l18 10M73 77l-18 10" fill="none" stroke={P.blue} strokeWidth={3} />
        <path d="M36 84l6 6l-2 6M92 80l-5 5l2 6" fill="none" stroke={ICE_DARK} strokeWidth={2.5} />
        <path d="M42 30L40 6L50 22L56 0L64 20L72 0L78 22L88 6L86 30Z" fill={ICICLE} />
        <rect x={40} y={22} width={48} height={42} rx={16} fill={ICE} />
        <rect x={37} y={22} width={54} height={9} rx={3} fill={ICICLE} />
        <circle cx={64} cy={26.5} r={3} fill={P.blue} />
        <path d="M42 56q6 12 12 4q4 10 10 2q6 8 10-2q6 8 12-4v-4H42Z" fill={P.white} />
        <ellipse cx={54} cy={44} rx={6} ry={6.5} fill={P.white} />
        <ellipse cx={74} cy={44} rx={6} ry={6.5} fill={P.white} />
        <circle cx={55} cy={45} r={3.5} fill={P.blueDark} />
        <circle cx={73} cy={45} r={3.5} fill={P.blueDark} />
        <path d="M44 34q8-2 16 4l-2 3q-8-4-14-3ZM84 34q-8-2-16 4l2 3q8-4 14-3Z" fill={P.white} />
        <path d="M56 56q8-5 16 0" fill="none" />
        <ellipse cx={46} cy={52} rx={4} ry={2.4} fill={P.cheek} stroke="none" />
        <ellipse cx={82} cy={52} rx={4} ry={2.4} fill={P.cheek} stroke="none" />
      </Sticker>
    </ArtSvg>
  );
}
