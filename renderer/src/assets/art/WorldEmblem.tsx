import type { ReactNode } from 'react';
import type { Band } from '../../../../core/bank/bankTerms';
import { type World, worldOf } from '../../data/worlds';
import { type ArtProps, ArtSvg } from './ArtSvg';
import { PALETTE as P } from './palette';
import { useSvgId } from './useSvgId';

/** Props of a world's emblem. */
export interface WorldEmblemProps extends ArtProps {
  /** The world, named by its band. */
  band: Band;
  /** The world cannot be entered yet: the badge is greyed and padlocked. */
  locked?: boolean;
  /** The world's boss is beaten: the badge carries a golden star flag. */
  cleared?: boolean;
}

const LINE = { stroke: P.ink, strokeWidth: 1.5, strokeLinejoin: 'round', strokeLinecap: 'round' } as const;

// The sky at the top of each badge; it fades into the world's glow towards the horizon.
const SKY: Record<Band, string> = {
  e34: '#8fd6ff',
  e56: '#9fe0c8',
  j1: '#6fb8f0',
  j2: '#ffb066',
  j3: '#8fb8e8',
};

function Pine({ x, y, s = 1 }: { x: number; y: number; s?: number }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${s})`} {...LINE}>
      <rect x={-1.5} y={0} width={3} height={5} fill={P.brown} />
      <path d="M0-18L8-4H3L9 2H-9L-3-4H-8Z" fill="#2f7a42" />
    </g>
  );
}

function Flower({ x, y, colour }: { x: number; y: number; colour: string }) {
  return (
    <g>
      <circle cx={x} cy={y} r={3.4} fill={colour} stroke={P.ink} strokeWidth={1} />
      <circle cx={x} cy={y} r={0.9} fill={P.gold} />
    </g>
  );
}

const SCENES: Record<Band, (world: World) => ReactNode> = {
  e34: (w) => (
    <>
      <circle cx={19} cy={18} r={6} fill={P.gold} />
      <path d="M0 40Q18 26 36 38T70 34V64H0Z" fill="#b6e58e" {...LINE} />
      <path d="M-2 46Q20 36 40 46T66 44V64H-2Z" fill={w.land} {...LINE} />
      <path d="M32 64Q34 54 42 48" fill="none" stroke={w.road} strokeWidth={4} strokeLinecap="round" />
      <Flower x={16} y={47} colour={P.pink} />
      <Flower x={25} y={53} colour={P.white} />
      <Flower x={10} y={40} colour={P.gold} />
      <Flower x={43} y={53} colour={P.red} />
      <Flower x={50} y={41} colour={P.pink} />
    </>
  ),
  e56: (w) => (
    <>
      <path d="M0 44Q32 36 64 44V64H0Z" fill={w.land} {...LINE} />
      <path d="M26 64Q32 54 40 46" fill="none" stroke={w.road} strokeWidth={3.5} strokeLinecap="round" />
      <Pine x={16} y={36} s={0.9} />
      <Pine x={44} y={36} s={0.9} />
      <Pine x={30} y={32} s={1.1} />
      <Pine x={12} y={52} s={1} />
      <Pine x={52} y={54} s={1} />
    </>
  ),
  j1: (w) => (
    <>
      <path d="M0 34L12 26L22 32L34 24L48 32L64 28V40H0Z" fill={w.land} {...LINE} />
      <rect x={-2} y={38} width={68} height={28} fill="#3f9be0" {...LINE} />
      <path
        d="M8 48h10M40 56h12M12 58h8"
        fill="none"
        stroke={w.glow}
        strokeWidth={1.8}
        strokeLinecap="round"
      />
      <g {...LINE}>
        <path d="M32 28V44L42 44Z" fill={P.white} />
        <path d="M22 46H46L42 52H26Z" fill={P.brown} />
      </g>
      <path d="M0 64V58Q8 54 14 60T26 64Z" fill={w.road} {...LINE} />
    </>
  ),
  j2: (w) => (
    <>
      <circle cx={20} cy={16} r={6} fill={w.glow} stroke={P.orange} strokeWidth={1.5} />
      <path d="M14 44V38H18V32H22V26H30L32 30H36V38H40V44Z" fill="#c99a57" {...LINE} />
      <path d="M22 32h6M18 38h10" fill="none" stroke={P.ink} strokeWidth={1} />
      <path d="M0 46Q16 38 32 44T64 42V64H0Z" fill={w.land} {...LINE} />
      <path d="M-2 56Q22 46 44 54T66 52V66H-2Z" fill={w.road} {...LINE} />
      <path d="M50 46v-8M47 41h6" fill="none" stroke={P.mintDark} strokeWidth={2} strokeLinecap="round" />
    </>
  ),
  j3: (w) => (
    <>
      <path d="M-2 50L16 20L28 38L40 14L66 48V66H-2Z" fill="#8a9cc0" {...LINE} />
      <path
        d="M10 30L16 20L22 29L19 27L16 31L13 28ZM34 24L40 14L48 25L44 23L40 28L37 24Z"
        fill={P.white}
        {...LINE}
      />
      <path d="M-2 52Q20 44 40 52T66 50V66H-2Z" fill={w.land} {...LINE} />
      <path d="M30 66Q32 58 42 54" fill="none" stroke={w.road} strokeWidth={3.5} strokeLinecap="round" />
      <g fill={P.white} stroke="none">
        <circle cx={52} cy={18} r={1.6} />
        <circle cx={8} cy={14} r={1.4} />
        <circle cx={30} cy={10} r={1.2} />
        <circle cx={56} cy={32} r={1.2} />
      </g>
    </>
  ),
};

/**
 * A round badge showing a little landscape of one world — meadow, forest, lake, desert or snowy peaks —
 * in the world's own colours. A locked world is greyed with a padlock; a cleared one flies a golden star.
 */
export function WorldEmblem({ band, locked = false, cleared = false, ...art }: WorldEmblemProps) {
  const id = useSvgId();
  const world = worldOf(band);
  const state = locked ? 'locked' : cleared ? 'cleared' : 'open';
  return (
    <ArtSvg viewBox="0 0 64 64" {...art}>
      <defs>
        <clipPath id={`${id}-clip`}>
          <circle cx={32} cy={32} r={27} />
        </clipPath>
        <linearGradient id={`${id}-sky`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={SKY[band]} />
          <stop offset="0.7" stopColor={world.glow} />
        </linearGradient>
        {locked ? (
          <filter id={`${id}-grey`}>
            <feColorMatrix type="saturate" values="0" />
          </filter>
        ) : null}
      </defs>
      <g data-band={band} data-state={state}>
        <circle
          cx={32}
          cy={32}
          r={30.5}
          fill={cleared && !locked ? P.gold : P.silver}
          stroke={P.ink}
          strokeWidth={2}
        />
        <g filter={locked ? `url(#${id}-grey)` : undefined} opacity={locked ? 0.6 : 1}>
          <g clipPath={`url(#${id}-clip)`}>
            <rect width={64} height={64} fill={`url(#${id}-sky)`} />
            {SCENES[band](world)}
          </g>
        </g>
        <circle cx={32} cy={32} r={27} fill="none" stroke={P.ink} strokeWidth={2} />
        {locked ? (
          <g {...LINE} strokeWidth={2}>
            <path d="M25 33V27a7 7 0 0 1 14 0v6" fill="none" stroke={P.ink} strokeWidth={6} />
            <path d="M25 33V27a7 7 0 0 1 14 0v6" fill="none" stroke={P.steel} strokeWidth={3} />
            <rect x={21} y={32} width={22} height={17} rx={3} fill={P.stoneDark} />
            <circle cx={32} cy={39} r={2.5} fill={P.ink} />
            <path d="M32 40v5" fill="none" />
          </g>
        ) : null}
        {cleared && !locked ? (
          <g {...LINE}>
            <path d="M48 25V3" fill="none" strokeWidth={2.5} />
            <path d="M48 4H63L59 9.5L63 15H48Z" fill={P.gold} />
            <path
              d="M55.5 6.2l1.1 2.2l2.4.3l-1.8 1.6l.5 2.4l-2.2-1.2l-2.2 1.2l.5-2.4l-1.8-1.6l2.4-.3Z"
              fill={P.white}
              strokeWidth={0.8}
            />
            <circle cx={48} cy={2.6} r={1.8} fill={P.goldDark} />
          </g>
        ) : null}
      </g>
    </ArtSvg>
  );
}
