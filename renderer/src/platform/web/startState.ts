import { SAVE_KEYS, type SavesStore } from './savesDatabase';
import type { StartState } from './webHost';

/** The localStorage key that also marks "this browser has kept saves here" (survives clearing IndexedDB alone). */
export const SAVES_MARK_KEY = 'kotoba-quest:saves-since';
/** The Cache Storage cache whose presence marks the same (survives clearing storage of other kinds). */
export const SAVES_MARK_CACHE = 'kotoba-quest-saves-mark';

/** The browser's stores the mark is kept in besides the database. */
export interface SavesMarks {
  store: SavesStore;
  storage: Storage | null;
  caches: Pick<CacheStorage, 'has' | 'open'> | null;
  /** Whether a service worker of ours controls the page at start (it was installed by an earlier visit). */
  serviceWorkerControlled: boolean;
}

const hasItem = (storage: Storage | null, key: string): boolean => {
  try {
    return storage?.getItem(key) != null;
  } catch {
    return false;
  }
};

const hasCache = async (caches: SavesMarks['caches']): Promise<boolean> => {
  try {
    return caches ? await caches.has(SAVES_MARK_CACHE) : false;
  } catch {
    return false;
  }
};

/**
 * What the saves looked like at start, read before this start writes its marks. Every start writes
 * the mark into three of the browser's stores (the database, localStorage, Cache Storage), so:
 * - the database's mark found → `kept`;
 * - not there, but another store's mark is → `gone`: the database was cleared (by the browser under
 *   storage pressure, by device management, or by hand) while another store survived;
 * - no mark anywhere, but our service worker controls the page → `gone`: the worker is installed by
 *   a visit, and every visit wrote the marks, so only cleared storage leaves a worker without them;
 * - nothing at all → `fresh`. An app started in `display-mode: standalone` with nothing is `fresh`
 *   too: device management (Google Admin's web-app install, a Web Clip) installs an app that was
 *   never opened, so standalone alone is no proof of an earlier visit.
 * A browser that gives no database keeps no saves to lose: `fresh`.
 */
export async function readStartState(marks: SavesMarks): Promise<StartState> {
  if (!marks.store.open) return 'fresh';
  if ((await marks.store.get(SAVE_KEYS.savesSince)) !== undefined) return 'kept';
  if (hasItem(marks.storage, SAVES_MARK_KEY) || (await hasCache(marks.caches))) return 'gone';
  return marks.serviceWorkerControlled ? 'gone' : 'fresh';
}

/** Writes the marks of kept saves into every store that takes them (each may refuse alone). */
export async function markSaves(marks: SavesMarks, at: Date): Promise<void> {
  const since = at.toISOString();
  if ((await marks.store.get(SAVE_KEYS.savesSince)) === undefined) {
    await marks.store.write([[SAVE_KEYS.savesSince, since]]);
  }
  try {
    if (!hasItem(marks.storage, SAVES_MARK_KEY)) marks.storage?.setItem(SAVES_MARK_KEY, since);
  } catch {
    // The other marks still tell.
  }
  try {
    await marks.caches?.open(SAVES_MARK_CACHE);
  } catch {
    // The other marks still tell.
  }
}
