import { useEffect } from 'react';

/** The parts of `window.visualViewport` the fit reads; tests pass a fake. */
export interface VisualViewportLike {
  readonly height: number;
  /** Distance in CSS pixels from the document's top to the visual viewport's top. */
  readonly pageTop: number;
  readonly scale: number;
  addEventListener(type: 'resize' | 'scroll', listener: () => void): void;
  removeEventListener(type: 'resize' | 'scroll', listener: () => void): void;
}

/** The CSS variable holding the visible height, in px, that `#root` takes (global.css). */
export const VISUAL_HEIGHT_VAR = '--kq-visual-height';
/** The CSS variable holding the shift, `0 <n>px`, that keeps `#root` under the visible area. */
export const VISUAL_SHIFT_VAR = '--kq-visual-shift';

/**
 * Keeps the app inside the part of the page a tablet's software keyboard leaves visible: the keyboard
 * shrinks the visual viewport, not the layout one, so the visible height and its distance from the
 * page's top are written to CSS variables on `root` at every resize and scroll. While the player has
 * zoomed in (scale above 1) nothing is written, so their zoom is never fought. Answers a teardown
 * that removes the listeners and the variables.
 */
export function fitVisualViewport(viewport: VisualViewportLike, root: HTMLElement): () => void {
  const clear = () => {
    root.style.removeProperty(VISUAL_HEIGHT_VAR);
    root.style.removeProperty(VISUAL_SHIFT_VAR);
  };
  const apply = () => {
    if (viewport.scale > 1.01) {
      clear();
      return;
    }
    root.style.setProperty(VISUAL_HEIGHT_VAR, `${Math.round(viewport.height)}px`);
    const top = Math.max(0, Math.round(viewport.pageTop));
    if (top > 0) root.style.setProperty(VISUAL_SHIFT_VAR, `0 ${top}px`);
    else root.style.removeProperty(VISUAL_SHIFT_VAR);
  };
  apply();
  viewport.addEventListener('resize', apply);
  viewport.addEventListener('scroll', apply);
  return () => {
    viewport.removeEventListener('resize', apply);
    viewport.removeEventListener('scroll', apply);
    clear();
  };
}

/** Fits the app to the visible part of the page while the calling screen is shown (where the browser has `visualViewport`). */
export function useVisualViewportFit(): void {
  useEffect(() => {
    const viewport = typeof window === 'undefined' ? undefined : window.visualViewport;
    if (!viewport) return undefined;
    return fitVisualViewport(viewport, document.documentElement);
  }, []);
}
