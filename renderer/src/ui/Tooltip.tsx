import { cloneElement, type ReactElement, useId, useState } from 'react';
import './Tooltip.css';

/** Props of {@link Tooltip}. */
export interface TooltipProps {
  /** The short text shown next to the control. */
  label: string;
  /** One focusable control (usually an icon button with the same `aria-label`). */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  /** Where the bubble appears relative to the control. */
  placement?: 'top' | 'bottom' | 'left';
}

/**
 * A text bubble for an icon button, shown on pointer hover and on keyboard focus alike,
 * hidden again with Escape (WCAG 1.4.13) without moving focus.
 */
export function Tooltip({ label, children, placement = 'bottom' }: TooltipProps) {
  const id = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const visible = (hovered || focused) && !dismissed;
  return (
    // The span only hears events bubbling from its control (hover, focus, Escape); it is not a control.
    // biome-ignore lint/a11y/noStaticElementInteractions: see above.
    <span
      className="kq-tooltip-anchor"
      onPointerEnter={() => {
        setHovered(true);
        setDismissed(false);
      }}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => {
        setFocused(true);
        setDismissed(false);
      }}
      onBlur={() => setFocused(false)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && visible) setDismissed(true);
      }}
    >
      {cloneElement(children, { 'aria-describedby': id })}
      <span role="tooltip" id={id} className={`kq-tooltip kq-tooltip-${placement}`} data-visible={visible}>
        {label}
      </span>
    </span>
  );
}
