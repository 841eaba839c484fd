import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BANK_CSV_COLUMNS,
  bankCsvFileName,
  bankToCsv,
  readBankFiles,
  wholeBank,
} from '../../../core/bank/bankCsv';
import { BANDS } from '../../../core/bank/bankEntry';
import type { BankStage } from '../../../core/bank/bankStages';
import { stageItemOf } from '../../../core/bank/verbForms';
import { MAX_WORDS_PER_LIST } from '../../../core/contract/wordlists';
import { startsFormula } from '../../../core/reports/resultsCsv';
import { parseWordList, splitRecords } from '../../../core/wordlists/parseWordList';

// The word bank exported as CSV, read back by the game's own word-list import: the words a teacher
// starts a list from are the words of our stages.

const bankDir = path.join(import.meta.dirname, '../../../core/bank');
const bank = wholeBank(
  readBankFiles((name) => JSON.parse(readFileSync(path.join(bankDir, `${name}.json`), 'utf8'))),
);
const byId = new Map(bank.entries.map((e) => [e.id, e]));
/** A stage's questions: entries, and in a forms stage each verb followed by its forms (go, went, gone). */
const wordsOf = (stage: BankStage) =>
  stage.entryIds.map((id) => {
    const item = stageItemOf(id, (at) => byId.get(at))!;
    return { en: item.en, ja: item.ja };
  });
/** Every row of the export: each stage's questions in turn (a verb is a row of its words stage and of its forms stages). */
const rowCount = bank.stages.reduce((sum, s) => sum + s.entryIds.length, 0);
/**
 * What a word list keeps of a stage: the import takes each answer once, so a form spelled like its verb
 * (put → put → put) stays on the line of its first spelling and the repeats are refused as duplicates.
 */
const listOf = (stage: BankStage) => {
  const seen = new Set<string>();
  return wordsOf(stage).filter(({ en }) => !seen.has(en.toLowerCase()) && seen.add(en.toLowerCase()));
};
const refusedAsDuplicates = (stage: BankStage) => wordsOf(stage).length - listOf(stage).length;

/** Reads a file through the word-list import, as File → Import word list… does. */
function importCsv(text: string, fileName: string) {
  const parsed = parseWordList(new TextEncoder().encode(text), fileName);
  if (!parsed.ok) throw new Error(`the import refused the file: ${parsed.refusal} ${parsed.detail}`);
  return parsed.value;
}

describe('the exported word bank, read by the word-list import', () => {
  it('holds every entry of every band, stage by stage, each row with all its columns', () => {
    expect(BANDS.every((band) => bank.stages.some((s) => s.band === band))).toBe(true);
    const csv = bankToCsv(bank.entries, bank.stages, 'ja');
    const [heading, ...rows] = splitRecords(csv.slice(1), ',');
    expect(heading?.cells).toEqual(BANK_CSV_COLUMNS.ja);
    expect(rows.length).toBe(rowCount);
    expect(rows.length).toBeGreaterThan(bank.entries.length);
    expect(rows.map((r) => r.cells[5])).toEqual(bank.stages.flatMap((s) => s.entryIds.map(() => s.id)));
    expect(rows.map((r) => r.cells[0])).toEqual(bank.stages.flatMap((s) => wordsOf(s).map((w) => w.en)));
  });

  for (const lang of ['ja', 'en'] as const) {
    it(`${lang}: the rows of any one stage, kept with the heading row, import as that stage's words`, () => {
      const [heading, ...rows] = bankToCsv(bank.entries, bank.stages, lang).slice(1).trimEnd().split('\r\n');
      // No cell of the bank holds a line break, so each line is one row.
      expect(rows.length).toBe(rowCount);
      for (const stage of bank.stages) {
        const own = rows.filter((row) => row.endsWith(`,${stage.id}`));
        const list = importCsv(`\ufeff${[heading, ...own].join('\r\n')}\r\n`, `${stage.id}.csv`);
        expect(list.rejected.length, stage.id).toBe(refusedAsDuplicates(stage));
        expect(list.rejectedCounts.duplicate ?? 0, stage.id).toBe(refusedAsDuplicates(stage));
        expect(
          list.accepted.map(({ en, ja }) => ({ en, ja })),
          stage.id,
        ).toEqual(listOf(stage));
      }
    });
  }

  it('one stage exported on its own imports as the same words, titled by its file name', () => {
    for (const stage of bank.stages) {
      const list = importCsv(bankToCsv(bank.entries, [stage], 'en'), bankCsvFileName('en'));
      expect(list.rejected.length, stage.id).toBe(refusedAsDuplicates(stage));
      expect(
        list.accepted.map(({ en, ja }) => ({ en, ja })),
        stage.id,
      ).toEqual(listOf(stage));
      expect(list.title).toBe('kotoba-quest-word-bank-en');
    }
  });

  it('a whole band is more than one list holds, which is why a list starts from stages', () => {
    const e34 = bank.stages.filter((s) => s.band === 'e34');
    const list = importCsv(bankToCsv(bank.entries, e34, 'en'), 'e34.csv');
    expect(list.accepted.length).toBe(MAX_WORDS_PER_LIST);
    expect(list.rejectedCounts['too-many-words']).toBeGreaterThan(0);
  });

  it('no cell would start a formula when the file is opened in a spreadsheet', () => {
    expect(bank.entries.flatMap((e) => [e.en, e.ja]).filter(startsFormula)).toEqual([]);
  });
});
