import {
  type AcceptedRow,
  IMAGE_NAME,
  MAX_ANSWER_LENGTH,
  MAX_PROMPT_LENGTH,
  MAX_REJECTED_SHOWN,
  MAX_TITLE_LENGTH,
  MAX_WORDS_PER_LIST,
  type RejectedRow,
  type RowRejection,
  rowRejectionSchema,
  TYPEABLE_ANSWER,
  type WordListPreview,
} from '../contract/wordlists';
import { fileBaseName } from '../text/fileBaseName';
import { textDecoder } from '../web/webStandard';

/** The largest word-list file that is read (1 MB); a list of 200 words is a few kilobytes. */
export const MAX_WORDLIST_BYTES = 1024 * 1024;

/** Why a whole file was refused before any row was looked at. */
export type FileRefusal = 'not-text' | 'empty' | 'no-header' | 'too-large';

/** A parsed file: the preview without its id, or why the whole file cannot be used. */
export type ParsedWordList =
  | { ok: true; value: Omit<WordListPreview, 'id'> }
  | { ok: false; refusal: FileRefusal; detail: string };

/** Text decoded from a file's bytes, with the encoding that was found. */
export interface DecodedText {
  text: string;
  encoding: WordListPreview['encoding'];
}

/**
 * Decodes a text file: UTF-8 with or without a byte-order mark, UTF-16 with its mark (Excel's
 * "Unicode text"), or Shift_JIS (Excel's CSV on Japanese Windows) when the bytes are not valid UTF-8
 * but are valid Shift_JIS. Answers null for bytes that are neither.
 */
export function decodeText(bytes: Uint8Array): DecodedText | null {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) {
    try {
      return { text: textDecoder('utf-16le', { fatal: true }).decode(bytes), encoding: 'utf-16le' };
    } catch {
      return null;
    }
  }
  try {
    // The decoder drops a leading byte-order mark.
    return { text: textDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    // Not UTF-8: try Shift_JIS below.
  }
  try {
    return { text: textDecoder('shift_jis', { fatal: true }).decode(bytes), encoding: 'shift_jis' };
  } catch {
    return null;
  }
}

/** One record of a delimited file: its cells, the line it starts on, and whether a quote was left open. */
export interface DelimitedRecord {
  cells: string[];
  line: number;
  unclosedQuote: boolean;
}

/** Counts the work of {@link splitRecords}, so tests can see it stays linear in the input. */
export interface SplitStats {
  /** Loop steps taken; each reads one character (or a two-character pair) and does constant work. */
  steps: number;
}

/** Whether a UTF-16 code is white space as `String.prototype.trim` sees it. */
function isBlank(code: number): boolean {
  return (
    code <= 0x20 ||
    code === 0x85 ||
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/**
 * Splits delimited text into records as RFC 4180 describes: fields in double quotes may hold the
 * delimiter, line breaks and doubled quotes; CRLF, LF and CR all end a record outside quotes. A quote
 * opens a quoted field only at the start of a cell (after blanks); elsewhere it is an ordinary
 * character. One pass, constant work per character: runs of ordinary characters are cut out of the
 * text once, and no cell is ever scanned again.
 */
export function splitRecords(text: string, delimiter: ',' | '\t', stats?: SplitStats): DelimitedRecord[] {
  const records: DelimitedRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  // Start of the current run of ordinary characters, or -1; the run is appended to `cell` once.
  let run = -1;
  // Whether the cell so far is only blanks, kept as a flag so a quote never re-reads the cell.
  let cellBlank = true;
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  let i = 0;
  let steps = 0;
  const flush = () => {
    if (run >= 0) cell += text.slice(run, i);
    run = -1;
  };
  const endCell = () => {
    flush();
    cells.push(cell);
    cell = '';
    cellBlank = true;
  };
  const endRecord = () => {
    endCell();
    records.push({ cells, line: recordLine, unclosedQuote: false });
    cells = [];
  };
  const delimiterCode = delimiter.charCodeAt(0);
  while (i < text.length) {
    steps++;
    const code = text.charCodeAt(i);
    if (quoted) {
      if (code === 0x22) {
        flush();
        if (text.charCodeAt(i + 1) === 0x22) {
          cell += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i++;
        continue;
      }
      if (code === 0x0d || code === 0x0a) {
        flush();
        cell += '\n';
        line++;
        i += code === 0x0d && text.charCodeAt(i + 1) === 0x0a ? 2 : 1;
        continue;
      }
      if (run < 0) run = i;
      i++;
      continue;
    }
    if (code === 0x22 && cellBlank) {
      run = -1;
      quoted = true;
      cell = '';
      cellBlank = false;
      i++;
      continue;
    }
    if (code === delimiterCode) {
      endCell();
      i++;
      continue;
    }
    if (code === 0x0d || code === 0x0a) {
      endRecord();
      i += code === 0x0d && text.charCodeAt(i + 1) === 0x0a ? 2 : 1;
      line++;
      recordLine = line;
      continue;
    }
    if (cellBlank && !isBlank(code)) cellBlank = false;
    if (run < 0) run = i;
    i++;
  }
  flush();
  if (stats) stats.steps += steps;
  if (quoted) {
    cells.push(cell);
    records.push({ cells, line: recordLine, unclosedQuote: true });
  } else if (cell !== '' || cells.length > 0 || !cellBlank) {
    // `!cellBlank` keeps a last record that is only an empty quoted field (`""`).
    endRecord();
  }
  return records;
}

/** Picks the delimiter from the first line: tab when it has more tabs than commas outside quotes. */
export function detectDelimiter(text: string): ',' | '\t' {
  let tabs = 0;
  let commas = 0;
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && ch === '\t') tabs++;
    else if (!quoted && ch === ',') commas++;
  }
  return tabs > commas ? '\t' : ',';
}

const HEADER_NAMES: Record<'en' | 'ja' | 'img', readonly string[]> = {
  en: ['en', 'english', '英語', 'えいご'],
  ja: ['ja', 'japanese', '日本語', 'にほんご'],
  img: ['image', 'img', 'picture', '画像', 'がぞう', 'え'],
};

/** Finds the en, ja and image columns in a header row; null when en or ja is missing. */
export function findColumns(header: string[]): { en: number; ja: number; img: number | null } | null {
  const names = header.map((cell) => cell.trim().toLowerCase());
  const find = (key: keyof typeof HEADER_NAMES) => names.findIndex((n) => HEADER_NAMES[key].includes(n));
  const en = find('en');
  const ja = find('ja');
  const img = find('img');
  if (en < 0 || ja < 0) return null;
  return { en, ja, img: img < 0 ? null : img };
}

/** Cells of a left-out row kept in the preview; a word list has two or three columns. */
const MAX_CELLS_SHOWN = 8;

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The first character of an answer that cannot be typed in half-width ASCII, shown with its code. */
function firstUntypeable(answer: string): string {
  for (const ch of answer) {
    if (!TYPEABLE_ANSWER.test(ch)) {
      const code = ch.codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0') ?? '?';
      const shown = /\p{Cc}/u.test(ch) ? '' : `「${ch}」 `;
      return `${shown}U+${code}`;
    }
  }
  return '';
}

/** A title from a file name: its base name without extension, cut to the longest title. */
export function titleFromFileName(fileName: string): string {
  const base = fileBaseName(fileName, { withoutExtension: true }).replace(/\p{Cc}/gu, '');
  const title = [...base.trim()].slice(0, MAX_TITLE_LENGTH).join('').trim();
  return title === '' ? 'Word list' : title;
}

/**
 * Reads a teacher's CSV or TSV word list into a preview without saving anything: finds the encoding
 * and the delimiter, reads the header (en, ja and optional image, or 英語/日本語/画像), and checks each row,
 * keeping the good ones and naming why each other one was left out.
 */
export function parseWordList(bytes: Uint8Array, fileName: string): ParsedWordList {
  if (bytes.length > MAX_WORDLIST_BYTES) {
    return {
      ok: false,
      refusal: 'too-large',
      detail: `The file is ${bytes.length} bytes; a word list is at most ${MAX_WORDLIST_BYTES} bytes.`,
    };
  }
  const decoded = decodeText(bytes);
  if (!decoded) {
    return {
      ok: false,
      refusal: 'not-text',
      detail: 'The file is not text in UTF-8 or Shift_JIS (is it an Excel workbook rather than CSV?).',
    };
  }
  const delimiterChar = detectDelimiter(decoded.text);
  const records = splitRecords(decoded.text, delimiterChar).filter(
    (record) => record.unclosedQuote || record.cells.some((cell) => cell.trim() !== ''),
  );
  const header = records[0];
  if (!header) return { ok: false, refusal: 'empty', detail: 'The file has no rows.' };
  const columns = findColumns(header.cells);
  if (!columns) {
    return {
      ok: false,
      refusal: 'no-header',
      detail: `The first row must name the columns en and ja (or 英語 and 日本語); it reads: ${header.cells
        .slice(0, 5)
        .join(' | ')
        .slice(0, 120)}`,
    };
  }
  const accepted: AcceptedRow[] = [];
  const rejected: RejectedRow[] = [];
  const seen = new Map<string, number>();
  const rejectedCounts = Object.fromEntries(
    rowRejectionSchema.options.map((reason) => [reason, 0]),
  ) as Record<RowRejection, number>;
  // Every row left out is counted, but only the first few are kept: a megabyte of bad rows would
  // otherwise make a preview of tens of megabytes for the dialog to draw.
  const reject = (record: DelimitedRecord, reason: RowRejection, detail: string) => {
    rejectedCounts[reason]++;
    if (rejected.length >= MAX_REJECTED_SHOWN) return;
    rejected.push({
      line: record.line,
      cells: record.cells.slice(0, MAX_CELLS_SHOWN).map((c) => c.slice(0, 200)),
      reason,
      detail,
    });
  };
  for (const record of records.slice(1)) {
    if (record.unclosedQuote) {
      reject(record, 'unclosed-quote', 'A quotation mark opened on this line is never closed.');
      continue;
    }
    const en = (record.cells[columns.en] ?? '').trim();
    const shownEn = cut(en, 80);
    const ja = (record.cells[columns.ja] ?? '').trim();
    const img = columns.img === null ? '' : (record.cells[columns.img] ?? '').trim();
    if (en === '' || ja === '') {
      const which = [en === '' ? 'en' : null, ja === '' ? 'ja' : null].filter(Boolean).join(' and ');
      reject(record, 'empty-cell', `The ${which} cell is empty.`);
      continue;
    }
    if (!TYPEABLE_ANSWER.test(en)) {
      reject(
        record,
        'not-typeable',
        `The answer "${shownEn}" has ${firstUntypeable(en)}, which cannot be typed in half-width letters.`,
      );
      continue;
    }
    if ([...en].length > MAX_ANSWER_LENGTH || [...ja].length > MAX_PROMPT_LENGTH) {
      reject(
        record,
        'too-long',
        `An answer is at most ${MAX_ANSWER_LENGTH} characters and a prompt at most ${MAX_PROMPT_LENGTH}.`,
      );
      continue;
    }
    if (/\p{Cc}/u.test(ja)) {
      reject(record, 'not-typeable', 'The ja cell has a line break or another control character.');
      continue;
    }
    if (img !== '' && !IMAGE_NAME.test(img)) {
      reject(
        record,
        'bad-image',
        `The image "${img.slice(0, 80)}" is not a picture name (letters, digits, . - _ only, no folders).`,
      );
      continue;
    }
    const key = en.toLowerCase().replace(/\s+/g, ' ');
    const first = seen.get(key);
    if (first !== undefined) {
      reject(record, 'duplicate', `The answer "${shownEn}" is already on line ${first}.`);
      continue;
    }
    if (accepted.length >= MAX_WORDS_PER_LIST) {
      reject(record, 'too-many-words', `A list holds at most ${MAX_WORDS_PER_LIST} words.`);
      continue;
    }
    seen.set(key, record.line);
    accepted.push({ line: record.line, en, ja, ...(img !== '' ? { img } : {}) });
  }
  return {
    ok: true,
    value: {
      title: titleFromFileName(fileName),
      fileName: fileBaseName(fileName).slice(0, 200),
      encoding: decoded.encoding,
      delimiter: delimiterChar === '\t' ? 'tab' : 'comma',
      accepted,
      rejected,
      rejectedCounts,
    },
  };
}
