import type { KotobaApi } from '../../../core/contract';
import { createLocalStoragePlatform } from './createLocalStoragePlatform';
import { createWebPlatform } from './web/createWebPlatform';
import { claimPlayLock, type PlayLockManager, setPagePlayLock } from './web/playLock';

export { createLocalStoragePlatform, STORAGE_KEYS } from './createLocalStoragePlatform';
export { createWebPlatform } from './web/createWebPlatform';

let fallback: KotobaApi | null = null;

function browserStorage(): Storage | null {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null;
  } catch {
    // Some browsers throw on access when storage is blocked.
    return null;
  }
}

function browserDatabase(): IDBFactory | null {
  try {
    return typeof indexedDB !== 'undefined' && indexedDB ? indexedDB : null;
  } catch {
    // Blocked storage can throw on access, like localStorage.
    return null;
  }
}

/** The web edition over the page's own stores. */
function pageWebPlatform(database: IDBFactory): KotobaApi {
  const nav = typeof navigator !== 'undefined' ? navigator : null;
  // One tab plays at a time; a browser without Web Locks plays as before.
  const locks = (nav as { locks?: PlayLockManager } | null)?.locks ?? null;
  const playLock = claimPlayLock(locks, { restart: () => window.location.reload() });
  setPagePlayLock(playLock);
  return createWebPlatform({
    playLock,
    indexedDB: database,
    localStorage: browserStorage(),
    storageManager: nav?.storage ?? null,
    caches: typeof caches !== 'undefined' ? caches : null,
  });
}

/**
 * The game's way to load and save: `window.kotoba` inside the desktop app; in a browser with
 * IndexedDB, the web edition (every operation, its database opened in the background); otherwise the
 * settings and progress over local storage (stories, very old browsers).
 */
export function getPlatform(): KotobaApi {
  if (typeof window !== 'undefined' && window.kotoba) return window.kotoba;
  if (!fallback) {
    const database = browserDatabase();
    fallback = database ? pageWebPlatform(database) : createLocalStoragePlatform(browserStorage());
  }
  return fallback;
}

/** True when the game runs inside the desktop app and saves to files. */
export function isDesktopApp(): boolean {
  return typeof window !== 'undefined' && window.kotoba !== undefined;
}
