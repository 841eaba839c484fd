import { CONTRACT, type Result } from '../../core/contract';
import { rosterWork } from '../../core/roster/rosterWork';
import { chooseClassFolder } from './classfolder/chooseClassFolder';
import { classFolderWork } from './classfolder/createClassFolderHandlers';
import type { ClassFolderChoice } from './classfolder/machineConfig';
import type { Classroom } from './classfolder/openClassroom';
import type { ShareFs } from './classfolder/shareFs';
import { dashboardWork } from './dashboard/createDashboardHandlers';
import { classroomWork } from './ipc/createClassroomHandlers';
import { savesWork } from './ipc/createIpcHandlers';
import { type GuardOptions, guardOperations } from './ipc/guardedHandler';
import { desktopRosterHost, randomPlayerId } from './profiles/rosterHost';
import { teacherWork } from './teacher/createTeacherHandlers';

const onlineNow = (sync: NonNullable<Classroom['sync']>) => {
  const status = sync.status();
  return status.mode === 'class' && status.online;
};

/** What every handler of the game window needs besides the opened classroom. */
export interface MainHandlerDeps extends GuardOptions {
  userData: string;
  /** The class-folder choice this start was opened with. */
  choice: ClassFolderChoice;
  /** The file operations used to check a teacher's chosen folder. */
  share: ShareFs;
  /** Asks where to save the dashboard's CSV and writes it (a native dialog in the app). */
  saveCsv: (suggestedName: string, text: string) => Promise<Result<string | null>>;
}

/**
 * Every IPC handler of the game window over one opened classroom: settings and progress of the
 * player playing now, the players and word lists, teacher mode, the class folder and the dashboard,
 * each operation of the contract guarded (sender, budget, schema, a Result always), by channel. The
 * desktop app registers these; the browser suites and the two-PC tests serve the very same set.
 */
export function createMainHandlers(room: Classroom, deps: MainHandlerDeps) {
  const log = deps.log;
  const logged = log ? { log } : {};
  const sync = room.sync;
  return guardOperations(
    CONTRACT,
    {
      ...savesWork({ settings: room.settings, snapshot: room.snapshot }),
      ...classroomWork({
        profiles: room.profiles,
        wordLists: room.wordLists,
        isUnlocked: room.teacher.pin.isUnlocked,
        ...(sync
          ? {
              // While the share is away the local list answers at once; the retry round re-reads it.
              refreshPlayers: () => (onlineNow(sync) ? sync.refreshPlayers() : Promise.resolve(false)),
              openPlayer: (id: string) => sync.openPlayer(id),
              checkRemove: (id: string) => sync.checkRemove(id),
            }
          : {}),
      }),
      ...teacherWork(room.teacher),
      ...rosterWork(
        desktopRosterHost({
          profiles: room.profiles,
          isUnlocked: room.teacher.pin.isUnlocked,
          ...(sync ? { profileChanged: (profile) => sync.profileChanged(profile) } : {}),
          ...(sync && room.classFolder ? { classFolder: { ...room.classFolder, sync } } : {}),
          makeId: randomPlayerId,
        }),
      ),
      ...classFolderWork({
        status: room.status,
        isUnlocked: room.teacher.pin.isUnlocked,
        releasePlayer: sync ? (id) => sync.releasePlayer(id) : null,
        leave: sync ? () => sync.leave() : null,
        chooseFolder: (folder, name) =>
          chooseClassFolder(
            { userData: deps.userData, current: deps.choice, share: deps.share },
            folder,
            name,
          ),
        ...logged,
      }),
      ...dashboardWork({
        readPupils: () => room.pupils.readPupils(),
        readPupil: (id) => room.pupils.readPupil(id),
        isUnlocked: room.teacher.pin.isUnlocked,
        className: () => {
          const status = room.status();
          return status.mode === 'class' ? status.className : null;
        },
        source: () => (room.status().mode === 'class' ? 'class' : 'local'),
        saveCsv: deps.saveCsv,
      }),
    },
    deps,
  );
}

/** The full set of handlers, by channel. */
export type MainHandlers = ReturnType<typeof createMainHandlers>;
