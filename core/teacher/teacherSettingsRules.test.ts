import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TEACHER_SETTINGS,
  ok,
  type Result,
  TEACHER_SETTINGS_VERSION,
  type TeacherChoices,
  type TeacherSettings,
} from '../contract';
import {
  keepTeacherSettings,
  migrateTeacherSettings,
  type StoredTeacherSettings,
  TEACHER_SETTINGS_STORAGE,
  teacherSettingsFrom,
} from './teacherSettingsRules';

describe('the teacher settings rules', () => {
  it('stamp a teacher’s choices with the time and read them back unchanged', () => {
    const choices: TeacherChoices = { openWorlds: ['e56'], openStages: ['number'], todayStages: ['number'] };
    const settings = teacherSettingsFrom(choices, new Date('2026-04-10T08:30:00.000Z'));
    expect(settings).toMatchObject({ ...choices, updatedAt: '2026-04-10T08:30:00.000Z' });
    expect(migrateTeacherSettings(JSON.parse(JSON.stringify(settings)))).toEqual({
      ok: true,
      value: settings,
      migrated: false,
    });
  });

  it('refuse another version or a wrong shape, saying which', () => {
    const read = (raw: unknown) => {
      const answer = migrateTeacherSettings(raw);
      return answer.ok ? 'read' : answer.reason;
    };
    expect(read({ ...DEFAULT_TEACHER_SETTINGS, version: TEACHER_SETTINGS_VERSION + 1 })).toMatch(
      /unknown format/,
    );
    expect(read({ ...DEFAULT_TEACHER_SETTINGS, openWorlds: 'all' })).toMatch(/not valid/);
    expect(read(DEFAULT_TEACHER_SETTINGS)).toBe('read');
  });
});

/** A stored copy in memory, as a host's file or record keeps it, counting writes. */
function memoryCopy(): StoredTeacherSettings<Result<TeacherSettings>> & {
  writes: number;
  recovered: boolean;
} {
  let value = TEACHER_SETTINGS_STORAGE.defaults();
  const copy = {
    writes: 0,
    recovered: true,
    read: () => value,
    loadInfo: () => ({ recovered: copy.recovered, movedTo: null, writable: true }),
    clearRecovered: () => {
      copy.recovered = false;
    },
    write: (next: TeacherSettings) => {
      copy.writes++;
      value = next;
      return ok(next);
    },
  };
  return copy;
}

describe('keepTeacherSettings', () => {
  const choices: TeacherChoices = { openWorlds: ['e56'], openStages: ['number'], todayStages: ['number'] };
  const now = () => new Date('2026-04-10T08:30:00.000Z');

  it('replaces the choices only for an unlocked teacher, stamped with the time', () => {
    const copy = memoryCopy();
    const keeper = keepTeacherSettings(copy, { isUnlocked: (token) => token === 'good', now });
    const refused = keeper.update('stale', choices);
    expect(!refused.ok && refused.error).toMatchObject({ code: 'not-unlocked', reason: 'teacher.locked' });
    expect(copy.writes).toBe(0);
    const saved = keeper.update('good', choices);
    expect(saved.ok && saved.value).toMatchObject({ ...choices, updatedAt: '2026-04-10T08:30:00.000Z' });
    expect(keeper.load().settings.openWorlds).toEqual(['e56']);
  });

  it('answers the settings with how they were found, until the recovery is cleared', () => {
    const copy = memoryCopy();
    const keeper = keepTeacherSettings(copy, { isUnlocked: () => false, now });
    expect(keeper.load()).toEqual({
      settings: DEFAULT_TEACHER_SETTINGS,
      recovered: true,
      movedTo: null,
      writable: true,
    });
    keeper.clearRecovered();
    expect(keeper.load().recovered).toBe(false);
  });

  it('gives fresh defaults each time, so a change never reaches the shared ones', () => {
    const first = TEACHER_SETTINGS_STORAGE.defaults();
    first.openWorlds.push('e56');
    expect(TEACHER_SETTINGS_STORAGE.defaults().openWorlds).toEqual([]);
    expect(DEFAULT_TEACHER_SETTINGS.openWorlds).toEqual([]);
  });
});
