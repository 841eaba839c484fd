import { useT } from '../../i18n';

/** Props of {@link HpBar}. */
export interface HpBarProps {
  /** Who the bar belongs to, read by screen readers and shown beside the bar. */
  label: string;
  value: number;
  max: number;
  /** `enemy` bars are red/purple, `player` bars green; both turn to a warning pattern when low. */
  tone: 'enemy' | 'player';
}

/**
 * A hit-point bar exposed as an ARIA meter (value, minimum 0, maximum, and "30 / 100" as text).
 * Low HP is shown by colour and by a striped pattern, so it does not rely on colour alone.
 */
export function HpBar({ label, value, max, tone }: HpBarProps) {
  const t = useT();
  const safeMax = Math.max(1, max);
  const clamped = Math.min(Math.max(0, value), safeMax);
  const ratio = clamped / safeMax;
  const level = ratio <= 0.25 ? 'low' : ratio <= 0.5 ? 'mid' : 'high';
  const text = t('typing.hpValue', { value: clamped, max: safeMax });
  return (
    <div className={`hp-bar hp-bar--${tone}`} data-level={level}>
      <span className="hp-bar-label">
        <span className="hp-bar-name">{label}</span>
        <span className="hp-bar-value" aria-hidden="true">
          {text}
        </span>
      </span>
      {/* biome-ignore lint/a11y/useSemanticElements: a drawn bar (striped when low) that <meter> cannot style the same in every engine */}
      <div
        className="hp-bar-track"
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={safeMax}
        aria-valuenow={clamped}
        aria-valuetext={text}
      >
        <div className="hp-bar-fill" style={{ transform: `scaleX(${ratio})` }} />
      </div>
    </div>
  );
}
