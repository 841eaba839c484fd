import fs from 'node:fs';
import path from 'node:path';
import type { Dialog } from 'electron';
import { afterEach, describe, expect, it } from 'vitest';
import { wholeBank } from '../../../core/bank/bankCsv';
import { loadBankFiles } from '../../../core/bank/loadBankFiles';
import { MAX_WORDS_PER_LIST } from '../../../core/contract/wordlists';
import { makeTempFolder } from '../../../tests/support/electron/main/stores/testFolders';
import { createWordListService } from '../wordlists/wordListService';
import { electronWordBankUi } from './electronWordBankUi';
import { createWordBankExport } from './exportWordBank';
import { WORD_BANK_MESSAGES } from './wordBankMessages';

const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const quiet = () => {};

/** A dialog module that answers the save dialog with `savePath` and records what it was asked. */
function recordingDialog(savePath: string | null) {
  const saves: Record<string, unknown>[] = [];
  const boxes: Record<string, unknown>[] = [];
  const dialog = {
    showSaveDialog: (async (options: Record<string, unknown>) => {
      saves.push(options);
      return savePath ? { canceled: false, filePath: savePath } : { canceled: true, filePath: '' };
    }) as never,
    showMessageBox: (async (options: Record<string, unknown>) => {
      boxes.push(options);
      return { response: 0, checkboxChecked: false };
    }) as never,
  } as Pick<Dialog, 'showSaveDialog' | 'showMessageBox'>;
  return { dialog, saves, boxes };
}

function setup(language: 'ja' | 'en', savePath: string | null) {
  const documents = makeTempFolder('kotoba-bank-export-');
  folders.push(documents);
  const recorded = recordingDialog(savePath);
  const messages = WORD_BANK_MESSAGES[language];
  const exportWordBank = createWordBankExport({
    ui: electronWordBankUi({
      dialog: recorded.dialog,
      getWindow: () => null,
      messages,
      defaultFolder: documents,
    }),
    messages,
    language,
  });
  return { ...recorded, documents, exportWordBank };
}

/** The game's word-list import, on its own folder: what File → Import word list… uses. */
function importer() {
  const cwd = makeTempFolder('kotoba-bank-import-');
  folders.push(cwd);
  return createWordListService({ cwd, log: quiet });
}

describe('File → Export the word bank as CSV…', () => {
  it('writes every word of the bank to the chosen file, which the word-list import reads back', async () => {
    const out = makeTempFolder('kotoba-bank-out-');
    folders.push(out);
    const filePath = path.join(out, 'ことばの一覧.csv');
    const s = setup('ja', filePath);
    const answer = await s.exportWordBank();

    const files = await loadBankFiles();
    const total = Object.values(files).reduce((sum, entries) => sum + entries.length, 0);
    expect(answer).toEqual({ ok: true, value: { filePath, words: total } });
    expect(s.saves[0]).toMatchObject({
      title: WORD_BANK_MESSAGES.ja.exportWordBank,
      defaultPath: path.join(s.documents, 'kotoba-quest-word-bank-ja.csv'),
    });
    expect(s.boxes[0]).toMatchObject({ type: 'info', message: WORD_BANK_MESSAGES.ja.exported });
    expect(String(s.boxes[0]?.detail)).toContain(`${total} 語`);

    const bytes = new Uint8Array(fs.readFileSync(filePath));
    const text = new TextDecoder().decode(bytes);
    const [heading, ...rows] = text.trimEnd().split('\r\n');
    // A row per question of every stage: each entry once, and each irregular verb again in its forms stages.
    const questions = wholeBank(files).stages.reduce((sum, stage) => sum + stage.entryIds.length, 0);
    expect(questions).toBeGreaterThan(total);
    expect(rows.length).toBe(questions);

    // The whole file: the import takes the first list's worth and says why it left out the rest.
    const whole = importer().preview(bytes, path.basename(filePath));
    if (!whole.ok) throw new Error(whole.detail);
    expect(whole.value.encoding).toBe('utf-8');
    expect(whole.value.accepted.length).toBe(MAX_WORDS_PER_LIST);
    expect(whole.value.accepted.slice(0, 3).map((w) => w.en)).toEqual(files.e34.slice(0, 3).map((e) => e.en));
    // The same English in two bands is two entries: a list keeps the first.
    const leftOut = Object.values(whole.value.rejectedCounts).reduce((sum, n) => sum + n, 0);
    expect(leftOut).toBe(questions - MAX_WORDS_PER_LIST);
    expect(whole.value.rejectedCounts['too-many-words']).toBeGreaterThan(0);

    // One stage's rows, kept as a teacher keeps them in a spreadsheet, make a list of exactly its words.
    const stageId = 'e56.jobs-2';
    const own = rows.filter((row) => row.endsWith(`,${stageId}`));
    expect(own.length).toBeGreaterThanOrEqual(10);
    const stageFile = path.join(out, 'jobs.csv');
    fs.writeFileSync(stageFile, `\ufeff${[heading, ...own].join('\r\n')}\r\n`);
    const list = importer().preview(new Uint8Array(fs.readFileSync(stageFile)), 'jobs.csv');
    if (!list.ok) throw new Error(list.detail);
    expect(list.value.rejected).toEqual([]);
    expect(list.value.accepted.map((w) => w.en)).toEqual(own.map((row) => row.split(',')[0]));
    const jobs = files.e56.filter((e) => e.theme === 'jobs');
    expect(list.value.accepted.every((w) => jobs.some((e) => e.en === w.en && e.ja === w.ja))).toBe(true);
  });

  it('writes English headings and labels from the English menu', async () => {
    const out = makeTempFolder('kotoba-bank-out-');
    folders.push(out);
    const filePath = path.join(out, 'bank.csv');
    const s = setup('en', filePath);
    expect((await s.exportWordBank()).ok).toBe(true);
    const firstLines = fs.readFileSync(filePath, 'utf8').split('\r\n').slice(0, 2);
    expect(firstLines[0]).toBe('\ufeffen,ja,band,stage,part of speech,stage id');
    expect(firstLines[1]).toMatch(/^Hello\.,こんにちは,Grades 3–4,Greetings 1,phrase,e34\.greetings-1$/);
  });

  it('writes nothing when the save dialog is closed', async () => {
    const s = setup('ja', null);
    expect(await s.exportWordBank()).toMatchObject({ ok: false, reason: 'cancelled' });
    expect(fs.readdirSync(s.documents)).toEqual([]);
    expect(s.boxes).toEqual([]);
  });

  it('says so when the file cannot be written, and leaves no file behind', async () => {
    const out = makeTempFolder('kotoba-bank-out-');
    folders.push(out);
    const s = setup('en', path.join(out, 'missing-folder', 'bank.csv'));
    const answer = await s.exportWordBank();
    expect(answer).toMatchObject({ ok: false, reason: 'write-failed' });
    expect(s.boxes[0]).toMatchObject({ type: 'error', message: WORD_BANK_MESSAGES.en.exportFailed });
    expect(fs.readdirSync(out)).toEqual([]);
  });
});
