// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  fitVisualViewport,
  VISUAL_HEIGHT_VAR,
  VISUAL_SHIFT_VAR,
  type VisualViewportLike,
} from './fitVisualViewport';

/** A visual viewport whose size the test changes, as a software keyboard or a pinch would. */
class FakeViewport extends EventTarget implements VisualViewportLike {
  height = 820;
  pageTop = 0;
  scale = 1;
  move(change: Partial<Pick<FakeViewport, 'height' | 'pageTop' | 'scale'>>, type: 'resize' | 'scroll') {
    Object.assign(this, change);
    this.dispatchEvent(new Event(type));
  }
}

const root = document.documentElement;
const read = () => [
  root.style.getPropertyValue(VISUAL_HEIGHT_VAR),
  root.style.getPropertyValue(VISUAL_SHIFT_VAR),
];

afterEach(() => {
  root.removeAttribute('style');
});

describe('fitVisualViewport', () => {
  it('writes the visible height at once and follows the keyboard as it opens, scrolls and closes', () => {
    const viewport = new FakeViewport();
    const stop = fitVisualViewport(viewport, root);
    expect(read()).toEqual(['820px', '']);
    viewport.move({ height: 451 }, 'resize');
    expect(read()).toEqual(['451px', '']);
    // iPadOS pushes the page up to show the field: the app moves down under the visible part.
    viewport.move({ pageTop: 120.4 }, 'scroll');
    expect(read()).toEqual(['451px', '0 120px']);
    viewport.move({ height: 820, pageTop: 0 }, 'resize');
    expect(read()).toEqual(['820px', '']);
    stop();
  });

  it("never fights the player's own zoom", () => {
    const viewport = new FakeViewport();
    const stop = fitVisualViewport(viewport, root);
    viewport.move({ height: 410, scale: 2, pageTop: 200 }, 'resize');
    expect(read()).toEqual(['', '']);
    viewport.move({ height: 820, scale: 1, pageTop: 0 }, 'resize');
    expect(read()).toEqual(['820px', '']);
    stop();
  });

  it('removes its variables and stops listening when the screen goes', () => {
    const viewport = new FakeViewport();
    const stop = fitVisualViewport(viewport, root);
    stop();
    expect(read()).toEqual(['', '']);
    viewport.move({ height: 300 }, 'resize');
    expect(read()).toEqual(['', '']);
  });
});
