import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { readBankFiles, wholeBank } from '../../core/bank/bankCsv';
import { readingReview, readingReviewMarkdown } from '../../scripts/bank/readingReview';
import { createWordAnalyser } from '../../scripts/bank/readings';

/**
 * Reads the bank's data files from `bankDir` and writes every kanji word with the reading the game gives
 * it, year by year, as a Markdown fragment at `outFile`; answers the number of words listed.
 */
export async function writeReadingReview(bankDir: string, outFile: string): Promise<number> {
  const { entries } = wholeBank(
    readBankFiles((name) => JSON.parse(readFileSync(path.join(bankDir, `${name}.json`), 'utf8'))),
  );
  const review = readingReview(entries, await createWordAnalyser());
  mkdirSync(path.dirname(outFile), { recursive: true });
  writeFileSync(outFile, `${readingReviewMarkdown(review)}\n`);
  return review.reduce((sum, band) => sum + band.words.length, 0);
}

/**
 * Rspress plugin that writes the teachers' review of every reading before the build, from the same
 * analyser, counters and overrides that write the game's furigana, so the page always matches the game.
 */
export function readingReviewPlugin(options: { bankDir: string; outFile: string }): RspressPlugin {
  return {
    name: 'kotoba-reading-review',
    async config(config) {
      const words = await writeReadingReview(options.bankDir, options.outFile);
      console.log(`Reading review: ${words} kanji words with their readings`);
      return config;
    },
  };
}
