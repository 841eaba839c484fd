import { PROFILES_VERSION } from '../../../../core/contract';
import { STORAGE_KEYS } from '../createLocalStoragePlatform';
import { SAVE_KEYS, type SavesStore } from './savesDatabase';

/** The suffix the browser build's localStorage saves get once they are in the database. */
export const MOVED_SUFFIX = '.moved-to-indexeddb';

/** What a move-over did: nothing to move, moved (with what), or refused (to be tried at the next start). */
export type MoveOver =
  | { kind: 'nothing' }
  | { kind: 'moved'; keys: string[] }
  | { kind: 'refused'; detail: string };

const readItem = (storage: Storage, key: string): string | null => {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
};

/** The stored text as the record keeps it: its JSON when it parses, else the text itself (moved aside at open). */
const recordOf = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/**
 * Moves the saves of the browser build before the web edition (settings and progress in
 * localStorage, `STORAGE_KEYS`) into the database once, as the first player's, before the players
 * open. They are written as found: the players' records then migrate an older shape or keep a damaged
 * value aside as they do for any record, so nothing is lost. The list, both records and a "moved"
 * mark go in one transaction; only after it is kept are the localStorage keys renamed (not removed),
 * so a refused move is tried again at the next start. `.corrupt-*` copies are left as they are.
 */
export async function moveOverLocalSaves(
  store: SavesStore,
  storage: Storage | null,
  firstPlayer: { id: string; name: string; createdAt: string },
  now: () => Date,
): Promise<MoveOver> {
  if (!storage || !store.open) return { kind: 'nothing' };
  if ((await store.get(SAVE_KEYS.movedOver)) !== undefined) return { kind: 'nothing' };
  // A browser that already has players here is past its first start: nothing is moved over them.
  if ((await store.get(SAVE_KEYS.profiles)) !== undefined) return { kind: 'nothing' };
  const found = {
    settings: readItem(storage, STORAGE_KEYS.settings),
    progress: readItem(storage, STORAGE_KEYS.progress),
  };
  const keys = Object.entries(found).flatMap(([name, text]) =>
    text === null ? [] : [STORAGE_KEYS[name as keyof typeof STORAGE_KEYS]],
  );
  if (keys.length === 0) return { kind: 'nothing' };
  const profile = { ...firstPlayer, avatar: 'hero' as const };
  const entries: [string, unknown][] = [
    [SAVE_KEYS.profiles, { version: PROFILES_VERSION, profiles: [profile], lastSelected: profile.id }],
    [SAVE_KEYS.playerOf(profile.id), profile],
    [SAVE_KEYS.movedOver, { at: now().toISOString(), keys }],
  ];
  if (found.settings !== null) entries.push([SAVE_KEYS.settingsOf(profile.id), recordOf(found.settings)]);
  if (found.progress !== null) entries.push([SAVE_KEYS.progressOf(profile.id), recordOf(found.progress)]);
  const refusal = await store.write(entries);
  if (refusal) return { kind: 'refused', detail: refusal.detail };
  for (const key of keys) {
    const text = readItem(storage, key);
    if (text === null) continue;
    try {
      storage.setItem(`${key}${MOVED_SUFFIX}`, text);
      storage.removeItem(key);
    } catch {
      // Left under its own name: the database's mark keeps it from being moved twice.
    }
  }
  return { kind: 'moved', keys };
}
