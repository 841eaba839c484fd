import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_WORDS_PER_LIST } from '../../contract/wordlists';
import { decodeText, MAX_WORDLIST_BYTES, parseWordList, splitRecords } from './parseWordList';
import { toShiftJis } from './shiftJisForTests';

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
    const file = path.join(import.meta.dirname, '../../../manual/docs/public/samples/wordlist-sample.csv');
    const preview = parsed(fs.readFileSync(file), 'wordlist-sample.csv');
    expect(preview.rejected).toEqual([]);
    expect(preview.accepted).toHaveLength(10);
    expect(preview.accepted[7]).toEqual({ line: 9, en: 'Good morning, class.', ja: 'みなさん おはよう' });
  });
});
