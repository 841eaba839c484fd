import { app, BrowserWindow, dialog, ipcMain, Menu, protocol, session } from 'electron';
import { createIpcHandlers } from './ipc/createIpcHandlers';
import { createSenderCheck, originOf } from './ipc/isTrustedSender';
import { registerIpc } from './ipc/registerIpc';
import { buildMenuTemplate } from './menu/buildMenuTemplate';
import { MENU_LABELS, menuLanguageFor } from './menu/menuLabels';
import { resolveAppPaths } from './paths';
import { createAppProtocolHandler } from './protocol/createAppProtocolHandler';
import { APP_SCHEME, registerAppSchemePrivileges } from './protocol/registerAppScheme';
import { installGuards } from './security/installGuards';
import { createSettingsService } from './stores/settingsService';
import { createSnapshotService } from './stores/snapshotService';
import { createGameWindow } from './window/createGameWindow';
import { openManualWindow } from './window/openManualWindow';
import { createWindowStateStore } from './window/windowState';

const GAME_URL = 'app://game/index.html';

registerAppSchemePrivileges(protocol);

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

  registerIpc(
    ipcMain,
    createIpcHandlers({
      settings: createSettingsService({ cwd: paths.userData }),
      snapshot: createSnapshotService({ cwd: paths.userData }),
      isTrustedSender: createSenderCheck(originOf(gameUrl) ?? 'app://game'),
    }),
  );

  const labels = MENU_LABELS[menuLanguageFor(app.getLocale())];
  const openManual = () => openManualWindow({ title: labels.manualTitle });
  const showAbout = () =>
    void dialog.showMessageBox({
      type: 'info',
      title: labels.about,
      message: `${app.getName()} ${app.getVersion()}`,
      detail: labels.aboutDetail,
    });
  Menu.setApplicationMenu(
    Menu.buildFromTemplate(
      buildMenuTemplate({
        labels,
        isDevelopment,
        isMac: process.platform === 'darwin',
        appName: app.getName(),
        openManual,
        showAbout,
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
