import { describe, expect, it } from 'vitest';
import { compactSnapshot } from './compactSnapshot';
import { describeIssues } from './describeIssues';
import { migrateSnapshot } from './migrateSnapshot';
import { type AppSnapshot, appSnapshotSchema, emptySnapshot, type PlacementRecord } from './snapshot';

const placement: PlacementRecord = { band: 'j1', at: '2026-11-24T06:30:00.000Z', asked: 25, correct: 14 };

describe("progress's placement result", () => {
  it('is kept as it is when valid: the schema accepts it and loading reads it unchanged', () => {
    const saved: AppSnapshot = { ...emptySnapshot(), placement };
    expect(appSnapshotSchema.safeParse(saved).success).toBe(true);
    const answer = migrateSnapshot(JSON.parse(JSON.stringify(saved)));
    expect(answer).toEqual({ ok: true, value: saved, migrated: false });
    expect(answer.ok && answer.value.placement?.band).toBe('j1');
  });

  it('may be absent: progress saved before the quest existed still loads, with no placement', () => {
    const answer = migrateSnapshot(emptySnapshot());
    expect(answer.ok).toBe(true);
    expect(answer.ok && 'placement' in answer.value).toBe(false);
  });

  it('survives compaction of progress that is over the limits', () => {
    const history = Array.from({ length: 70 }, (_, i) => ({
      at: `2026-03-01T10:${String(i % 60).padStart(2, '0')}:00.000Z`,
      stageId: 'week',
      mode: 'battle' as const,
      victory: true,
      accuracy: 1,
      keysPerMinute: 80,
      timeMs: 1000,
      rank: 'A' as const,
      maxCombo: 1,
      missed: [],
    }));
    const { snapshot, changed } = compactSnapshot({ ...emptySnapshot(), history, placement });
    expect(changed).toBe(true);
    expect(snapshot.placement).toEqual(placement);
  });

  it.each([
    ['an unknown school year', { ...placement, band: 'j4' }, /^placement\.band/],
    ['a band index instead of its id', { ...placement, band: 2 }, /^placement\.band/],
    ['a date that is not a date-time', { ...placement, at: 'yesterday' }, /^placement\.at/],
    ['more correct than asked', { ...placement, correct: 26 }, /^placement\.correct/],
    ['no prompt asked', { ...placement, asked: 0, correct: 0 }, /^placement\.asked/],
    ['an unknown field', { ...placement, score: 3 }, /^placement/],
    ['not an object', 'j1', /^placement/],
  ])(
    'refuses %s in a save, naming it; on loading drops only that result and keeps the rest',
    (_what, bad, field) => {
      const played = { cleared: true, bestRank: 'A' as const, plays: 2, lastPlayedAt: null };
      const raw = { ...emptySnapshot(), level: 4, stages: { week: played }, placement: bad };
      const refused = appSnapshotSchema.safeParse(raw);
      expect(refused.success).toBe(false);
      expect(refused.success ? '' : describeIssues(refused.error)).toMatch(field);
      const answer = migrateSnapshot(raw);
      expect(answer.ok).toBe(true);
      if (!answer.ok) return;
      expect(answer.migrated).toBe(true);
      expect(answer.value.placement).toBeUndefined();
      expect(answer.value.level).toBe(4);
      expect(answer.value.stages.week).toEqual(played);
      // The repaired progress loads as it is the next time.
      expect(migrateSnapshot(answer.value)).toEqual({ ok: true, value: answer.value, migrated: false });
    },
  );
});
