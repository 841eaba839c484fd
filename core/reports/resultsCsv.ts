import type { Attempt } from '../contract';

/** One player's history as the report reads it. */
export interface ProfileHistory {
  /** The player's name as shown on the "who is playing?" screen. */
  profile: string;
  history: readonly Attempt[];
}

/** The report's column titles, in order. */
export const RESULT_COLUMNS = [
  'profile',
  'date',
  'stage',
  'mode',
  'victory',
  'accuracy (%)',
  'keys per minute',
  'time (s)',
  'rank',
  'missed words',
] as const;

/** What the report needs besides the histories: stage titles and how dates are written. */
export interface ResultsCsvOptions {
  /** The title of a stage id (built-in stage or teacher's list); the id itself when unknown. */
  stageTitle?: (stageId: string) => string;
  /** Writes an attempt's time; the computer's local `YYYY-MM-DD HH:MM` unless a test asks otherwise. */
  formatDate?: (iso: string) => string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The computer's local date and time of an ISO time stamp, as `YYYY-MM-DD HH:MM`; the text itself when it is no date. */
export function localDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

// Characters a spreadsheet may skip before it reads a formula: blanks and control characters.
const SKIPPED_LEAD = /^[\s\p{Cc}\p{Cf}]+/u;
// What starts a formula once full-width and other compatibility forms are folded (NFKC): = + - @,
// and the minus sign U+2212, which NFKC leaves alone.
const FORMULA_START = /^[=+\-@\u2212]/;

/** Whether a text would be read as a formula: its first character that counts, after NFKC, starts one. */
export function startsFormula(text: string): boolean {
  if (/^[\p{Cc}\p{Cf}]/u.test(text)) return true;
  return FORMULA_START.test(text.normalize('NFKC').replace(SKIPPED_LEAD, ''));
}

/**
 * Makes one cell safe for a spreadsheet: NUL characters are dropped; a text that would start a formula
 * (`=`, `+`, `-`, `@` or their full-width forms, also after blanks, or one starting with a tab, carriage
 * return or other control character) gets a leading apostrophe so it is never run; and a cell with a
 * comma, quote or line break is quoted with its quotes doubled (RFC 4180).
 */
export function csvCell(value: string | number): string {
  let text = String(value).replace(/\0/g, '');
  if (typeof value === 'string' && startsFormula(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * Builds the teachers' results CSV: a header, then one row per player and stage attempt, oldest
 * first within each player; UTF-8 with a byte-order mark and CRLF line ends, so Excel on Japanese
 * Windows opens it with its Japanese intact.
 */
export function resultsCsv(players: readonly ProfileHistory[], options: ResultsCsvOptions = {}): string {
  const title = options.stageTitle ?? ((id: string) => id);
  const formatDate = options.formatDate ?? localDateTime;
  const lines = [RESULT_COLUMNS.map(csvCell).join(',')];
  for (const player of players) {
    const attempts = [...player.history].sort((a, b) => a.at.localeCompare(b.at));
    for (const attempt of attempts) {
      lines.push(
        [
          player.profile,
          formatDate(attempt.at),
          title(attempt.stageId),
          attempt.mode,
          attempt.victory ? 'yes' : 'no',
          Math.round(attempt.accuracy * 1000) / 10,
          Math.round(attempt.keysPerMinute),
          Math.round(attempt.timeMs / 100) / 10,
          attempt.rank,
          attempt.missed.join(' / '),
        ]
          .map(csvCell)
          .join(','),
      );
    }
  }
  return `\ufeff${lines.join('\r\n')}\r\n`;
}

/** The file name the save dialog suggests, e.g. `kotoba-quest-results-2026-02-01.csv`. */
export function suggestedResultsName(date: Date): string {
  return `kotoba-quest-results-${date.toISOString().slice(0, 10)}.csv`;
}
