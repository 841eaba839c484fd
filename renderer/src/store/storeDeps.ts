import type { Band } from '../../../core/bank/bankEntry';
import type { KotobaApi } from '../../../core/contract';
import type { LoadedBand } from '../data/bank/loadBand';

/** What the store's thunks and listeners use from the outside world; tests replace any of it. */
export interface StoreDeps {
  /** The load/save API (normally `getPlatform()`). */
  platform: () => KotobaApi;
  /** The wall clock, for the dates saved in progress. */
  now: () => Date;
  /** A fresh shuffle seed when no seed is fixed. */
  randomSeed: () => number;
  /**
   * Resolves once the browser has painted the current frame, so work that can wait (recording a
   * finished stage, opening its results) never delays the frame of the key that ended it.
   */
  afterPaint: () => Promise<void>;
  /** Fetches a band of the word bank (its own chunk of the game). */
  loadBand: (band: Band) => Promise<LoadedBand>;
}

/**
 * The browser's "after the next paint": a frame callback, then a task after it. Where there are no
 * frames (Node, tests), the next task.
 */
export function nextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const later = () => setTimeout(resolve, 0);
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(later);
    else later();
  });
}
