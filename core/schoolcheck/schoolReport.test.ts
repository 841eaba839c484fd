import { describe, expect, it } from 'vitest';
import type { SchoolCheckResult } from '../contract/schoolCheck';
import { buildSchoolReport, pupilLine, type SchoolReportPupilInput } from './schoolReport';

const check = (
  band: SchoolCheckResult['band'],
  at: string,
  known: number,
  cpm: number,
  form: SchoolCheckResult['form'] = 'A',
): SchoolCheckResult => ({
  band,
  form,
  at,
  asked: 20,
  known,
  slips: 1,
  notKnown: 19 - known,
  slipIds: ['x.slip'],
  notKnownIds: [],
  keying: { letters: 40, wrongKeys: 0, timeMs: 30_000, charsPerMinute: cpm, accuracy: 1 },
});

const pupil = (
  id: string,
  className: string | null,
  checks: SchoolCheckResult[],
  number: number | null = null,
): SchoolReportPupilInput => ({ id, name: `pupil ${id}`, className, number, checks });

describe('pupilLine', () => {
  it("gives the latest check and the change since the year's check before it", () => {
    const line = pupilLine(
      pupil('1', '5-1', [
        check('e56', '2027-10-01T00:00:00Z', 13, 90, 'B'),
        check('e56', '2027-05-01T00:00:00Z', 9, 60),
      ]),
    );
    expect(line.latest).toMatchObject({ form: 'B', score: 14, slips: 1 });
    expect(line.previous).toMatchObject({ form: 'A', score: 10 });
    expect(line.change?.scoreRate).toBeCloseTo(0.2);
    expect(line.change?.charsPerMinute).toBe(30);
  });

  it('shows no change when the check before was of another year', () => {
    const line = pupilLine(
      pupil('1', null, [
        check('e34', '2027-03-01T00:00:00Z', 18, 60),
        check('e56', '2027-05-01T00:00:00Z', 5, 70),
      ]),
    );
    expect(line.latest?.band).toBe('e56');
    expect(line.change).toBeNull();
  });
});

describe('buildSchoolReport', () => {
  const report = buildSchoolReport(
    [
      pupil(
        'a',
        '5-1',
        [check('e56', '2027-05-01T00:00:00Z', 9, 60), check('e56', '2027-10-01T00:00:00Z', 13, 80)],
        2,
      ),
      pupil('b', '5-1', [check('e56', '2027-10-02T00:00:00Z', 19, 120)], 1),
      pupil('c', '5-2', [check('e56', '2027-10-03T00:00:00Z', 4, 40)]),
      pupil('d', '1-1', [check('j1', '2027-10-03T00:00:00Z', 10, 100)]),
      pupil('e', '1-1', []),
      pupil('f', '3-1', []),
      pupil('g', null, []),
    ],
    { now: new Date('2027-10-10T00:00:00Z'), noClass: '?' },
  );

  it('groups pupils by the year of their latest check, then by class in class-list order', () => {
    expect(report.years.map((y) => y.band)).toEqual(['e56', 'j1']);
    const e56 = report.years[0];
    expect(e56?.classes.map((c) => c.summary.label)).toEqual(['5-1', '5-2']);
    expect(e56?.classes[0]?.pupils.map((p) => p.id)).toEqual(['b', 'a']);
  });

  it('counts a pupil who has not taken the check in their class and its year, and in the school', () => {
    const j1 = report.years[1];
    expect(j1?.classes[0]?.pupils.map((p) => p.id)).toEqual(['d', 'e']);
    expect(j1?.classes[0]?.summary).toMatchObject({ pupils: 2, took: 1, charsPerMinute: 100 });
    expect(j1?.summary).toMatchObject({ pupils: 2, took: 1 });
    // A class that took no check, and a pupil with no class, have no year: listed apart, counted by the school.
    expect(report.notTaken.map((p) => p.id)).toEqual(['f', 'g']);
    expect(report.school).toMatchObject({ pupils: 7, took: 4 });
  });

  it('puts the pupils who have not taken it in the year most of their class took it in', () => {
    const mixed = buildSchoolReport(
      [
        pupil('x', '5-1', [check('e34', '2027-03-01T00:00:00Z', 10, 50)]),
        pupil('y', '5-1', [check('e56', '2027-10-01T00:00:00Z', 10, 50)]),
        pupil('z', '5-1', [check('e56', '2027-10-02T00:00:00Z', 10, 50)]),
        pupil('w', '5-1', []),
      ],
      { now: new Date('2027-10-10T00:00:00Z'), noClass: '?' },
    );
    expect(mixed.years.map((y) => [y.band, y.summary.pupils, y.summary.took])).toEqual([
      ['e34', 1, 1],
      ['e56', 3, 2],
    ]);
  });

  it('summarises each class, year and the school, with the mean change of pupils who took two checks', () => {
    const class51 = report.years[0]?.classes[0]?.summary;
    expect(class51).toMatchObject({ pupils: 2, took: 2, charsPerMinute: 100 });
    expect(class51?.scoreRate).toBeCloseTo((14 / 20 + 20 / 20) / 2);
    expect(class51?.change).toMatchObject({ pupils: 1, charsPerMinute: 20 });
    expect(class51?.change?.scoreRate).toBeCloseTo(0.2);
    expect(report.years[0]?.summary).toMatchObject({
      pupils: 3,
      took: 3,
      lastCheckAt: '2027-10-03T00:00:00Z',
    });
    expect(report.school).toMatchObject({ pupils: 7, took: 4, charsPerMinute: (80 + 120 + 40 + 100) / 4 });
    expect(report.school.slipRate).toBeCloseTo(1 / 20);
  });
});
