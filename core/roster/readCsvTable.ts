import { decodeText, detectDelimiter, splitRecords } from '../wordlists/parseWordList';
import { type RosterError, rosterError } from './rosterTypes';

/** One data row of a table: its line in the file and a reader of a cell by column name. */
export interface TableRow {
  line: number;
  cell(column: string): string;
}

/** A CSV table read by its header: the columns found and the rows below it. */
export interface CsvTable {
  file: string;
  columns: ReadonlySet<string>;
  rows: TableRow[];
}

/** A table read, or why not. */
export type CsvTableOutcome = { ok: true; table: CsvTable } | { ok: false; error: RosterError };

const refuse = rosterError;

/**
 * Reads a CSV file as Excel or a school system saves it (UTF-8 with or without BOM, UTF-16, or
 * Shift_JIS; comma or tab) into rows by column name. Column names are matched ignoring case and
 * surrounding blanks; `required` names the columns that must be there (any one of each group of
 * spellings), so a missing one is refused with the file and its header line.
 */
export function readCsvTable(
  bytes: Uint8Array,
  file: string,
  required: ReadonlyArray<readonly string[]>,
): CsvTableOutcome {
  const decoded = decodeText(bytes);
  if (!decoded) {
    return refuse('not-text', file, 0, `${file} is not text in UTF-8 or Shift_JIS.`);
  }
  const records = splitRecords(decoded.text, detectDelimiter(decoded.text)).filter((record) =>
    record.cells.some((cell) => cell.trim() !== ''),
  );
  const header = records[0];
  if (!header) return refuse('empty', file, 0, `${file} has no rows.`);
  const index = new Map<string, number>();
  header.cells.forEach((cell, i) => {
    const name = cell
      .replace(/^\uFEFF/, '')
      .trim()
      .toLowerCase();
    if (name !== '' && !index.has(name)) index.set(name, i);
  });
  for (const spellings of required) {
    if (!spellings.some((name) => index.has(name.toLowerCase()))) {
      return refuse('missing-column', file, header.line, `${file} has no column ${spellings[0]}.`);
    }
  }
  const rows = records.slice(1).map(
    (record): TableRow => ({
      line: record.line,
      cell: (column) => {
        const at = index.get(column.toLowerCase());
        return at === undefined ? '' : (record.cells[at] ?? '').trim();
      },
    }),
  );
  return { ok: true, table: { file, columns: new Set(index.keys()), rows } };
}

/** The first of several spellings of a column that a table has, or the first spelling. */
export function columnOf(table: CsvTable, spellings: readonly string[]): string {
  return spellings.find((name) => table.columns.has(name.toLowerCase())) ?? spellings[0] ?? '';
}
