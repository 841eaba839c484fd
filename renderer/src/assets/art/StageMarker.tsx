import type { ReactNode } from 'react';
import { type ArtProps, ArtSvg } from './ArtSvg';

/** Where a stage stands for the player. */
export type StageMarkerState = 'cleared' | 'locked' | 'current';

/** Props of a stage marker on the map. */
export interface StageMarkerProps extends ArtProps {
  /** Cleared (gold star with a tick), locked (grey square with a padlock) or current (red ring). */
  state: StageMarkerState;
  /** Short text drawn inside the cleared and current markers, such as the stage number. */
  label?: string;
  /** Marks the demon king's stage: a crown is drawn inside instead of a label. */
  boss?: boolean;
}

const INK = '#2b2148';
const STAR = 'M24 3L30 16.5L44.5 18L33.5 28L36.5 42.5L24 35L11.5 42.5L14.5 28L3.5 18L18 16.5Z';
function Label({ text, y, fill }: { text: string; y: number; fill: string }) {
  return (
    <text
      x={24}
      y={y}
      textAnchor="middle"
      dominantBaseline="central"
      fontSize={text.length > 2 ? 11 : 15}
      fontWeight={800}
      fill={fill}
      style={{ fontFamily: 'inherit' }}
    >
      {text}
    </text>
  );
}

function Crown({ y, fill }: { y: number; fill: string }) {
  return (
    <path
      d={`M15 ${y + 7}v-11l5 4.5l4-7.5l4 7.5l5-4.5v11Z`}
      fill={fill}
      stroke={INK}
      strokeWidth={2}
      strokeLinejoin="round"
    />
  );
}

const DRAW: Record<StageMarkerState, (label?: string, boss?: boolean) => ReactNode> = {
  cleared: (label, boss) => (
    <>
      <path d={STAR} fill="#fffaf0" stroke="#fffaf0" strokeWidth={7} strokeLinejoin="round" />
      <path d={STAR} fill="#ffc83d" stroke={INK} strokeWidth={2.5} strokeLinejoin="round" />
      {boss ? <Crown y={26} fill="#ffffff" /> : label ? <Label text={label} y={26} fill={INK} /> : null}
      <circle cx={38} cy={38} r={7} fill="#33a863" stroke={INK} strokeWidth={2} />
      <path d="M34.5 38l2.5 2.5l4.5-5" fill="none" stroke="#ffffff" strokeWidth={2.4} strokeLinecap="round" />
    </>
  ),
  locked: () => (
    <>
      <rect x={7} y={7} width={34} height={34} rx={8} fill="#8b8aa6" stroke="#fffaf0" strokeWidth={3} />
      <rect x={8.5} y={8.5} width={31} height={31} rx={7} fill="none" stroke={INK} strokeWidth={2} />
      <path d="M18.5 23v-4a5.5 5.5 0 0 1 11 0v4" fill="none" stroke={INK} strokeWidth={3} />
      <rect x={15.5} y={22} width={17} height={12} rx={2.5} fill="#e4ecf8" stroke={INK} strokeWidth={2} />
      <circle cx={24} cy={28} r={1.8} fill={INK} />
    </>
  ),
  current: (label, boss) => (
    <>
      <circle className="kq-pulse" cx={24} cy={24} r={21} fill="none" stroke="#ec4a5f" strokeWidth={3} />
      <circle cx={24} cy={24} r={16} fill="#ec4a5f" stroke="#fffaf0" strokeWidth={4} />
      <circle cx={24} cy={24} r={18} fill="none" stroke={INK} strokeWidth={1.5} />
      {boss ? (
        <Crown y={24} fill="#ffc83d" />
      ) : label ? (
        <Label text={label} y={24.5} fill="#ffffff" />
      ) : (
        <path d="M18 16l12 8l-12 8Z" fill="#ffffff" />
      )}
    </>
  ),
};

/** A stage's marker on the map; the three states differ in shape (star, square, ring), not only colour. */
export function StageMarker({ state, label, boss = false, ...art }: StageMarkerProps) {
  return (
    <ArtSvg viewBox="0 0 48 48" {...art}>
      <g data-state={state}>{DRAW[state](label, boss)}</g>
    </ArtSvg>
  );
}
