import path from 'node:path';
import type { BrowserWindow, Dialog } from 'electron';
import type { WordBankUi } from './exportWordBank';
import type { WordBankMessages } from './wordBankMessages';

/** What the export's dialogs need: Electron's dialog module, the game window (if open) and the texts. */
export interface ElectronWordBankUiOptions {
  dialog: Pick<Dialog, 'showSaveDialog' | 'showMessageBox'>;
  getWindow: () => BrowserWindow | null;
  messages: WordBankMessages;
  /** The folder the save dialog opens in first (the Documents folder). */
  defaultFolder: string;
}

/** Connects the word-bank export to native dialogs, over the game window when it is open. */
export function electronWordBankUi(options: ElectronWordBankUiOptions): WordBankUi {
  const { dialog, messages } = options;
  const parent = () => {
    const window = options.getWindow();
    return window && !window.isDestroyed() ? window : null;
  };
  return {
    chooseWordBankPath: async (suggestedName) => {
      const settings = {
        title: messages.exportWordBank,
        defaultPath: path.join(options.defaultFolder, suggestedName),
        filters: [{ name: messages.csvFilter, extensions: ['csv'] }],
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
  };
}
