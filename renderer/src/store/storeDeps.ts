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
 * How long a wait for paint lasts at most (ms): a hidden window paints no frames, and a finished stage
 * must still be recorded and saved there.
 */
const PAINT_WAIT_LIMIT_MS = 250;

/**
 * The browser's "after the next paint": a frame callback, then a task after it. Every caller before that
 * frame shares one frame callback (a key's sounds and a stage's recording ask in the same task), and each
 * caller then goes on in a task of its own, so none holds up another. Where no frame comes (a hidden
 * window) the wait ends after a quarter of a second; where there are no frames at all (Node, tests),
 * at the next task.
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
    let painted = false;
    const release = () => {
      if (painted) return;
      painted = true;
      if (waitingForPaint === waiting) waitingForPaint = null;
      for (const done of waiting) setTimeout(done, 0);
    };
    requestAnimationFrame(release);
    setTimeout(release, PAINT_WAIT_LIMIT_MS);
  });
}
