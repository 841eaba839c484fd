import type { BankFiles } from '../../../core/bank/bankCsv';
import { loadBankFiles } from '../../../core/bank/loadBankFiles';
import type { MenuLanguage } from '../menu/menuLabels';
import { type AtomicWriteOutcome, writeFileAtomic } from '../stores/writeFileAtomic';
import type { WordBankMessages } from './wordBankMessages';

/** The desktop side of the export: a save dialog and a message box. */
export interface WordBankUi {
  /** Asks where to save the word bank; null when cancelled. */
  chooseWordBankPath(suggestedName: string): Promise<string | null>;
  /** Shows a message with a detail line. */
  tell(kind: 'info' | 'error', message: string, detail: string): Promise<void>;
}

/** What the export needs; the bank and the writer are the real ones unless a test stands in. */
export interface WordBankExportOptions {
  ui: WordBankUi;
  messages: WordBankMessages;
  /** The language of the file's headings and labels. */
  language: MenuLanguage;
  loadBank?: () => Promise<BankFiles>;
  write?: (filePath: string, text: string) => AtomicWriteOutcome;
}

/** What the export did: the file and the number of words written, or why not (`cancelled` when the dialog was closed). */
export type WordBankExportOutcome =
  | { ok: true; value: { filePath: string; words: number } }
  | { ok: false; reason: 'cancelled' | 'write-failed'; detail: string };

/**
 * File → Export the word bank as CSV…: asks where to save, then writes every stage's words in the
 * format the word-list import reads, replacing an older file only once the new one is verified.
 */
export function createWordBankExport(options: WordBankExportOptions): () => Promise<WordBankExportOutcome> {
  const { ui, messages, language } = options;
  const loadBank = options.loadBank ?? loadBankFiles;
  const write = options.write ?? ((filePath: string, text: string) => writeFileAtomic(filePath, text));
  return async () => {
    // The CSV code comes with the data, on the first export.
    const { bankCsvFileName, wholeBankCsv } = await import('../../../core/bank/bankCsv');
    const filePath = await ui.chooseWordBankPath(bankCsvFileName(language));
    if (!filePath) return { ok: false, reason: 'cancelled', detail: 'The dialog was closed.' };
    const csv = wholeBankCsv(await loadBank(), language);
    const written = write(filePath, csv.text);
    if (!written.ok) {
      const detail = `The file ${filePath} could not be written (${written.error.code}).`;
      await ui.tell('error', messages.exportFailed, detail);
      return { ok: false, reason: 'write-failed', detail };
    }
    await ui.tell('info', messages.exported, messages.exportedDetail(filePath, csv.words));
    return { ok: true, value: { filePath, words: csv.words } };
  };
}
