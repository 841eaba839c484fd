import { describe, expect, it } from 'vitest';
import { tooltipPosition } from './tooltipPosition';

const WINDOW = { width: 1024, height: 600 };
const box = (left: number, top: number, size = 44) => ({ left, top, right: left + size, bottom: top + size });

describe('tooltipPosition', () => {
  it('keeps the preferred side, centred, when the bubble fits there', () => {
    expect(tooltipPosition(box(500, 100), { width: 120, height: 30 }, WINDOW, 'bottom')).toEqual({
      placement: 'bottom',
      shiftX: 0,
      shiftY: 0,
    });
  });

  it('slides a bubble left when centring it would cross the right edge', () => {
    // Centre 1002, half width 100: the bubble would end at 1102; it must end at 1016.
    const at = tooltipPosition(box(980, 10), { width: 200, height: 30 }, WINDOW, 'bottom');
    expect(at).toEqual({ placement: 'bottom', shiftX: -86, shiftY: 0 });
  });

  it('slides a bubble right when centring it would cross the left edge', () => {
    const at = tooltipPosition(box(0, 10), { width: 200, height: 30 }, WINDOW, 'bottom');
    expect(at.shiftX).toBe(8 - (22 - 100));
  });

  it('goes above a control at the bottom of the window, and below one at the top', () => {
    expect(tooltipPosition(box(500, 550), { width: 120, height: 30 }, WINDOW, 'bottom').placement).toBe(
      'top',
    );
    expect(tooltipPosition(box(500, 0), { width: 120, height: 30 }, WINDOW, 'top').placement).toBe('bottom');
  });

  it('drops a left bubble below its control when there is no room on the left', () => {
    expect(tooltipPosition(box(20, 100), { width: 120, height: 30 }, WINDOW, 'left').placement).toBe(
      'bottom',
    );
  });

  it('slides a left bubble up or down to stay inside the window', () => {
    const at = tooltipPosition(box(600, 0, 20), { width: 120, height: 60 }, WINDOW, 'left');
    expect(at).toEqual({ placement: 'left', shiftX: 0, shiftY: 8 - (10 - 30) });
  });
});
