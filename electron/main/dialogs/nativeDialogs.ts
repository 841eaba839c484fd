import path from 'node:path';
import type { BrowserWindow, Dialog, MessageBoxOptions } from 'electron';

/** The native dialogs the menu's file actions use, each shown over the game window while it is open. */
export interface NativeDialogs {
  /** The game window, or null when it is closed or destroyed. */
  parent(): BrowserWindow | null;
  /** Asks where to save `suggestedName` (in `folder` first); null when cancelled. */
  saveAs(options: {
    title: string;
    folder: string;
    suggestedName: string;
    filter: FileFilter;
  }): Promise<string | null>;
  /** Asks for one file to open (from `folder` first); null when cancelled. */
  openOne(options: { title: string; folder: string; filter: FileFilter }): Promise<string | null>;
  /** Shows a message box and answers the index of the button pressed. */
  ask(settings: MessageBoxOptions): Promise<number>;
  /** Tells the user something, with one button (`ok`). */
  tell(
    kind: 'info' | 'warning' | 'error',
    message: string,
    detail: string | undefined,
    ok: string,
  ): Promise<void>;
}

/** A file type offered by a save or open dialog. */
export interface FileFilter {
  name: string;
  extensions: string[];
}

/** Electron's dialogs over the game window (as a sheet on macOS), or on their own when it is closed. */
export function nativeDialogs(
  dialog: Pick<Dialog, 'showSaveDialog' | 'showMessageBox'> & Partial<Pick<Dialog, 'showOpenDialog'>>,
  getWindow: () => BrowserWindow | null,
): NativeDialogs {
  const parent = () => {
    const window = getWindow();
    return window && !window.isDestroyed() ? window : null;
  };
  const ask = async (settings: MessageBoxOptions) => {
    const window = parent();
    const answer = window
      ? await dialog.showMessageBox(window, settings)
      : await dialog.showMessageBox(settings);
    return answer.response;
  };
  return {
    parent,
    saveAs: async ({ title, folder, suggestedName, filter }) => {
      const settings = {
        title,
        defaultPath: path.join(folder, suggestedName),
        filters: [filter],
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
    openOne: async ({ title, folder, filter }) => {
      const settings = {
        title,
        defaultPath: folder,
        filters: [filter],
        properties: ['openFile'] as 'openFile'[],
      };
      if (!dialog.showOpenDialog) throw new Error('These dialogs were made without an open dialog.');
      const window = parent();
      const answer = window
        ? await dialog.showOpenDialog(window, settings)
        : await dialog.showOpenDialog(settings);
      return answer.canceled ? null : (answer.filePaths[0] ?? null);
    },
    ask,
    tell: async (kind, message, detail, ok) => {
      await ask({
        type: kind,
        title: 'Kotoba Quest',
        message,
        ...(detail === undefined ? {} : { detail }),
        buttons: [ok],
      });
    },
  };
}
