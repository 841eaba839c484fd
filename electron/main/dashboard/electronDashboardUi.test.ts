import path from 'node:path';
import type { Dialog } from 'electron';
import { describe, expect, it } from 'vitest';
import { electronDashboardSaveCsv } from './electronDashboardUi';

const documents = path.join(path.sep, 'home', 'sensei', 'Documents');

function saveDialog(answer: { canceled: boolean; filePath?: string }) {
  const asked: Record<string, unknown>[] = [];
  const dialog = {
    showSaveDialog: (async (...args: unknown[]) => {
      asked.push(args[args.length - 1] as Record<string, unknown>);
      return answer;
    }) as never,
    showMessageBox: (async () => ({ response: 0, checkboxChecked: false })) as never,
  } as Pick<Dialog, 'showSaveDialog' | 'showMessageBox'>;
  return { dialog, asked };
}

describe('electronDashboardSaveCsv', () => {
  it('asks where to save in the Documents folder with a CSV filter, then writes the text there', async () => {
    const { dialog, asked } = saveDialog({ canceled: false, filePath: '/tmp/class.csv' });
    const writes: [string, string][] = [];
    const save = electronDashboardSaveCsv({
      dialog,
      getWindow: () => null,
      language: 'ja',
      defaultFolder: documents,
      write: (filePath, text) => {
        writes.push([filePath, text]);
        return { ok: true, bytes: text.length };
      },
    });
    expect(await save('kotoba-quest-class-2026-11-24.csv', 'a,b\r\n')).toEqual({
      ok: true,
      value: '/tmp/class.csv',
    });
    expect(asked[0]).toMatchObject({
      title: 'クラスのようすを CSV で保存',
      defaultPath: path.join(documents, 'kotoba-quest-class-2026-11-24.csv'),
      filters: [{ name: 'CSV ファイル（Excel で開けます）', extensions: ['csv'] }],
    });
    expect(writes).toEqual([['/tmp/class.csv', 'a,b\r\n']]);
  });

  it('answers null when the dialog is closed, and writes nothing', async () => {
    const { dialog } = saveDialog({ canceled: true });
    let wrote = false;
    const save = electronDashboardSaveCsv({
      dialog,
      getWindow: () => null,
      language: 'en',
      defaultFolder: documents,
      write: () => {
        wrote = true;
        return { ok: true, bytes: 0 };
      },
    });
    expect(await save('x.csv', 'x')).toEqual({ ok: true, value: null });
    expect(wrote).toBe(false);
  });

  it('answers write-failed with the file and the disk code when the write is refused', async () => {
    const { dialog } = saveDialog({ canceled: false, filePath: '/readonly/class.csv' });
    const save = electronDashboardSaveCsv({
      dialog,
      getWindow: () => null,
      language: 'en',
      defaultFolder: documents,
      write: () => ({ ok: false, error: { code: 'EACCES', step: 'open', message: 'open failed (EACCES)' } }),
    });
    expect(await save('x.csv', 'x')).toEqual({
      ok: false,
      error: {
        code: 'write-failed',
        reason: 'save.fileNotWritten',
        values: { file: '/readonly/class.csv' },
        detail: 'EACCES',
      },
    });
  });
});
