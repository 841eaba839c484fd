import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { emptySnapshot, type WordListPreview } from '../../../core/contract';
import { decodeText, splitRecords } from '../../../core/wordlists/parseWordList';
import { toShiftJis } from '../../../tests/support/core/wordlists/shiftJisForTests';
import { canMakeFifo, makeFifo } from '../../../tests/support/electron/main/files/makeFifo';
import { makeTempFolder } from '../../../tests/support/electron/main/stores/testFolders';
import { createProfileService } from '../profiles/profileService';
import { createWordListService } from '../wordlists/wordListService';
import { CLASSROOM_MESSAGES } from './classroomMessages';
import { type ClassroomUi, createClassroomActions } from './createClassroomActions';

const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const quiet = () => {};

function setup(answers: { open?: string | null; save?: string | null; window?: boolean }) {
  const cwd = makeTempFolder('kotoba-classroom-');
  folders.push(cwd);
  const told: [string, string, string][] = [];
  const sent: WordListPreview[] = [];
  const ui: ClassroomUi = {
    chooseWordListPath: async () => answers.open ?? null,
    chooseResultsPath: async () => answers.save ?? null,
    tell: async (kind, message, detail) => {
      told.push([kind, message, detail]);
    },
    sendPreview: (preview) => {
      if (answers.window === false) return false;
      sent.push(preview);
      return true;
    },
  };
  const profiles = createProfileService({ cwd, log: quiet, firstName: 'たろう' });
  const wordLists = createWordListService({ cwd, log: quiet });
  const actions = createClassroomActions({
    ui,
    wordLists,
    profiles,
    messages: CLASSROOM_MESSAGES.ja,
    now: () => new Date('2026-04-10T09:00:00.000Z'),
    formatDate: (iso) => iso,
  });
  return { cwd, told, sent, actions, profiles, wordLists };
}

describe('File → Import word list…', () => {
  it('parses a Shift_JIS file in main and sends only the preview to the game; nothing is saved', async () => {
    const dir = makeTempFolder('kotoba-import-');
    folders.push(dir);
    const file = path.join(dir, '3年 Unit 2.csv');
    fs.writeFileSync(file, toShiftJis('英語,日本語\r\nbook,本\r\nｐｅｎ,ペン\r\n'));
    const s = setup({ open: file });
    const answer = await s.actions.importWordList();
    expect(answer.ok).toBe(true);
    expect(s.sent).toHaveLength(1);
    expect(s.sent[0]).toMatchObject({
      title: '3年 Unit 2',
      encoding: 'shift_jis',
      accepted: [{ line: 2, en: 'book', ja: '本' }],
      rejected: [{ line: 3, reason: 'not-typeable' }],
    });
    expect(s.wordLists.list()).toEqual([]);
    expect(JSON.parse(fs.readFileSync(path.join(s.cwd, 'wordlists.json'), 'utf8')).lists).toEqual([]);
    expect(s.wordLists.confirm(s.sent[0]?.id ?? '').ok).toBe(true);
  });

  it('tells the teacher why a whole file is refused, and sends nothing', async () => {
    const dir = makeTempFolder('kotoba-import-');
    folders.push(dir);
    const file = path.join(dir, 'scores.csv');
    fs.writeFileSync(file, 'name,score\nKen,10\n');
    const s = setup({ open: file });
    expect(await s.actions.importWordList()).toMatchObject({ ok: false, reason: 'no-header' });
    expect(s.told[0]?.[1]).toBe(CLASSROOM_MESSAGES.ja.refusals['no-header']);
    expect(s.sent).toEqual([]);
  });

  it('refuses a missing file and a closed game window without keeping a preview', async () => {
    const missing = setup({ open: '/no/such/file.csv' });
    expect(await missing.actions.importWordList()).toMatchObject({ ok: false, reason: 'unreadable' });
    const dir = makeTempFolder('kotoba-import-');
    folders.push(dir);
    const file = path.join(dir, 'a.csv');
    fs.writeFileSync(file, 'en,ja\ndog,いぬ\n');
    const closed = setup({ open: file, window: false });
    expect(await closed.actions.importWordList()).toMatchObject({ ok: false, reason: 'no-window' });
    expect(closed.told[0]?.[1]).toBe(CLASSROOM_MESSAGES.ja.refusals['no-window']);
  });

  it.runIf(canMakeFifo)('refuses a FIFO chosen as the word list at once, without a preview', async () => {
    const dir = makeTempFolder('kotoba-import-');
    folders.push(dir);
    const fifo = makeFifo(dir, 'list.csv');
    try {
      const s = setup({ open: fifo.path });
      expect(await s.actions.importWordList()).toMatchObject({ ok: false, reason: 'unreadable' });
      expect(s.sent).toEqual([]);
    } finally {
      fifo.close();
    }
  });

  it('does nothing when the dialog is closed', async () => {
    const s = setup({ open: null });
    expect(await s.actions.importWordList()).toMatchObject({ ok: false, reason: 'cancelled' });
    expect(s.told).toEqual([]);
  });
});

describe('File → Export results…', () => {
  it('writes every player’s attempts with word-list titles, readable back as CSV', async () => {
    const dir = makeTempFolder('kotoba-results-');
    folders.push(dir);
    const file = path.join(dir, 'results.csv');
    const s = setup({ save: file });
    const list = s.wordLists.preview(new TextEncoder().encode('en,ja\ndog,いぬ\n'), 'どうぶつ.csv');
    if (!list.ok) throw new Error('refused');
    const saved = s.wordLists.confirm(list.value.id);
    if (!saved.ok) throw new Error('not saved');
    s.profiles.add('はなこ', 'colour-ghost');
    const attempt = {
      at: '2026-04-10T08:00:00.000Z',
      stageId: saved.value.id,
      mode: 'battle' as const,
      victory: true,
      accuracy: 0.5,
      keysPerMinute: 60,
      timeMs: 10_000,
      rank: 'C' as const,
      maxCombo: 1,
      missed: ['dog'],
    };
    for (const p of s.profiles.all()) {
      p.snapshot.save({ ...emptySnapshot(), history: p.profile.name === 'はなこ' ? [attempt] : [] });
    }
    expect(await s.actions.exportResults()).toEqual({ ok: true, value: { filePath: file, rows: 1 } });
    const rows = splitRecords(decodeText(fs.readFileSync(file))?.text ?? '', ',').map((r) => r.cells);
    expect(rows[1]).toEqual([
      'はなこ',
      '2026-04-10T08:00:00.000Z',
      'どうぶつ',
      'battle',
      'yes',
      '50',
      '60',
      '10',
      'C',
      'dog',
    ]);
    expect(rows).toHaveLength(2);
    expect(s.told).toEqual([['info', CLASSROOM_MESSAGES.ja.exported, file]]);
  });

  it('tells the teacher when the file cannot be written', async () => {
    const dir = makeTempFolder('kotoba-results-');
    folders.push(dir);
    fs.writeFileSync(path.join(dir, 'blocker'), 'x');
    const s = setup({ save: path.join(dir, 'blocker', 'results.csv') });
    expect(await s.actions.exportResults()).toMatchObject({ ok: false, reason: 'write-failed' });
    expect(s.told[0]?.[1]).toBe(CLASSROOM_MESSAGES.ja.exportFailed);
  });
});
