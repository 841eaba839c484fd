/**
 * The manual for offline use, filled in after the game is calm. The service worker precaches the game
 * alone; the manual (most of the web edition's weight) goes into its own cache here, one file at a time
 * and only while nobody is typing, so a first visit's keys never compete with its download. The service
 * worker answers the manual's addresses from that cache (vite.web.config.ts).
 */

import {
  MANUAL_CACHE_PREFIX,
  MANUAL_FILE_LIST,
  manualAddresses,
  WARM_PARAMETER,
} from '../../../../core/web/manualCache';

/** The manual's files as the web build lists them in `<base>manual-files.json`. */
export interface ManualFileList {
  /** The cache that holds them; its name changes with the manual's contents. */
  cache: string;
  /** Each file's path under the base (`manual/howtouse/keys.html`). */
  files: string[];
}

/** A cache of the manual, as much of the Cache API as the fill uses. */
export interface ManualCache {
  match(address: string, options?: { ignoreSearch?: boolean }): Promise<Response | undefined>;
  put(address: string, response: Response): Promise<void>;
}

/** The browser's caches, as much of `CacheStorage` as the fill uses. */
export interface ManualCaches {
  open(name: string): Promise<ManualCache>;
  has(name: string): Promise<boolean>;
  keys(): Promise<string[]>;
  delete(name: string): Promise<boolean>;
}

/** What the fill needs from the browser; tests pass their own. */
export interface ManualWarmUpDeps {
  /** The game's base path, with its slashes (`/typing-game/`). */
  base: string;
  fetch: (input: string) => Promise<Response>;
  caches: ManualCaches;
  /** Resolves when the next file may be fetched: the game is calm and the page idle. */
  whenCalm: () => Promise<void>;
}

/** How a fill ended: how many files it fetched now, of how many the manual has. */
export interface ManualWarmUpResult {
  fetched: number;
  total: number;
  /** Files the host did not give (the next visit tries them again). */
  failed: number;
}

function isFileList(value: unknown): value is ManualFileList {
  if (typeof value !== 'object' || value === null) return false;
  const { cache, files } = value as Record<string, unknown>;
  return (
    typeof cache === 'string' &&
    cache.startsWith(MANUAL_CACHE_PREFIX) &&
    Array.isArray(files) &&
    files.every((f) => typeof f === 'string' && f.startsWith('manual/') && !f.includes('..'))
  );
}

/** The manual's file list, or null where the build has none (a build without the manual). */
export async function readManualFileList(
  deps: Pick<ManualWarmUpDeps, 'base' | 'fetch'>,
): Promise<ManualFileList | null> {
  const response = await deps.fetch(`${deps.base}${MANUAL_FILE_LIST}`);
  if (!response.ok) return null;
  const list: unknown = await response.json();
  return isFileList(list) ? list : null;
}

/** Whether every file of the manual is in its cache, so the whole manual opens offline. */
export async function isManualOffline(
  deps: Pick<ManualWarmUpDeps, 'base' | 'fetch' | 'caches'>,
): Promise<boolean> {
  const list = await readManualFileList(deps);
  if (!list || !(await deps.caches.has(list.cache))) return false;
  const cache = await deps.caches.open(list.cache);
  for (const file of list.files) {
    if (!(await cache.match(`${deps.base}${file}`, { ignoreSearch: true }))) return false;
  }
  return true;
}

/**
 * Fills the manual's cache with the files it lacks, one by one, each after `whenCalm`; then drops the
 * caches of other manuals (earlier releases). A file the host refuses is left for the next visit.
 */
export async function warmManual(deps: ManualWarmUpDeps): Promise<ManualWarmUpResult> {
  const list = await readManualFileList(deps);
  if (!list) return { fetched: 0, total: 0, failed: 0 };
  const cache = await deps.caches.open(list.cache);
  let fetched = 0;
  let failed = 0;
  for (const file of list.files) {
    const [address, ...aliases] = manualAddresses(deps.base, file);
    if (!address || (await cache.match(address, { ignoreSearch: true }))) continue;
    await deps.whenCalm();
    const response = await deps.fetch(`${address}?${WARM_PARAMETER}=1`).catch(() => null);
    if (!response?.ok) {
      failed++;
      continue;
    }
    // The aliases first: the file's own address, put last, is what says it is in.
    for (const alias of aliases) await cache.put(alias, response.clone());
    await cache.put(address, response);
    fetched++;
  }
  if (failed === 0) {
    for (const name of await deps.caches.keys()) {
      if (name.startsWith(MANUAL_CACHE_PREFIX) && name !== list.cache) await deps.caches.delete(name);
    }
  }
  return { fetched, total: list.files.length, failed };
}

/** A gate the fill waits at: open while the game is calm, shut while a pupil plays. */
export interface CalmGate {
  /** Opens or shuts the gate. */
  set(calm: boolean): void;
  /** Resolves once the gate is open. */
  wait(): Promise<void>;
}

/** A gate that starts shut. */
export function createCalmGate(): CalmGate {
  let open = false;
  let waiting: (() => void)[] = [];
  return {
    set(calm) {
      open = calm;
      if (!calm) return;
      const released = waiting;
      waiting = [];
      for (const release of released) release();
    },
    wait() {
      return open ? Promise.resolve() : new Promise((release) => waiting.push(release));
    },
  };
}
