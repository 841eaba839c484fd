import type { z } from 'zod';
import { loadInfoSchema } from '../loadInfo';
import { BUDGETS, defineOperations, noPayload } from '../operation';
import { settingsPatchSchema, settingsSchema } from '../settings';

/** The answer of `settings.get`: the settings and how their file was found. */
export const settingsLoadSchema = loadInfoSchema.extend({ settings: settingsSchema }).strict();
/** The answer of `settings.get`. */
export type SettingsLoad = z.infer<typeof settingsLoadSchema>;

/** `window.kotoba.settings`: the settings of the player playing now. */
export const SETTINGS_OPERATIONS = defineOperations({
  /** Reads the settings (defaults for a new player). */
  get: { channel: 'settings:get', payload: noPayload, answer: settingsLoadSchema, budget: BUDGETS.nothing },
  /** Applies a partial change and answers the whole new settings. */
  set: {
    channel: 'settings:set',
    payload: settingsPatchSchema,
    answer: settingsSchema,
    budget: BUDGETS.settingsPatch,
  },
});
