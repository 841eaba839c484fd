import { zipSync } from 'fflate';

/** A pupil of a generated roster: the stable id, names and kana, and the homeroom they are in. */
export interface SetPupil {
  id: string;
  family: string;
  given: string;
  kanaFamily: string;
  kanaGiven: string;
  /** Index into the set's classes. */
  classIndex: number;
  number: number;
  /** Personal fields the game must never keep. */
  email: string;
  birthDate: string;
}

/** What a generated OneRoster 1.2 Japan Profile set holds. */
export interface SetOptions {
  schoolYear: string;
  /** Homeroom class titles, e.g. 「1年1組」. */
  classes: string[];
  pupils: SetPupil[];
  /** Extra homeroom enrolments (a pupil in two homerooms): pupil id → class index. */
  secondHomeroom?: Array<{ pupilId: string; classIndex: number }>;
}

const FAMILY = ['山田', '佐藤', '鈴木', '高橋', '田中', '伊藤', '渡辺', '中村', '小林', '加藤'];
const KANA_FAMILY = [
  'ヤマダ',
  'サトウ',
  'スズキ',
  'タカハシ',
  'タナカ',
  'イトウ',
  'ワタナベ',
  'ナカムラ',
  'コバヤシ',
  'カトウ',
];
const GIVEN = ['太郎', '花子', '翔', '陽菜', '蓮', '結衣', '湊', '葵', '大和', '凛'];
const KANA_GIVEN = [
  'タロウ',
  'ハナコ',
  'ショウ',
  'ヒナ',
  'レン',
  'ユイ',
  'ミナト',
  'アオイ',
  'ヤマト',
  'リン',
];

/** `count` pupils spread over `classCount` classes, numbered from 1 in each class; names are unique per id. */
export function makePupils(count: number, classCount: number, idPrefix = 'u'): SetPupil[] {
  const perClass = new Array(classCount).fill(0);
  return Array.from({ length: count }, (_, i) => {
    const classIndex = i % classCount;
    perClass[classIndex]++;
    return {
      id: `${idPrefix}-${String(i + 1).padStart(5, '0')}`,
      family: FAMILY[i % 10] ?? '山田',
      given: `${GIVEN[Math.floor(i / 10) % 10]}${Math.floor(i / 100) || ''}`,
      kanaFamily: KANA_FAMILY[i % 10] ?? 'ヤマダ',
      kanaGiven: KANA_GIVEN[Math.floor(i / 10) % 10] ?? 'タロウ',
      classIndex,
      number: perClass[classIndex],
      email: `pupil${i + 1}@school.example.jp`,
      birthDate: `2015-0${(i % 9) + 1}-1${i % 10}`,
    };
  });
}

const csv = (rows: string[][]) =>
  `${rows.map((row) => row.map((cell) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(',')).join('\r\n')}\r\n`;

/** The CSV texts of a OneRoster 1.2 bulk set with the Japan Profile's columns, by file name. */
export function oneRosterTexts(options: SetOptions): Record<string, string> {
  const school = 'org-school-1';
  const term = `as-${options.schoolYear}`;
  const classId = (i: number) => `class-${options.schoolYear}-${i + 1}`;
  const manifest = csv([
    ['propertyName', 'value'],
    ['manifest.version', '1.0'],
    ['oneroster.version', '1.2'],
    ['file.academicSessions', 'bulk'],
    ['file.classes', 'bulk'],
    ['file.demographics', 'bulk'],
    ['file.enrollments', 'bulk'],
    ['file.orgs', 'bulk'],
    ['file.users', 'bulk'],
    ['source.systemName', 'テスト校務支援システム'],
  ]);
  const orgs = csv([
    ['sourcedId', 'status', 'dateLastModified', 'name', 'type', 'identifier', 'parentSourcedId'],
    [school, '', '', 'ことば市立さくら小学校', 'school', 'B113210000010', ''],
  ]);
  const sessions = csv([
    [
      'sourcedId',
      'status',
      'dateLastModified',
      'title',
      'type',
      'startDate',
      'endDate',
      'parentSourcedId',
      'schoolYear',
    ],
    [
      term,
      '',
      '',
      `${options.schoolYear}年度`,
      'schoolYear',
      `${options.schoolYear}-04-01`,
      `${Number(options.schoolYear) + 1}-03-31`,
      '',
      options.schoolYear,
    ],
  ]);
  const classes = csv([
    [
      'sourcedId',
      'status',
      'dateLastModified',
      'title',
      'grades',
      'courseSourcedId',
      'classCode',
      'classType',
      'location',
      'schoolSourcedId',
      'termSourcedIds',
      'subjects',
      'subjectCodes',
      'periods',
    ],
    ...options.classes.map((title, i) => [
      classId(i),
      '',
      '',
      title,
      'P1',
      'course-1',
      `${i + 1}`,
      'homeroom',
      '',
      school,
      term,
      '',
      '',
      '',
    ]),
    // A scheduled class every pupil also attends: not a homeroom, so it never places anyone.
    ['class-english', '', '', '外国語', 'P1', 'course-2', 'E1', 'scheduled', '', school, term, '', '', ''],
  ]);
  const users = csv([
    [
      'sourcedId',
      'status',
      'dateLastModified',
      'enabledUser',
      'username',
      'userIds',
      'givenName',
      'familyName',
      'middleName',
      'identifier',
      'email',
      'sms',
      'phone',
      'agentSourcedIds',
      'grades',
      'password',
      'userMasterIdentifier',
      'resourceSourcedIds',
      'preferredGivenName',
      'preferredMiddleName',
      'preferredFamilyName',
      'primaryOrgSourcedId',
      'pronouns',
      'metadata.jp.kanaGivenName',
      'metadata.jp.kanaFamilyName',
      'metadata.jp.kanaMiddleName',
      'metadata.jp.homeClass',
    ],
    ...options.pupils.map((p) => [
      p.id,
      '',
      '',
      'true',
      p.email,
      '',
      p.given,
      p.family,
      '',
      `ID${p.id}`,
      p.email,
      '',
      '090-0000-0000',
      '',
      'P1',
      'secret-pass',
      '',
      '',
      '',
      '',
      '',
      school,
      '',
      p.kanaGiven,
      p.kanaFamily,
      '',
      classId(p.classIndex),
    ]),
    [
      'teacher-1',
      '',
      '',
      'true',
      'sensei',
      '',
      '先生',
      '担任',
      '',
      '',
      'sensei@school.example.jp',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      school,
      '',
      'センセイ',
      'タンニン',
      '',
      '',
    ],
  ]);
  const enrollments = csv([
    [
      'sourcedId',
      'status',
      'dateLastModified',
      'classSourcedId',
      'schoolSourcedId',
      'userSourcedId',
      'role',
      'primary',
      'beginDate',
      'endDate',
      'metadata.jp.ShussekiNo',
      'metadata.jp.PublicFlg',
    ],
    ...options.pupils.flatMap((p) => [
      [
        `e-${p.id}`,
        '',
        '',
        classId(p.classIndex),
        school,
        p.id,
        'student',
        'false',
        '',
        '',
        String(p.number),
        'true',
      ],
      [`e-${p.id}-en`, '', '', 'class-english', school, p.id, 'student', 'false', '', '', '', 'true'],
    ]),
    ...(options.secondHomeroom ?? []).map((extra) => [
      `e2-${extra.pupilId}`,
      '',
      '',
      classId(extra.classIndex),
      school,
      extra.pupilId,
      'student',
      'false',
      '',
      '',
      '99',
      'true',
    ]),
    ['e-teacher', '', '', classId(0), school, 'teacher-1', 'teacher', 'true', '', '', '', ''],
  ]);
  const demographics = csv([
    ['sourcedId', 'status', 'dateLastModified', 'birthDate', 'sex'],
    ...options.pupils.map((p) => [p.id, '', '', p.birthDate, p.number % 2 ? 'male' : 'female']),
  ]);
  return {
    'manifest.csv': manifest,
    'orgs.csv': orgs,
    'academicSessions.csv': sessions,
    'classes.csv': classes,
    'users.csv': users,
    'enrollments.csv': enrollments,
    'demographics.csv': demographics,
  };
}

/** The set's files as bytes (UTF-8), for a folder the teacher picked. */
export function oneRosterFiles(texts: Record<string, string>): Array<{ name: string; bytes: Uint8Array }> {
  return Object.entries(texts).map(([name, text]) => ({ name, bytes: new TextEncoder().encode(text) }));
}

/** The set zipped as a school system exports it (files in a folder inside the zip). */
export function oneRosterZip(texts: Record<string, string>): Uint8Array {
  return zipSync(
    Object.fromEntries(
      Object.entries(texts).map(([name, text]) => [`oneroster/${name}`, new TextEncoder().encode(text)]),
    ),
  );
}
