import path from 'node:path';
import type { BrowserWindow, Dialog } from 'electron';
import { ClassroomEvents } from '../../contract';
import type { ClassroomMessages } from './classroomMessages';
import type { ClassroomUi } from './createClassroomActions';

/** What the classroom dialogs need: Electron's dialog module, the game window (if open) and the texts. */
export interface ElectronClassroomUiOptions {
  dialog: Pick<Dialog, 'showSaveDialog' | 'showOpenDialog' | 'showMessageBox'>;
  getWindow: () => BrowserWindow | null;
  messages: ClassroomMessages;
  /** The folder the dialogs open in first (the Documents folder). */
  defaultFolder: string;
}

/** Connects the classroom flows to native dialogs and sends previews to the game window only. */
export function electronClassroomUi(options: ElectronClassroomUiOptions): ClassroomUi {
  const { dialog, messages } = options;
  const parent = () => {
    const window = options.getWindow();
    return window && !window.isDestroyed() ? window : null;
  };
  return {
    chooseWordListPath: async () => {
      const settings = {
        title: messages.importWordList,
        defaultPath: options.defaultFolder,
        filters: [{ name: messages.wordListFilter, extensions: ['csv', 'tsv', 'txt'] }],
        properties: ['openFile'] as 'openFile'[],
      };
      const window = parent();
      const answer = window
        ? await dialog.showOpenDialog(window, settings)
        : await dialog.showOpenDialog(settings);
      return answer.canceled ? null : (answer.filePaths[0] ?? null);
    },
    chooseResultsPath: async (suggestedName) => {
      const settings = {
        title: messages.exportResults,
        defaultPath: path.join(options.defaultFolder, suggestedName),
        filters: [{ name: messages.resultsFilter, extensions: ['csv'] }],
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
    tell: async (kind, message, detail) => {
      const settings = { type: kind, title: 'Kotoba Quest', message, detail, buttons: [messages.ok] };
      const window = parent();
      if (window) await dialog.showMessageBox(window, settings);
      else await dialog.showMessageBox(settings);
    },
    sendPreview: (preview) => {
      const window = parent();
      if (!window) return false;
      window.webContents.send(ClassroomEvents.wordListPreview, preview);
      return true;
    },
  };
}
