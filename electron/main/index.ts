import os from 'node:os';
import { app, BrowserWindow, dialog, ipcMain, Menu, protocol, session } from 'electron';
import {
  type ClassFolderStatus,
  ClassroomEvents,
  CONTRACT,
  channelsOf,
  classFolderProblem,
} from '../../core/contract';
import { BACKUP_MESSAGES } from './backup/backupMessages';
import { createBackupActions } from './backup/createBackupActions';
import { electronBackupUi } from './backup/electronBackupUi';
import { machineConfigCandidates, readClassFolderChoice, readItPinHash } from './classfolder/machineConfig';
import { type Classroom, openClassroom, pcIdentity } from './classfolder/openClassroom';
import { createShareFs } from './classfolder/shareFs';
import { CLASSROOM_MESSAGES } from './classroom/classroomMessages';
import { createClassroomActions } from './classroom/createClassroomActions';
import { electronClassroomUi } from './classroom/electronClassroomUi';
import { electronDashboardSaveCsv } from './dashboard/electronDashboardUi';
import { deferHandlers } from './ipc/deferHandlers';
import { createSenderCheck, originOf } from './ipc/isTrustedSender';
import { registerIpc } from './ipc/registerIpc';
import { createMainHandlers, type MainHandlers } from './mainHandlers';
import { buildMenuTemplate } from './menu/buildMenuTemplate';
import { MENU_LABELS, menuLanguageFor } from './menu/menuLabels';
import { resolveAppPaths } from './paths';
import type { ProfileService } from './profiles/profileService';
import { createAppProtocolHandler } from './protocol/createAppProtocolHandler';
import { APP_SCHEME, registerAppSchemePrivileges } from './protocol/registerAppScheme';
import { installGuards } from './security/installGuards';
import type { SnapshotService } from './stores/snapshotService';
import { createGameWindow } from './window/createGameWindow';
import { openManualWindow } from './window/openManualWindow';
import { createWindowStateStore } from './window/windowState';
import { electronWordBankUi } from './wordbank/electronWordBankUi';
import { createWordBankExport } from './wordbank/exportWordBank';
import { WORD_BANK_MESSAGES } from './wordbank/wordBankMessages';
import type { WordListService } from './wordlists/wordListService';

const GAME_URL = 'app://game/index.html';
/** How long closing the app waits for the class folder to take what waits (the journal keeps the rest). */
const QUIT_WRITE_BACK_MS = 5_000;

/** The OS account's name, for this PC's id in leases; a fixed word where the system will not say. */
function accountName(): string {
  try {
    return os.userInfo().username;
  } catch {
    return 'user';
  }
}

registerAppSchemePrivileges(protocol);
// Every renderer is sandboxed, including any window a later change might forget to configure.
app.enableSandbox();

let gameWindow: BrowserWindow | null = null;

function focusGameWindow(): void {
  if (!gameWindow || gameWindow.isDestroyed()) return;
  if (gameWindow.isMinimized()) gameWindow.restore();
  gameWindow.show();
  gameWindow.focus();
}

async function start(): Promise<void> {
  await app.whenReady();
  const isDevelopment = !app.isPackaged;
  const devUrl = isDevelopment ? process.env.ELECTRON_RENDERER_URL : undefined;
  const gameUrl = devUrl ?? GAME_URL;
  const paths = resolveAppPaths({
    isPackaged: app.isPackaged,
    appPath: app.getAppPath(),
    resourcesPath: process.resourcesPath,
    userData: app.getPath('userData'),
  });

  protocol.handle(
    APP_SCHEME,
    createAppProtocolHandler({ gameRoot: paths.renderer, manualRoot: paths.manual }),
  );
  installGuards(app, session.defaultSession);

  const language = menuLanguageFor(app.getLocale());
  // The players, their settings and progress, the word lists and teacher settings: this PC's own, or
  // a class folder on the school's file server when IT (config.json) or a teacher set one. Checking a
  // share can take seconds, so the window opens at once and IPC answers once the classroom is open.
  const candidates = machineConfigCandidates({
    platform: process.platform,
    // The variable is for trying a class folder during development; an installed app reads only
    // the machine-wide files, which pupils cannot change.
    env: app.isPackaged ? { ...process.env, KOTOBA_QUEST_CONFIG: undefined } : process.env,
    portableDir: process.env.PORTABLE_EXECUTABLE_DIR ?? null,
  });
  const choice = readClassFolderChoice({ candidates, userData: paths.userData });
  const pcName = os.hostname();
  const pcId = pcIdentity(pcName, accountName());
  const share = createShareFs({ pcId, root: choice.kind === 'folder' ? choice.folder : null });
  const classroomOptions = {
    userData: paths.userData,
    language,
    choice,
    pcId,
    pcName,
    share,
    itPinHash: readItPinHash({ candidates }),
    onStatus: (status: ClassFolderStatus) => {
      if (gameWindow && !gameWindow.isDestroyed()) {
        gameWindow.webContents.send(ClassroomEvents.classFolderStatus, status);
      }
    },
  };
  // A class folder that cannot be opened at all here (its local copy cannot be made, say) leaves
  // this PC's own saves, with the reason on the "who is playing?" screen, never a game that waits.
  const classroomReady = openClassroom(classroomOptions).catch((error: unknown) =>
    openClassroom({
      ...classroomOptions,
      choice: {
        kind: 'invalid',
        configPath: choice.kind === 'folder' || choice.kind === 'invalid' ? choice.configPath : '',
        problem: classFolderProblem('open-failed', error instanceof Error ? error.message : String(error)),
      },
    }),
  );
  let room: Classroom | null = null;
  void classroomReady.then((opened) => {
    room = opened;
  });
  const isTrustedSender = createSenderCheck(originOf(gameUrl) ?? 'app://game');
  const channels = channelsOf(CONTRACT) as (keyof MainHandlers & string)[];
  const saveCsv = electronDashboardSaveCsv({
    dialog,
    getWindow: () => gameWindow,
    language,
    defaultFolder: app.getPath('documents'),
  });
  registerIpc(
    ipcMain,
    deferHandlers<MainHandlers>(
      channels,
      classroomReady.then((room) =>
        createMainHandlers(room, { userData: paths.userData, choice, share, saveCsv, isTrustedSender }),
      ),
    ),
  );
  // The File menu reaches the classroom once it is open (a click before that reports it is not yet).
  const open = (): Classroom => {
    if (!room) throw new Error('The saves are still being opened; try again in a moment.');
    return room;
  };
  const snapshot: Pick<SnapshotService, 'load' | 'overwrite'> = {
    load: () => open().snapshot.load(),
    overwrite: (value) => open().snapshot.overwrite(value),
  };
  const wordLists: Pick<WordListService, 'preview' | 'cancel' | 'list'> = {
    preview: (bytes, name) => open().wordLists.preview(bytes, name),
    cancel: (id) => open().wordLists.cancel(id),
    list: () => open().wordLists.list(),
  };
  const profiles: Pick<ProfileService, 'all'> = { all: () => open().profiles.all() };
  // Closing writes back what waits and gives the player's lease back, within a few seconds at most:
  // anything not written stays in this PC's journal for the next start.
  let closing = false;
  app.on('before-quit', (event) => {
    const opened = room;
    if (closing || !opened?.sync) return;
    event.preventDefault();
    closing = true;
    const done = () => app.quit();
    const limit = setTimeout(done, QUIT_WRITE_BACK_MS);
    void opened.dispose().finally(() => {
      clearTimeout(limit);
      done();
    });
  });

  const labels = MENU_LABELS[language];
  const openManual = () => openManualWindow({ title: labels.manualTitle });
  const showAbout = () =>
    void dialog.showMessageBox({
      type: 'info',
      title: labels.about,
      message: `${app.getName()} ${app.getVersion()}`,
      detail: labels.aboutDetail,
    });
  const reportBackupError = (error: unknown) =>
    console.error(
      `Export or import of progress failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  // File → Export/Import progress: native dialogs; after an import the game page reloads its progress.
  const backup = createBackupActions({
    ui: electronBackupUi({
      dialog,
      getWindow: () => gameWindow,
      messages: BACKUP_MESSAGES[language],
      defaultFolder: app.getPath('documents'),
    }),
    snapshot,
    messages: BACKUP_MESSAGES[language],
    appVersion: app.getVersion(),
  });
  const classroomMessages = CLASSROOM_MESSAGES[language];
  const classroom = createClassroomActions({
    ui: electronClassroomUi({
      dialog,
      getWindow: () => gameWindow,
      messages: classroomMessages,
      defaultFolder: app.getPath('documents'),
    }),
    wordLists,
    profiles,
    messages: classroomMessages,
  });
  const wordBankMessages = WORD_BANK_MESSAGES[language];
  const exportWordBank = createWordBankExport({
    ui: electronWordBankUi({
      dialog,
      getWindow: () => gameWindow,
      messages: wordBankMessages,
      defaultFolder: app.getPath('documents'),
    }),
    messages: wordBankMessages,
    language,
  });
  const reportClassroomError = (error: unknown) =>
    console.error(`A classroom action failed: ${error instanceof Error ? error.message : String(error)}`);
  Menu.setApplicationMenu(
    Menu.buildFromTemplate(
      buildMenuTemplate({
        labels,
        isDevelopment,
        isMac: process.platform === 'darwin',
        appName: app.getName(),
        openManual,
        showAbout,
        exportProgress: () => void backup.exportProgress().catch(reportBackupError),
        importProgress: () => void backup.importProgress().catch(reportBackupError),
        classroom: {
          importWordListLabel: classroomMessages.importWordList,
          exportResultsLabel: classroomMessages.exportResults,
          importWordList: () => void classroom.importWordList().catch(reportClassroomError),
          exportResults: () => void classroom.exportResults().catch(reportClassroomError),
          exportWordBank: {
            label: wordBankMessages.exportWordBank,
            click: () => void exportWordBank().catch(reportClassroomError),
          },
        },
      }),
    ),
  );

  const windowState = createWindowStateStore({ cwd: paths.userData });
  const openGame = () => {
    gameWindow = createGameWindow({
      preload: paths.preload,
      url: gameUrl,
      title: app.getName(),
      windowState,
    });
    gameWindow.on('closed', () => {
      gameWindow = null;
    });
  };
  openGame();

  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) openGame();
  });
}

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on('second-instance', focusGameWindow);
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  start().catch((error: unknown) => {
    dialog.showErrorBox(
      'Kotoba Quest',
      `The game could not start: ${error instanceof Error ? error.message : String(error)}`,
    );
    app.quit();
  });
}
