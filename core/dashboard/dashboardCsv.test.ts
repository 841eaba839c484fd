import { describe, expect, it } from 'vitest';
import { damagedPupil, missedDog } from '../../tests/support/core/dashboard/reportRows';
import { type DashboardPupil, type DashboardReport, progressProblemCodeSchema } from '../contract';
import { progressProblemKey, translate } from '../i18n';
import { DASHBOARD_CSV_COLUMNS, dashboardCsv, suggestedDashboardName } from './dashboardCsv';

const pupil = (over: Partial<DashboardPupil>): DashboardPupil => ({
  id: 'p-aoi000',
  name: 'Aoi',
  avatar: 'hero',
  lastPlayedAt: '2026-11-18T01:00:00.000Z',
  level: 4,
  stagesCleared: 2,
  attempts: 4,
  accuracy: 0.9,
  keysPerMinute: 123.4,
  trend: [],
  problem: null,
  ...over,
});

const report: DashboardReport = {
  className: null,
  source: 'local',
  generatedAt: '2026-11-24T06:00:00.000Z',
  pupils: [
    pupil({}),
    pupil({ id: 'p-evil00', name: '=HYPERLINK("http://x","y")', accuracy: null, keysPerMinute: null }),
    pupil({ id: 'p-plus00', name: '＋SUM(A1)', lastPlayedAt: null }),
    damagedPupil('Mio, "M"'),
  ],
  missedWords: [
    missedDog([
      { typed: 'dgo', count: 2 },
      { typed: '-dg', count: 1 },
    ]),
  ],
  stages: [],
  heat: [],
};

const formatDate = (iso: string) => `at ${iso.slice(0, 10)}`;

describe('dashboardCsv', () => {
  it('starts with a byte-order mark, ends every line with CRLF and has Japanese headings', () => {
    const text = dashboardCsv(report, { language: 'ja', formatDate });
    expect(text.startsWith('\ufeff名前,最後に遊んだ日時,')).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe(DASHBOARD_CSV_COLUMNS.ja.pupils.join(','));
    expect(lines[1]).toBe('Aoi,at 2026-11-18,4,2,4,90,123,');
    expect(lines[5]).toBe('');
    expect(lines[6]).toBe(DASHBOARD_CSV_COLUMNS.ja.words.join(','));
    expect(lines[7]).toBe('dog,いぬ,7,2,8,dgo (2) / -dg (1)');
  });

  it('writes English headings when asked', () => {
    const lines = dashboardCsv(report, { language: 'en', formatDate }).slice(1).split('\r\n');
    expect(lines[0]).toBe('name,last played,level,stages cleared,attempts,accuracy (%),keys per minute,note');
    expect(lines[6]).toBe('English,Japanese,wrong keys,pupils,times asked,common wrong spellings');
    expect(lines[4]).toBe('"Mio, ""M""",,,,,,,Could not be read: The saved progress is damaged.');
  });

  it('words every reason a pupil could not be read in the CSV’s language, never the host’s English', () => {
    for (const code of progressProblemCodeSchema.options) {
      const unread = { ...damagedPupil('Mio'), problem: { code, detail: 'EACCES' } };
      const one = { ...report, pupils: [unread] };
      const ja = dashboardCsv(one, { language: 'ja', formatDate }).slice(1).split('\r\n')[1];
      const en = dashboardCsv(one, { language: 'en', formatDate }).slice(1).split('\r\n')[1];
      expect(ja, code).toBe(`Mio,,,,,,,読めませんでした：${translate('ja', progressProblemKey(code))}`);
      expect(en, code).toBe(`Mio,,,,,,,Could not be read: ${translate('en', progressProblemKey(code))}`);
      // The detail is for IT on the dashboard's screen; the CSV goes round the staff room.
      expect(ja, code).not.toContain('EACCES');
    }
  });

  it('makes names that would start a formula safe, and quotes commas and quotes', () => {
    const lines = dashboardCsv(report, { language: 'ja', formatDate }).slice(1).split('\r\n');
    expect(lines[2]).toBe(`"'=HYPERLINK(""http://x"",""y"")",at 2026-11-18,4,2,4,,,`);
    expect(lines[3]).toBe("'＋SUM(A1),,4,2,4,90,123,");
    expect(lines[4]).toBe('"Mio, ""M""",,,,,,,読めませんでした：記録が壊れています。');
  });

  it('suggests a file name with the local date', () => {
    expect(suggestedDashboardName(new Date(2026, 10, 24, 23, 59))).toBe('kotoba-quest-class-2026-11-24.csv');
  });
});
