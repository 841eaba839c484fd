import { z } from 'zod';
import { describeIssues } from './describeIssues';
import { type Migrated, storedVersion } from './migration';
import { DEFAULT_SETTINGS, SETTINGS_VERSION, type Settings, settingsSchema } from './settings';

/**
 * The settings file before it carried a version: any subset of today's fields plus one `volume`
 * (0 to 1) used for both music and effects. Unknown fields are ignored.
 */
export const settingsV0Schema = z
  .object({ volume: z.number().min(0).max(1).optional() })
  .catchall(z.unknown());

/**
 * Converts a version-0 settings object: keeps each field that is still valid, fills the rest with
 * defaults; answers how many fields were kept.
 */
function fromV0(raw: z.infer<typeof settingsV0Schema>): { settings: Settings; kept: number } {
  const next: Record<string, unknown> = { ...DEFAULT_SETTINGS };
  let kept = 0;
  if (raw.volume !== undefined) {
    next.bgmVolume = raw.volume;
    next.sfxVolume = raw.volume;
    kept++;
  }
  const fields = settingsSchema.shape;
  for (const key of Object.keys(fields) as (keyof typeof fields)[]) {
    if (key === 'version' || !(key in raw)) continue;
    const parsed = fields[key].safeParse(raw[key]);
    if (parsed.success) {
      next[key] = parsed.data;
      kept++;
    }
  }
  return { settings: settingsSchema.parse(next), kept };
}

/** Reads stored settings of any known version and answers them in the current shape, or why it cannot. */
export function migrateSettings(raw: unknown): Migrated<Settings> {
  const version = storedVersion(raw);
  if (version === null) return { ok: false, reason: 'The settings are not an object with a valid version.' };
  if (version > SETTINGS_VERSION) {
    return {
      ok: false,
      reason: `The settings were saved by a newer version of the game (format ${version}).`,
    };
  }
  if (version === 0) {
    const parsed = settingsV0Schema.safeParse(raw);
    if (!parsed.success)
      return { ok: false, reason: `The old settings are not valid: ${describeIssues(parsed.error)}` };
    const { settings, kept } = fromV0(parsed.data);
    // An object without a single usable setting is not old settings but something else (`{}`, another
    // program's file); calling it a migration would hide from the player that their settings are gone.
    if (kept === 0) return { ok: false, reason: 'The settings file holds no setting the game knows.' };
    return { ok: true, value: settings, migrated: true };
  }
  const parsed = settingsSchema.safeParse(raw);
  if (!parsed.success)
    return { ok: false, reason: `The settings are not valid: ${describeIssues(parsed.error)}` };
  return { ok: true, value: parsed.data, migrated: false };
}
