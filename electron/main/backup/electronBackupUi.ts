import path from 'node:path';
import type { BrowserWindow, Dialog } from 'electron';
import type { BackupMessages } from './backupMessages';
import type { BackupUi } from './createBackupActions';

/** What the desktop dialogs need: Electron's dialog module, the game window (if open) and the texts. */
export interface ElectronBackupUiOptions {
  dialog: Pick<Dialog, 'showSaveDialog' | 'showOpenDialog' | 'showMessageBox'>;
  getWindow: () => BrowserWindow | null;
  messages: BackupMessages;
  /** The folder the dialogs open in first (the Documents folder). */
  defaultFolder: string;
}

/** Connects the export and import flows to native save, open and message dialogs attached to the game window. */
export function electronBackupUi(options: ElectronBackupUiOptions): BackupUi {
  const { dialog, messages } = options;
  const filters = [{ name: messages.fileFilter, extensions: ['json'] }];
  const parent = () => {
    const window = options.getWindow();
    return window && !window.isDestroyed() ? window : null;
  };
  return {
    chooseExportPath: async (suggestedName) => {
      const settings = {
        title: messages.exportTitle,
        defaultPath: path.join(options.defaultFolder, suggestedName),
        filters,
        properties: ['createDirectory', 'showOverwriteConfirmation'] as (
          | 'createDirectory'
          | 'showOverwriteConfirmation'
        )[],
      };
      const window = parent();
      const answer = window
        ? await dialog.showSaveDialog(window, settings)
        : await dialog.showSaveDialog(settings);
      return answer.canceled || !answer.filePath ? null : answer.filePath;
    },
    chooseImportPath: async () => {
      const settings = {
        title: messages.importTitle,
        defaultPath: options.defaultFolder,
        filters,
        properties: ['openFile'] as 'openFile'[],
      };
      const window = parent();
      const answer = window
        ? await dialog.showOpenDialog(window, settings)
        : await dialog.showOpenDialog(settings);
      return answer.canceled ? null : (answer.filePaths[0] ?? null);
    },
    confirmImport: async () => {
      const settings = {
        type: 'question' as const,
        title: messages.importTitle,
        message: messages.confirmImport,
        detail: messages.confirmImportDetail,
        buttons: [messages.confirmImportYes, messages.confirmImportNo],
        defaultId: 1,
        cancelId: 1,
        noLink: true,
      };
      const window = parent();
      const answer = window
        ? await dialog.showMessageBox(window, settings)
        : await dialog.showMessageBox(settings);
      return answer.response === 0;
    },
    tell: async (kind, message, detail) => {
      const settings = { type: kind, title: 'Kotoba Quest', message, detail, buttons: [messages.ok] };
      const window = parent();
      if (window) await dialog.showMessageBox(window, settings);
      else await dialog.showMessageBox(settings);
    },
    reloadGame: () => parent()?.webContents.reload(),
  };
}
