import { type MessageKey, translate } from '../../../core/i18n';
import { desktopWords, type MenuLanguage } from '../menu/menuLabels';

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

const NAMES = ['exportWordBank', 'csvFilter', 'exported', 'exportFailed', 'ok'] as const;
// Fails to compile while a text has no entry in the tables.
type KeysWorded = `desktop.wordBank.${(typeof NAMES)[number]}` extends MessageKey ? true : never;
const keysWorded: KeysWorded = true;
void keysWorded;

const wordsIn = (language: MenuLanguage): WordBankMessages => ({
  ...desktopWords(language, 'desktop.wordBank.', NAMES),
  exportedDetail: (file: string, words: number) =>
    translate(language, 'desktop.wordBank.exportedDetail', { file, words }),
});

/** The texts in Japanese and English, from the game's message tables. */
export const WORD_BANK_MESSAGES: Record<MenuLanguage, WordBankMessages> = {
  ja: wordsIn('ja'),
  en: wordsIn('en'),
};
