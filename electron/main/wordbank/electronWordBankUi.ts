import type { BrowserWindow, Dialog } from 'electron';
import { nativeDialogs } from '../dialogs/nativeDialogs';
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
  const { messages } = options;
  const dialogs = nativeDialogs(options.dialog, options.getWindow);
  return {
    chooseWordBankPath: (suggestedName) =>
      dialogs.saveAs({
        title: messages.exportWordBank,
        folder: options.defaultFolder,
        suggestedName,
        filter: { name: messages.csvFilter, extensions: ['csv'] },
      }),
    tell: (kind, message, detail) => dialogs.tell(kind, message, detail, messages.ok),
  };
}
