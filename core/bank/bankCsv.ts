import { BANDS, type Band, type BankEntry, bankFileSchema } from './bankEntry';
import { BAND_LABELS, entryKindLabel } from './bankLabels';
import { type BankStage, bankStages } from './bankStages';
import { stageTitle } from './themeTitles';
import { stageItemOf } from './verbForms';

/** The language of the exported file's headings and labels; the Japanese prompts are the same in both. */
export type BankCsvLanguage = 'ja' | 'en';

/**
 * The columns of the exported file. The first two are the ones the word-list import reads (`en`/`ja`,
 * or `英語`/`日本語`); the others tell a teacher where a word comes from, and the import skips them.
 */
export const BANK_CSV_COLUMNS: Record<BankCsvLanguage, readonly string[]> = {
  ja: ['英語', '日本語', '学年', 'ステージ', '品詞', 'ステージID'],
  en: ['en', 'ja', 'band', 'stage', 'part of speech', 'stage id'],
};

/** The name the save dialog and the manual's download suggest for the whole bank. */
export function bankCsvFileName(lang: BankCsvLanguage): string {
  return `kotoba-quest-word-bank-${lang}.csv`;
}

/** One cell as RFC 4180 writes it: quoted, with its quotes doubled, when it holds a comma, quote or line break. */
function csvCell(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * Writes the entries of `stages` as a CSV the word-list import reads back: a heading row, then one row
 * per entry, stage by stage in the order given and each stage in its own order (English answer,
 * Japanese prompt as in the bank, band, stage title, part of speech or grammar point, stage id).
 * UTF-8 with a byte-order mark and CRLF line ends, so Excel on Japanese Windows opens it intact.
 * An entry id of a stage that is missing from `entries` throws: stages and entries come from one bank.
 */
export function bankToCsv(
  entries: readonly BankEntry[],
  stages: readonly BankStage[],
  lang: BankCsvLanguage,
): string {
  const byId = new Map(entries.map((e) => [e.id, e]));
  const lines = [BANK_CSV_COLUMNS[lang].map(csvCell).join(',')];
  for (const stage of stages) {
    const title = stageTitle(stage, lang);
    const band = BAND_LABELS[stage.band][lang];
    for (const id of stage.entryIds) {
      const item = stageItemOf(id, (at) => byId.get(at));
      if (!item) throw new Error(`Stage ${stage.id} names ${id}, which is not among the entries`);
      lines.push(
        [item.en, item.ja, band, title, entryKindLabel(item.entry, lang), stage.id].map(csvCell).join(','),
      );
    }
  }
  return `\ufeff${lines.join('\r\n')}\r\n`;
}

/** The whole bank as its data files hold it: each band's words and every band's key sentences. */
export type BankFiles = Record<Band, readonly BankEntry[]> & { sentences: readonly BankEntry[] };

/** The bank's data files read with `readJson(name)` (a band, or `sentences`) and checked against the schema. */
export function readBankFiles(readJson: (name: Band | 'sentences') => unknown): BankFiles {
  const entries = (name: Band | 'sentences') => bankFileSchema.parse(readJson(name)).entries;
  return {
    e34: entries('e34'),
    e56: entries('e56'),
    j1: entries('j1'),
    j2: entries('j2'),
    j3: entries('j3'),
    sentences: entries('sentences'),
  };
}

/** Every verb of the bank with its forms, whatever its band (the forms stages of later bands ask them). */
export function verbsOf(files: BankFiles): BankEntry[] {
  return BANDS.flatMap((band) => files[band].filter((e) => e.forms !== undefined));
}

/** Every entry of the bank and every stage of every band, bands in school order. */
export function wholeBank(files: BankFiles): { entries: BankEntry[]; stages: BankStage[] } {
  return {
    entries: [...BANDS.flatMap((band) => files[band]), ...files.sentences],
    stages: BANDS.flatMap((band) => bankStages(band, files[band], files.sentences, verbsOf(files))),
  };
}

/** The whole bank as the exported CSV ({@link bankToCsv} of every band in school order) and its number of words. */
export function wholeBankCsv(files: BankFiles, lang: BankCsvLanguage): { text: string; words: number } {
  const bank = wholeBank(files);
  return { text: bankToCsv(bank.entries, bank.stages, lang), words: bank.entries.length };
}
