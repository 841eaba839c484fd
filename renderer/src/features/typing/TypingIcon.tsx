/** The small pictograms of the typing page's controls and notices. */
export type TypingIconName =
  | 'back'
  | 'settings'
  | 'play'
  | 'pause'
  | 'clock'
  | 'eye'
  | 'spark'
  | 'sword'
  | 'heart';

const PATHS: Record<TypingIconName, string> = {
  back: 'M10 4 3 12l7 8M4 12h17',
  settings:
    'M12 8.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7ZM12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9 7 7M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1',
  play: 'M7 4.5v15l12-7.5Z',
  pause: 'M7 5v14M17 5v14',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18ZM12 7v5l3.5 2',
  eye: 'M2 12s3.6-6.5 10-6.5S22 12 22 12s-3.6 6.5-10 6.5S2 12 2 12ZM12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6Z',
  spark: 'M12 2.5 14.4 9l6.6 1.2-5 4.4 1.4 6.9L12 18l-5.4 3.5L8 14.6 3 10.2 9.6 9Z',
  sword: 'M20 3.5 9.5 14 7 11.5 17.5 1M4.5 14.5l5 5M6 18l-3 3M8 12l4 4',
  heart: 'M12 20.5S3 15 3 8.8A4.6 4.6 0 0 1 12 6.6a4.6 4.6 0 0 1 9 2.2C21 15 12 20.5 12 20.5Z',
};

/** A 24×24 line pictogram in the current text colour; decorative (the control around it is named). */
export function TypingIcon({ name, className }: { name: TypingIconName; className?: string }) {
  const filled = name === 'play' || name === 'spark' || name === 'heart';
  return (
    <svg
      viewBox="0 0 24 24"
      width="1.5em"
      height="1.5em"
      className={className}
      aria-hidden="true"
      focusable="false"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={filled ? 1.5 : 2.4}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
