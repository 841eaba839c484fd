import type { KotobaApi } from '../../../electron/contract';

/** What the store's thunks and listeners use from the outside world; tests replace any of it. */
export interface StoreDeps {
  /** The load/save API (normally `getPlatform()`). */
  platform: () => KotobaApi;
  /** The wall clock, for the dates saved in progress. */
  now: () => Date;
  /** A fresh shuffle seed when no seed is fixed. */
  randomSeed: () => number;
}
