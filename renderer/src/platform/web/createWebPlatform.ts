import {
  type AreaHandlers,
  CONTRACT,
  emptySnapshot,
  fail,
  type KotobaApi,
  migrateSnapshot,
  type Operation,
  type OperationHandler,
  ok,
  progressProblem,
  type Result,
  runOperation,
  type WordListPreview,
} from '../../../../core/contract';
import { dashboardWork } from '../../../../core/dashboard/dashboardWork';
import { progressForReport } from '../../../../core/dashboard/progressForReport';
import { checkPlayerRemoval } from '../../../../core/profiles/profilesRules';
import { rosterWork } from '../../../../core/roster/rosterWork';
import { loadToShow } from '../../../../core/saves/loadToShow';
import { teacherWork } from '../../../../core/teacher/teacherWork';
import { LOCAL_CLASS_FOLDER_STATUS } from '../classFolder';
import { type SavedFile, saveFile as saveToDevice } from './files';
import { type OpenedSaves, openSaves, type WebPlatformOptions } from './openWebSaves';
import { SAVE_KEYS } from './savesDatabase';
import { createWebEditionHost } from './webEditionHost';
import { setWebHost, type WebHost } from './webHost';
import { webRosterHost } from './webRosterHost';

export type { WebPlatformOptions } from './openWebSaves';

/** The web edition: `window.kotoba`'s operations and what only the browser offers. */
export interface WebEdition {
  api: KotobaApi;
  host: WebHost;
}

/** Every pupil of this device with their progress as saved, for the dashboard (nothing is changed). */
async function readPupil(saves: OpenedSaves, id: string, whole: boolean) {
  const profile = saves.players.view().profiles.find((p) => p.id === id);
  if (!profile) return null;
  if (!saves.store.open) {
    const files = await saves.players.filesOf(id);
    return { profile, snapshot: files?.progress.read() ?? emptySnapshot(), problem: null };
  }
  let raw: unknown;
  try {
    raw = await saves.store.read(SAVE_KEYS.progressOf(id));
  } catch (error) {
    const why = error instanceof Error ? error.name : String(error);
    return { profile, snapshot: null, problem: progressProblem('unreadable', why) };
  }
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
  /** A player's progress written: from now on, saves are kept here (the start notice's mark). */
  const progressWritten = async <T>(result: Result<T>): Promise<Result<T>> => {
    if (result.ok) await saves.markKept();
    return result;
  };
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
      save: async (snapshot) => progressWritten(await (await active()).progress.write(snapshot)),
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
        return progressWritten(await (await active()).progress.write(migrated.value));
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
    ...rosterWork(webRosterHost(saves, options.now)),
  };
}

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

  const host = createWebEditionHost(opened, {
    now,
    storageManager: options.storageManager ?? null,
    announcePreview: (preview) => {
      for (const listener of previewListeners) listener(preview);
    },
  });
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
