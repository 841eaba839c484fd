import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { toShiftJis } from '../../tests/support/core/wordlists/shiftJisForTests';
import { MAX_REJECTED_SHOWN, MAX_WORDS_PER_LIST } from '../contract/wordlists';
import {
  decodeText,
  MAX_WORDLIST_BYTES,
  parseWordList,
  type SplitStats,
  splitRecords,
} from './parseWordList';

const utf8 = (text: string) => new TextEncoder().encode(text);
const withBom = (text: string) => Uint8Array.from([0xef, 0xbb, 0xbf, ...utf8(text)]);

function parsed(bytes: Uint8Array, fileName = 'unit3.csv') {
  const answer = parseWordList(bytes, fileName);
  if (!answer.ok) throw new Error(`refused: ${answer.detail}`);
  return answer.value;
}

describe('decodeText', () => {
  it('reads UTF-8 with and without a byte-order mark to the same text', () => {
    expect(decodeText(utf8('en,ja\ndog,いぬ'))).toEqual({ text: 'en,ja\ndog,いぬ', encoding: 'utf-8' });
    expect(decodeText(withBom('en,ja\ndog,いぬ'))).toEqual({ text: 'en,ja\ndog,いぬ', encoding: 'utf-8' });
  });

  it('detects Shift_JIS (invalid as UTF-8, valid as Shift_JIS) and converts it', () => {
    const bytes = toShiftJis('英語,日本語\r\ndog,いぬ\r\n');
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toThrow();
    expect(decodeText(bytes)).toEqual({ text: '英語,日本語\r\ndog,いぬ\r\n', encoding: 'shift_jis' });
  });

  it('reads UTF-16 with its byte-order mark (Excel "Unicode text")', () => {
    const text = 'en\tja\ncat\tねこ';
    const bytes = Uint8Array.from([0xff, 0xfe, ...Buffer.from(text, 'utf16le')]);
    expect(decodeText(bytes)).toEqual({ text, encoding: 'utf-16le' });
  });

  it('answers null for bytes that are neither UTF-8 nor Shift_JIS', () => {
    expect(decodeText(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0xff, 0xff, 0x85, 0xfd]))).toBeNull();
  });
});

describe('splitRecords', () => {
  it('keeps commas, doubled quotes and line breaks inside quoted fields, with each record’s first line', () => {
    const text = 'en,ja\r\n"Hello, Ken",こんにちは\r\n"He said ""hi""","2行\r\nめ"\r\nend,おわり';
    expect(splitRecords(text, ',')).toEqual([
      { cells: ['en', 'ja'], line: 1, unclosedQuote: false },
      { cells: ['Hello, Ken', 'こんにちは'], line: 2, unclosedQuote: false },
      { cells: ['He said "hi"', '2行\nめ'], line: 3, unclosedQuote: false },
      { cells: ['end', 'おわり'], line: 5, unclosedQuote: false },
    ]);
  });

  it('marks a record whose quote never closes', () => {
    expect(splitRecords('en,ja\n"open,ひらく\n', ',').at(-1)).toEqual({
      cells: ['open,ひらく\n'],
      line: 2,
      unclosedQuote: true,
    });
  });
});

describe('parseWordList', () => {
  it('accepts a UTF-8 CSV with a BOM: header en, ja, image; line numbers from the file', () => {
    const preview = parsed(
      withBom('en,ja,image\r\ndog,いぬ,dog.png\r\ncat,ねこ,\r\n'),
      'C:\\lists\\Unit 3.csv',
    );
    expect(preview).toEqual({
      title: 'Unit 3',
      fileName: 'Unit 3.csv',
      encoding: 'utf-8',
      delimiter: 'comma',
      accepted: [
        { line: 2, en: 'dog', ja: 'いぬ', img: 'dog.png' },
        { line: 3, en: 'cat', ja: 'ねこ' },
      ],
      rejected: [],
      rejectedCounts: {
        'empty-cell': 0,
        'not-typeable': 0,
        duplicate: 0,
        'too-long': 0,
        'bad-image': 0,
        'unclosed-quote': 0,
        'too-many-words': 0,
      },
    });
  });

  it('accepts TSV with Japanese headers in any column order, and ignores extra columns', () => {
    const preview = parsed(utf8('メモ\t日本語\t英語\nれい\tりんご\tapple\n\tみかん\torange'), 'fruit.tsv');
    expect(preview.delimiter).toBe('tab');
    expect(preview.accepted).toEqual([
      { line: 2, en: 'apple', ja: 'りんご' },
      { line: 3, en: 'orange', ja: 'みかん' },
    ]);
  });

  it('reads an Excel Shift_JIS export with Japanese headers and converts every word', () => {
    const preview = parsed(
      toShiftJis('英語,日本語\r\nGood morning.,おはよう\r\nMonday,月曜日（げつようび）\r\n'),
    );
    expect(preview.encoding).toBe('shift_jis');
    expect(preview.accepted).toEqual([
      { line: 2, en: 'Good morning.', ja: 'おはよう' },
      { line: 3, en: 'Monday', ja: '月曜日（げつようび）' },
    ]);
  });

  it('refuses each malformed row with its line and reason, and keeps the good rows', () => {
    const csv = [
      'en,ja,image',
      'dog,いぬ,',
      ',ねこ,',
      'bird,,',
      'ｄｏｇ,全角,',
      'café,カフェ,',
      'Dog,いぬ（大文字）,',
      `${'a'.repeat(61)},ながい,`,
      'pen,ペン,../../secret.png',
      '"Hello, Ken",こんにちは,',
      'fish,"さかな',
    ].join('\n');
    const preview = parsed(utf8(csv));
    expect(preview.accepted).toEqual([
      { line: 2, en: 'dog', ja: 'いぬ' },
      { line: 10, en: 'Hello, Ken', ja: 'こんにちは' },
    ]);
    expect(preview.rejected.map((row) => [row.line, row.reason])).toEqual([
      [3, 'empty-cell'],
      [4, 'empty-cell'],
      [5, 'not-typeable'],
      [6, 'not-typeable'],
      [7, 'duplicate'],
      [8, 'too-long'],
      [9, 'bad-image'],
      [11, 'unclosed-quote'],
    ]);
    const detail = (line: number) => preview.rejected.find((row) => row.line === line)?.detail;
    expect(detail(3)).toBe('The en cell is empty.');
    expect(detail(4)).toBe('The ja cell is empty.');
    expect(detail(5)).toContain('「ｄ」 U+FF44');
    expect(detail(6)).toContain('「é」 U+00E9');
    expect(detail(7)).toBe('The answer "Dog" is already on line 2.');
    expect(preview.rejected[0]?.cells).toEqual(['', 'ねこ', '']);
  });

  it('keeps at most the largest list and refuses the rest row by row', () => {
    const rows = Array.from({ length: MAX_WORDS_PER_LIST + 3 }, (_, i) => `word${i},ことば${i}`);
    const preview = parsed(utf8(['en,ja', ...rows].join('\n')));
    expect(preview.accepted).toHaveLength(MAX_WORDS_PER_LIST);
    expect(preview.rejected.map((row) => row.reason)).toEqual([
      'too-many-words',
      'too-many-words',
      'too-many-words',
    ]);
  });

  it('skips blank lines without reporting them', () => {
    const preview = parsed(utf8('en,ja\n\ndog,いぬ\n,\n\ncat,ねこ\n'));
    expect(preview.accepted.map((row) => row.line)).toEqual([3, 6]);
    expect(preview.rejected).toEqual([]);
  });

  const refusedFiles: [string, Uint8Array, string][] = [
    ['an empty file', new Uint8Array(), 'empty'],
    ['a file of blank lines', utf8('\r\n\r\n'), 'empty'],
    ['a file without the en/ja header', utf8('dog,いぬ\ncat,ねこ'), 'no-header'],
    ['a binary file', Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0xff, 0xfe, 0xfd, 0x85]), 'not-text'],
    ['a file over the size limit', new Uint8Array(MAX_WORDLIST_BYTES + 1).fill(0x61), 'too-large'],
  ];
  for (const [what, bytes, refusal] of refusedFiles) {
    it(`refuses ${what} as a whole`, () => {
      const answer = parseWordList(bytes, 'x.csv');
      expect(answer.ok === false && answer.refusal).toBe(refusal);
    });
  }

  it('accepts every row of the sample list in the manual', () => {
    const file = path.join(import.meta.dirname, '../../manual/docs/public/samples/wordlist-sample.csv');
    const preview = parsed(fs.readFileSync(file), 'wordlist-sample.csv');
    expect(preview.rejected).toEqual([]);
    expect(preview.accepted).toHaveLength(10);
    expect(preview.accepted[7]).toEqual({ line: 9, en: 'Good morning, class.', ja: 'みなさん おはよう' });
  });
});

/** Total characters that `String.prototype.trim` reads while `run` runs: a rescanning parser reads far more than its input. */
function charactersTrimmed(run: () => void): number {
  const original = String.prototype.trim;
  let read = 0;
  const spy = vi.spyOn(String.prototype, 'trim').mockImplementation(function (this: string) {
    read += this.length;
    return original.call(this);
  });
  try {
    run();
  } finally {
    spy.mockRestore();
  }
  return read;
}

/** An unquoted cell full of quotes, `x"x"x"…`, the shape that used to make parsing quadratic. */
const quoteStorm = (bytes: number) => `en,ja\n${'x"'.repeat(Math.floor((bytes - 6) / 2))}`;

describe('splitRecords on adversarial input', () => {
  it('keeps quotes inside an unquoted cell as they are, in one step per character', () => {
    const text = quoteStorm(256 * 1024);
    const stats: SplitStats = { steps: 0 };
    const records = splitRecords(text, ',', stats);
    expect(records).toHaveLength(2);
    expect(records[1]?.cells).toEqual([text.slice(6)]);
    expect(stats.steps).toBeGreaterThan(0);
    expect(stats.steps).toBeLessThanOrEqual(text.length);
  });

  it('never re-reads a cell while parsing a file of a megabyte of quotes', () => {
    const bytes = utf8(quoteStorm(MAX_WORDLIST_BYTES));
    let answer: ReturnType<typeof parseWordList> | undefined;
    const read = charactersTrimmed(() => {
      answer = parseWordList(bytes, 'storm.csv');
    });
    // The answer cell is trimmed a fixed number of times (blank-row check, answer); never once per quote.
    expect(read).toBeLessThanOrEqual(3 * bytes.length);
    expect(answer?.ok && answer.value.rejectedCounts['empty-cell']).toBe(1);
  });

  it('takes at most one step per character on any text (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('a', ' ', ',', '\t', '"', '\r', '\n', 'あ') }),
        (text) => {
          const stats: SplitStats = { steps: 0 };
          splitRecords(text, ',', stats);
          expect(stats.steps).toBeLessThanOrEqual(text.length);
        },
      ),
    );
  });

  it('reads back any table written as RFC 4180 with every cell quoted (property)', () => {
    const cell = fc.string({ unit: fc.constantFrom('a', 'Z', ' ', ',', '"', '\r\n', '\n', 'あ') });
    fc.assert(
      fc.property(
        fc.array(fc.array(cell, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 6 }),
        (rows) => {
          const text = rows.map((row) => row.map((c) => `"${c.replace(/"/g, '""')}"`).join(',')).join('\r\n');
          const cells = splitRecords(text, ',').map((record) => record.cells);
          expect(cells).toEqual(rows.map((row) => row.map((c) => c.replace(/\r\n/g, '\n'))));
        },
      ),
    );
  });
});

describe('parseWordList summaries', () => {
  it('counts every row left out by reason but lists only the first few, so a megabyte of bad rows stays a small preview', () => {
    const rows = Array.from({ length: 120_000 }, (_, i) => (i % 3 === 0 ? ',x' : `a${i % 7},b`));
    const text = `en,ja\n${rows.join('\n')}`.slice(0, MAX_WORDLIST_BYTES);
    const preview = parsed(utf8(text));
    expect(preview.rejected).toHaveLength(MAX_REJECTED_SHOWN);
    expect(preview.rejected[0]).toMatchObject({ line: 2, reason: 'empty-cell' });
    const total = Object.values(preview.rejectedCounts).reduce((sum, n) => sum + n, 0);
    expect(total + preview.accepted.length).toBe(text.split('\n').length - 1);
    expect(preview.rejectedCounts['empty-cell']).toBe(40_000);
    expect(preview.rejectedCounts.duplicate).toBe(80_000 - 7);
    expect(JSON.stringify(preview).length).toBeLessThan(20_000);
  });

  it('refuses a file over the size limit before reading it, saying how large it may be', () => {
    const answer = parseWordList(new Uint8Array(MAX_WORDLIST_BYTES + 1), 'big.csv');
    expect(answer).toMatchObject({ ok: false, refusal: 'too-large' });
    if (!answer.ok) expect(answer.detail).toContain(String(MAX_WORDLIST_BYTES));
  });
});
