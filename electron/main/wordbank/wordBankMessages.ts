import type { MenuLanguage } from '../menu/menuLabels';

/** Every text of File → Export the word bank as CSV… and its dialogs. */
export interface WordBankMessages {
  /** The menu item, which is also the save dialog's title. */
  exportWordBank: string;
  csvFilter: string;
  /** Told after writing; the detail line names the file and the number of words. */
  exported: string;
  exportedDetail: (filePath: string, words: number) => string;
  exportFailed: string;
  ok: string;
}

/** The word-bank export texts in Japanese and English. */
export const WORD_BANK_MESSAGES: Record<MenuLanguage, WordBankMessages> = {
  ja: {
    exportWordBank: 'ことばの一覧を CSV で書き出す…',
    csvFilter: 'ことばの一覧 (CSV)',
    exported: 'ことばの一覧を書き出しました。',
    exportedDetail: (filePath, words) =>
      `${filePath}（${words} 語）\n単語リストにするときは、使いたいステージの行だけを残して保存し、「単語リストを読み込む…」で読み込みます。`,
    exportFailed: 'ことばの一覧を書き出せませんでした。',
    ok: 'OK',
  },
  en: {
    exportWordBank: 'Export the word bank as CSV…',
    csvFilter: 'Word bank (CSV)',
    exported: 'The word bank was exported.',
    exportedDetail: (filePath, words) =>
      `${filePath} (${words} words)\nTo make a word list, keep the rows of the stages you want, save, and use “Import word list…”.`,
    exportFailed: 'The word bank could not be exported.',
    ok: 'OK',
  },
};
