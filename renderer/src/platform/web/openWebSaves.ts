import type { SavedFile } from './files';
import { moveOverLocalSaves } from './moveOver';
import type { PlayLock } from './playLock';
import { openSavesStore, type SavesStore, type WriteRefusal } from './savesDatabase';
import { markSaves, readStartState } from './startState';
import type { StartState } from './webHost';
import { openWebPlayers, type WebPlayers } from './webPlayers';
import { openWebTeacherMode, type WebTeacherMode } from './webTeacher';
import { openWebWordLists, type WebWordLists } from './webWordLists';

/** What the web edition's platform is given: the browser's stores and clock, injected so tests bring their own. */
export interface WebPlatformOptions {
  /** The page's `indexedDB`; null where the browser has none (everything then lives in memory). */
  indexedDB: IDBFactory | null;
  /** The page's `localStorage`: the browser build's saves to move over, and a mark of kept saves. */
  localStorage?: Storage | null;
  now?: () => Date;
  crypto?: Crypto;
  /** The page's `navigator.storage`. */
  storageManager?: Pick<StorageManager, 'persisted' | 'persist' | 'estimate'> | null;
  /** The page's Cache Storage, for a third mark of kept saves. */
  caches?: Pick<CacheStorage, 'has' | 'open'> | null;
  /** Hands a file to the browser's save flow (the dashboard's CSV). */
  saveFile?: (file: SavedFile) => void;
  /** The first player's name on a new device. */
  firstName?: string;
  /** PBKDF2 rounds of a new teacher PIN (tests lower them). */
  pinIterations?: number;
  /** Checks every answer against its schema (tests). */
  checkAnswers?: boolean;
  /** This tab's claim to play (see playLock.ts): saves are opened once it is answered, written only while it holds. */
  playLock?: { ready: Promise<unknown>; mayWrite: PlayLock['mayWrite'] };
  log?: (message: string) => void;
}

/** Everything opened once at start, which every operation waits for. */
export interface OpenedSaves {
  store: SavesStore;
  players: WebPlayers;
  teacher: WebTeacherMode;
  wordLists: WebWordLists;
  startState: StartState;
  /**
   * Marks that saves are kept here (see `startState.ts`), once a player's progress is written: a
   * visit that saved nothing leaves no mark, so clearing it later is no loss to tell of.
   */
  markKept: () => Promise<void>;
  /** Last backups noted while the database refuses writes. */
  backups: Map<string, string>;
}

const randomText = (crypto: Crypto, bytes: number) =>
  Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, '0')).join('');

const OTHER_TAB: WriteRefusal = {
  code: 'read-only',
  reason: 'save.otherTab',
  detail: 'The game plays in another tab of this browser; this tab writes nothing.',
};

/** The store as this tab may use it: read as usual, written only while the tab holds the play lock. */
function writtenWhilePlaying(store: SavesStore, mayWrite: () => boolean): SavesStore {
  return {
    get open() {
      return store.open;
    },
    get: (key) => store.get(key),
    read: (key) => store.read(key),
    keys: () => store.keys(),
    write: async (entries) => (mayWrite() ? store.write(entries) : OTHER_TAB),
  };
}

/**
 * Opens the saves at start: the database (or memory when the browser gives none), the browser
 * build's saves moved over once, the start state read before this start's marks, then the word
 * lists, the players and teacher mode.
 */
export async function openSaves(
  options: WebPlatformOptions,
  crypto: Crypto,
  now: () => Date,
): Promise<OpenedSaves> {
  const log = options.log ?? ((message: string) => console.warn(message));
  const storage = options.localStorage ?? null;
  if (options.playLock) await options.playLock.ready;
  const opened = await openSavesStore(options.indexedDB, log);
  const store = options.playLock ? writtenWhilePlaying(opened, options.playLock.mayWrite) : opened;
  const makeId = () => `p-${randomText(crypto, 6)}`;
  const firstName = options.firstName ?? 'プレイヤー1';
  const moved = await moveOverLocalSaves(
    store,
    storage,
    { id: makeId(), name: firstName, createdAt: now().toISOString() },
    now,
  );
  if (moved.kind === 'refused') log(`The browser's earlier saves were not moved yet (${moved.detail}).`);
  const marks = { store, storage, caches: options.caches ?? null };
  const found = await readStartState(marks);
  const startState: StartState = moved.kind === 'moved' ? 'kept' : found;
  // Saves once kept stay marked: the marks are written anew where a store lost its own, so saves
  // found gone are told of at this start only.
  let marked: Promise<void> | null = null;
  const markKept = () => {
    if (!store.open) return Promise.resolve();
    marked ??= markSaves(marks, now()).catch((error: unknown) => {
      marked = null;
      log(`The mark of kept saves was not written (${String(error)}).`);
    });
    return marked;
  };
  if (startState !== 'fresh') await markKept();
  const wordLists = await openWebWordLists(store, {
    now,
    makeId: (prefix) => `${prefix}-${randomText(crypto, 6)}`,
  });
  const players = await openWebPlayers(store, {
    now,
    makeId,
    firstName,
    otherNotices: () => wordLists.notices(),
  });
  const teacher = await openWebTeacherMode(store, {
    crypto,
    now,
    log,
    ...(options.pinIterations ? { pinIterations: options.pinIterations } : {}),
  });
  return { store, players, teacher, wordLists, startState, markKept, backups: new Map() };
}
