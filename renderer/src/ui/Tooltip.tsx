import { cloneElement, type ReactElement, useId, useLayoutEffect, useRef, useState } from 'react';
import { type TooltipPlacement, type TooltipPosition, tooltipPosition } from './tooltipPosition';
import './Tooltip.css';

/** Props of {@link Tooltip}. */
export interface TooltipProps {
  /** The short text shown next to the control. */
  label: string;
  /** One focusable control (usually an icon button with the same `aria-label`). */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  /** Where the bubble appears relative to the control, when there is room there. */
  placement?: TooltipPlacement;
}

/**
 * A text bubble for an icon button, shown on pointer hover and on keyboard focus alike,
 * hidden again with Escape (WCAG 1.4.13) without moving focus. The bubble stays inside the window:
 * it moves to the other side when its own side has no room and slides along the control near an edge.
 */
export function Tooltip({ label, children, placement = 'bottom' }: TooltipProps) {
  const id = useId();
  const bubble = useRef<HTMLSpanElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [position, setPosition] = useState<TooltipPosition>({ placement, shiftX: 0, shiftY: 0 });
  const visible = (hovered || focused) && !dismissed;

  // Measured before paint, so a bubble never shows (or widens the page) outside the window.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new label changes the bubble's width, so it is measured again.
  useLayoutEffect(() => {
    const tip = bubble.current;
    const anchor = tip?.parentElement;
    if (!visible || !tip || !anchor) return undefined;
    const place = () => {
      const next = tooltipPosition(
        anchor.getBoundingClientRect(),
        { width: tip.offsetWidth, height: tip.offsetHeight },
        { width: window.innerWidth, height: window.innerHeight },
        placement,
      );
      setPosition((now) =>
        now.placement === next.placement && now.shiftX === next.shiftX && now.shiftY === next.shiftY
          ? now
          : next,
      );
    };
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [visible, placement, label]);

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
      <span
        ref={bubble}
        role="tooltip"
        id={id}
        className={`kq-tooltip kq-tooltip-${position.placement}`}
        data-visible={visible}
        style={{
          ['--kq-tooltip-shift-x' as string]: `${position.shiftX}px`,
          ['--kq-tooltip-shift-y' as string]: `${position.shiftY}px`,
        }}
      >
        {label}
      </span>
    </span>
  );
}
