import path from 'node:path';
import type { BrowserWindow } from 'electron';
import { describe, expect, it } from 'vitest';
import { recordingDialog } from '../../../tests/support/electron/main/dialogs/recordingDialog';
import { BACKUP_MESSAGES } from './backupMessages';
import { electronBackupUi } from './electronBackupUi';

function fakeWindow() {
  let reloads = 0;
  const window = {
    isDestroyed: () => false,
    webContents: { reload: () => reloads++ },
  } as unknown as BrowserWindow;
  return { window, reloads: () => reloads };
}

const documents = path.join(path.sep, 'home', 'sensei', 'Documents');

describe('native dialogs for export and import', () => {
  it('offers a JSON file in Documents, attached to the game window, and answers the chosen path', async () => {
    const { window } = fakeWindow();
    const { dialog, calls } = recordingDialog({ save: { canceled: false, filePath: '/usb/taro.json' } });
    const ui = electronBackupUi({
      dialog,
      getWindow: () => window,
      messages: BACKUP_MESSAGES.ja,
      defaultFolder: documents,
    });
    expect(await ui.chooseExportPath('kotoba-quest-progress-2026-02-01.json')).toBe('/usb/taro.json');
    expect(calls[0]).toMatchObject({
      method: 'save',
      parent: window,
      options: {
        title: '進み具合を書き出す',
        defaultPath: path.join(documents, 'kotoba-quest-progress-2026-02-01.json'),
        filters: [{ name: 'ことばクエストの進み具合 (JSON)', extensions: ['json'] }],
      },
    });
  });

  it('answers null when a dialog is cancelled and works without a window', async () => {
    const { dialog, calls } = recordingDialog({});
    const ui = electronBackupUi({
      dialog,
      getWindow: () => null,
      messages: BACKUP_MESSAGES.en,
      defaultFolder: documents,
    });
    expect(await ui.chooseExportPath('x.json')).toBeNull();
    expect(await ui.chooseImportPath()).toBeNull();
    expect(calls.map((c) => [c.method, c.parent])).toEqual([
      ['save', null],
      ['open', null],
    ]);
    expect(calls[1]?.options).toMatchObject({ title: 'Import progress', properties: ['openFile'] });
  });

  it('picks the first chosen file to import', async () => {
    const { dialog } = recordingDialog({
      open: { canceled: false, filePaths: ['/usb/a.json', '/usb/b.json'] },
    });
    const ui = electronBackupUi({
      dialog,
      getWindow: () => null,
      messages: BACKUP_MESSAGES.en,
      defaultFolder: documents,
    });
    expect(await ui.chooseImportPath()).toBe('/usb/a.json');
  });

  it('confirms with Replace as the first button and Cancel as the safe default', async () => {
    const yes = recordingDialog({ box: { response: 0 } });
    const no = recordingDialog({ box: { response: 1 } });
    const make = (dialog: typeof yes.dialog) =>
      electronBackupUi({
        dialog,
        getWindow: () => null,
        messages: BACKUP_MESSAGES.en,
        defaultFolder: documents,
      });
    expect(await make(yes.dialog).confirmImport()).toBe(true);
    expect(await make(no.dialog).confirmImport()).toBe(false);
    expect(yes.calls[0]?.options).toMatchObject({
      type: 'question',
      buttons: ['Replace', 'Cancel'],
      defaultId: 1,
      cancelId: 1,
    });
  });

  it('shows messages as message boxes and reloads the game page', async () => {
    const { window, reloads } = fakeWindow();
    const { dialog, calls } = recordingDialog({});
    const ui = electronBackupUi({
      dialog,
      getWindow: () => window,
      messages: BACKUP_MESSAGES.ja,
      defaultFolder: documents,
    });
    await ui.tell('error', 'だめでした', 'くわしく');
    expect(calls[0]).toMatchObject({
      method: 'box',
      parent: window,
      options: { type: 'error', message: 'だめでした', detail: 'くわしく' },
    });
    ui.reloadGame();
    expect(reloads()).toBe(1);
  });
});
