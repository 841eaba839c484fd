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

/** Who waits for the coming frame's paint; one frame callback serves them all. */
let waitingForPaint: Array<() => void> | null = null;

/**
 * The browser's "after the next paint": a frame callback, then a task after it. Every caller before that
 * frame shares one frame callback (a key's sounds and a stage's recording ask in the same task). Where
 * there are no frames (Node, tests), the next task.
 */
export function nextPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame !== 'function') {
      setTimeout(resolve, 0);
      return;
    }
    if (waitingForPaint) {
      waitingForPaint.push(resolve);
      return;
    }
    const waiting = [resolve];
    waitingForPaint = waiting;
    requestAnimationFrame(() => {
      waitingForPaint = null;
      setTimeout(() => {
        for (const done of waiting) done();
      }, 0);
    });
  });
}
