import { describe, expect, it } from 'vitest';
import {
  makePupils,
  oneRosterFiles,
  oneRosterTexts,
  oneRosterZip,
} from '../../tests/support/core/roster/oneRosterSet';
import { toShiftJis } from '../../tests/support/core/wordlists/shiftJisForTests';
import { readRoster } from './readRoster';
import type { Roster, RosterOutcome } from './rosterTypes';

const utf8 = (text: string) => new TextEncoder().encode(text);
const threeClasses = ['1年1組', '1年2組', '1年3組'];

function roster(outcome: RosterOutcome): Roster {
  if (!outcome.ok) throw new Error(`refused: ${outcome.error.detail}`);
  return outcome.roster;
}

describe('readRoster — OneRoster 1.2 Japan Profile', () => {
  const texts = oneRosterTexts({ schoolYear: '2026', classes: threeClasses, pupils: makePupils(9, 3) });

  it('reads pupils with kana, homeroom, number and sourcedId from a zip, and the school year', () => {
    const read = roster(readRoster([{ name: 'meibo.zip', bytes: oneRosterZip(texts) }]));
    expect(read.kind).toBe('oneroster');
    expect(read.schoolYear).toBe('2026');
    expect(read.classes).toEqual(
      threeClasses.map((name, i) => ({ id: `class-2026-${i + 1}`, name, pupils: 3 })),
    );
    expect(read.pupils[0]).toMatchObject({
      rosterId: 'u-00001',
      name: '山田 太郎',
      kana: 'ヤマダ タロウ',
      className: '1年1組',
      number: 1,
    });
    // The teacher is enrolled too, but only pupils become players.
    expect(read.pupils.map((p) => p.rosterId)).not.toContain('teacher-1');
  });

  it('reads the same roster from the files of a folder', () => {
    const fromFolder = roster(readRoster(oneRosterFiles(texts)));
    const fromZip = roster(readRoster([{ name: 'meibo.zip', bytes: oneRosterZip(texts) }]));
    expect(fromFolder.pupils).toEqual(fromZip.pupils);
  });

  it('keeps nothing personal beyond name, kana, class, number and id', () => {
    const read = roster(readRoster(oneRosterFiles(texts)));
    const kept = JSON.stringify(read);
    for (const secret of ['pupil1@school.example.jp', 'secret-pass', '090-0000-0000', '2015-01-10', 'male']) {
      expect(kept).not.toContain(secret);
    }
  });

  it('refuses a pupil in two homeroom classes, naming enrollments.csv and the line', () => {
    const twice = oneRosterTexts({
      schoolYear: '2026',
      classes: threeClasses,
      pupils: makePupils(9, 3),
      secondHomeroom: [{ pupilId: 'u-00004', classIndex: 2 }],
    });
    const outcome = readRoster(oneRosterFiles(twice));
    expect(outcome).toMatchObject({ ok: false, error: { code: 'two-homerooms', file: 'enrollments.csv' } });
    // Header, then two enrolments per pupil, then the extra one: line 2 + 18.
    expect(!outcome.ok && outcome.error.line).toBe(20);
  });

  it('refuses a missing required column with the file and its header line', () => {
    const broken = { ...texts, 'users.csv': (texts['users.csv'] ?? '').replace('familyName', 'surname') };
    expect(readRoster(oneRosterFiles(broken))).toMatchObject({
      ok: false,
      error: { code: 'missing-column', file: 'users.csv', line: 1 },
    });
  });

  it('refuses a set without enrollments.csv', () => {
    const { 'enrollments.csv': _gone, ...rest } = texts;
    expect(readRoster(oneRosterFiles(rest))).toMatchObject({
      ok: false,
      error: { code: 'missing-file', file: 'enrollments.csv' },
    });
  });

  it('reads a set saved in Shift_JIS', () => {
    const files = Object.entries(texts).map(([name, text]) => ({ name, bytes: toShiftJis(text) }));
    expect(roster(readRoster(files)).pupils[1]).toMatchObject({ name: '佐藤 太郎', kana: 'サトウ タロウ' });
  });

  it('refuses bytes that are not a zip', () => {
    expect(readRoster([{ name: 'meibo.zip', bytes: utf8('not a zip') }])).toMatchObject({
      ok: false,
      error: { code: 'not-zip', file: 'meibo.zip' },
    });
  });

  it('reads a 2,000-pupil school in 60 classes', () => {
    const classes = Array.from({ length: 60 }, (_, i) => `${Math.floor(i / 10) + 1}年${(i % 10) + 1}組`);
    const big = oneRosterTexts({ schoolYear: '2026', classes, pupils: makePupils(2000, 60) });
    const read = roster(readRoster([{ name: 'school.zip', bytes: oneRosterZip(big) }]));
    expect(read.pupils).toHaveLength(2000);
    expect(read.classes).toHaveLength(60);
    expect(new Set(read.pupils.map((p) => p.rosterId)).size).toBe(2000);
  });
});

describe('readRoster — a plain class list', () => {
  it('reads 出席番号, 氏名 and ふりがな with a BOM, the class named after the file', () => {
    const bytes = Uint8Array.from([
      0xef,
      0xbb,
      0xbf,
      ...utf8('出席番号,氏名,ふりがな\r\n1,山田 太郎,やまだ たろう\r\n２,佐藤 花子,さとう はなこ\r\n'),
    ]);
    const read = roster(readRoster([{ name: '3年2組.csv', bytes }]));
    expect(read.kind).toBe('classList');
    expect(read.pupils).toEqual([
      expect.objectContaining({
        rosterId: null,
        name: '山田 太郎',
        kana: 'やまだ たろう',
        className: '3年2組',
        number: 1,
        line: 2,
      }),
      expect.objectContaining({ name: '佐藤 花子', number: 2, line: 3 }),
    ]);
  });

  it('reads a Shift_JIS list with a 組 column as several classes', () => {
    const bytes = toShiftJis(
      '組,出席番号,氏名,ふりがな\r\n1組,1,山田 太郎,やまだ\r\n2組,1,佐藤 花子,さとう\r\n',
    );
    const read = roster(readRoster([{ name: 'list.csv', bytes }]));
    expect(read.classes.map((c) => c.name)).toEqual(['1組', '2組']);
  });

  it('refuses a list without 氏名, and a bad number with its line', () => {
    expect(readRoster([{ name: 'a.csv', bytes: utf8('出席番号,ふりがな\n1,やまだ\n') }])).toMatchObject({
      ok: false,
      error: { code: 'missing-column', file: 'a.csv', line: 1 },
    });
    expect(readRoster([{ name: 'a.csv', bytes: utf8('番号,氏名\n1,山田\nx,佐藤\n') }])).toMatchObject({
      ok: false,
      error: { code: 'bad-row', file: 'a.csv', line: 3 },
    });
  });

  it('refuses bytes in neither UTF-8 nor Shift_JIS', () => {
    expect(
      readRoster([{ name: 'a.csv', bytes: Uint8Array.from([0x81, 0x20, 0xff, 0xfe, 0x80]) }]),
    ).toMatchObject({
      ok: false,
      error: { code: 'not-text', file: 'a.csv' },
    });
  });
});
