import { describe, expect, it } from 'vitest';
import { emptySnapshot, type SchoolCheckResult } from '../contract';
import { buildDashboard } from '../dashboard/buildDashboard';
import { handinText, makeHandin, parseHandin } from '../handin/handinFile';
import { handinReport, readHandins } from '../handin/readHandins';
import { utf8Bytes } from '../web/webStandard';
import { schoolReportOf } from './schoolReportOf';

const check = (at: string, known: number, form: SchoolCheckResult['form']): SchoolCheckResult => ({
  band: 'e56',
  form,
  at,
  asked: 20,
  known,
  slips: 0,
  notKnown: 20 - known,
  slipIds: [],
  notKnownIds: [],
  keying: { letters: 40, wrongKeys: 1, timeMs: 30_000, charsPerMinute: 80, accuracy: 0.976 },
});
const now = new Date('2027-10-20T00:00:00Z');
const may = check('2027-05-10T01:00:00.000Z', 10, 'A');
const october = check('2027-10-10T01:00:00.000Z', 14, 'B');

describe('the school report from what the dashboard reads', () => {
  it('carries check results in hand-ins, merged from two devices, with the class and number they give', () => {
    const handin = (playerId: string, className: string, number: number, checks: SchoolCheckResult[]) => {
      const file = makeHandin(
        { playerId, name: `pupil ${number}`, className, number },
        { ...emptySnapshot(), schoolChecks: checks },
        new Date('2027-10-11T00:00:00Z'),
      );
      return { path: `${playerId}.json`, bytes: utf8Bytes(handinText(file)) };
    };
    const files = [
      handin('p-aoi00001', '5年1組', 1, [may]),
      handin('p-aoi00001', '5年1組', 1, [may, october]),
      handin('p-yuto0002', '5年2組', 4, [october]),
    ];
    const first = files[0];
    if (!first) throw new Error('no file');
    const parsed = parseHandin(first.bytes);
    expect(parsed.ok && parsed.value.snapshot.schoolChecks).toEqual([may]);
    const report = schoolReportOf(handinReport(readHandins(files), { now }), { now, noClass: '—' });
    const classes = report.years[0]?.classes ?? [];
    expect(classes.map((c) => c.summary.label)).toEqual(['5年1組', '5年2組']);
    expect(classes[0]?.pupils[0]).toMatchObject({ number: 1, latest: { form: 'B', score: 14 } });
    expect(classes[0]?.pupils[0]?.change?.scoreRate).toBeCloseTo(0.2);
  });

  it("puts a class folder's pupils under the folder's class", () => {
    const dashboard = buildDashboard(
      [
        {
          profile: { id: 'p-ken00001', name: 'けん', avatar: 'hero', createdAt: now.toISOString() },
          snapshot: { ...emptySnapshot(), schoolChecks: [october] },
          problem: null,
        },
      ],
      { now, className: '6年3組', source: 'class' },
    );
    const report = schoolReportOf(dashboard, { now, noClass: '—' });
    expect(report.years[0]?.classes[0]?.summary).toMatchObject({ label: '6年3組', took: 1 });
  });
});
