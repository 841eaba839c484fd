import type { DashboardReport } from '../contract';
import { progressProblemKey, translate } from '../i18n';
import { csvCell, localDateTime } from '../reports/resultsCsv';
import { comparableText } from '../text/comparableText';

/** The language of the CSV's column titles. */
export type DashboardCsvLanguage = 'ja' | 'en';

/** Column titles of the class list, then of the missed words, in each language. */
export const DASHBOARD_CSV_COLUMNS = {
  ja: {
    pupils: [
      '名前',
      '最後に遊んだ日時',
      'レベル',
      'クリアしたステージ',
      'プレイ回数',
      '正確さ（%）',
      '1分あたりのキー数',
      '備考',
    ],
    words: ['英語', '日本語', 'まちがえたキーの数', 'まちがえた人数', '出題回数', 'よくある書きまちがい'],
  },
  en: {
    pupils: [
      'name',
      'last played',
      'level',
      'stages cleared',
      'attempts',
      'accuracy (%)',
      'keys per minute',
      'note',
    ],
    words: ['English', 'Japanese', 'wrong keys', 'pupils', 'times asked', 'common wrong spellings'],
  },
} as const satisfies Record<DashboardCsvLanguage, { pupils: readonly string[]; words: readonly string[] }>;

/** What the CSV needs besides the report. */
export interface DashboardCsvOptions {
  language: DashboardCsvLanguage;
  /** Writes a time; the computer's local `YYYY-MM-DD HH:MM` unless a test asks otherwise. */
  formatDate?: (iso: string) => string;
  /**
   * Pupils of the class list given with a report of hand-ins who handed nothing in, in class-list
   * order: each gets a row after the pupils', with only a name and the note that says so.
   */
  notHandedIn?: readonly { name: string; className: string }[];
  /** The report's ids of pupils whose hand-in matched no one on that class list: their note says so. */
  notOnList?: readonly string[];
}

const percent = (value: number | null) => (value === null ? '' : Math.round(value * 1000) / 10);
const whole = (value: number | null) => (value === null ? '' : Math.round(value));

/**
 * The dashboard as a CSV file that Excel opens with its Japanese intact (UTF-8 with a byte-order
 * mark, CRLF line ends): one row per pupil, a blank line, then the words the class misses most.
 * Every cell goes through {@link csvCell}, so a name such as `=HYPERLINK(…)` is shown, never run.
 */
export function dashboardCsv(report: DashboardReport, options: DashboardCsvOptions): string {
  const columns = DASHBOARD_CSV_COLUMNS[options.language];
  const formatDate = options.formatDate ?? localDateTime;
  const line = (cells: readonly (string | number)[]) => cells.map(csvCell).join(',');
  const unread = options.language === 'ja' ? '読めませんでした：' : 'Could not be read: ';
  const lines = [line(columns.pupils)];
  const notOnList = new Set(options.notOnList ?? []);
  for (const pupil of report.pupils) {
    const readable = pupil.problem === null || pupil.level > 0;
    const notes = [
      // The reason in the CSV's language; its technical detail is for IT, on the dashboard's screen.
      pupil.problem === null
        ? ''
        : `${unread}${translate(options.language, progressProblemKey(pupil.problem.code))}`,
      notOnList.has(pupil.id) ? translate(options.language, 'handin.classList.notOnList') : '',
    ];
    lines.push(
      line([
        pupil.name,
        pupil.lastPlayedAt ? formatDate(pupil.lastPlayedAt) : '',
        readable ? pupil.level : '',
        readable ? pupil.stagesCleared : '',
        readable ? pupil.attempts : '',
        percent(pupil.accuracy),
        whole(pupil.keysPerMinute),
        notes.filter((note) => note !== '').join(options.language === 'ja' ? '／' : '; '),
      ]),
    );
  }
  // Blank cells, not zeros: nothing of theirs was read. Their class is named where the report's
  // (one class) is not theirs, as a report of several classes names every pupil's.
  const notHandedIn = options.language === 'ja' ? '未提出' : 'Not handed in';
  const noteColumn = DASHBOARD_CSV_COLUMNS.en.pupils.indexOf('note');
  for (const pupil of options.notHandedIn ?? []) {
    const cells: string[] = columns.pupils.map(() => '');
    const ofReport =
      report.className !== null && comparableText(report.className) === comparableText(pupil.className);
    cells[0] = ofReport ? pupil.name : `${pupil.name}（${pupil.className}）`;
    cells[noteColumn] = notHandedIn;
    lines.push(line(cells));
  }
  lines.push('');
  lines.push(line(columns.words));
  for (const word of report.missedWords) {
    lines.push(
      line([
        word.en,
        word.ja,
        word.mistakes,
        word.pupils,
        word.seen,
        word.wrongSpellings.map((s) => `${s.typed} (${s.count})`).join(' / '),
      ]),
    );
  }
  return `\ufeff${lines.join('\r\n')}\r\n`;
}

/** The file name the save dialog suggests, e.g. `kotoba-quest-class-2026-11-24.csv` (local date). */
export function suggestedDashboardName(date: Date): string {
  return `kotoba-quest-class-${localDateTime(date.toISOString()).slice(0, 10)}.csv`;
}
