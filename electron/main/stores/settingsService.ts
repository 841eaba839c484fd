import {
  DEFAULT_SETTINGS,
  migrateSettings,
  type Result,
  type Settings,
  type SettingsLoad,
  type SettingsPatch,
  settingsSchema,
} from '../../../core/contract';
import { createStoredFile } from './createStoredFile';
import type { OpenStore } from './openElectronStore';

/** Options of the settings service; only `cwd` is needed in the app. */
export interface SettingsServiceOptions {
  /** Absolute folder holding `settings.json` (the app's userData folder). */
  cwd: string;
  openStore?: OpenStore;
  now?: () => Date;
  log?: (message: string) => void;
}

/** Reads and changes the player's settings in `settings.json`. */
export interface SettingsService {
  /** Full path of `settings.json`. */
  readonly path: string;
  /** The current settings (a copy). */
  read(): Settings;
  /** The current settings with how the file was found; changes nothing. */
  load(): SettingsLoad;
  /** Forgets that the file was recovered, once the player has been told. */
  clearRecovered(): void;
  /** Applies a validated partial change and answers the whole new settings. */
  update(patch: SettingsPatch): Result<Settings>;
}

/** Opens `settings.json` in `cwd`: defaults for a new player, damaged files moved aside, older shapes migrated. */
export function createSettingsService(options: SettingsServiceOptions): SettingsService {
  const file = createStoredFile<Settings>({
    ...options,
    name: 'settings',
    label: 'settings',
    schema: settingsSchema,
    defaults: () => ({ ...DEFAULT_SETTINGS }),
    migrate: migrateSettings,
  });
  return {
    path: file.path,
    read: () => file.read(),
    load: () => ({ settings: file.read(), ...file.loadInfo() }),
    clearRecovered: () => file.clearRecovered(),
    update: (patch) => file.write({ ...file.read(), ...patch }),
  };
}
