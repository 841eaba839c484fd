import { describe, expect, it } from 'vitest';
import { menuContext } from '../../../tests/support/electron/main/menu/menuContext';
import { CLASSROOM_MESSAGES } from '../classroom/classroomMessages';
import { WORD_BANK_MESSAGES } from '../wordbank/wordBankMessages';
import { buildMenuTemplate } from './buildMenuTemplate';
import { MENU_LABELS } from './menuLabels';

type Item = { label?: string; type?: string; submenu?: Item[]; click?: () => void };

describe('classroom items of the File menu', () => {
  it('imports word lists and exports results from File, in both languages', () => {
    const done: string[] = [];
    for (const language of ['ja', 'en'] as const) {
      const menu = buildMenuTemplate(
        menuContext({
          labels: MENU_LABELS[language],
          classroom: {
            importWordListLabel: CLASSROOM_MESSAGES[language].importWordList,
            exportResultsLabel: CLASSROOM_MESSAGES[language].exportResults,
            importWordList: () => done.push(`${language}:import`),
            exportResults: () => done.push(`${language}:export`),
          },
        }),
      ) as Item[];
      const file = menu[0]?.submenu ?? [];
      const labels = file.map((i) => i.label ?? i.type);
      const m = MENU_LABELS[language];
      const c = CLASSROOM_MESSAGES[language];
      expect(labels).toEqual([
        m.exportProgress,
        m.importProgress,
        'separator',
        c.importWordList,
        c.exportResults,
        'separator',
        m.quit,
      ]);
      file.find((i) => i.label === c.importWordList)?.click?.();
      file.find((i) => i.label === c.exportResults)?.click?.();
    }
    expect(done).toEqual(['ja:import', 'ja:export', 'en:import', 'en:export']);
  });

  it('offers the word bank as CSV after the results, when main gives the item', () => {
    const done: string[] = [];
    for (const language of ['ja', 'en'] as const) {
      const c = CLASSROOM_MESSAGES[language];
      const menu = buildMenuTemplate(
        menuContext({
          labels: MENU_LABELS[language],
          classroom: {
            importWordListLabel: c.importWordList,
            exportResultsLabel: c.exportResults,
            importWordList: () => {},
            exportResults: () => {},
            exportWordBank: {
              label: WORD_BANK_MESSAGES[language].exportWordBank,
              click: () => done.push(`${language}:bank`),
            },
          },
        }),
      ) as Item[];
      const file = menu[0]?.submenu ?? [];
      const labels = file.map((i) => i.label ?? i.type);
      expect(labels.slice(3, 6)).toEqual([
        c.importWordList,
        c.exportResults,
        WORD_BANK_MESSAGES[language].exportWordBank,
      ]);
      file.find((i) => i.label === WORD_BANK_MESSAGES[language].exportWordBank)?.click?.();
    }
    expect(WORD_BANK_MESSAGES.ja.exportWordBank).toBe('ことばの一覧を CSV で書き出す…');
    expect(WORD_BANK_MESSAGES.en.exportWordBank).toBe('Export the word bank as CSV…');
    expect(done).toEqual(['ja:bank', 'en:bank']);
  });
});
