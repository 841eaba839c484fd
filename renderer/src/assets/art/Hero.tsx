import { type ArtProps, ArtSvg, Sticker } from './ArtSvg';
import { PALETTE as P } from './palette';

/** What the hero is doing: standing ready, striking, or taking a hit. */
export type HeroPose = 'idle' | 'attack' | 'hurt';

/** Props of the hero picture. */
export interface HeroProps extends ArtProps {
  /** Pose to draw; `idle` by default. */
  pose?: HeroPose;
}

const BODY_TURN: Record<HeroPose, string> = {
  idle: '',
  attack: 'translate(-8 0) rotate(7 64 116)',
  hurt: 'translate(-2 0) rotate(-9 64 116)',
};

const HAND_AT: Record<HeroPose, readonly [number, number]> = {
  idle: [88, 84],
  attack: [86, 78],
  hurt: [80, 92],
};

const SWORD_AT: Record<HeroPose, string> = {
  idle: 'translate(88 84) rotate(32)',
  attack: 'translate(86 78) rotate(80)',
  hurt: 'translate(80 92) rotate(130)',
};

/** The pen-sword: a blade shaped like a giant pen nib, held at the origin and pointing up. */
function PenSword() {
  return (
    <g>
      <rect x={-3} y={-2} width={6} height={12} rx={2} fill={P.brown} />
      <circle cx={0} cy={12} r={3.5} fill={P.gold} />
      <rect x={-11} y={-7} width={22} height={5} rx={2.5} fill={P.gold} />
      <rect x={-5.5} y={-20} width={11} height={13} fill={P.red} />
      <path d="M-5.5 -20h11l0 -6l-5.5 -18l-5.5 18z" fill={P.silver} />
      <path d="M0 -40v12" fill="none" />
      <circle cx={0} cy={-27} r={2} fill={P.ink} />
    </g>
  );
}

function Face({ pose }: { pose: HeroPose }) {
  if (pose === 'hurt') {
    return (
      <g fill="none">
        <path d="M67 44l6 3.5l-6 3.5M87 44l-6 3.5l6 3.5" />
        <path d="M73 60q2.5-3 5 0t5 0" />
      </g>
    );
  }
  return (
    <g>
      <ellipse cx={72} cy={48} rx={3} ry={4.4} fill={P.ink} stroke="none" />
      <ellipse cx={84} cy={48} rx={3} ry={4.4} fill={P.ink} stroke="none" />
      <circle cx={71} cy={46.4} r={1.2} fill={P.white} stroke="none" />
      <circle cx={83} cy={46.4} r={1.2} fill={P.white} stroke="none" />
      {pose === 'attack' ? (
        <path d="M67 39l8 3M89 39l-8 3M74 58h9" fill="none" />
      ) : (
        <path d="M75 59q4 3.5 8 0" fill="none" />
      )}
    </g>
  );
}

/** えいごの勇者 — the child hero with a pen-sword and a red cape, facing right toward the demons. */
export function Hero({ pose = 'idle', ...art }: HeroProps) {
  const hand = HAND_AT[pose];
  return (
    <ArtSvg viewBox="0 0 128 128" {...art}>
      <ellipse cx={62} cy={120} rx={30} ry={4} fill={P.ink} opacity={0.18} />
      <Sticker>
        <g transform={BODY_TURN[pose]}>
          <path d="M52 66C42 76 32 94 24 114L60 112L64 70Z" fill={P.red} />
          <path d="M40 110q6-16 14-34" fill="none" stroke={P.redDark} />
          <path d="M44 38C34 30 26 38 14 32L18 41C28 44 34 40 44 44Z" fill={P.red} />
          <path d="M44 42C36 44 30 50 18 50L24 56C34 54 38 50 46 47Z" fill={P.red} />
          <rect x={50} y={98} width={13} height={17} rx={4} fill={P.brown} />
          <rect x={66} y={98} width={16} height={17} rx={4} fill={P.brown} />
          <path d="M48 72Q64 62 80 72L85 102Q64 109 43 102Z" fill={P.blue} />
          <rect x={45} y={88} width={38} height={6} rx={2} fill={P.gold} />
          <circle cx={64} cy={44} r={25} fill={P.skin} />
          <circle cx={48} cy={49} r={5} fill={P.skin} />
          <path
            d="M40 48C34 22 54 12 70 15C86 17 95 28 90 40L84 35L79 41L73 33L66 39L60 31L54 40C50 42 48 46 47 52Z"
            fill={P.hair}
          />
          <path d="M41 38Q66 28 91 36L91 41Q66 33 42 44Z" fill={P.red} />
          <ellipse cx={67} cy={56} rx={4} ry={2.6} fill={P.cheek} stroke="none" />
          <ellipse cx={86} cy={57} rx={2.4} ry={2.2} fill={P.cheek} stroke="none" />
          <Face pose={pose} />
          {pose === 'attack' ? (
            <>
              <path d="M12 62h14M8 78h16M14 94h12" fill="none" stroke={P.steel} strokeWidth={4} />
              <path d="M110 40l3 9l9 3l-9 3l-3 9l-3-9l-9-3l9-3z" fill={P.gold} strokeWidth={2} />
            </>
          ) : null}
          {pose === 'hurt' ? <path d="M44 22q-5 7 0 9q5-2 0-9z" fill={P.cyan} /> : null}
          <g transform={SWORD_AT[pose]}>
            <PenSword />
          </g>
          <path d={`M74 76L${hand[0]} ${hand[1]}`} fill="none" strokeWidth={11} />
          <path d={`M74 76L${hand[0]} ${hand[1]}`} fill="none" stroke={P.blue} strokeWidth={5} />
          <circle cx={hand[0]} cy={hand[1]} r={5.5} fill={P.skin} />
        </g>
        {pose === 'attack' ? (
          <>
            <path d="M12 62h14M8 78h16M14 94h12" fill="none" stroke={P.steel} strokeWidth={4} />
            <path d="M110 40l3 9l9 3l-9 3l-3 9l-3-9l-9-3l9-3z" fill={P.gold} strokeWidth={2} />
          </>
        ) : null}
        {pose === 'hurt' ? <path d="M100 30l6 -6M104 40l9 -2M98 22l1-8" fill="none" stroke={P.red} /> : null}
      </Sticker>
    </ArtSvg>
  );
}
