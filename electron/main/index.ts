import { app, BrowserWindow, dialog, ipcMain, Menu, protocol, session } from 'electron';
import { BACKUP_MESSAGES } from './backup/backupMessages';
import { createBackupActions } from './backup/createBackupActions';
import { electronBackupUi } from './backup/electronBackupUi';
import { CLASSROOM_MESSAGES } from './classroom/classroomMessages';
import { createClassroomActions } from './classroom/createClassroomActions';
import { electronClassroomUi } from './classroom/electronClassroomUi';
import { createClassroomHandlers } from './ipc/createClassroomHandlers';
import { createIpcHandlers } from './ipc/createIpcHandlers';
import { createSenderCheck, originOf } from './ipc/isTrustedSender';
import { registerIpc } from './ipc/registerIpc';
import { buildMenuTemplate } from './menu/buildMenuTemplate';
import { MENU_LABELS, menuLanguageFor } from './menu/menuLabels';
import { resolveAppPaths } from './paths';
import {
  activeSettings,
  activeSnapshot,
  createProfileService,
  restoredNameJa,
} from './profiles/profileService';
import { createAppProtocolHandler } from './protocol/createAppProtocolHandler';
import { APP_SCHEME, registerAppSchemePrivileges } from './protocol/registerAppScheme';
import { installGuards } from './security/installGuards';
import { createTeacherHandlers, openTeacherMode } from './teacher/createTeacherHandlers';
import { createGameWindow } from './window/createGameWindow';
import { openManualWindow } from './window/openManualWindow';
import { createWindowStateStore } from './window/windowState';
import { electronWordBankUi } from './wordbank/electronWordBankUi';
import { createWordBankExport } from './wordbank/exportWordBank';
import { WORD_BANK_MESSAGES } from './wordbank/wordBankMessages';
import { createWordListService } from './wordlists/wordListService';

const GAME_URL = 'app://game/index.html';

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
  // Each player has their own settings and progress; IPC and export/import always reach the player
  // playing now. Settings and progress saved before players existed become the first player's.
  // A damaged word-lists file is reported on the "who is playing?" screen with the players' own.
  const wordLists = createWordListService({ cwd: paths.userData });
  const profiles = createProfileService({
    cwd: paths.userData,
    firstName: language === 'ja' ? 'プレイヤー1' : 'Player 1',
    restoredName: language === 'ja' ? restoredNameJa : (n) => `Player (restored) ${n}`,
    otherNotices: () => wordLists.notices(),
  });
  const snapshot = activeSnapshot(profiles);
  const isTrustedSender = createSenderCheck(originOf(gameUrl) ?? 'app://game');
  registerIpc(ipcMain, createIpcHandlers({ settings: activeSettings(profiles), snapshot, isTrustedSender }));
  registerIpc(ipcMain, createClassroomHandlers({ profiles, wordLists, isTrustedSender }));
  registerIpc(ipcMain, createTeacherHandlers({ ...openTeacherMode(paths.userData), isTrustedSender }));

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
