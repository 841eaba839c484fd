import type { BankFiles } from '../../../core/bank/bankCsv';
import { bankFileSchema } from '../../../core/bank/bankEntry';
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
 * Reads the bank's data files. Each is its own chunk of the main bundle, loaded on the first export,
 * so the word bank costs nothing at launch; the schema check keeps a damaged build from writing a
 * file the import would refuse.
 */
export async function loadBankFiles(): Promise<BankFiles> {
  const [e34, e56, j1, j2, j3, sentences] = await Promise.all([
    import('../../../core/bank/e34.json'),
    import('../../../core/bank/e56.json'),
    import('../../../core/bank/j1.json'),
    import('../../../core/bank/j2.json'),
    import('../../../core/bank/j3.json'),
    import('../../../core/bank/sentences.json'),
  ]);
  const entries = (file: { default: unknown }) => bankFileSchema.parse(file.default).entries;
  return {
    e34: entries(e34),
    e56: entries(e56),
    j1: entries(j1),
    j2: entries(j2),
    j3: entries(j3),
    sentences: entries(sentences),
  };
}

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
    const { bankCsvFileName, bankToCsv, wholeBank } = await import('../../../core/bank/bankCsv');
    const filePath = await ui.chooseWordBankPath(bankCsvFileName(language));
    if (!filePath) return { ok: false, reason: 'cancelled', detail: 'The dialog was closed.' };
    const bank = wholeBank(await loadBank());
    const written = write(filePath, bankToCsv(bank.entries, bank.stages, language));
    if (!written.ok) {
      const detail = `The file ${filePath} could not be written (${written.error.code}).`;
      await ui.tell('error', messages.exportFailed, detail);
      return { ok: false, reason: 'write-failed', detail };
    }
    await ui.tell('info', messages.exported, messages.exportedDetail(filePath, bank.entries.length));
    return { ok: true, value: { filePath, words: bank.entries.length } };
  };
}
