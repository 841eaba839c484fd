import type { BrowserWindow, Dialog } from 'electron';
import { ClassroomEvents } from '../../../core/contract';
import { nativeDialogs } from '../dialogs/nativeDialogs';
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
  const { messages } = options;
  const dialogs = nativeDialogs(options.dialog, options.getWindow);
  return {
    chooseWordListPath: () =>
      dialogs.openOne({
        title: messages.importWordList,
        folder: options.defaultFolder,
        filter: { name: messages.wordListFilter, extensions: ['csv', 'tsv', 'txt'] },
      }),
    chooseResultsPath: (suggestedName) =>
      dialogs.saveAs({
        title: messages.exportResults,
        folder: options.defaultFolder,
        suggestedName,
        filter: { name: messages.resultsFilter, extensions: ['csv'] },
      }),
    tell: (kind, message, detail) => dialogs.tell(kind, message, detail, messages.ok),
    sendPreview: (preview) => {
      const window = dialogs.parent();
      if (!window) return false;
      window.webContents.send(ClassroomEvents.wordListPreview, preview);
      return true;
    },
  };
}
