import { describe, expect, it } from 'vitest';
import type { SchoolCheckResult } from '../contract/schoolCheck';
import { buildSchoolReport } from './schoolReport';
import { SCHOOL_REPORT_CSV_COLUMNS, schoolReportCsv } from './schoolReportCsv';

const check = (at: string, known: number, cpm: number): SchoolCheckResult => ({
  band: 'e56',
  form: 'A',
  at,
  asked: 20,
  known,
  slips: 2,
  notKnown: 18 - known,
  slipIds: ['e56.a', 'e56.b'],
  notKnownIds: [],
  keying: { letters: 40, wrongKeys: 2, timeMs: 30_000, charsPerMinute: cpm, accuracy: 0.95 },
});

const report = buildSchoolReport(
  [
    {
      id: 'p1',
      name: '=HYPERLINK("x")',
      className: '5年1組',
      number: 3,
      checks: [check('2027-05-01T00:00:00Z', 8, 60), check('2027-10-01T00:00:00Z', 12, 75.5)],
    },
    { id: 'p2', name: 'はなこ', className: '5年1組', number: 1, checks: [] },
  ],
  { now: new Date('2027-10-10T00:00:00Z'), noClass: '—' },
);
const csv = schoolReportCsv(report, {
  language: 'ja',
  yearName: (band) => (band === 'e56' ? '5・6年' : band),
  formatDate: (iso) => iso.slice(0, 10),
});
const rows = csv.slice(1).split('\r\n');

describe('schoolReportCsv', () => {
  it('is UTF-8 with a byte-order mark and CRLF line ends, as Excel on Japanese Windows expects', () => {
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv.slice(1).replace(/\r\n/g, '')).not.toMatch(/\n/);
  });

  it('lists each pupil with the change since the last check, and never runs a formula', () => {
    expect(rows[0]).toBe(SCHOOL_REPORT_CSV_COLUMNS.ja.pupils.join(','));
    // Class-list order: はなこ is number 1 and has not taken it; her figures are left empty.
    expect(rows[1]).toBe('5・6年,5年1組,1,はなこ,未実施,,,,,,,,,');
    expect(rows[1]?.split(',')).toHaveLength(SCHOOL_REPORT_CSV_COLUMNS.ja.pupils.length);
    expect(rows[2]).toBe(`5・6年,5年1組,3,"'=HYPERLINK(""x"")",2027-10-01,A,20,14,2,6,75.5,95,20,15.5`);
  });

  it('ends with the summaries of the class, the year and the school', () => {
    const at = rows.indexOf(SCHOOL_REPORT_CSV_COLUMNS.ja.summaries.join(','));
    expect(rows[at - 1]).toBe('');
    expect(rows.slice(at + 1, -1).map((r) => r.split(',')[0])).toEqual(['組', '学年', '学校全体']);
    // Two pupils, one of whom took it: the means are over the one who did.
    expect(rows[at + 1]?.split(',').slice(0, 4)).toEqual(['組', '5・6年 5年1組', '2', '1']);
    expect(rows[at + 3]).toBe('学校全体,学校全体,2,1,70,10,30,75.5,95,1,20,15.5,2027-10-01');
  });
});
