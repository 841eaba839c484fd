import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

type StoreModules = {
  createSettingsService: typeof import('../../../electron/main/stores/settingsService').createSettingsService;
  createSnapshotService: typeof import('../../../electron/main/stores/snapshotService').createSnapshotService;
};

let loading: Promise<StoreModules> | null = null;

/**
 * Imports the real settings and progress services. They use electron-store, which imports the
 * `electron` package; in plain Node that package answers the path of its binary and downloads the
 * binary when it is missing. Pointing ELECTRON_OVERRIDE_DIST_PATH somewhere during the import makes
 * it answer a path without downloading; electron-store then only needs the absolute `cwd` we pass.
 */
export function loadMainServices(): Promise<StoreModules> {
  loading ??= (async () => {
    const require = createRequire(import.meta.url);
    const electronDir = path.dirname(require.resolve('electron/package.json'));
    const hasBinary = existsSync(path.join(electronDir, 'path.txt'));
    const previous = process.env.ELECTRON_OVERRIDE_DIST_PATH;
    if (!hasBinary && !previous) process.env.ELECTRON_OVERRIDE_DIST_PATH = path.join(electronDir, 'dist');
    try {
      const settings = await import('../../../electron/main/stores/settingsService');
      const snapshot = await import('../../../electron/main/stores/snapshotService');
      return {
        createSettingsService: settings.createSettingsService,
        createSnapshotService: snapshot.createSnapshotService,
      };
    } finally {
      if (previous === undefined) delete process.env.ELECTRON_OVERRIDE_DIST_PATH;
      else process.env.ELECTRON_OVERRIDE_DIST_PATH = previous;
    }
  })();
  return loading;
}
