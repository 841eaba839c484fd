import { useEffect, useRef, useState } from 'react';
import './SlideOverlay.css';

/** Props of {@link SlideOverlay}. */
export interface SlideOverlayProps {
  /** Changes whenever the screen changes (e.g. the page name); each change plays one transition. */
  screenKey: string;
  /** Total length of the transition in milliseconds; at most 600. */
  durationMs?: number;
}

const REDUCED_QUERY = '(prefers-reduced-motion: reduce)';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_QUERY).matches;
}

/**
 * A short sweep across the screen when the page changes: a coloured band with stars slides over and
 * away. Under `prefers-reduced-motion` it is a brief fade instead. It never takes focus or clicks, so
 * the new screen is usable at once.
 */
export function SlideOverlay({ screenKey, durationMs = 500 }: SlideOverlayProps) {
  const shown = useRef(screenKey);
  const [run, setRun] = useState(0);
  const duration = Math.min(600, Math.max(0, durationMs));

  useEffect(() => {
    // The first screen appears without a transition; only changes sweep.
    if (shown.current === screenKey) return;
    shown.current = screenKey;
    setRun((n) => n + 1);
  }, [screenKey]);

  useEffect(() => {
    if (run === 0) return undefined;
    const timer = setTimeout(() => setRun(0), duration);
    return () => clearTimeout(timer);
  }, [run, duration]);

  if (run === 0 || duration === 0) return null;
  const mode = prefersReducedMotion() ? 'fade' : 'slide';
  return (
    <div
      key={run}
      className={`kq-slide kq-slide-${mode}`}
      data-testid="slide-overlay"
      aria-hidden="true"
      style={{ animationDuration: `${duration}ms` }}
    >
      <span className="kq-slide-band" style={{ animationDuration: `${duration}ms` }} />
    </div>
  );
}
