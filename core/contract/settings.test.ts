import { describe, expect, it } from 'vitest';
import { migrateSettings } from './migrateSettings';
import { DEFAULT_SETTINGS, settingsPatchSchema, settingsSchema } from './settings';

describe('the settings’ 発展 (advanced) worlds', () => {
  it('keeps settings saved before the choice valid, and reads the choice when it is there', () => {
    expect(settingsSchema.safeParse(DEFAULT_SETTINGS).success).toBe(true);
    expect(migrateSettings({ ...DEFAULT_SETTINGS, advancedWorlds: ['j3', 'j2'] })).toEqual({
      ok: true,
      value: { ...DEFAULT_SETTINGS, advancedWorlds: ['j3', 'j2'] },
      migrated: false,
    });
    expect(settingsPatchSchema.safeParse({ advancedWorlds: [] }).success).toBe(true);
  });

  it('refuses a world that does not exist or is listed twice', () => {
    expect(settingsPatchSchema.safeParse({ advancedWorlds: ['j4'] }).success).toBe(false);
    expect(settingsPatchSchema.safeParse({ advancedWorlds: ['j3', 'j3'] }).success).toBe(false);
  });
});
