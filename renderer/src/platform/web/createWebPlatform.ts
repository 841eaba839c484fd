import { z } from 'zod';
import {
  type AreaHandlers,
  CONTRACT,
  emptySnapshot,
  fail,
  type KotobaApi,
  MAX_WORD_LISTS,
  migrateSnapshot,
  type Operation,
  type OperationHandler,
  ok,
  runOperation,
  type TeacherChoices,
  teacherChoicesSchema,
  type WordList,
  type WordListPreview,
  wordListSchema,
} from '../../../../core/contract';
import { dashboardWork } from '../../../../core/dashboard/dashboardWork';
import { progressForReport } from '../../../../core/dashboard/progressForReport';
import { checkPlayerRemoval } from '../../../../core/profiles/profilesRules';
import { loadToShow } from '../../../../core/saves/loadToShow';
import { teacherSettingsFrom } from '../../../../core/teacher/teacherSettingsRules';
import { teacherWork } from '../../../../core/teacher/teacherWork';
import { LOCAL_CLASS_FOLDER_STATUS } from '../classFolder';
import { type SavedFile, saveFile as saveToDevice } from './files';
import { moveOverLocalSaves } from './moveOver';
import { openSavesStore, refusedSave, SAVE_KEYS, type SavesStore } from './savesDatabase';
import { markSaves, readStartState } from './startState';
import { type StartState, setWebHost, type WebHost } from './webHost';
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
  /** Whether a service worker controlled the page at start. */
  serviceWorkerControlled?: boolean;
  /** Hands a file to the browser's save flow (the dashboard's CSV). */
  saveFile?: (file: SavedFile) => void;
  /** The first player's name on a new device. */
  firstName?: string;
  /** PBKDF2 rounds of a new teacher PIN (tests lower them). */
  pinIterations?: number;
  /** Checks every answer against its schema (tests). */
  checkAnswers?: boolean;
  log?: (message: string) => void;
}

/** The web edition: `window.kotoba`'s operations and what only the browser offers. */
export interface WebEdition {
  api: KotobaApi;
  host: WebHost;
}

/** Everything opened once at start, which every operation waits for. */
interface OpenedSaves {
  store: SavesStore;
  players: WebPlayers;
  teacher: WebTeacherMode;
  wordLists: WebWordLists;
  startState: StartState;
  /** Last backups noted while the database refuses writes. */
  backups: Map<string, string>;
}

const randomText = (crypto: Crypto, bytes: number) =>
  Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, '0')).join('');

async function openSaves(options: WebPlatformOptions, crypto: Crypto, now: () => Date): Promise<OpenedSaves> {
  const log = options.log ?? ((message: string) => console.warn(message));
  const storage = options.localStorage ?? null;
  const store = await openSavesStore(options.indexedDB, log);
  const makeId = () => `p-${randomText(crypto, 6)}`;
  const firstName = options.firstName ?? 'プレイヤー1';
  const moved = await moveOverLocalSaves(
    store,
    storage,
    { id: makeId(), name: firstName, createdAt: now().toISOString() },
    now,
  );
  if (moved.kind === 'refused') log(`The browser's earlier saves were not moved yet (${moved.detail}).`);
  const marks = {
    store,
    storage,
    caches: options.caches ?? null,
    serviceWorkerControlled: options.serviceWorkerControlled ?? false,
  };
  const found = await readStartState(marks);
  const startState: StartState = moved.kind === 'moved' ? 'kept' : found;
  if (store.open) await markSaves(marks, now());
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
  return { store, players, teacher, wordLists, startState, backups: new Map() };
}

/** Every pupil of this device with their progress as saved, for the dashboard (nothing is changed). */
async function readPupil(saves: OpenedSaves, id: string, whole: boolean) {
  const profile = saves.players.view().profiles.find((p) => p.id === id);
  if (!profile) return null;
  if (!saves.store.open) {
    const files = await saves.players.filesOf(id);
    return { profile, snapshot: files?.progress.read() ?? emptySnapshot(), problem: null };
  }
  const raw = await saves.store.get(SAVE_KEYS.progressOf(id));
  // A player who never played has no record yet.
  if (raw === undefined) return { profile, snapshot: emptySnapshot(), problem: null };
  return { profile, ...progressForReport(raw, whole) };
}

/** The work of every operation of the contract over the opened saves. */
function webWork(
  saves: OpenedSaves,
  options: { now: () => Date; saveFile: (file: SavedFile) => void },
): AreaHandlers<typeof CONTRACT> {
  const { players, teacher, wordLists } = saves;
  const active = () => players.active();
  return {
    settings: {
      get: async () => {
        const { settings } = await active();
        return ok(
          loadToShow({
            load: () => ({ settings: settings.read(), ...settings.loadInfo() }),
            clearRecovered: settings.clearRecovered,
          }),
        );
      },
      set: async (patch) => {
        const { settings } = await active();
        return settings.write({ ...settings.read(), ...patch });
      },
    },
    app: {
      load: async () => {
        const { progress } = await active();
        return ok(
          loadToShow({
            load: () => ({ snapshot: progress.read(), ...progress.loadInfo() }),
            clearRecovered: progress.clearRecovered,
          }),
        );
      },
      save: async (snapshot) => (await active()).progress.write(snapshot),
      overwrite: async (snapshot) => {
        const migrated = migrateSnapshot(snapshot);
        if (!migrated.ok) {
          return fail(
            'invalid-payload',
            'save.notReplaced',
            {},
            `The progress was not replaced: ${migrated.reason}`,
          );
        }
        return (await active()).progress.write(migrated.value);
      },
    },
    profiles: {
      list: () => ok(players.view()),
      add: (p) => players.add(p.name, p.avatar),
      update: (p) => players.update(p.id, p.name, p.avatar),
      remove: async (removal) => {
        const { id, token } = typeof removal === 'string' ? { id: removal, token: undefined } : removal;
        const progress = (await players.filesOf(id))?.progress.read() ?? null;
        const allowed = checkPlayerRemoval(progress, token !== undefined && teacher.pin.isUnlocked(token));
        return allowed.ok ? players.remove(id) : allowed;
      },
      select: (id) => players.select(id),
    },
    wordLists: {
      list: () => ok(wordLists.list()),
      rename: (change) => wordLists.rename(change.id, change.title),
      remove: (id) => wordLists.remove(id),
      confirm: (id) => wordLists.confirm(id),
      cancel: (id) => ok(wordLists.cancel(id)),
    },
    ...teacherWork(teacher),
    classFolder: {
      status: () => ok(LOCAL_CLASS_FOLDER_STATUS),
      releasePlayer: () => fail('unavailable', 'classFolder.webEdition'),
      setFolder: () => fail('unavailable', 'classFolder.webEdition'),
      leave: () => ok(false),
    },
    ...dashboardWork({
      readPupils: async () => {
        const ids = players.view().profiles.map((p) => p.id);
        const pupils = await Promise.all(ids.map((id) => readPupil(saves, id, false)));
        return pupils.flatMap((pupil) => (pupil ? [pupil] : []));
      },
      readPupil: (id) => readPupil(saves, id, true),
      isUnlocked: teacher.pin.isUnlocked,
      className: () => null,
      source: () => 'local',
      saveCsv: async (name, text) => {
        options.saveFile({ name, type: 'text/csv;charset=utf-8', content: text });
        return ok(name);
      },
      now: options.now,
    }),
  };
}

const listsSchema = z.array(wordListSchema).max(MAX_WORD_LISTS);

/**
 * The web edition over IndexedDB: every operation of `window.kotoba` with the desktop's rules (from
 * core), and the browser-only host. The database opens in the background; every operation waits for
 * it, so the page can call at once.
 */
export function createWebEdition(options: WebPlatformOptions): WebEdition {
  const now = options.now ?? (() => new Date());
  const crypto = options.crypto ?? globalThis.crypto;
  const log = options.log ?? ((message: string) => console.warn(message));
  const saveFile = options.saveFile ?? ((file: SavedFile) => saveToDevice(file));
  const opened = openSaves(options, crypto, now);
  const work = opened.then((saves) => webWork(saves, { now, saveFile }));
  // A start that failed is answered by every operation; nothing is left unhandled meanwhile.
  work.catch((error) =>
    log(`The saves could not be opened: ${error instanceof Error ? error.message : String(error)}`),
  );
  const previewListeners = new Set<(preview: WordListPreview) => void>();

  const api: Record<string, unknown> = {};
  for (const [area, table] of Object.entries(CONTRACT)) {
    const bound: Record<string, (...args: unknown[]) => Promise<unknown>> = {};
    for (const [name, operation] of Object.entries(table as Record<string, Operation>)) {
      bound[name] = async (...args: unknown[]) => {
        let handlers: Record<string, Record<string, OperationHandler<Operation>>>;
        try {
          handlers = (await work) as unknown as typeof handlers;
        } catch {
          return fail('unavailable', 'ipc.savesUnopened');
        }
        const run = handlers[area]?.[name];
        if (!run) return fail('unavailable', 'ipc.failed', { channel: operation.channel });
        // One argument at most, as over the desktop's bridge.
        return runOperation(operation, run, args[0], {
          log,
          ...(options.checkAnswers ? { checkAnswers: true } : {}),
        });
      };
    }
    api[area] = Object.freeze(bound);
  }
  api.onWordListPreview = (listener: (preview: WordListPreview) => void) => {
    previewListeners.add(listener);
    return () => {
      previewListeners.delete(listener);
    };
  };

  const host: WebHost = {
    startState: async () => (await opened).startState,
    storage: async () => {
      const manager = options.storageManager ?? null;
      const persisted = manager ? await manager.persisted().catch(() => null) : null;
      const estimate = manager ? await manager.estimate().catch(() => null) : null;
      return { persisted, usageBytes: estimate?.usage ?? null, quotaBytes: estimate?.quota ?? null };
    },
    requestPersistence: async () => {
      try {
        return (await options.storageManager?.persist()) ?? false;
      } catch {
        return false;
      }
    },
    importWordList: async (fileName, bytes) => {
      const saves = await opened;
      const preview = saves.wordLists.preview(bytes, fileName);
      if (preview.ok) for (const listener of previewListeners) listener(preview.value);
      return preview;
    },
    lastBackupAt: async () => {
      const saves = await opened;
      const id = saves.players.view().activeId;
      const stored = await saves.store.get(SAVE_KEYS.lastBackupOf(id));
      const noted = saves.backups.get(id) ?? null;
      const kept = z.iso.datetime().safeParse(stored).success ? (stored as string) : null;
      // The later of what is kept and what was noted while the browser refused to keep it.
      return (
        [kept, noted]
          .filter((at): at is string => at !== null)
          .sort()
          .pop() ?? null
      );
    },
    noteBackup: async (at) => {
      const saves = await opened;
      const id = saves.players.view().activeId;
      saves.backups.set(id, at);
      await saves.store.write([[SAVE_KEYS.lastBackupOf(id), at]]);
    },
    applyTeacherChoices: async (choices: TeacherChoices, lists: readonly WordList[]) => {
      const saves = await opened;
      const checkedChoices = teacherChoicesSchema.safeParse(choices);
      const checkedLists = listsSchema.safeParse(lists);
      if (!checkedChoices.success || !checkedLists.success) {
        return fail(
          'invalid-payload',
          'save.invalid',
          {},
          'The hand-out does not fit the expected shape; nothing was changed.',
        );
      }
      const incoming = new Map(checkedLists.data.map((list) => [list.id, list]));
      const current = saves.wordLists.record.read();
      const merged = [
        ...current.lists.map((list) => incoming.get(list.id) ?? list),
        ...checkedLists.data.filter((list) => !current.lists.some((kept) => kept.id === list.id)),
      ];
      if (merged.length > MAX_WORD_LISTS)
        return fail('invalid-payload', 'wordList.limit', { limit: MAX_WORD_LISTS });
      const settings = teacherSettingsFrom(checkedChoices.data, now());
      const listsFile = { ...current, lists: merged };
      const teacherRecord = saves.teacher.settings.record;
      const locked = teacherRecord.lockedRefusal() ?? saves.wordLists.record.lockedRefusal();
      if (locked) return locked;
      // Both or neither: a pupil never ends with a teacher's stages and not their lists.
      const refusal = await saves.store.write([
        teacherRecord.entry(settings),
        saves.wordLists.record.entry(listsFile),
      ]);
      if (refusal) return refusedSave(refusal, 'hand-out');
      teacherRecord.adopt(settings, true);
      saves.wordLists.record.adopt(listsFile, true);
      return ok({ settings, lists: merged });
    },
  };
  return { api: Object.freeze(api) as unknown as KotobaApi, host };
}

/**
 * The web edition's `window.kotoba` over IndexedDB; installs its {@link WebHost} for the screens only
 * the browser shows.
 */
export function createWebPlatform(options: WebPlatformOptions): KotobaApi {
  const edition = createWebEdition(options);
  setWebHost(edition.host);
  return edition.api;
}
