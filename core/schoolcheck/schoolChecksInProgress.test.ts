import { describe, expect, it } from 'vitest';
import {
  type AppSnapshot,
  appSnapshotSchema,
  emptySnapshot,
  migrateSnapshot,
  progressDeltaSchema,
  type SchoolCheckResult,
} from '../contract';
import {
  applyRecords,
  diffProgress,
  mergeSchoolChecks,
  type ProgressDelta,
  type ProgressRecord,
} from '../progress/progressRecords';

const check = (at: string, form: SchoolCheckResult['form'], known: number): SchoolCheckResult => ({
  band: 'e56',
  form,
  at,
  asked: 20,
  known,
  slips: 0,
  notKnown: 20 - known,
  slipIds: [],
  notKnownIds: [],
  keying: { letters: 40, wrongKeys: 2, timeMs: 30_000, charsPerMinute: 80, accuracy: 0.952 },
});

/** The record of one save, which these tests always make from a change. */
function deltaOf(before: AppSnapshot, after: AppSnapshot): ProgressDelta {
  const delta = diffProgress(before, after);
  if (!delta) throw new Error('no change');
  return delta;
}

describe('school checks in the progress', () => {
  const first = check('2027-05-10T01:00:00.000Z', 'A', 12);
  const second = check('2027-10-10T01:00:00.000Z', 'B', 15);

  it('are part of the saved progress the schema accepts', () => {
    expect(appSnapshotSchema.safeParse({ ...emptySnapshot(), schoolChecks: [first, second] }).success).toBe(
      true,
    );
    const broken = { ...first, known: 19 };
    expect(appSnapshotSchema.safeParse({ ...emptySnapshot(), schoolChecks: [broken] }).success).toBe(false);
  });

  it("travel to the class folder as a save's record and merge once, in any order", () => {
    const before = { ...emptySnapshot(), schoolChecks: [first] };
    const after = { ...before, schoolChecks: [first, second] };
    const delta = diffProgress(before, after);
    expect(delta?.schoolChecks).toEqual([second]);
    expect(progressDeltaSchema.safeParse(delta).success).toBe(true);
    const records: ProgressRecord[] = [
      { id: 'pc1-a-000001', at: first.at, kind: 'delta', delta: deltaOf(emptySnapshot(), before) },
      { id: 'pc2-b-000002', at: second.at, kind: 'delta', delta: deltaOf(before, after) },
    ];
    expect(applyRecords(emptySnapshot(), records).schoolChecks).toEqual([first, second]);
    expect(applyRecords(emptySnapshot(), [...records].reverse()).schoolChecks).toEqual([first, second]);
  });

  it('keep one copy of a check merged twice, oldest first', () => {
    expect(mergeSchoolChecks([second], [first, second])).toEqual([first, second]);
  });
});

describe('a damaged school check in stored progress', () => {
  it('is left out, and the rest of the progress and the other checks are kept', () => {
    const good = {
      band: 'j1',
      form: 'A',
      at: '2027-05-10T01:00:00.000Z',
      asked: 20,
      known: 15,
      slips: 1,
      notKnown: 4,
      slipIds: [],
      notKnownIds: [],
      keying: { letters: 40, wrongKeys: 2, timeMs: 30_000, charsPerMinute: 80, accuracy: 0.952 },
    };
    const raw = { ...emptySnapshot(), exp: 30, schoolChecks: [good, { ...good, known: 'many' }] };
    const migrated = migrateSnapshot(raw);
    expect(migrated.ok && migrated.value.schoolChecks).toEqual([good]);
    expect(migrated.ok && migrated.value.exp).toBe(30);
  });
});
