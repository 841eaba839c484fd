import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { adoptBankIds } from './adoptBankIds';
import { migrateSnapshot, snapshotFromV1 } from './migrateSnapshot';
import { appSnapshotSchema, emptySnapshot, SNAPSHOT_VERSION } from './snapshot';

const v1Text = fs.readFileSync(path.join(import.meta.dirname, 'fixtures/progress-v1.json'), 'utf8');

describe('migrateSnapshot', () => {
  it('is at format 2, the format with review schedules', () => {
    expect(SNAPSHOT_VERSION).toBe(2);
    expect(emptySnapshot()).toMatchObject({ version: 2, mastery: [] });
  });

  it('converts progress saved before review (format 1): every word kept with no schedule, an empty mastery log', () => {
    const old = JSON.parse(v1Text);
    const answer = migrateSnapshot(old);
    expect(answer.ok && answer.migrated).toBe(true);
    if (!answer.ok) return;
    expect(answer.value).toEqual({
      ...old,
      version: 2,
      // The route's words move to their word-bank ids on the way.
      words: {
        'e56.january': { ...old.words['month:January'], review: null },
        'e56.february': { ...old.words['month:February'], review: null },
      },
      mastery: [],
    });
    expect(appSnapshotSchema.safeParse(answer.value).success).toBe(true);
  });

  it('still converts unversioned progress (format 0) straight to format 2', () => {
    const answer = migrateSnapshot({ level: 3, clearedStages: ['number'], bestRanks: { number: 'A' } });
    expect(answer).toEqual({
      ok: true,
      migrated: true,
      value: {
        ...emptySnapshot(),
        level: 3,
        stages: { number: { cleared: true, bestRank: 'A', plays: 1, lastPlayedAt: null } },
      },
    });
  });

  it('reads format 2 as it is', () => {
    const current = adoptBankIds(snapshotFromV1(JSON.parse(v1Text)));
    expect(migrateSnapshot(current)).toEqual({ ok: true, value: current, migrated: false });
  });

  it('refuses a damaged format-1 file with a reason naming the field', () => {
    const old = JSON.parse(v1Text);
    old.words['month:January'].seen = -1;
    const answer = migrateSnapshot(old);
    expect(answer.ok).toBe(false);
    expect(!answer.ok && answer.reason).toMatch(/^The old progress is not valid: words\.month:January\.seen/);
  });

  it('refuses a format-1 file that already carries format-2 fields', () => {
    const answer = migrateSnapshot({ ...JSON.parse(v1Text), mastery: [] });
    expect(answer.ok).toBe(false);
  });

  it('refuses progress from a newer game', () => {
    const answer = migrateSnapshot({ ...emptySnapshot(), version: 3 });
    expect(!answer.ok && answer.reason).toMatch(/newer version of the game \(format 3\)/);
  });
});
