import type { BrowserWindow, Dialog } from 'electron';
import { nativeDialogs } from '../dialogs/nativeDialogs';
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
  const { messages } = options;
  const filter = { name: messages.fileFilter, extensions: ['json'] };
  const dialogs = nativeDialogs(options.dialog, options.getWindow);
  return {
    chooseExportPath: (suggestedName) =>
      dialogs.saveAs({ title: messages.exportTitle, folder: options.defaultFolder, suggestedName, filter }),
    chooseImportPath: () =>
      dialogs.openOne({ title: messages.importTitle, folder: options.defaultFolder, filter }),
    confirmImport: async () =>
      (await dialogs.ask({
        type: 'question',
        title: messages.importTitle,
        message: messages.confirmImport,
        detail: messages.confirmImportDetail,
        buttons: [messages.confirmImportYes, messages.confirmImportNo],
        defaultId: 1,
        cancelId: 1,
        noLink: true,
      })) === 0,
    tell: (kind, message, detail) => dialogs.tell(kind, message, detail, messages.ok),
    reloadGame: () => dialogs.parent()?.webContents.reload(),
  };
}
