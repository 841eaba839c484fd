/** The sides of its control a tooltip can sit on. */
export type TooltipPlacement = 'top' | 'bottom' | 'left';

/** Where a tooltip goes: its side, and how far to slide it from the centre of that side, in pixels. */
export interface TooltipPosition {
  placement: TooltipPlacement;
  shiftX: number;
  shiftY: number;
}

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}
interface Size {
  width: number;
  height: number;
}

/** Space kept between a tooltip and the window's edge. */
const EDGE = 8;
/** Space between a tooltip and its control (0.5rem in Tooltip.css, at the largest text size). */
const GAP = 10;

/** How far to move a span [start, start + length] to keep it inside [EDGE, limit - EDGE]. */
function slide(start: number, length: number, limit: number): number {
  if (length > limit - 2 * EDGE || start < EDGE) return EDGE - start;
  const overshoot = start + length - (limit - EDGE);
  return overshoot > 0 ? -overshoot : 0;
}

/**
 * Places a tooltip of `size` beside a control at `anchor` (both in window pixels) so it stays inside
 * the window: on the `preferred` side when it fits there, otherwise on the opposite side (a left
 * tooltip with no room drops below), then slid along that side away from the window's edges.
 */
export function tooltipPosition(
  anchor: Box,
  size: Size,
  window: Size,
  preferred: TooltipPlacement,
): TooltipPosition {
  const fitsBelow = anchor.bottom + GAP + size.height <= window.height - EDGE;
  const fitsAbove = anchor.top - GAP - size.height >= EDGE;
  let placement = preferred;
  if (preferred === 'left' && anchor.left - GAP - size.width < EDGE)
    placement = fitsBelow || !fitsAbove ? 'bottom' : 'top';
  else if (preferred === 'bottom' && !fitsBelow && fitsAbove) placement = 'top';
  else if (preferred === 'top' && !fitsAbove && fitsBelow) placement = 'bottom';

  if (placement === 'left') {
    const centreY = (anchor.top + anchor.bottom) / 2;
    return { placement, shiftX: 0, shiftY: slide(centreY - size.height / 2, size.height, window.height) };
  }
  const centreX = (anchor.left + anchor.right) / 2;
  return { placement, shiftX: slide(centreX - size.width / 2, size.width, window.width), shiftY: 0 };
}
