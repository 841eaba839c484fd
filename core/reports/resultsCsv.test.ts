import { describe, expect, it } from 'vitest';
import { sampleAttempt as attempt, isoDate } from '../../tests/support/core/reports/sampleAttempt';
import { csvCell, localDateTime, RESULT_COLUMNS, resultsCsv } from './resultsCsv';

describe('csvCell', () => {
  it('quotes commas, quotes and line breaks as RFC 4180 asks', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('never lets a cell start a formula', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell(92.5)).toBe('92.5');
  });

  it('never lets a cell start a formula behind a NUL, a blank or a control character', () => {
    expect(csvCell('\0=1+1')).toBe("'=1+1");
    expect(csvCell('\0\0@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell(' =1+1')).toBe("' =1+1");
    expect(csvCell('\u3000=1+1')).toBe("'\u3000=1+1");
    expect(csvCell('\r=1+1')).toBe('"\'\r=1+1"');
    expect(csvCell('\u0007cmd')).toBe("'\u0007cmd");
    expect(csvCell('\u200b=1')).toBe("'\u200b=1");
  });

  it('never lets full-width and other compatibility forms of = + - @ start a formula', () => {
    for (const lead of ['＝', '＋', '－', '＠', '﹦', '﹢', '﹣', '﹫', '\u2212']) {
      expect(csvCell(`${lead}1+1`)).toBe(`'${lead}1+1`);
    }
    expect(csvCell('ｅｑｕａｌ')).toBe('ｅｑｕａｌ');
    expect(csvCell('ねこ＝cat')).toBe('ねこ＝cat');
  });
});

describe('resultsCsv', () => {
  it('writes a BOM, a header and one CRLF row per player and attempt, oldest first', () => {
    const text = resultsCsv(
      [
        {
          profile: 'たろう',
          history: [
            attempt({ at: '2026-04-11T09:00:00.000Z', stageId: 'wl-abc123', missed: ['cat', 'dog'] }),
            attempt({ at: '2026-04-10T09:00:00.000Z', mode: 'study', victory: false, rank: 'C' }),
          ],
        },
        {
          profile: 'Hanako',
          history: [attempt({ accuracy: 1, keysPerMinute: 80, timeMs: 30_000, rank: 'S' })],
        },
      ],
      { formatDate: isoDate, stageTitle: (id) => (id === 'wl-abc123' ? '3年 Unit 3, 動物' : 'どうぶつ') },
    );
    expect(text.startsWith('\ufeff')).toBe(true);
    expect(text.slice(1).split('\r\n')).toEqual([
      RESULT_COLUMNS.join(','),
      'たろう,2026-04-10T09:00:00.000Z,どうぶつ,study,no,92.5,122,64.3,C,',
      'たろう,2026-04-11T09:00:00.000Z,"3年 Unit 3, 動物",battle,yes,92.5,122,64.3,A,cat / dog',
      'Hanako,2026-04-10T09:00:00.000Z,どうぶつ,battle,yes,100,80,30,S,',
      '',
    ]);
  });

  it('writes dates in the computer’s local time', () => {
    const iso = '2026-04-10T09:05:00.000Z';
    const date = new Date(iso);
    const expected = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(
      date.getDate(),
    ).padStart(
      2,
      '0',
    )} ${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
    expect(localDateTime(iso)).toBe(expected);
    expect(localDateTime('not a date')).toBe('not a date');
  });
});
