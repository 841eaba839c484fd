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
 * What the saves looked like at start, read before anything is written. The first time a player's
 * progress is saved, the mark of kept saves is written into three of the browser's stores (the
 * database, localStorage, Cache Storage), so:
 * - the database's mark found, or a player's progress in it → `kept`;
 * - not there, but another store's mark is → `gone`: the database was cleared (by the browser under
 *   storage pressure, by device management, or by hand) while another store survived;
 * - no mark anywhere → `fresh`: nothing was ever saved here (a visit that only looked, an app that
 *   device management installed and nobody opened), or everything was cleared together — the
 *   service worker with it, which leaves the page as a first visit finds it.
 * A browser that gives no database keeps no saves to lose: `fresh`.
 */
export async function readStartState(marks: SavesMarks): Promise<StartState> {
  if (!marks.store.open) return 'fresh';
  if ((await marks.store.get(SAVE_KEYS.savesSince)) !== undefined) return 'kept';
  // Progress without the mark: saved while the database refused the mark alone. The saves are here.
  const progress = SAVE_KEYS.progressOf('');
  if ((await marks.store.keys()).some((key) => key.startsWith(progress))) return 'kept';
  if (hasItem(marks.storage, SAVES_MARK_KEY) || (await hasCache(marks.caches))) return 'gone';
  return 'fresh';
}

/**
 * Writes the marks of kept saves: the database's own first, then localStorage's and Cache Storage's
 * (either may refuse alone). A mark already there keeps the time it was first written. When the
 * database refuses its mark, no other is written and this rejects: another store's mark without the
 * database's would tell a later start that saves were lost.
 */
export async function markSaves(marks: SavesMarks, at: Date): Promise<void> {
  const since = at.toISOString();
  if ((await marks.store.get(SAVE_KEYS.savesSince)) === undefined) {
    const refused = await marks.store.write([[SAVE_KEYS.savesSince, since]]);
    if (refused) throw new Error(`the database refused the mark (${refused.detail})`);
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
