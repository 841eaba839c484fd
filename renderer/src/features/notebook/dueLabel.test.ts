import { describe, expect, it } from 'vitest';
import { dueLabel } from './dueLabel';

const now = Date.parse('2026-03-02T01:00:00.000Z');

describe('dueLabel', () => {
  it('says now for a word due already or without a schedule', () => {
    expect(dueLabel(null, now, 540).key).toBe('notebook.dueNow');
    expect(dueLabel('2026-03-02T00:59:00.000Z', now, 540).key).toBe('notebook.dueNow');
  });

  it('counts local calendar days ahead', () => {
    expect(dueLabel('2026-03-02T01:10:00.000Z', now, 540)).toEqual({ key: 'notebook.dueToday', days: 0 });
    expect(dueLabel('2026-03-02T15:10:00.000Z', now, 540)).toEqual({ key: 'notebook.dueTomorrow', days: 1 });
    expect(dueLabel('2026-03-02T15:10:00.000Z', now, 0)).toEqual({ key: 'notebook.dueToday', days: 0 });
    expect(dueLabel('2026-03-06T01:00:00.000Z', now, 540)).toEqual({ key: 'notebook.dueInDays', days: 4 });
  });
});
