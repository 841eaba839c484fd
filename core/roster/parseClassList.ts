import { MAX_PROFILE_CLASS, MAX_PROFILE_KANA, MAX_PROFILE_NAME } from '../contract/profiles';
import { titleFromFileName } from '../wordlists/parseWordList';
import { columnOf, readCsvTable } from './readCsvTable';
import { type RosterClass, type RosterOutcome, type RosterPupil, rosterError } from './rosterTypes';

/** The spellings of each column of a plain class list, as teachers head them in Excel. */
export const CLASS_LIST_COLUMNS = {
  number: ['出席番号', '番号', 'ばんごう', 'no', 'no.', 'number'],
  name: ['氏名', '名前', 'なまえ', '児童生徒名', 'name'],
  kana: ['ふりがな', 'フリガナ', 'よみがな', 'よみ', 'かな', 'kana'],
  className: ['組', 'クラス', '学級', 'class'],
} as const;

/** Full-width digits as Excel may keep them, read as ordinary digits. */
const halfWidthDigits = (text: string) =>
  text.replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0));

/**
 * Reads a plain class list as a teacher saves it from Excel (出席番号, 氏名, ふりがな, and 組 when the
 * file holds several classes; UTF-8 with or without BOM, or Shift_JIS). Without a 組 column every
 * pupil is in one class named after the file (e.g. `3年2組.csv`). A bad row is refused with its line.
 */
export function parseClassList(bytes: Uint8Array, fileName: string): RosterOutcome {
  const read = readCsvTable(bytes, fileName, [CLASS_LIST_COLUMNS.number, CLASS_LIST_COLUMNS.name]);
  if (!read.ok) return read;
  const { table } = read;
  const numberColumn = columnOf(table, CLASS_LIST_COLUMNS.number);
  const nameColumn = columnOf(table, CLASS_LIST_COLUMNS.name);
  const kanaColumn = columnOf(table, CLASS_LIST_COLUMNS.kana);
  const classColumn = columnOf(table, CLASS_LIST_COLUMNS.className);
  const fileClass = [...titleFromFileName(fileName)].slice(0, MAX_PROFILE_CLASS).join('');
  const pupils: RosterPupil[] = [];
  const seen = new Map<string, number>();
  for (const row of table.rows) {
    const numberCell = halfWidthDigits(row.cell(numberColumn));
    const name = row.cell(nameColumn).replace(/\s+/g, ' ');
    const kana = row.cell(kanaColumn).replace(/\s+/g, ' ');
    const className = row.cell(classColumn) || fileClass;
    if (!/^\d{1,3}$/.test(numberCell) || Number(numberCell) < 1) {
      return rosterError(
        'bad-row',
        fileName,
        row.line,
        `The number "${numberCell.slice(0, 10)}" is not 1 to 999.`,
      );
    }
    if (name === '' || [...name].length > MAX_PROFILE_NAME || /\p{Cc}/u.test(name)) {
      return rosterError('bad-row', fileName, row.line, `A name is 1 to ${MAX_PROFILE_NAME} characters.`);
    }
    if ([...kana].length > MAX_PROFILE_KANA || [...className].length > MAX_PROFILE_CLASS) {
      return rosterError('bad-row', fileName, row.line, 'The kana or the class name is too long.');
    }
    const number = Number(numberCell);
    const key = `${className}\n${number}`;
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      return rosterError(
        'bad-row',
        fileName,
        row.line,
        `Number ${number} of ${className} is also on line ${earlier}.`,
      );
    }
    seen.set(key, row.line);
    pupils.push({
      rosterId: null,
      name,
      kana: kana === '' ? null : kana,
      classId: className,
      className,
      number,
      file: fileName,
      line: row.line,
    });
  }
  if (pupils.length === 0) return rosterError('no-pupils', fileName, 0, 'The class list has no pupil.');
  const classes = new Map<string, RosterClass>();
  for (const pupil of pupils) {
    const known = classes.get(pupil.classId) ?? { id: pupil.classId, name: pupil.className, pupils: 0 };
    known.pupils++;
    classes.set(pupil.classId, known);
  }
  return {
    ok: true,
    roster: { kind: 'classList', schoolYear: null, classes: [...classes.values()], pupils },
  };
}
