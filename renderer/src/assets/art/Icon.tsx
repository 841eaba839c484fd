import type { ReactNode } from 'react';
import { type ArtProps, ArtSvg } from './ArtSvg';

/** Names of the small interface icons. */
export type IconName =
  | 'settings'
  | 'back'
  | 'play'
  | 'stop'
  | 'sound-on'
  | 'sound-off'
  | 'sun'
  | 'moon'
  | 'auto'
  | 'hint'
  | 'star'
  | 'star-empty'
  | 'close'
  | 'retry'
  | 'map'
  | 'check'
  | 'lock'
  | 'pause'
  | 'clock'
  | 'eye'
  | 'sparkle'
  | 'sword'
  | 'heart';

// A gear outline with eight teeth, computed once.
const GEAR = (() => {
  const points: string[] = [];
  for (let i = 0; i < 16; i++) {
    const r = i % 2 === 0 ? 10 : 7.6;
    for (const offset of [-0.17, 0.17]) {
      const a = (Math.PI * 2 * i) / 16 + offset;
      points.push(`${(12 + r * Math.cos(a)).toFixed(2)} ${(12 + r * Math.sin(a)).toFixed(2)}`);
    }
  }
  return `M${points.join('L')}Z`;
})();

const STAR = 'M12 2.8l2.8 5.9l6.4.8l-4.7 4.4l1.2 6.4L12 17.2l-5.7 3.1l1.2-6.4L2.8 9.5l6.4-.8Z';
const SPEAKER = 'M3.5 9h4l5-4.5v15l-5-4.5h-4Z';
const RAYS =
  'M12 1.8v2.4M12 19.8v2.4M1.8 12h2.4M19.8 12h2.4M4.8 4.8l1.7 1.7M17.5 17.5l1.7 1.7M4.8 19.2l1.7-1.7M17.5 6.5l1.7-1.7';

const SHAPES: Record<IconName, ReactNode> = {
  settings: (
    <>
      <path d={GEAR} />
      <circle cx={12} cy={12} r={3} />
    </>
  ),
  back: <path d="M20 12H5M11 5l-7 7l7 7" />,
  play: <path d="M7 4.5l13 7.5l-13 7.5Z" fill="currentColor" />,
  stop: <rect x={5} y={5} width={14} height={14} rx={2} fill="currentColor" />,
  'sound-on': (
    <>
      <path d={SPEAKER} fill="currentColor" />
      <path d="M16 9a4.5 4.5 0 0 1 0 6M18.5 6a8.5 8.5 0 0 1 0 12" />
    </>
  ),
  'sound-off': (
    <>
      <path d={SPEAKER} fill="currentColor" />
      <path d="M16 9l5 6M21 9l-5 6" />
    </>
  ),
  sun: (
    <>
      <circle cx={12} cy={12} r={4.5} fill="currentColor" />
      <path d={RAYS} />
    </>
  ),
  moon: <path d="M15 3.5a8.5 8.5 0 1 0 5.5 12a7 7 0 0 1-5.5-12Z" fill="currentColor" />,
  auto: (
    <>
      <circle cx={12} cy={12} r={8.5} />
      <path d="M12 3.5a8.5 8.5 0 0 1 0 17Z" fill="currentColor" />
    </>
  ),
  hint: (
    <>
      <path d="M8.5 15.5a6.5 6.5 0 1 1 7 0v2h-7Z" />
      <path d="M9.5 21h5M12 10v4" />
    </>
  ),
  star: <path d={STAR} fill="currentColor" />,
  'star-empty': <path d={STAR} />,
  close: <path d="M6 6l12 12M18 6L6 18" />,
  retry: (
    <>
      <path d="M19.5 12a7.5 7.5 0 1 1-2.4-5.5" />
      <path d="M19 3v5h-5" />
    </>
  ),
  map: <path d="M3 6l6-2.5l6 2.5l6-2.5v14.5l-6 2.5l-6-2.5l-6 2.5ZM9 3.5v14.5M15 6v14.5" />,
  check: <path d="M4.5 12.5l5 5l10-11" />,
  lock: (
    <>
      <rect x={5} y={10.5} width={14} height={10} rx={2} />
      <path d="M8 10.5V8a4 4 0 0 1 8 0v2.5" />
    </>
  ),
  pause: <path d="M8 5v14M16 5v14" strokeWidth={3.4} />,
  clock: (
    <>
      <circle cx={12} cy={12} r={9} />
      <path d="M12 7v5l3.5 2.5" />
    </>
  ),
  eye: (
    <>
      <path d="M2.5 12s3.5-6.5 9.5-6.5s9.5 6.5 9.5 6.5s-3.5 6.5-9.5 6.5S2.5 12 2.5 12Z" />
      <circle cx={12} cy={12} r={3} fill="currentColor" />
    </>
  ),
  sparkle: <path d="M12 2.5l2.3 7.2l7.2 2.3l-7.2 2.3L12 21.5l-2.3-7.2L2.5 12l7.2-2.3Z" fill="currentColor" />,
  sword: <path d="M20 4l-1 4.5l-8.5 8.5l-3.5-3.5L15.5 5ZM5 13l6 6M7.5 16.5L4 20" />,
  heart: (
    <path
      d="M12 20s-8.5-5-8.5-11a4.5 4.5 0 0 1 8.5-2.2A4.5 4.5 0 0 1 20.5 9c0 6-8.5 11-8.5 11Z"
      fill="currentColor"
    />
  ),
};

/** Every icon name, in a stable order. */
export const ICON_NAMES = Object.keys(SHAPES) as IconName[];

/** Props of a small interface icon. */
export interface IconProps extends ArtProps {
  /** Which icon to draw. */
  name: IconName;
}

/** A small interface icon in the text colour (`currentColor`), 1em square unless a size is given. */
export function Icon({ name, size = '1em', ...art }: IconProps) {
  return (
    <ArtSvg viewBox="0 0 24 24" size={size} {...art}>
      <g
        fill="none"
        stroke="currentColor"
        strokeWidth={2.4}
        strokeLinecap="round"
        strokeLinejoin="round"
        data-icon={name}
      >
        {SHAPES[name]}
      </g>
    </ArtSvg>
  );
}
