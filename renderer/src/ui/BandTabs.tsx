import { type KeyboardEvent, useRef } from 'react';
import { BANDS, type Band } from '../../../core/bank/bankTerms';

/** Where the arrow keys move between the school-year tabs (they wrap; Home and End jump). */
export function nextBandTab(key: string, index: number): number | null {
  if (key === 'ArrowRight' || key === 'ArrowDown') return (index + 1) % BANDS.length;
  if (key === 'ArrowLeft' || key === 'ArrowUp') return (index - 1 + BANDS.length) % BANDS.length;
  if (key === 'Home') return 0;
  if (key === 'End') return BANDS.length - 1;
  return null;
}

/** Props of {@link BandTabs}. */
export interface BandTabsProps {
  band: Band;
  /** Shows another school year (from a click, or from the arrow keys: then the focus follows). */
  onChange: (band: Band) => void;
  labelOf: (band: Band) => string;
  /** The tab list's name. */
  label: string;
  /** Prefix of the tabs' ids (`<prefix>-tab-<band>`), which the panel is labelled by. */
  idPrefix: string;
  panelId: string;
  className: string;
  tabClassName: string;
}

/**
 * A tab per school year of the word bank (the word library's years, teacher mode's worlds): one Tab
 * stop, the arrow keys move and show (wrapping), Home and End jump, a click shows.
 */
export function BandTabs({
  band,
  onChange,
  labelOf,
  label,
  idPrefix,
  panelId,
  className,
  tabClassName,
}: BandTabsProps) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent) => {
    const next = nextBandTab(event.key, BANDS.indexOf(band));
    const target = next === null ? undefined : BANDS[next];
    if (next === null || !target) return;
    event.preventDefault();
    onChange(target);
    tabs.current[next]?.focus();
  };
  return (
    <div className={className} role="tablist" aria-label={label}>
      {BANDS.map((b, i) => (
        <button
          key={b}
          ref={(el) => {
            tabs.current[i] = el;
          }}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${b}`}
          className={tabClassName}
          aria-selected={b === band}
          aria-controls={panelId}
          tabIndex={b === band ? 0 : -1}
          onClick={() => onChange(b)}
          onKeyDown={onKeyDown}
        >
          {labelOf(b)}
        </button>
      ))}
    </div>
  );
}
