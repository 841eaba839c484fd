import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  type ClassFolderProblem,
  type ClassFolderStatus,
  failureLogText,
  problemLogText,
} from '../../../core/contract';
import type { DashboardPupilInput } from '../../../core/dashboard/buildDashboard';
import type { PinHash } from '../../../core/teacher/teacherPinFile';
import type { PinStore } from '../../../core/teacher/teacherPinKeeper';
import { localPupilReaders } from '../dashboard/readLocalPupils';
import {
  activeSettings,
  activeSnapshot,
  createProfileService,
  type ProfileService,
  restoredNameJa,
} from '../profiles/profileService';
import { writeJsonFile } from '../stores/jsonFile';
import type { SettingsService } from '../stores/settingsService';
import type { SnapshotService } from '../stores/snapshotService';
import type { TeacherMode } from '../teacher/createTeacherHandlers';
import { createTeacherPinService, pinFileStore } from '../teacher/teacherPin';
import { createTeacherSettingsService } from '../teacher/teacherSettings';
import { createWordListService, type WordListService } from '../wordlists/wordListService';
import { openClassPin } from './classPin';
import {
  type ClassSync,
  createClassSync,
  SHARED_FILES,
  type SharedFileName,
  type SyncTimers,
  unsentSharedFiles,
} from './classSync';
import { createLeaseKeeper } from './lease';
import { type ClassFolderChoice, checkClassFolder } from './machineConfig';
import { removeStaleShareTempFiles } from './removeStaleShareTempFiles';
import { createShareFs, type ShareFs } from './shareFs';

/** How the teacher's dashboard reads the pupils. */
export interface PupilReaders {
  /** Every pupil with their progress (or why it could not be read). */
  readPupils(): Promise<DashboardPupilInput[]>;
  /** One pupil, or null for an id that is not listed. */
  readPupil(id: string): Promise<DashboardPupilInput | null>;
}

/** Everything main keeps for the players of this PC or of the class, opened once at start. */
export interface Classroom {
  profiles: ProfileService;
  wordLists: WordListService;
  teacher: TeacherMode;
  /** The settings of the player playing now; changes reach the class folder. */
  settings: SettingsService;
  /** The progress of the player playing now; saves become records for the class folder. */
  snapshot: SnapshotService;
  /** The class folder's sync, or null when saves stay on this PC. */
  sync: ClassSync | null;
  /** The class folder and its file operations, when saves go there (teacher-only files are written through them). */
  classFolder?: { folder: string; share: ShareFs };
  status(): ClassFolderStatus;
  /** Every player's progress, for the teacher's dashboard: the class folder's, or this PC's files. */
  pupils: PupilReaders;
  /** Writes back what waits and gives up this PC's hold on its player. */
  dispose(): Promise<void>;
}

/** What opening the classroom needs. */
export interface ClassroomOptions {
  /** The app's userData folder (this PC's own saves; the class's local copy lives under `class/`). */
  userData: string;
  language: 'ja' | 'en';
  /** Where the class folder is set, if anywhere (see `readClassFolderChoice`). */
  choice: ClassFolderChoice;
  /** The teacher PIN's hash IT wrote in the machine-wide config (`teacherPinHash`): then it is the PIN everywhere. */
  itPinHash?: PinHash | null;
  /** This PC's id and name as leases show them. */
  pcId: string;
  pcName: string;
  share?: ShareFs;
  now?: () => Date;
  log?: (message: string) => void;
  onStatus?: (status: ClassFolderStatus) => void;
  timers?: SyncTimers;
  /** The sync's forward-only clock and settle time (see `ClassSyncOptions`); tests drive them. */
  monotonic?: () => number;
  settleMs?: number;
  retryMs?: number;
  renewMs?: number;
}

/** A stable id for this PC and OS account: the same after a restart, also on labs that restore the disk. */
export function pcIdentity(hostname: string, username: string): string {
  return `pc-${createHash('sha256').update(`${hostname}\n${username}`).digest('hex').slice(0, 20)}`;
}

/** The local copy of one class folder: `<userData>/class/<hash of the folder's path>`. */
export function classCacheDir(userData: string, folder: string): string {
  const key = createHash('sha256').update(folder.toLowerCase()).digest('hex').slice(0, 16);
  return path.join(userData, 'class', key);
}

/**
 * The dashboard's readers of a class folder: every pupil's progress as the share holds it, with this
 * PC's unsent records merged in. A share that does not answer is the dashboard's error, never an
 * empty class.
 */
function classPupilReaders(sync: ClassSync): PupilReaders {
  const read = async (options: { only?: string; full?: boolean }) => {
    const answer = await sync.readClassProgress(options);
    if (!answer.ok) throw new Error(failureLogText(answer.error));
    return answer.value;
  };
  return {
    readPupils: () => read({}),
    // One pupil's page shows their review schedule and mistakes by key: their whole progress.
    readPupil: async (id) => (await read({ only: id, full: true }))[0] ?? null,
  };
}

/**
 * The PIN of a PC whose class folder is set but was never reached: its own PIN if it has one, else
 * teacher mode stays shut, so a new or restored PC is never opened by the first pupil who asks.
 */
function unreachableClassPin(userData: string, log: (message: string) => void): PinStore {
  const own = pinFileStore({ cwd: userData, log });
  return {
    ...own,
    load: () => {
      const here = own.load();
      return here.kind === 'none'
        ? {
            kind: 'damaged',
            why: 'the class folder set for this PC has never answered, so its PIN is not known here',
            unreachable: true,
          }
        : here;
    },
  };
}

/** Why a class folder that was set is not used: the problem the screens show, and the line the log keeps. */
interface NotUsed {
  problem: ClassFolderProblem;
  log: string;
}

/** Opens this PC's own players, word lists and teacher settings in `cwd`, as before class folders. */
function openLocal(
  options: ClassroomOptions,
  notUsed: NotUsed | null,
  configPath: string | null,
  unreachableClass = false,
): Classroom {
  const log = options.log ?? ((message: string) => console.warn(message));
  const wordLists = createWordListService({ cwd: options.userData, log });
  const profiles = createProfileService({
    cwd: options.userData,
    firstName: options.language === 'ja' ? 'プレイヤー1' : 'Player 1',
    restoredName: options.language === 'ja' ? restoredNameJa : (n) => `Player (restored) ${n}`,
    otherNotices: () => wordLists.notices(),
    log,
  });
  const pin = createTeacherPinService({
    cwd: options.userData,
    log,
    ...(options.itPinHash ? { itHash: options.itPinHash } : {}),
    ...(unreachableClass ? { store: unreachableClassPin(options.userData, log) } : {}),
  });
  const teacherSettings = createTeacherSettingsService({ cwd: options.userData, isUnlocked: pin.isUnlocked });
  if (notUsed) log(`Saves stay on this PC: ${notUsed.log}`);
  const problem = notUsed?.problem ?? null;
  return {
    profiles,
    wordLists,
    teacher: { pin, settings: teacherSettings },
    settings: activeSettings(profiles),
    snapshot: activeSnapshot(profiles),
    sync: null,
    status: () => ({ mode: 'local', problem, configPath }),
    pupils: localPupilReaders(profiles),
    dispose: async () => {},
  };
}

/** Copies the class's shared files from the share into the local copy before their services open. */
async function pullSharedFiles(share: ShareFs, folder: string, cacheDir: string, log: (m: string) => void) {
  const unsent = unsentSharedFiles(cacheDir);
  for (const name of SHARED_FILES) {
    // A file changed here while the share was away is this PC's to write back, not to be pulled over.
    if (unsent.includes(name)) continue;
    const read = await share.readJson(path.join(folder, name), 16 * 1024 * 1024);
    if (!read.ok) {
      log(read.error.message);
      continue;
    }
    if (read.value === null) continue;
    const written = writeJsonFile(path.join(cacheDir, name), read.value);
    if (!written.ok) log(`${name} of the class could not be copied here: ${written.error.message}`);
  }
}

/**
 * Opens the players for this start: this PC's own saves, or — when IT or a teacher set a class
 * folder — the class's players from the share, with a local copy and journal so a share that goes
 * away never stops play. A class folder that cannot be used at all (a malformed setting, or a share
 * this PC has never reached) falls back to this PC's own saves with the reason why.
 */
export async function openClassroom(options: ClassroomOptions): Promise<Classroom> {
  const { choice } = options;
  if (choice.kind === 'none') return openLocal(options, null, null);
  if (choice.kind === 'invalid') {
    const log = `${choice.configPath} cannot be used (${problemLogText(choice.problem)}).`;
    return openLocal(options, { problem: choice.problem, log }, choice.configPath);
  }

  const log = options.log ?? ((message: string) => console.warn(message));
  const share = options.share ?? createShareFs({ pcId: options.pcId, root: choice.folder });
  const folder = choice.folder;
  const cacheDir = classCacheDir(options.userData, folder);
  const checked = await checkClassFolder(share, folder);
  const knownHere = fs.existsSync(path.join(cacheDir, 'profiles.json'));
  if (!checked.ok && !knownHere) {
    return openLocal(
      options,
      {
        problem: checked.problem,
        log: `The class folder ${folder} could not be reached (${checked.message}), and this PC has not used it before.`,
      },
      choice.configPath,
      !options.itPinHash,
    );
  }
  fs.mkdirSync(cacheDir, { recursive: true });
  if (checked.ok) await pullSharedFiles(share, folder, cacheDir, log);
  const className = choice.className ?? (checked.ok ? checked.className : null);

  const wordListsHere = createWordListService({ cwd: cacheDir, log });
  const profilesHere = createProfileService({
    cwd: cacheDir,
    firstName: options.language === 'ja' ? 'プレイヤー1' : 'Player 1',
    restoredName: options.language === 'ja' ? restoredNameJa : (n) => `Player (restored) ${n}`,
    otherNotices: () => wordListsHere.notices(),
    log,
  });
  const pin = options.itPinHash
    ? createTeacherPinService({ cwd: cacheDir, log, itHash: options.itPinHash })
    : await openClassPin({ share, folder, cacheDir, userData: options.userData, online: checked.ok, log });
  const teacherSettingsHere = createTeacherSettingsService({ cwd: cacheDir, isUnlocked: pin.isUnlocked });
  const sync = createClassSync({
    folder,
    className,
    source: choice.source,
    cacheDir,
    share,
    leases: createLeaseKeeper({
      share,
      playerFolder: (id) => path.join(folder, 'players', id),
      pcId: options.pcId,
      pcName: options.pcName,
      ...(options.now ? { now: options.now } : {}),
    }),
    profiles: profilesHere,
    pcId: options.pcId,
    pcName: options.pcName,
    online: checked.ok,
    problem: checked.ok ? null : checked.problem,
    ...(options.now ? { now: options.now } : {}),
    log,
    ...(options.onStatus ? { onStatus: options.onStatus } : {}),
    ...(options.timers ? { timers: options.timers } : {}),
    ...(options.retryMs ? { retryMs: options.retryMs } : {}),
    ...(options.monotonic ? { monotonic: options.monotonic } : {}),
    ...(options.settleMs !== undefined ? { settleMs: options.settleMs } : {}),
    ...(options.renewMs ? { renewMs: options.renewMs } : {}),
  });
  // The share's players replace the local list; while the class has none yet, the first player made
  // here stays local until they play (their first record writes their profile to the share).
  if (checked.ok) await sync.refreshPlayers();
  // Leftovers of writes killed mid-way are removed in the background, through the share's queue.
  const tempCleanup = checked.ok ? removeStaleShareTempFiles({ share, folder, log }) : Promise.resolve([]);

  const activeId = () => profilesHere.view().activeId;
  const changedShared = (name: SharedFileName) => () => sync.sharedFileChanged(name);
  const afterOk =
    <A extends unknown[], T>(
      run: (...args: A) => { ok: boolean } & T,
      then: (result: T, ...args: A) => void,
    ) =>
    (...args: A) => {
      const result = run(...args);
      if (result.ok) then(result, ...args);
      return result;
    };
  const profiles: ProfileService = {
    ...profilesHere,
    get path() {
      return profilesHere.path;
    },
    add: afterOk(profilesHere.add, (r) => {
      if (r.ok) sync.profileChanged(r.value);
    }),
    update: afterOk(profilesHere.update, (r) => {
      if (r.ok) sync.profileChanged(r.value);
    }),
    remove: afterOk(profilesHere.remove, (_r, id) => {
      void sync.profileRemoved(id);
    }),
  };
  const wordLists: WordListService = {
    ...wordListsHere,
    get path() {
      return wordListsHere.path;
    },
    confirm: afterOk(wordListsHere.confirm, changedShared('wordlists.json')),
    rename: afterOk(wordListsHere.rename, changedShared('wordlists.json')),
    remove: afterOk(wordListsHere.remove, changedShared('wordlists.json')),
  };
  const teacherSettings = {
    ...teacherSettingsHere,
    update: afterOk(teacherSettingsHere.update, changedShared('teacher-settings.json')),
  };
  const settingsHere = activeSettings(profilesHere);
  const snapshotHere = activeSnapshot(profilesHere);
  return {
    profiles,
    wordLists,
    teacher: { pin, settings: teacherSettings },
    settings: {
      get path() {
        return settingsHere.path;
      },
      read: () => settingsHere.read(),
      load: () => settingsHere.load(),
      clearRecovered: () => settingsHere.clearRecovered(),
      update: (patch) => {
        const result = settingsHere.update(patch);
        if (result.ok) sync.settingsChanged(activeId());
        return result;
      },
    },
    snapshot: {
      get path() {
        return snapshotHere.path;
      },
      read: () => snapshotHere.read(),
      load: () => snapshotHere.load(),
      clearRecovered: () => snapshotHere.clearRecovered(),
      save: (snapshot) => {
        const id = activeId();
        const before = snapshotHere.read();
        const result = snapshotHere.save(snapshot);
        if (result.ok) sync.recordSave(id, before, result.value);
        return result;
      },
      overwrite: (snapshot) => {
        const id = activeId();
        const result = snapshotHere.overwrite(snapshot);
        if (result.ok) sync.recordReplace(id, result.value);
        return result;
      },
    },
    sync,
    classFolder: { folder, share },
    status: () => sync.status(),
    pupils: classPupilReaders(sync),
    dispose: async () => {
      await tempCleanup;
      await sync.dispose();
    },
  };
}
