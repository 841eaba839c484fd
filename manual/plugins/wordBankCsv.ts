import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import {
  type BankCsvLanguage,
  bankCsvFileName,
  bankToCsv,
  wholeBank,
} from '../../renderer/src/data/bank/bankCsv';
import { BANDS, bankFileSchema } from '../../renderer/src/data/bank/bankEntry';

/** Reads the bank's data files from `bankDir` and writes the whole bank as CSV in each language; answers the files written. */
export function writeWordBankCsv(bankDir: string, outDir: string): string[] {
  const read = (name: string) =>
    bankFileSchema.parse(JSON.parse(readFileSync(path.join(bankDir, `${name}.json`), 'utf8'))).entries;
  const bank = wholeBank({
    e34: read('e34'),
    e56: read('e56'),
    j1: read('j1'),
    j2: read('j2'),
    j3: read('j3'),
    sentences: read('sentences'),
  });
  mkdirSync(outDir, { recursive: true });
  return (['ja', 'en'] as BankCsvLanguage[]).map((lang) => {
    const file = path.join(outDir, bankCsvFileName(lang));
    writeFileSync(file, bankToCsv(bank.entries, bank.stages, lang));
    return file;
  });
}

/**
 * Rspress plugin that writes the word bank as CSV into the manual's public folder before the build, so
 * the word-bank page offers the same file as File → Export the word bank as CSV… in the game.
 */
export function wordBankCsvPlugin(options: { bankDir: string; outDir: string }): RspressPlugin {
  return {
    name: 'kotoba-word-bank-csv',
    config(config) {
      const files = writeWordBankCsv(options.bankDir, options.outDir);
      console.log(`Word bank CSV: ${files.map((f) => path.basename(f)).join(', ')} (${BANDS.length} bands)`);
      return config;
    },
  };
}
