import { describe, expect, it } from 'vitest';
import { emptySnapshot, progressProblemSchema, SNAPSHOT_VERSION } from '../contract';
import { progressForReport } from './progressForReport';

describe('progressForReport', () => {
  it('reads progress of the current shape, quickly or whole', () => {
    const saved = { ...emptySnapshot(), level: 3 };
    expect(progressForReport(saved)).toMatchObject({ snapshot: { level: 3 }, problem: null });
    expect(progressForReport(saved, true)).toMatchObject({ snapshot: { level: 3 }, problem: null });
  });

  it('tells progress from a newer game apart from damaged progress, naming its format', () => {
    const newer = { ...emptySnapshot(), version: SNAPSHOT_VERSION + 1 };
    expect(progressForReport(newer)).toEqual({
      snapshot: null,
      problem: { code: 'newer-version', detail: `format ${SNAPSHOT_VERSION + 1}` },
    });
  });

  it('answers damaged progress with what the schema found wrong as the detail', () => {
    const read = progressForReport({ ...emptySnapshot(), level: 'high' });
    expect(read.problem?.code).toBe('damaged');
    expect(read.problem?.detail).toContain('level');
    // Only what the schema found: the code already says the progress is damaged.
    expect(read.problem?.detail).not.toMatch(/^The /);
    expect(progressForReport('not progress').problem?.code).toBe('damaged');
  });

  it('answers problems that fit the contract', () => {
    for (const raw of [null, 42, { version: 99 }, { ...emptySnapshot(), level: -1 }]) {
      const { problem } = progressForReport(raw);
      expect(progressProblemSchema.safeParse(problem).success, JSON.stringify(raw)).toBe(true);
    }
  });
});
