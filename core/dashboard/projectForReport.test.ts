import { describe, expect, it } from 'vitest';
import { generateClass } from '../../tests/support/core/dashboard/classGenerator';
import { playedSnapshot } from '../../tests/support/core/progress/playedSnapshot';
import { appSnapshotSchema } from '../contract';
import { projectForReport, reportOnly } from './projectForReport';

describe('the quick check of progress for the dashboard', () => {
  it('gives exactly what the full schema and the report’s trimming give, for a year of play', () => {
    for (const { snapshot } of generateClass({ pupils: 3, seed: 11 })) {
      const raw = JSON.parse(JSON.stringify(snapshot));
      const full = reportOnly(appSnapshotSchema.parse(raw));
      expect(projectForReport(raw)).toEqual(full);
    }
  }, 60_000);

  it('hands anything unusual to the full schema: an older shape, a wrong kind, a bad rank', () => {
    const good = JSON.parse(JSON.stringify(playedSnapshot()));
    expect(projectForReport(good)).not.toBeNull();
    expect(projectForReport({ ...good, version: 1 })).toBeNull();
    expect(projectForReport({ ...good, level: '3' })).toBeNull();
    expect(
      projectForReport({ ...good, stages: { month: { ...good.stages.month, bestRank: 'Z' } } }),
    ).toBeNull();
    const word = good.words['e56.january'];
    expect(projectForReport({ ...good, words: { x: { ...word, seen: -1 } } })).toBeNull();
    expect(
      projectForReport({ ...good, words: { x: { ...word, lastWrong: ['a', 'b', 'c', 'd', 'e', 'f'] } } }),
    ).toBeNull();
    expect(projectForReport({ ...good, history: [{ ...good.history[0], accuracy: 2 }] })).toBeNull();
    expect(projectForReport({ ...good, history: {} })).toBeNull();
    expect(projectForReport(null)).toBeNull();
    expect(projectForReport([good])).toBeNull();
  });
});
