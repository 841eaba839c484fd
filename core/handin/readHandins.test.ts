import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateHandinClass } from '../../tests/support/core/handin/handinClass';
import { backupEnvelope } from '../../tests/support/core/progress/backupEnvelope';
import { playedSnapshot } from '../../tests/support/core/progress/playedSnapshot';
import type { AppSnapshot } from '../contract';
import { buildDashboard } from '../dashboard/buildDashboard';
import { utf8Bytes } from '../web/webStandard';
import { type HandinPupil, handinText, makeHandin } from './handinFile';
import { type HandinSource, handinPupilDetail, handinReport, readHandins } from './readHandins';

const now = new Date('2026-11-29T07:00:00.000Z');
const hanako: HandinPupil = { playerId: 'p-hanako01', name: 'はなこ', className: '3年2組', number: 12 };

const file = (path: string, pupil: HandinPupil, snapshot: AppSnapshot, savedAt: string): HandinSource => ({
  path,
  bytes: utf8Bytes(handinText(makeHandin(pupil, snapshot, new Date(savedAt)))),
});

/** {@link playedSnapshot} after one more battle of the same stage, a day later. */
function playedMore(): AppSnapshot {
  const before = playedSnapshot();
  const at = '2026-01-31T09:00:00.000Z';
  const word = before.words['e56.january'];
  if (!word) throw new Error('the played progress has its word');
  return {
    ...before,
    exp: before.exp + 40,
    stages: { month: { cleared: true, bestRank: 'S', plays: 3, lastPlayedAt: at } },
    words: { 'e56.january': { ...word, seen: 3, clean: 2, lastSeenAt: at } },
    history: [...before.history, { ...before.history[0], at, rank: 'S' } as AppSnapshot['history'][number]],
  };
}

describe('reading hand-ins into the class', () => {
  it('counts a newer hand-in of the same pupil once: its progress is the pupil’s', () => {
    const older = file('a/はなこ-1.json', hanako, playedSnapshot(), '2026-01-30T10:00:00.000Z');
    const newer = file('a/はなこ-2.json', hanako, playedMore(), '2026-01-31T10:00:00.000Z');
    for (const files of [
      [older, newer],
      [newer, older],
    ]) {
      const read = readHandins(files);
      expect(read.skipped).toEqual([]);
      expect(read.pupils).toHaveLength(1);
      expect(read.pupils[0]?.snapshot).toEqual(playedMore());
      expect(read.pupils[0]?.files).toEqual(['a/はなこ-1.json', 'a/はなこ-2.json']);
      const report = handinReport(read, { now });
      expect(report.pupils[0]).toMatchObject({ attempts: 2, stagesCleared: 1 });
      expect(report.heat[0]?.[0]).toEqual({ cleared: true, bestRank: 'S', plays: 3 });
    }
  });

  it('adds what a pupil played on a second device (same name and class) to the first, by record', () => {
    const ipad = file('ipad.json', hanako, playedMore(), '2026-01-31T10:00:00.000Z');
    const lab = { ...hanako, playerId: 'p-labpc0042', className: ' ３年２組 ' };
    const labPlay = playedSnapshot();
    labPlay.history = [
      { ...labPlay.history[0], at: '2026-02-02T09:00:00.000Z' } as AppSnapshot['history'][number],
    ];
    const pc = file('pc.json', lab, labPlay, '2026-02-02T10:00:00.000Z');
    const read = readHandins([ipad, pc]);
    expect(read.pupils).toHaveLength(1);
    const [pupil] = read.pupils;
    expect(pupil?.playerIds).toEqual(['p-hanako01', 'p-labpc0042']);
    // The pupil is shown as their newest hand-in says.
    expect(pupil?.id).toBe('p-labpc0042');
    expect(pupil?.snapshot.exp).toBe(playedMore().exp + labPlay.exp);
    expect(pupil?.snapshot.stages.month?.plays).toBe(3 + 2);
    expect(pupil?.snapshot.words['e56.january']?.seen).toBe(3 + 2);
    expect(pupil?.snapshot.history.map((a) => a.at)).toEqual([
      '2026-01-30T09:00:00.000Z',
      '2026-01-31T09:00:00.000Z',
      '2026-02-02T09:00:00.000Z',
    ]);
  });

  it('keeps pupils of the same name in different classes apart', () => {
    const other = { ...hanako, playerId: 'p-hanako99', className: '3年1組' };
    const read = readHandins([
      file('1.json', hanako, playedSnapshot(), '2026-01-30T10:00:00.000Z'),
      file('2.json', other, playedSnapshot(), '2026-01-30T10:00:00.000Z'),
    ]);
    expect(read.pupils.map((p) => p.className)).toEqual(['3年1組', '3年2組']);
    const report = handinReport(read, { now });
    expect(report.className).toBeNull();
    expect(report.source).toBe('handin');
    expect(report.pupils.map((p) => p.name)).toEqual(['はなこ（3年1組）', 'はなこ（3年2組）']);
  });

  it('lists a damaged or foreign file with why, and reads the others', () => {
    const good = file('good.json', hanako, playedSnapshot(), '2026-01-30T10:00:00.000Z');
    const read = readHandins([
      { path: 'notes.txt', bytes: utf8Bytes('today we played') },
      { path: 'backup.json', bytes: utf8Bytes(backupEnvelope(playedSnapshot())) },
      { path: 'other.json', bytes: utf8Bytes('{"app":"jp.other","kind":"handin"}') },
      { path: 'cut.json', bytes: good.bytes.slice(0, 200) },
      good,
    ]);
    expect(read.pupils.map((p) => p.name)).toEqual(['はなこ']);
    expect(read.skipped.map((s) => [s.path, s.reason])).toEqual([
      ['notes.txt', 'not-json'],
      ['backup.json', 'backup'],
      ['other.json', 'foreign'],
      ['cut.json', 'not-json'],
    ]);
    expect(read.skipped.every((s) => s.detail.length > 0)).toBe(true);
  });

  it('lists every file read with the app version that saved it, none for an older file', () => {
    const withVersion: HandinSource = {
      path: 'new.json',
      bytes: utf8Bytes(
        handinText(makeHandin(hanako, playedSnapshot(), new Date('2026-01-31T10:00:00.000Z'), '0.2.0')),
      ),
    };
    const older = file('old.json', hanako, playedSnapshot(), '2026-01-30T10:00:00.000Z');
    const handins = readHandins([withVersion, older, { path: 'memo.txt', bytes: utf8Bytes('hello') }]);
    expect(handins.read).toEqual([
      {
        path: 'new.json',
        name: 'はなこ',
        className: '3年2組',
        savedAt: '2026-01-31T10:00:00.000Z',
        appVersion: '0.2.0',
      },
      {
        path: 'old.json',
        name: 'はなこ',
        className: '3年2組',
        savedAt: '2026-01-30T10:00:00.000Z',
        appVersion: null,
      },
    ]);
    expect(handins.skipped.map((skipped) => skipped.path)).toEqual(['memo.txt']);
  });

  it('makes the same report as the desktop dashboard over the same 40 pupils', () => {
    const handins = generateHandinClass({ pupils: 40, seed: 17 });
    const read = readHandins(handins.map((h) => ({ path: h.fileName, bytes: utf8Bytes(h.text) })));
    expect(read.skipped).toEqual([]);
    const stageOrder = ['month', 'week'];
    const expected = buildDashboard(
      // The hand-ins also say each pupil's class and number, which the report carries.
      handins.map(({ pupil, handin }) => ({
        profile: pupil.profile,
        snapshot: pupil.snapshot,
        problem: null,
        className: handin.pupil.className,
        ...(handin.pupil.number !== undefined ? { number: handin.pupil.number } : {}),
      })),
      { now, className: '3年2組', source: 'handin', stageOrder },
    );
    expect(handinReport(read, { now, stageOrder })).toEqual(expected);
    const first = handins[0]?.pupil;
    expect(handinPupilDetail(read, first?.profile.id ?? '')?.snapshot).toEqual(first?.snapshot);
    expect(handinPupilDetail(read, 'p-nobody00')).toBeNull();
  }, 120_000);
});

describe('the class from a set of hand-ins', () => {
  const a: HandinPupil = { playerId: 'p-aoi00001', name: 'あおい', className: '5年1組', number: 1 };
  const b: HandinPupil = { playerId: 'p-yuto0002', name: 'ゆうと', className: '5年1組', number: 2 };
  const c: HandinPupil = { playerId: 'p-sakura03', name: 'さくら', className: '5年1組' };
  const atHome = playedSnapshot(2);
  atHome.history = [
    { ...atHome.history[0], at: '2026-02-05T17:00:00.000Z' } as AppSnapshot['history'][number],
  ];
  // あおい hands in twice from one device and once from another; ゆうと's two files were saved at the same moment.
  const all: HandinSource[] = [
    file('a1.json', a, playedSnapshot(), '2026-03-01T10:00:00.000Z'),
    file('a2.json', a, playedMore(), '2026-03-20T10:00:00.000Z'),
    file('a-home.json', { ...a, playerId: 'p-homeipad1' }, atHome, '2026-03-10T10:00:00.000Z'),
    file('b1.json', b, playedMore(), '2026-03-20T10:00:00.000Z'),
    file('b2.json', b, playedSnapshot(6), '2026-03-20T10:00:00.000Z'),
    file('c.json', c, playedSnapshot(9), '2026-03-20T10:00:00.000Z'),
  ];
  const expected = handinReport(readHandins(all), { now });

  it('is the same whatever the order of the files and however often one is picked', () => {
    expect(expected.pupils.map((p) => p.name)).toEqual(['あおい', 'ゆうと', 'さくら']);
    fc.assert(
      fc.property(
        fc.array(fc.nat(all.length - 1), { maxLength: 4 }).chain((again) =>
          fc.shuffledSubarray([...all, ...again.map((i) => all[i] as HandinSource)], {
            minLength: all.length + again.length,
          }),
        ),
        (picked) => {
          expect(handinReport(readHandins(picked), { now })).toEqual(expected);
        },
      ),
      { numRuns: 60 },
    );
  });
});
