import { describe, expect, it } from 'vitest';
import { dailyFigures, logMastery, type MasteryLogDay, masterySeries } from './progressSeries';

describe('progress series over days', () => {
  it('groups attempts by local day and weights each day by time played', () => {
    const days = dailyFigures(
      [
        { at: '2026-03-02T01:00:00.000Z', accuracy: 1, keysPerMinute: 100, timeMs: 30_000 },
        { at: '2026-03-02T02:00:00.000Z', accuracy: 0.5, keysPerMinute: 40, timeMs: 90_000 },
        { at: '2026-03-01T16:00:00.000Z', accuracy: 0.8, keysPerMinute: 60, timeMs: 0 },
        { at: 'not a date', accuracy: 0, keysPerMinute: 0, timeMs: 1 },
      ],
      540,
    );
    expect(days).toEqual([
      { day: '2026-03-02', accuracy: 0.625, keysPerMinute: 55, attempts: 3, timeMs: 120_000 },
    ]);
    const utc = dailyFigures(
      [{ at: '2026-03-01T16:00:00.000Z', accuracy: 0.8, keysPerMinute: 60, timeMs: 0 }],
      0,
    );
    expect(utc).toEqual([{ day: '2026-03-01', accuracy: 0.8, keysPerMinute: 60, attempts: 1, timeMs: 0 }]);
  });

  it('reads mastered words per set or for all sets, and keeps one log entry per day', () => {
    let log = logMastery<MasteryLogDay>([], { day: '2026-03-02', bySet: { week: 1 } }, 3);
    log = logMastery(log, { day: '2026-03-02', bySet: { week: 2, colors: 1 } }, 3);
    log = logMastery(log, { day: '2026-03-05', bySet: { week: 3, colors: 1 } }, 3);
    expect(masterySeries(log, null)).toEqual([
      { day: '2026-03-02', mastered: 3 },
      { day: '2026-03-05', mastered: 4 },
    ]);
    expect(masterySeries(log, 'colors').map((d) => d.mastered)).toEqual([1, 1]);
    expect(masterySeries(log, 'animals').map((d) => d.mastered)).toEqual([0, 0]);
    for (const day of ['2026-03-06', '2026-03-07', '2026-03-08'])
      log = logMastery(log, { day, bySet: {} }, 3);
    expect(log.map((d) => d.day)).toEqual(['2026-03-06', '2026-03-07', '2026-03-08']);
  });
});
