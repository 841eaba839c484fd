import {
  type AppSnapshot,
  appSnapshotSchema,
  emptySnapshot,
  fail,
  migrateSnapshot,
  type Result,
  type SnapshotLoad,
} from '../../../core/contract';
import { createStoredFile } from './createStoredFile';
import type { OpenStore } from './openElectronStore';

/** Options of the progress service; only `cwd` is needed in the app. */
export interface SnapshotServiceOptions {
  /** Absolute folder holding `progress.json` (the app's userData folder). */
  cwd: string;
  openStore?: OpenStore;
  now?: () => Date;
  log?: (message: string) => void;
}

/** Reads and replaces the player's progress in `progress.json`. */
export interface SnapshotService {
  /** Full path of `progress.json`. */
  readonly path: string;
  /** The current progress (a copy). */
  read(): AppSnapshot;
  /** The current progress with how the file was found; changes nothing. */
  load(): SnapshotLoad;
  /** Forgets that the file was recovered, once the player has been told. */
  clearRecovered(): void;
  /** Saves progress that is already in the current shape. */
  save(snapshot: AppSnapshot): Result<AppSnapshot>;
  /** Replaces all progress with a restored copy of any known version, migrated first. */
  overwrite(snapshot: unknown): Result<AppSnapshot>;
}

/** Opens `progress.json` in `cwd`: empty progress for a new player, damaged files moved aside, older shapes migrated. */
export function createSnapshotService(options: SnapshotServiceOptions): SnapshotService {
  const file = createStoredFile<AppSnapshot>({
    ...options,
    name: 'progress',
    label: 'progress',
    schema: appSnapshotSchema,
    defaults: emptySnapshot,
    migrate: migrateSnapshot,
  });
  return {
    path: file.path,
    read: () => file.read(),
    load: () => ({ snapshot: file.read(), ...file.loadInfo() }),
    clearRecovered: () => file.clearRecovered(),
    save: (snapshot) => file.write(snapshot),
    overwrite: (snapshot) => {
      const migrated = migrateSnapshot(snapshot);
      if (!migrated.ok)
        return fail(
          'invalid-payload',
          'save.notReplaced',
          {},
          `The progress was not replaced: ${migrated.reason}`,
        );
      return file.write(migrated.value);
    },
  };
}
