import { type CsvTable, columnOf, readCsvTable } from './readCsvTable';
import { type RosterClass, type RosterOutcome, type RosterPupil, rosterError } from './rosterTypes';

/** The OneRoster 1.2 CSV files the game reads; the others in the set (demographics, …) are never opened. */
export const ONEROSTER_FILES = {
  manifest: 'manifest.csv',
  users: 'users.csv',
  classes: 'classes.csv',
  enrollments: 'enrollments.csv',
  academicSessions: 'academicSessions.csv',
  orgs: 'orgs.csv',
} as const;

/** Japan Profile columns (OneRoster 1.2 Japan Profile): kana names, homeroom and the class-list number. */
const JP = {
  kanaGivenName: 'metadata.jp.kanaGivenName',
  kanaFamilyName: 'metadata.jp.kanaFamilyName',
  homeClass: 'metadata.jp.homeClass',
  // The Japan Profile spells it ShussekiNo; the newer K-12 schools profile shussekiNo (cells are matched ignoring case).
  shussekiNo: 'metadata.jp.ShussekiNo',
} as const;

/** Rows marked for deletion in a delta file are not part of the roster. */
const isDeleted = (status: string) => status.toLowerCase() === 'tobedeleted';

/** The name the game shows: family and given name as the school writes them, preferred names first. */
const fullName = (family: string, given: string) => [family, given].filter((part) => part !== '').join(' ');

/** A class-list number, or null when the cell is empty or not a number from 1 to 999. */
function classNumber(cell: string): number | null {
  if (!/^\d{1,3}$/.test(cell)) return null;
  const n = Number(cell);
  return n >= 1 && n <= 999 ? n : null;
}

/** A school year from a session: its `schoolYear` cell (1.2) or the year its start date falls in. */
function sessionYear(table: CsvTable | null, ids: readonly string[]): string | null {
  if (!table) return null;
  for (const row of table.rows) {
    if (!ids.includes(row.cell('sourcedId')) || isDeleted(row.cell('status'))) continue;
    const year = row.cell('schoolYear');
    if (/^\d{4}$/.test(year)) return year;
    const start = /^(\d{4})-(\d{2})/.exec(row.cell('startDate'));
    // A Japanese school year starts in April: January to March belong to the year before.
    if (start) return String(Number(start[1]) - (Number(start[2]) < 4 ? 1 : 0));
  }
  return null;
}

/**
 * Reads a OneRoster 1.2 CSV set (Japan Profile) into the game's roster: each pupil (role `student`
 * in `enrollments.csv`) with their homeroom class (`classType` homeroom), number (`ShussekiNo`),
 * kana and stable `sourcedId`. Every other column — e-mail, birth date, user name, … — is never
 * read. `files` maps a file's name (without folders, any case) to its bytes.
 */
export function parseOneRoster(files: ReadonlyMap<string, Uint8Array>): RosterOutcome {
  const fileOf = (name: string) => {
    for (const [key, bytes] of files) if (key.toLowerCase() === name.toLowerCase()) return bytes;
    return null;
  };
  for (const name of [
    ONEROSTER_FILES.manifest,
    ONEROSTER_FILES.users,
    ONEROSTER_FILES.classes,
    ONEROSTER_FILES.enrollments,
  ]) {
    if (!fileOf(name)) return rosterError('missing-file', name, 0, `The roster has no ${name}.`);
  }
  const read = (name: string, required: ReadonlyArray<readonly string[]>) =>
    readCsvTable(fileOf(name) as Uint8Array, name, required);

  const manifest = read(ONEROSTER_FILES.manifest, [['propertyName'], ['value']]);
  if (!manifest.ok) return manifest;
  const users = read(ONEROSTER_FILES.users, [['sourcedId'], ['givenName'], ['familyName']]);
  if (!users.ok) return users;
  const classes = read(ONEROSTER_FILES.classes, [['sourcedId'], ['title'], ['classType']]);
  if (!classes.ok) return classes;
  const enrollments = read(ONEROSTER_FILES.enrollments, [['classSourcedId'], ['userSourcedId'], ['role']]);
  if (!enrollments.ok) return enrollments;
  const sessionsBytes = fileOf(ONEROSTER_FILES.academicSessions);
  let sessions: CsvTable | null = null;
  if (sessionsBytes) {
    const readSessions = readCsvTable(sessionsBytes, ONEROSTER_FILES.academicSessions, [['sourcedId']]);
    if (!readSessions.ok) return readSessions;
    sessions = readSessions.table;
  }

  const homerooms = new Map<string, { name: string; line: number; terms: string[] }>();
  for (const row of classes.table.rows) {
    if (isDeleted(row.cell('status')) || row.cell('classType').toLowerCase() !== 'homeroom') continue;
    const id = row.cell('sourcedId');
    const name = row.cell('title');
    if (id === '' || name === '') {
      return rosterError(
        'bad-row',
        classes.table.file,
        row.line,
        'A homeroom class has no sourcedId or title.',
      );
    }
    const terms = row
      .cell('termSourcedIds')
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean);
    homerooms.set(id, { name, line: row.line, terms });
  }

  const shussekiNo = columnOf(enrollments.table, [JP.shussekiNo]);
  const placed = new Map<string, { classId: string; number: number | null; line: number }>();
  for (const row of enrollments.table.rows) {
    if (isDeleted(row.cell('status')) || row.cell('role').toLowerCase() !== 'student') continue;
    const classId = row.cell('classSourcedId');
    if (!homerooms.has(classId)) continue;
    const userId = row.cell('userSourcedId');
    const earlier = placed.get(userId);
    if (earlier && earlier.classId !== classId) {
      return rosterError(
        'two-homerooms',
        enrollments.table.file,
        row.line,
        `The pupil ${userId} is in two homeroom classes (lines ${earlier.line} and ${row.line}).`,
      );
    }
    placed.set(userId, { classId, number: classNumber(row.cell(shussekiNo)), line: row.line });
  }

  const kanaGiven = columnOf(users.table, [JP.kanaGivenName]);
  const kanaFamily = columnOf(users.table, [JP.kanaFamilyName]);
  const homeClass = columnOf(users.table, [JP.homeClass]);
  const pupils: RosterPupil[] = [];
  for (const row of users.table.rows) {
    if (isDeleted(row.cell('status'))) continue;
    const rosterId = row.cell('sourcedId');
    // A pupil with no homeroom enrolment is placed by the Japan Profile's homeClass, when it names one.
    const place =
      placed.get(rosterId) ??
      (homerooms.has(row.cell(homeClass))
        ? { classId: row.cell(homeClass), number: null, line: row.line }
        : null);
    if (!place) continue;
    const name = fullName(
      row.cell('preferredFamilyName') || row.cell('familyName'),
      row.cell('preferredGivenName') || row.cell('givenName'),
    );
    if (rosterId === '' || name === '') {
      return rosterError('bad-row', users.table.file, row.line, 'A pupil has no sourcedId or name.');
    }
    const kana = fullName(row.cell(kanaFamily), row.cell(kanaGiven));
    pupils.push({
      rosterId,
      name,
      kana: kana === '' ? null : kana,
      classId: place.classId,
      className: homerooms.get(place.classId)?.name ?? place.classId,
      number: place.number,
      file: users.table.file,
      line: row.line,
    });
  }
  if (pupils.length === 0) {
    return rosterError('no-pupils', enrollments.table.file, 0, 'No pupil is enrolled in a homeroom class.');
  }
  const counts = new Map<string, number>();
  for (const pupil of pupils) counts.set(pupil.classId, (counts.get(pupil.classId) ?? 0) + 1);
  const rosterClasses: RosterClass[] = [...homerooms]
    .filter(([id]) => counts.has(id))
    .map(([id, homeroom]) => ({ id, name: homeroom.name, pupils: counts.get(id) ?? 0 }));
  const terms = [...new Set([...homerooms.values()].flatMap((h) => h.terms))];
  return {
    ok: true,
    roster: { kind: 'oneroster', schoolYear: sessionYear(sessions, terms), classes: rosterClasses, pupils },
  };
}
