import { describe, expect, it } from 'vitest';
import {
  type AppSnapshot,
  type Attempt,
  DASHBOARD_WRONG_SPELLINGS,
  emptySnapshot,
  type Profile,
  type WordRecord,
} from '../contract';
import { buildDashboard, type DashboardPupilInput, missedWords, weeklyTrend, weekOf } from './buildDashboard';

/** A local time on this computer, as an ISO stamp (weeks are counted in local time). */
const local = (y: number, m: number, d: number, h = 10) => new Date(y, m - 1, d, h).toISOString();

function attempt(
  at: string,
  accuracy: number,
  keysPerMinute: number,
  mode: Attempt['mode'] = 'battle',
): Attempt {
  return {
    at,
    stageId: 'number',
    mode,
    victory: true,
    accuracy,
    keysPerMinute,
    timeMs: 60_000,
    rank: 'A',
    maxCombo: 5,
    missed: [],
  };
}

function word(en: string, ja: string, mistakes: number, lastWrong: string[], seen = 4): WordRecord {
  return {
    setId: 'animals',
    en,
    ja,
    seen,
    clean: Math.max(0, seen - 1),
    mistakes,
    hints: 0,
    wrongKeys: {},
    lastWrong,
    lastFirstKeyMs: null,
    lastFinishMs: null,
    lastSeenAt: null,
    review: null,
  };
}

const profile = (id: string, name: string): Profile => ({
  id,
  name,
  avatar: 'hero',
  createdAt: '2026-04-01T00:00:00.000Z',
});

/** Three pupils: Aoi plays well, Ken plays less, Mio's file is damaged. */
function smallClass(): DashboardPupilInput[] {
  const aoi: AppSnapshot = {
    ...emptySnapshot(),
    level: 4,
    stages: {
      colors: { cleared: true, bestRank: 'S', plays: 2, lastPlayedAt: local(2026, 11, 18) },
      number: { cleared: true, bestRank: 'A', plays: 3, lastPlayedAt: local(2026, 11, 17) },
      'e34.animals-1': { cleared: false, bestRank: 'D', plays: 1, lastPlayedAt: local(2026, 11, 18) },
    },
    words: {
      'e34.dog': word('dog', 'いぬ', 3, ['dgo', 'dg', 'dgo']),
      'e34.cat': word('cat', 'ねこ', 1, ['kat']),
      'e34.lion': word('lion', 'ライオン', 0, []),
    },
    history: [
      attempt(local(2026, 11, 10), 0.8, 100),
      attempt(local(2026, 11, 12), 0.9, 120),
      attempt(local(2026, 11, 17), 1, 150),
      attempt(local(2026, 11, 18), 0.5, 60, 'study'),
    ],
  };
  const ken: AppSnapshot = {
    ...emptySnapshot(),
    level: 2,
    stages: { number: { cleared: false, bestRank: 'C', plays: 1, lastPlayedAt: local(2026, 11, 11) } },
    words: {
      'e34.dog': word('dog', 'いぬ', 4, ['dgo', 'doog']),
      'e34.cat': word('cat', 'ねこ', 1, ['kat', 'cta']),
    },
    history: [attempt(local(2026, 11, 11), 0.6, 80)],
  };
  return [
    { profile: profile('p-aoi000', 'Aoi'), snapshot: aoi, problem: null },
    { profile: profile('p-ken000', 'Ken'), snapshot: ken, problem: null },
    {
      profile: profile('p-mio000', 'Mio'),
      snapshot: null,
      problem: { code: 'damaged', detail: 'cut short' },
    },
  ];
}

const options = {
  now: new Date('2026-11-24T06:00:00.000Z'),
  className: '5年1組',
  source: 'class' as const,
  stageOrder: ['number', 'colors', 'animals', 'e34.animals-1'],
};

describe('weekOf', () => {
  it('answers the Monday of the local week, Sunday belonging to the week before', () => {
    expect(weekOf(local(2026, 11, 23, 0))).toBe('2026-11-23');
    expect(weekOf(local(2026, 11, 29, 23))).toBe('2026-11-23');
    expect(weekOf(local(2026, 11, 22, 12))).toBe('2026-11-16');
    expect(weekOf(local(2027, 1, 1))).toBe('2026-12-28');
    expect(weekOf('not a date')).toBeNull();
  });
});

describe('weeklyTrend', () => {
  it('averages the battles of each week, oldest first, leaving study runs out', () => {
    const [aoi] = smallClass();
    const trend = weeklyTrend(aoi!.snapshot!.history);
    expect(trend).toEqual([
      { week: '2026-11-09', attempts: 2, accuracy: expect.closeTo(0.85, 10), keysPerMinute: 110 },
      { week: '2026-11-16', attempts: 1, accuracy: 1, keysPerMinute: 150 },
    ]);
  });

  it('counts a late Sunday battle in the week that began the Monday before', () => {
    const trend = weeklyTrend([
      attempt(local(2026, 11, 29, 23), 0.5, 50),
      attempt(local(2026, 11, 30, 1), 1, 100),
    ]);
    expect(trend.map((p) => [p.week, p.attempts])).toEqual([
      ['2026-11-23', 1],
      ['2026-11-30', 1],
    ]);
  });
});

describe('buildDashboard', () => {
  it('lists every pupil with exact figures, in the order given', () => {
    const report = buildDashboard(smallClass(), options);
    expect(report.className).toBe('5年1組');
    expect(report.source).toBe('class');
    expect(report.generatedAt).toBe('2026-11-24T06:00:00.000Z');
    const [aoi, ken] = report.pupils;
    expect(aoi).toMatchObject({
      id: 'p-aoi000',
      name: 'Aoi',
      level: 4,
      stagesCleared: 2,
      attempts: 4,
      lastPlayedAt: local(2026, 11, 18),
      problem: null,
    });
    expect(aoi?.accuracy).toBeCloseTo(0.9, 10);
    expect(aoi?.keysPerMinute).toBeCloseTo(370 / 3, 10);
    expect(ken).toMatchObject({ level: 2, stagesCleared: 0, attempts: 1, accuracy: 0.6, keysPerMinute: 80 });
    expect(ken?.trend).toEqual([{ week: '2026-11-09', attempts: 1, accuracy: 0.6, keysPerMinute: 80 }]);
  });

  it('keeps a pupil whose progress could not be read, with the reason and no figures', () => {
    const report = buildDashboard(smallClass(), options);
    expect(report.pupils[2]).toEqual({
      id: 'p-mio000',
      name: 'Mio',
      avatar: 'hero',
      lastPlayedAt: null,
      level: 0,
      stagesCleared: 0,
      attempts: 0,
      accuracy: null,
      keysPerMinute: null,
      trend: [],
      problem: { code: 'damaged', detail: 'cut short' },
    });
    expect(report.heat[2]).toEqual([null, null, null]);
  });

  it('says a pupil without progress or a reason could not be read, with no sentence of its own', () => {
    const [row] = buildDashboard(
      [{ profile: profile('p-mio000', 'Mio'), snapshot: null, problem: null }],
      options,
    ).pupils;
    expect(row?.problem).toEqual({ code: 'unreadable' });
  });

  it('says nothing of accuracy for a pupil who has not played', () => {
    const report = buildDashboard(
      [{ profile: profile('p-new000', 'New'), snapshot: emptySnapshot(), problem: null }],
      options,
    );
    expect(report.pupils[0]).toMatchObject({
      lastPlayedAt: null,
      level: 1,
      attempts: 0,
      accuracy: null,
      trend: [],
    });
    expect(report.stages).toEqual([]);
    expect(report.heat).toEqual([[]]);
    expect(report.missedWords).toEqual([]);
  });

  it('orders the heat map by the routes, unknown stages last by id, with clears counted', () => {
    const pupils = smallClass();
    pupils[1]!.snapshot!.stages['teacher-list-b'] = {
      cleared: true,
      bestRank: 'B',
      plays: 1,
      lastPlayedAt: null,
    };
    pupils[1]!.snapshot!.stages['teacher-list-a'] = {
      cleared: false,
      bestRank: null,
      plays: 1,
      lastPlayedAt: null,
    };
    const report = buildDashboard(pupils, options);
    expect(report.stages).toEqual([
      { stageId: 'number', cleared: 1 },
      { stageId: 'colors', cleared: 1 },
      { stageId: 'e34.animals-1', cleared: 0 },
      { stageId: 'teacher-list-a', cleared: 0 },
      { stageId: 'teacher-list-b', cleared: 1 },
    ]);
    expect(report.heat[0]).toEqual([
      { cleared: true, bestRank: 'A', plays: 3 },
      { cleared: true, bestRank: 'S', plays: 2 },
      { cleared: false, bestRank: 'D', plays: 1 },
      null,
      null,
    ]);
    expect(report.heat[1]).toEqual([
      { cleared: false, bestRank: 'C', plays: 1 },
      null,
      null,
      { cleared: false, bestRank: null, plays: 1 },
      { cleared: true, bestRank: 'B', plays: 1 },
    ]);
  });

  it('sorts stages by id when no route order is known', () => {
    const report = buildDashboard(smallClass(), { ...options, stageOrder: undefined });
    expect(report.stages.map((s) => s.stageId)).toEqual(['colors', 'e34.animals-1', 'number']);
  });
});

describe('missedWords', () => {
  it('ranks words by wrong keys over the class, with pupils, times asked and the spellings most pupils typed', () => {
    const report = buildDashboard(smallClass(), options);
    expect(report.missedWords).toEqual([
      {
        setId: 'animals',
        en: 'dog',
        ja: 'いぬ',
        mistakes: 7,
        pupils: 2,
        seen: 8,
        wrongSpellings: [
          { typed: 'dgo', count: 2 },
          { typed: 'dg', count: 1 },
          { typed: 'doog', count: 1 },
        ],
      },
      {
        setId: 'animals',
        en: 'cat',
        ja: 'ねこ',
        mistakes: 2,
        pupils: 2,
        seen: 8,
        wrongSpellings: [
          { typed: 'kat', count: 2 },
          { typed: 'cta', count: 1 },
        ],
      },
    ]);
  });

  it('breaks ties in wrong keys by pupils, then alphabetically, and keeps to the limit', () => {
    const a: AppSnapshot = {
      ...emptySnapshot(),
      words: { x: word('bee', 'はち', 2, []), y: word('ant', 'あり', 2, []), z: word('cow', 'うし', 2, []) },
    };
    const b: AppSnapshot = { ...emptySnapshot(), words: { z: word('cow', 'うし', 0, []) } };
    const c: AppSnapshot = { ...emptySnapshot(), words: { x: word('bee', 'はち', 0, []) } };
    const d: AppSnapshot = {
      ...emptySnapshot(),
      words: { z: word('cow', 'うし', 1, []), x: word('bee', 'はち', 1, []) },
    };
    expect(missedWords([a, b, c, d]).map((w) => w.en)).toEqual(['bee', 'cow', 'ant']);
    expect(missedWords([a, b, c, d], 2).map((w) => w.en)).toEqual(['bee', 'cow']);
  });

  it(`lists at most ${DASHBOARD_WRONG_SPELLINGS} wrong spellings and ignores blank ones`, () => {
    const pupil = (typed: string[]): AppSnapshot => ({
      ...emptySnapshot(),
      words: { k: word('seven', 'なな', 1, typed) },
    });
    const [seven] = missedWords([
      pupil(['sevn', ' ', 'sven']),
      pupil(['sevn', 'seben']),
      pupil(['sevem', 'seben', 'sevn']),
    ]);
    expect(seven?.wrongSpellings).toEqual([
      { typed: 'sevn', count: 3 },
      { typed: 'seben', count: 2 },
      { typed: 'sevem', count: 1 },
    ]);
  });
});
