import type { KotobaApi } from '../../../core/contract';
import { createLocalStoragePlatform } from './createLocalStoragePlatform';

export { createLocalStoragePlatform, STORAGE_KEYS } from './createLocalStoragePlatform';

let fallback: KotobaApi | null = null;

function browserStorage(): Storage | null {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null;
  } catch {
    // Some browsers throw on access when storage is blocked.
    return null;
  }
}

/**
 * The game's way to load and save: `window.kotoba` inside the desktop app, otherwise the same
 * operations over the browser's local storage (plain browser, stories, tests).
 */
export function getPlatform(): KotobaApi {
  if (typeof window !== 'undefined' && window.kotoba) return window.kotoba;
  fallback ??= createLocalStoragePlatform(browserStorage());
  return fallback;
}

/** True when the game runs inside the desktop app and saves to files. */
export function isDesktopApp(): boolean {
  return typeof window !== 'undefined' && window.kotoba !== undefined;
}
