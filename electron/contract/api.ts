import type { Result } from './result';
import type { Settings, SettingsPatch } from './settings';
import type { AppSnapshot } from './snapshot';

/** How a stored file was found when it was read. */
export interface LoadInfo {
  /** The file was damaged; it was moved aside to `movedTo` and defaults were used. */
  recovered: boolean;
  /** Where the damaged file now lives (for support), when `recovered`. */
  movedTo: string | null;
  /** False when the folder cannot be written: changes live in memory only. */
  writable: boolean;
}

/** The answer of `settings.get`. */
export interface SettingsLoad extends LoadInfo {
  settings: Settings;
}

/** The answer of `app.load`. */
export interface SnapshotLoad extends LoadInfo {
  snapshot: AppSnapshot;
}

/** The API the preload exposes on `window.kotoba`; exactly these operations and nothing else. */
export interface KotobaApi {
  settings: {
    /** Reads the settings (defaults for a new player). */
    get(): Promise<Result<SettingsLoad>>;
    /** Applies a partial change and answers the whole new settings. */
    set(patch: SettingsPatch): Promise<Result<Settings>>;
  };
  app: {
    /** Reads the player's progress. */
    load(): Promise<Result<SnapshotLoad>>;
    /** Saves progress in the current shape. */
    save(snapshot: AppSnapshot): Promise<Result<AppSnapshot>>;
    /** Replaces all progress (restore/import); older shapes are migrated first. */
    overwrite(snapshot: unknown): Promise<Result<AppSnapshot>>;
  };
}
