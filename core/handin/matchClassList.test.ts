import { describe, expect, it } from 'vitest';
import { playedSnapshot } from '../../tests/support/core/progress/playedSnapshot';
import { makePupils, oneRosterFiles, oneRosterTexts } from '../../tests/support/core/roster/oneRosterSet';
import { type AppSnapshot, type DashboardPupil, emptySnapshot } from '../contract';
import { dashboardCsv } from '../dashboard/dashboardCsv';
import { readRoster } from '../roster/readRoster';
import type { Roster } from '../roster/rosterTypes';
import { utf8Bytes } from '../web/webStandard';
import { type HandinPupil, handinText, makeHandin } from './handinFile';
import { classListOfPupils, matchClassList } from './matchClassList';
import { type HandinSource, handinReport, readHandins } from './readHandins';

const now = new Date('2026-11-29T07:00:00.000Z');

const file = (
  path: string,
  pupil: HandinPupil,
  snapshot: AppSnapshot = emptySnapshot(),
  savedAt = '2026-01-31T10:00:00.000Z',
): HandinSource => ({ path, bytes: utf8Bytes(handinText(makeHandin(pupil, snapshot, new Date(savedAt)))) });

/** A class list as a teacher saves it from Excel: read by the roster's own reader. */
function classList(text: string, name = '3年2組.csv'): Roster {
  const read = readRoster([{ name, bytes: utf8Bytes(text) }]);
  if (!read.ok) throw new Error(`refused: ${read.error.detail}`);
  return read.roster;
}

const class32 = classList(
  [
    '出席番号,氏名,ふりがな',
    '1,山田 花子,やまだ はなこ',
    '2,佐藤 健,サトウ ケン',
    '3,鈴木 一郎,すずき いちろう',
    '4,田中 さくら,タナカ サクラ',
    '5,高橋 翼,たかはし つばさ',
  ].join('\r\n'),
);

const names = (pupils: readonly { name: string }[]) => pupils.map((p) => p.name);

describe('matching hand-ins to a class list', () => {
  it('lists the pupils with no hand-in and counts who handed in, however the pupils typed name and class', () => {
    const handins = readHandins([
      // The given name alone, the class in full-width digits.
      file('hanako.json', { playerId: 'p-hanako01', name: 'はなこ', className: '３年２組', number: 1 }),
      // A full-width space in the name, the class as 「3-2」.
      file('ken.json', { playerId: 'p-ken00001', name: '佐藤　健', className: '3-2' }),
      // The reading in hiragana where the list has it in katakana, and half-width katakana.
      file('sakura.json', { playerId: 'p-sakura01', name: 'たなかさくら', className: '3年2組' }),
      file('tsubasa.json', { playerId: 'p-tsubasa1', name: 'ﾀｶﾊｼ ﾂﾊﾞｻ', className: '3年 2組' }),
    ]);
    const match = matchClassList(handins, class32, null);
    expect(match.total).toBe(5);
    expect(match.handedIn).toBe(4);
    expect(names(match.missing)).toEqual(['鈴木 一郎']);
    expect(match.notOnList).toEqual([]);
    expect(match.rows.map((row) => [row.pupil.number, row.handins])).toEqual([
      [1, ['p-hanako01']],
      [2, ['p-ken00001']],
      [3, []],
      [4, ['p-sakura01']],
      [5, ['p-tsubasa1']],
    ]);
    expect(match.rows.some((row) => row.byNumberOnly)).toBe(false);
  });

  it('keeps a hand-in of a pupil not on the list, in the report and flagged, without counting it', () => {
    const guest = { playerId: 'p-guest001', name: 'ゲスト', className: '3年2組', number: 30 } as const;
    const handins = readHandins([
      file('hanako.json', { playerId: 'p-hanako01', name: '山田花子', className: '3年2組' }),
      file('guest.json', guest),
    ]);
    const match = matchClassList(handins, class32, null);
    expect(match.notOnList).toEqual(['p-guest001']);
    expect(match.handedIn).toBe(1);
    expect(match.missing).toHaveLength(4);
    // The report still shows every hand-in.
    expect(handinReport(handins, { now }).pupils.map((p) => p.id)).toContain('p-guest001');
  });

  it('counts a pupil once for newer hand-ins and a second device, already merged into one pupil', () => {
    const hanako: HandinPupil = { playerId: 'p-hanako01', name: 'はなこ', className: '3年2組', number: 1 };
    const handins = readHandins([
      file('old.json', hanako, playedSnapshot(), '2026-01-30T10:00:00.000Z'),
      file('new.json', hanako, playedSnapshot(), '2026-01-31T10:00:00.000Z'),
      file('lab.json', { ...hanako, playerId: 'p-labpc0042', className: ' ３年２組 ' }),
    ]);
    expect(handins.pupils).toHaveLength(1);
    const match = matchClassList(handins, class32, null);
    expect(match.handedIn).toBe(1);
    expect(match.rows[0]?.handins).toHaveLength(1);
    expect(match.notOnList).toEqual([]);
  });

  it('takes two hand-in pupils of one list pupil who typed the class two ways as one pupil handed in', () => {
    // 「3年2組」 and 「2組」 are two classes to the hand-ins, one pupil to the list.
    const handins = readHandins([
      file('ipad.json', { playerId: 'p-ipad0001', name: '鈴木 一郎', className: '3年2組' }),
      file('pc.json', { playerId: 'p-labpc001', name: 'すずき いちろう', className: '2組' }),
    ]);
    expect(handins.pupils).toHaveLength(2);
    const match = matchClassList(handins, class32, null);
    expect(match.rows[2]?.handins.sort()).toEqual(['p-ipad0001', 'p-labpc001']);
    expect(match.handedIn).toBe(1);
    expect(match.notOnList).toEqual([]);
  });

  it('tells pupils of the same name apart by class, then by number; never guesses between two', () => {
    const twoClasses = classList(
      ['組,出席番号,氏名', '3年1組,5,山田 花子', '3年2組,12,山田 花子', '3年2組,13,山田 太郎'].join('\n'),
      'meibo.csv',
    );
    const handins = readHandins([
      file('a.json', { playerId: 'p-hanako21', name: '山田花子', className: '3年2組' }),
      file('b.json', { playerId: 'p-hanako11', name: '山田 花子', className: '1組', number: 5 }),
      // Two pupils of the list have this name, and the hand-in says neither class nor number.
      file('c.json', { playerId: 'p-hanako99', name: '山田花子', className: 'えいご' }),
    ]);
    const match = matchClassList(handins, twoClasses, null);
    expect(match.rows.map((row) => [row.pupil.className, row.pupil.number, row.handins])).toEqual([
      ['3年1組', 5, ['p-hanako11']],
      ['3年2組', 12, ['p-hanako21']],
      ['3年2組', 13, []],
    ]);
    expect(match.notOnList).toEqual(['p-hanako99']);
  });

  it('finds a pupil by class and number when the name is written another way, and says so', () => {
    const handins = readHandins([
      file('hanako.json', { playerId: 'p-hanako01', name: 'Hanako', className: '3年2組', number: 1 }),
      // The number of a pupil whose own hand-in is found by name: this one is not them.
      file('ken.json', { playerId: 'p-ken00001', name: 'さとう けん', className: '3年2組', number: 2 }),
      file('kenji.json', { playerId: 'p-kenji001', name: 'Kenji', className: '3年2組', number: 2 }),
    ]);
    const match = matchClassList(handins, class32, null);
    expect(match.rows[0]).toMatchObject({ handins: ['p-hanako01'], byNumberOnly: true });
    expect(match.rows[1]).toMatchObject({ handins: ['p-ken00001'], byNumberOnly: false });
    expect(match.notOnList).toEqual(['p-kenji001']);
  });

  it('narrows a whole school’s roster to the classes that handed in, unless the teacher chooses', () => {
    const texts = oneRosterTexts({
      schoolYear: '2026',
      classes: ['1年1組', '1年2組', '1年3組'],
      pupils: makePupils(9, 3),
    });
    const read = readRoster(oneRosterFiles(texts));
    if (!read.ok) throw new Error(read.error.detail);
    const school = read.roster;
    const first = school.pupils.filter((p) => p.className === '1年2組');
    const [pupil] = first;
    if (!pupil) throw new Error('the roster has pupils in 1年2組');
    const handins = readHandins([
      file('a.json', { playerId: 'p-pupil001', name: pupil.name, className: '1-2', number: 1 }),
      file('b.json', { playerId: 'p-other001', name: 'だれか', className: '1年1組' }),
    ]);
    const suggested = matchClassList(handins, school, null);
    expect(suggested.classes).toHaveLength(3);
    expect(suggested.chosen).toEqual(['class-2026-2']);
    expect(suggested.total).toBe(first.length);
    expect(suggested.handedIn).toBe(1);
    expect(suggested.notOnList).toEqual(['p-other001']);

    const all = matchClassList(handins, school, ['class-2026-1', 'class-2026-2', 'class-2026-3']);
    expect(all.total).toBe(9);
    expect(all.missing).toHaveLength(8);
    // In class-list order: the first class's pupils first.
    expect(all.missing[0]?.className).toBe('1年1組');

    const none = matchClassList(handins, school, []);
    expect(none.total).toBe(0);
    expect(none.notOnList).toEqual(['p-pupil001', 'p-other001']);
  });

  it('counts a pupil listed twice (the same class list picked twice) once', () => {
    const text = ['出席番号,氏名', '1,山田 花子', '2,佐藤 健'].join('\n');
    const read = readRoster([
      { name: '3年2組.csv', bytes: utf8Bytes(text) },
      { name: 'copy/3年2組.csv', bytes: utf8Bytes(text) },
    ]);
    if (!read.ok) throw new Error(read.error.detail);
    expect(read.roster.pupils).toHaveLength(4);
    const handins = readHandins([
      file('a.json', { playerId: 'p-hanako01', name: '花子', className: '3年2組' }),
    ]);
    const match = matchClassList(handins, read.roster, null);
    expect(match.total).toBe(2);
    expect(names(match.missing)).toEqual(['佐藤 健']);
  });

  it('takes the players kept here with a class as a class list, and none without one', () => {
    const player = (over: Partial<DashboardPupil>): DashboardPupil => ({
      id: 'p-x',
      name: 'x',
      avatar: 'hero',
      lastPlayedAt: null,
      level: 1,
      stagesCleared: 0,
      attempts: 0,
      accuracy: null,
      keysPerMinute: null,
      trend: [],
      problem: null,
      ...over,
    });
    const list = classListOfPupils([
      player({ id: 'p-1', name: '山田 花子', className: '3年10組', number: 1 }),
      player({ id: 'p-2', name: '佐藤 健', className: '3年2組', number: 2 }),
      player({ id: 'p-3', name: 'せんせい' }),
    ]);
    expect(list?.classes.map((c) => [c.name, c.pupils])).toEqual([
      ['3年2組', 1],
      ['3年10組', 1],
    ]);
    expect(names(list?.pupils ?? [])).toEqual(['山田 花子', '佐藤 健']);
    expect(classListOfPupils([player({})])).toBeNull();
    // Players have no kana: only the name they are listed by finds them.
    const handins = readHandins([
      file('a.json', { playerId: 'p-sato0001', name: 'さとう けん', className: '3年2組' }),
    ]);
    expect(handins.pupils).toHaveLength(1);
    const match = matchClassList(handins, list ?? { classes: [], pupils: [] }, null);
    expect(match.notOnList).toEqual(['p-sato0001']);
    const byName = matchClassList(
      readHandins([file('b.json', { playerId: 'p-sato0002', name: '佐藤健', className: '3-2' })]),
      list ?? { classes: [], pupils: [] },
      null,
    );
    expect(byName).toMatchObject({ chosen: ['3年2組'], handedIn: 1, total: 1, notOnList: [] });
  });
});

describe('the CSV of a report of hand-ins with a class list', () => {
  const handins = readHandins([
    file('hanako.json', { playerId: 'p-hanako01', name: 'はなこ', className: '3年2組', number: 1 }),
  ]);
  const report = handinReport(handins, { now });
  const match = matchClassList(handins, class32, null);
  const lines = (text: string) => text.replace(/^\uFEFF/, '').split('\r\n');

  it('adds a row for each pupil with no hand-in after the pupils’, and changes nothing else', () => {
    const without = lines(dashboardCsv(report, { language: 'ja' }));
    const withList = lines(dashboardCsv(report, { language: 'ja', notHandedIn: match.missing }));
    expect(withList.slice(0, 2)).toEqual(without.slice(0, 2));
    expect(withList.slice(2, 6)).toEqual([
      '佐藤 健,,,,,,,未提出',
      '鈴木 一郎,,,,,,,未提出',
      '田中 さくら,,,,,,,未提出',
      '高橋 翼,,,,,,,未提出',
    ]);
    expect(withList.slice(6)).toEqual(without.slice(2));
  });

  it('says so in English, and names the class of a pupil not of the report’s class', () => {
    const other = { ...match.missing[0], name: 'Ken', className: '3年1組' } as (typeof match.missing)[number];
    const same = { ...other, name: 'Aoi', className: '３年２組' };
    const text = lines(dashboardCsv(report, { language: 'en', notHandedIn: [other, same] }));
    expect(text[2]).toBe('Ken（3年1組）,,,,,,,Not handed in');
    // The report's class however it is written.
    expect(text[3]).toBe('Aoi,,,,,,,Not handed in');
  });

  it('notes a hand-in whose pupil is not on the list, beside any reason it was not read', () => {
    const stranger = readHandins([
      file('hanako.json', { playerId: 'p-hanako01', name: 'はなこ', className: '3年2組', number: 1 }),
      file('x.json', { playerId: 'p-strange1', name: 'よそ者', className: '3年2組' }),
    ]);
    const strangerReport = handinReport(stranger, { now });
    const strangerMatch = matchClassList(stranger, class32, null);
    expect(strangerMatch.notOnList).toHaveLength(1);
    const [id] = strangerMatch.notOnList;
    const rowOf = (text: string, name: string) => lines(text).find((l) => l.startsWith(`${name},`)) ?? '';
    const ja = dashboardCsv(strangerReport, { language: 'ja', notOnList: strangerMatch.notOnList });
    expect(rowOf(ja, 'よそ者').endsWith(',名簿にない')).toBe(true);
    expect(rowOf(ja, 'はなこ').endsWith(',')).toBe(true);
    // With a reason it was not read as well, both are said.
    const unread = {
      ...strangerReport,
      pupils: strangerReport.pupils.map((p) =>
        p.id === id ? { ...p, problem: { code: 'damaged' as const }, level: 0 } : p,
      ),
    };
    const en = dashboardCsv(unread, { language: 'en', notOnList: strangerMatch.notOnList });
    expect(rowOf(en, 'よそ者')).toMatch(/,Could not be read: [^,;]+; Not on the list$/);
  });
});
