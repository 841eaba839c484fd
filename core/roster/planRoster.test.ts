import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makePupils, oneRosterFiles, oneRosterTexts } from '../../tests/support/core/roster/oneRosterSet';
import { PROFILES_VERSION, type Profile, type ProfilesFile, profilesFileSchema } from '../contract/profiles';
import { applyRosterPlan, planFits, planRoster } from './planRoster';
import { readRoster } from './readRoster';
import { makeRosterBackup, undoRoster } from './rosterBackup';
import type { Roster } from './rosterTypes';

const NOW = new Date('2026-04-06T09:00:00+09:00');

function idMaker() {
  let n = 0;
  return () => `p-made${String(++n).padStart(4, '0')}`;
}

function rosterOf(schoolYear: string, classes: string[], pupils: ReturnType<typeof makePupils>): Roster {
  const read = readRoster(oneRosterFiles(oneRosterTexts({ schoolYear, classes, pupils })));
  if (!read.ok) throw new Error(read.error.detail);
  return read.roster;
}

const teacherOnly: ProfilesFile = {
  version: PROFILES_VERSION,
  profiles: [{ id: 'p-teacher01', name: 'せんせい', avatar: 'hero', createdAt: '2026-03-01T00:00:00.000Z' }],
  lastSelected: 'p-teacher01',
};

describe('planRoster and applyRosterPlan', () => {
  it('creates every pupil of the chosen classes and lists the hand-made player as missing', () => {
    const roster = rosterOf('2026', ['1年1組', '1年2組'], makePupils(6, 2));
    const plan = planRoster(teacherOnly.profiles, roster, ['class-2026-1']);
    expect(plan.counts).toEqual({ new: 3, matched: 0, moved: 0, missing: 1 });
    const { file } = applyRosterPlan(teacherOnly, plan, idMaker(), NOW);
    expect(profilesFileSchema.safeParse(file).success).toBe(true);
    expect(file.profiles.slice(1)).toEqual([
      expect.objectContaining({
        name: '山田 太郎',
        kana: 'ヤマダ タロウ',
        className: '1年1組',
        number: 1,
        rosterId: 'u-00001',
        schoolYear: '2026',
      }),
      expect.objectContaining({ name: '鈴木 太郎', number: 2 }),
      expect.objectContaining({ name: '田中 太郎', number: 3 }),
    ]);
    // The teacher's own player is listed, never removed.
    expect(file.profiles[0]).toEqual(teacherOnly.profiles[0]);
  });

  it('matches by roster id, then by name and number, and a hand-typed player by a unique name', () => {
    const roster = rosterOf('2026', ['1年1組'], makePupils(3, 1));
    const players: Profile[] = [
      {
        id: 'p-byid0001',
        name: 'たろう',
        avatar: 'hero',
        createdAt: '',
        rosterId: 'u-00001',
        className: '0年1組',
      },
      { id: 'p-bynum001', name: '佐藤 太郎', avatar: 'hero', createdAt: '', number: 2 },
      { id: 'p-byname01', name: '鈴木 太郎', avatar: 'week-golem', createdAt: '' },
    ];
    const plan = planRoster(players, roster, null);
    expect(plan.rows.map((r) => [r.kind, r.playerId])).toEqual([
      ['moved', 'p-byid0001'],
      ['matched', 'p-bynum001'],
      ['matched', 'p-byname01'],
    ]);
    const { file } = applyRosterPlan(
      { version: 1, profiles: players, lastSelected: null },
      plan,
      idMaker(),
      NOW,
    );
    // A matched player keeps the name and picture they chose.
    expect(file.profiles[0]).toMatchObject({ id: 'p-byid0001', name: 'たろう', className: '1年1組' });
    expect(file.profiles[2]).toMatchObject({ avatar: 'week-golem', rosterId: 'u-00003' });
  });

  it('gives a new pupil whose name is taken a numbered name', () => {
    const roster = rosterOf('2026', ['1年1組'], makePupils(1, 1));
    const players: Profile[] = [
      { id: 'p-other001', name: '山田 太郎', avatar: 'hero', createdAt: '', number: 9 },
    ];
    const plan = planRoster(players, roster, null);
    expect(plan.rows[0]).toMatchObject({ kind: 'new', name: '山田 太郎 2' });
  });

  it('does not fit when the players after it pass the limit', () => {
    const roster = rosterOf('2026', ['1年1組', '1年2組'], makePupils(70, 2));
    expect(planFits(planRoster([], roster, null))).toBe(false);
    expect(planFits(planRoster([], roster, ['class-2026-1']))).toBe(true);
  });

  it('undoes an import from its backup: classes restored, unplayed new players removed, played ones kept', () => {
    const year1 = rosterOf('2026', ['1年1組'], makePupils(3, 1));
    const before = applyRosterPlan(
      teacherOnly,
      planRoster(teacherOnly.profiles, year1, null),
      idMaker(),
      NOW,
    ).file;
    const year2Pupils = makePupils(4, 1).map((p) => ({ ...p }));
    const year2 = rosterOf('2027', ['2年1組'], year2Pupils);
    const after = applyRosterPlan(
      before,
      planRoster(before.profiles, year2, null),
      () => 'p-newcomer1',
      NOW,
    ).file;
    const undone = undoRoster(after, makeRosterBackup(before, NOW), (id) => id === 'p-newcomer1');
    expect(undone.kept).toEqual(['p-newcomer1']);
    expect(undone.file.profiles.filter((p) => p.id !== 'p-newcomer1')).toEqual(before.profiles);
  });
});

describe('April: two school years over random rosters', () => {
  it('keeps every returning pupil with their id (and so every record), exports the leaver, loses nothing', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 40 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 4 }),
        fc.nat(),
        fc.nat(),
        (count, classes1, classes2, leaverPick, seed) => {
          const year1Pupils = makePupils(count, classes1);
          const year1 = rosterOf(
            '2026',
            Array.from({ length: classes1 }, (_, i) => `1年${i + 1}組`),
            year1Pupils,
          );
          const makeId = idMaker();
          const start = applyRosterPlan(
            teacherOnly,
            planRoster(teacherOnly.profiles, year1, null),
            makeId,
            NOW,
          ).file;
          // Play: each player's records are keyed by their player id.
          const records = new Map(start.profiles.map((p) => [p.id, [`${p.id}:stage-1`, `${p.id}:stage-2`]]));

          // Year 2: classes re-formed (a shuffle by the seed), one pupil gone, one new.
          const leaver = year1Pupils[leaverPick % count]?.id;
          const shuffled = year1Pupils
            .filter((p) => p.id !== leaver)
            .map((p, i) => ({ ...p, classIndex: (i * 7 + seed) % classes2 }));
          const newcomer = {
            ...makePupils(1, 1, 'new')[0],
            classIndex: seed % classes2,
          } as (typeof year1Pupils)[number];
          const numbers = new Map<number, number>();
          const year2Pupils = [...shuffled, newcomer].map((p) => {
            const n = (numbers.get(p.classIndex) ?? 0) + 1;
            numbers.set(p.classIndex, n);
            return { ...p, number: n };
          });
          const year2 = rosterOf(
            '2027',
            Array.from({ length: classes2 }, (_, i) => `2年${i + 1}組`),
            year2Pupils,
          );
          const plan = planRoster(start.profiles, year2, null);
          const after = applyRosterPlan(start, plan, makeId, NOW).file;

          for (const pupil of shuffled) {
            const before = start.profiles.find((p) => p.rosterId === pupil.id);
            const now = after.profiles.find((p) => p.rosterId === pupil.id);
            expect(now?.id).toBe(before?.id);
            expect(now?.className).toBe(`2年${pupil.classIndex + 1}組`);
            expect(records.get(now?.id ?? '')).toHaveLength(2);
          }
          const leaverRow = plan.rows.find((r) => r.rosterId === leaver);
          expect(leaverRow?.kind).toBe('missing');
          // The leaver is still listed (nothing is deleted by an import), so their records can be exported.
          expect(after.profiles.some((p) => p.id === leaverRow?.playerId)).toBe(true);
          expect(plan.counts.new).toBe(1);
          expect(after.profiles).toHaveLength(start.profiles.length + 1);
          // Every player before is still there with the same id: no record is orphaned.
          for (const player of start.profiles)
            expect(after.profiles.some((p) => p.id === player.id)).toBe(true);
        },
      ),
      { numRuns: 40 },
    );
  });
});
