import { describe, expect, it } from 'vitest';
import { DEFAULT_TEACHER_SETTINGS, TEACHER_SETTINGS_VERSION, type TeacherChoices } from '../contract';
import { migrateTeacherSettings, teacherSettingsFrom } from './teacherSettingsRules';

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
