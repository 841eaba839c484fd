import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import {
  type BankCsvLanguage,
  bankCsvFileName,
  bankToCsv,
  readBankFiles,
  wholeBank,
} from '../../core/bank/bankCsv';
import { BANDS } from '../../core/bank/bankEntry';

/** Reads the bank's data files from `bankDir` and writes the whole bank as CSV in each language; answers the files written. */
export function writeWordBankCsv(bankDir: string, outDir: string): string[] {
  const bank = wholeBank(
    readBankFiles((name) => JSON.parse(readFileSync(path.join(bankDir, `${name}.json`), 'utf8'))),
  );
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
