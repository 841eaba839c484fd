import { csvCell, localDateTime } from '../reports/resultsCsv';
import type { SchoolReport, SchoolReportSummary } from './schoolReport';

/** The language of the CSV's column titles. */
export type SchoolReportCsvLanguage = 'ja' | 'en';

/** Column titles of the pupils' lines, then of the summaries, in each language. */
export const SCHOOL_REPORT_CSV_COLUMNS = {
  ja: {
    pupils: [
      '学年',
      '組',
      '番号',
      '名前',
      '実施日',
      'フォーム',
      '問題数',
      'わかった語数',
      'うち打ちまちがい直し',
      'わからなかった語数',
      '1分あたりの文字数',
      '正確さ（%）',
      '前回からの変化（わかった語の%）',
      '前回からの変化（1分あたりの文字数）',
    ],
    summaries: [
      '集計',
      '名前',
      '人数',
      '実施人数',
      'わかった語（%）',
      '打ちまちがい直し（%）',
      'わからなかった語（%）',
      '1分あたりの文字数',
      '正確さ（%）',
      '2回以上実施した人数',
      '前回からの変化（わかった語の%）',
      '前回からの変化（1分あたりの文字数）',
      '最新の実施日',
    ],
    levels: { class: '組', year: '学年', school: '学校全体' },
    notTaken: '未実施',
  },
  en: {
    pupils: [
      'year',
      'class',
      'number',
      'name',
      'date',
      'form',
      'words asked',
      'words known',
      'of which slips',
      'words not known',
      'characters per minute',
      'accuracy (%)',
      'change since last check (words known, %)',
      'change since last check (characters per minute)',
    ],
    summaries: [
      'summary',
      'name',
      'pupils',
      'took the check',
      'words known (%)',
      'slips (%)',
      'words not known (%)',
      'characters per minute',
      'accuracy (%)',
      'pupils with two checks',
      'change since last check (words known, %)',
      'change since last check (characters per minute)',
      'last check',
    ],
    levels: { class: 'class', year: 'year', school: 'whole school' },
    notTaken: 'not taken',
  },
} as const;

/** What the CSV needs besides the report. */
export interface SchoolReportCsvOptions {
  language: SchoolReportCsvLanguage;
  /** The name of a year (band id), e.g. 「5・6年」. */
  yearName: (band: string) => string;
  /** Writes a time; the computer's local `YYYY-MM-DD HH:MM` unless a test asks otherwise. */
  formatDate?: (iso: string) => string;
}

const percent = (value: number | null | undefined) => (value == null ? '' : Math.round(value * 1000) / 10);
const oneDecimal = (value: number | null | undefined) => (value == null ? '' : Math.round(value * 10) / 10);

/**
 * The school report as a CSV file Excel opens with its Japanese intact (UTF-8 with a byte-order mark,
 * CRLF line ends): one line per pupil of each class, by year, class and number (a pupil who has not
 * taken the check says so in the date's column, with the figures left empty); a blank line; then the
 * summaries of each class, each year and the school, each with its pupils and how many took it. Every cell goes through {@link csvCell}.
 */
export function schoolReportCsv(report: SchoolReport, options: SchoolReportCsvOptions): string {
  const columns = SCHOOL_REPORT_CSV_COLUMNS[options.language];
  const formatDate = options.formatDate ?? localDateTime;
  const line = (cells: readonly (string | number)[]) => cells.map(csvCell).join(',');
  const lines = [line(columns.pupils)];
  for (const year of report.years) {
    for (const group of year.classes) {
      for (const pupil of group.pupils) {
        const latest = pupil.latest;
        if (!latest) {
          lines.push(
            line([
              options.yearName(year.band),
              group.summary.label,
              pupil.number ?? '',
              pupil.name,
              columns.notTaken,
              ...Array<string>(columns.pupils.length - 5).fill(''),
            ]),
          );
          continue;
        }
        lines.push(
          line([
            options.yearName(year.band),
            group.summary.label,
            pupil.number ?? '',
            pupil.name,
            formatDate(latest.at),
            latest.form,
            latest.asked,
            latest.score,
            latest.slips,
            latest.notKnown,
            oneDecimal(latest.charsPerMinute),
            percent(latest.accuracy),
            percent(pupil.change?.scoreRate),
            oneDecimal(pupil.change?.charsPerMinute),
          ]),
        );
      }
    }
  }
  const summary = (level: string, name: string, s: SchoolReportSummary) =>
    line([
      level,
      name,
      s.pupils,
      s.took,
      percent(s.scoreRate),
      percent(s.slipRate),
      percent(s.notKnownRate),
      oneDecimal(s.charsPerMinute),
      percent(s.accuracy),
      s.change?.pupils ?? 0,
      percent(s.change?.scoreRate),
      oneDecimal(s.change?.charsPerMinute),
      s.lastCheckAt ? formatDate(s.lastCheckAt) : '',
    ]);
  lines.push('', line(columns.summaries));
  for (const year of report.years)
    for (const group of year.classes)
      lines.push(
        summary(columns.levels.class, `${options.yearName(year.band)} ${group.summary.label}`, group.summary),
      );
  for (const year of report.years)
    lines.push(summary(columns.levels.year, options.yearName(year.band), year.summary));
  lines.push(summary(columns.levels.school, columns.levels.school, report.school));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
