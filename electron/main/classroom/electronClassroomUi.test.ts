import path from 'node:path';
import type { BrowserWindow } from 'electron';
import { describe, expect, it } from 'vitest';
import { ClassroomEvents } from '../../../core/contract';
import { samplePreview } from '../../../tests/support/core/wordlists/samplePreview';
import { recordingDialog } from '../../../tests/support/electron/main/dialogs/recordingDialog';
import { CLASSROOM_MESSAGES } from './classroomMessages';
import { electronClassroomUi } from './electronClassroomUi';

/** A game window that records what main sends to it. */
function fakeWindow(destroyed = false) {
  const sent: [string, unknown][] = [];
  const window = {
    isDestroyed: () => destroyed,
    webContents: { send: (channel: string, value: unknown) => sent.push([channel, value]) },
  } as unknown as BrowserWindow;
  return { window, sent };
}

const documents = path.join(path.sep, 'home', 'sensei', 'Documents');
const preview = samplePreview();

describe('native dialogs for the classroom menu items', () => {
  it('opens CSV, TSV or text files from Documents, attached to the game window', async () => {
    const { window } = fakeWindow();
    const { dialog, calls } = recordingDialog({ open: { canceled: false, filePaths: ['/usb/unit3.csv'] } });
    const ui = electronClassroomUi({
      dialog,
      getWindow: () => window,
      messages: CLASSROOM_MESSAGES.ja,
      defaultFolder: documents,
    });
    expect(await ui.chooseWordListPath()).toBe('/usb/unit3.csv');
    expect(calls[0]).toMatchObject({
      method: 'open',
      parent: window,
      options: { defaultPath: documents, filters: [{ extensions: ['csv', 'tsv', 'txt'] }] },
    });
  });

  it('suggests a CSV name in Documents for the results, and answers null when cancelled', async () => {
    const { dialog, calls } = recordingDialog({});
    const ui = electronClassroomUi({
      dialog,
      getWindow: () => null,
      messages: CLASSROOM_MESSAGES.en,
      defaultFolder: documents,
    });
    expect(await ui.chooseResultsPath('kotoba-quest-results-2026-04-10.csv')).toBeNull();
    expect(calls[0]).toMatchObject({
      method: 'save',
      parent: null,
      options: {
        title: 'Export results…',
        defaultPath: path.join(documents, 'kotoba-quest-results-2026-04-10.csv'),
        filters: [{ name: 'Results (CSV)', extensions: ['csv'] }],
      },
    });
  });

  it('sends a preview only to an open game window, on the preview channel', () => {
    const open = fakeWindow();
    const { dialog } = recordingDialog({});
    const options = { dialog, messages: CLASSROOM_MESSAGES.ja, defaultFolder: documents };
    expect(electronClassroomUi({ ...options, getWindow: () => open.window }).sendPreview(preview)).toBe(true);
    expect(open.sent).toEqual([[ClassroomEvents.wordListPreview, preview]]);
    const closed = fakeWindow(true);
    expect(electronClassroomUi({ ...options, getWindow: () => closed.window }).sendPreview(preview)).toBe(
      false,
    );
    expect(electronClassroomUi({ ...options, getWindow: () => null }).sendPreview(preview)).toBe(false);
    expect(closed.sent).toEqual([]);
  });
});
