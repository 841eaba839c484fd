import type { ReactNode } from 'react';

/** Props of {@link DamageMotion}. */
export interface DamageMotionProps {
  /** Counts the hits taken so far; each increase plays the motion once more. */
  hitCount: number;
  /** HP lost by the latest hit, shown as a floating number (nothing when 0). */
  damage: number;
  /** Plays the knocked-out motion instead (the demon fell). */
  defeated?: boolean;
  children: ReactNode;
}

/**
 * Shakes and flashes its picture when hit and floats the damage number above it. Motion is pure CSS:
 * under `prefers-reduced-motion` the picture stays still and the damage number simply shows.
 */
export function DamageMotion({ hitCount, damage, defeated = false, children }: DamageMotionProps) {
  return (
    <div className="damage-motion" data-defeated={defeated}>
      <div
        // Two identical animations under different names: switching the name on every hit restarts the
        // motion without re-creating the picture.
        className={`damage-motion-body${hitCount > 0 ? ` damage-motion-body--hit${hitCount % 2}` : ''}`}
        data-testid="damage-motion"
        data-hits={hitCount}
      >
        {children}
      </div>
      {hitCount > 0 && damage > 0 ? (
        <span key={`n${hitCount}`} className="damage-number" aria-hidden="true">
          -{damage}
        </span>
      ) : null}
    </div>
  );
}
