import {
  type AppSnapshot,
  appSnapshotSchema,
  DEFAULT_SETTINGS,
  describeIssues,
  emptySnapshot,
  fail,
  type KotobaApi,
  type LoadInfo,
  type Migrated,
  migrateSettings,
  migrateSnapshot,
  ok,
  type Result,
  type Settings,
  settingsPatchSchema,
} from '../../../core/contract';

/** The local-storage keys of the browser fallback. */
export const STORAGE_KEYS = { settings: 'kotoba-quest:settings', progress: 'kotoba-quest:progress' } as const;

/** Options of the browser fallback; tests inject the storage and the clock. */
export interface LocalStoragePlatformOptions {
  now?: () => Date;
}

interface StoredValue<T> {
  read(): T;
  takeLoadInfo(): LoadInfo;
  write(value: T): Result<T>;
}

function stamp(date: Date): string {
  return date.toISOString().replace(/[:.]/g, '-');
}

function openStoredValue<T>(
  storage: Storage | null,
  key: string,
  label: string,
  defaults: () => T,
  migrate: (raw: unknown) => Migrated<T>,
  now: () => Date,
): StoredValue<T> {
  let current = defaults();
  let writable = storage !== null;
  let recovered = false;
  let movedTo: string | null = null;

  const persist = (value: T): Result<T> => {
    if (!storage) {
      writable = false;
      return fail(
        'read-only',
        'save.readOnly',
        {},
        `Could not save the ${label}: this browser keeps no local storage.`,
      );
    }
    try {
      storage.setItem(key, JSON.stringify(value));
      writable = true;
      return ok(value);
    } catch (error) {
      writable = false;
      const full = error instanceof DOMException && error.name === 'QuotaExceededError';
      return full
        ? fail(
            'write-failed',
            'save.diskFull',
            {},
            `Could not save the ${label}: the browser storage is full.`,
          )
        : fail(
            'read-only',
            'save.readOnly',
            {},
            `Could not save the ${label}: the browser refused to store it.`,
          );
    }
  };

  const moveAside = (text: string) => {
    recovered = true;
    const target = `${key}.corrupt-${stamp(now())}`;
    try {
      storage?.setItem(target, text);
      movedTo = target;
    } catch {
      movedTo = null;
    }
    try {
      storage?.removeItem(key);
    } catch {
      // Nothing more can be done; the defaults below are saved over it if storage allows.
    }
  };

  let text: string | null = null;
  try {
    text = storage ? storage.getItem(key) : null;
  } catch {
    storage = null;
    writable = false;
  }
  if (text === null) {
    if (storage) persist(current);
  } else {
    let raw: unknown;
    let parsed = true;
    try {
      raw = JSON.parse(text);
    } catch {
      parsed = false;
    }
    const migrated = parsed ? migrate(raw) : null;
    if (!migrated?.ok) {
      moveAside(text);
      persist(current);
    } else {
      current = migrated.value;
      if (migrated.migrated) persist(current);
    }
  }

  return {
    read: () => structuredClone(current),
    takeLoadInfo: () => {
      const info = { recovered, movedTo, writable };
      recovered = false;
      movedTo = null;
      return info;
    },
    write: (value) => {
      current = structuredClone(value);
      return persist(value);
    },
  };
}

/** The same operations as `window.kotoba`, kept in the browser's local storage with the same checks. */
export function createLocalStoragePlatform(
  storage: Storage | null,
  options: LocalStoragePlatformOptions = {},
): KotobaApi {
  const now = options.now ?? (() => new Date());
  const settings = openStoredValue<Settings>(
    storage,
    STORAGE_KEYS.settings,
    'settings',
    () => ({ ...DEFAULT_SETTINGS }),
    migrateSettings,
    now,
  );
  const progress = openStoredValue<AppSnapshot>(
    storage,
    STORAGE_KEYS.progress,
    'progress',
    emptySnapshot,
    migrateSnapshot,
    now,
  );
  return {
    settings: {
      get: async () => ok({ settings: settings.read(), ...settings.takeLoadInfo() }),
      set: async (patch) => {
        const parsed = settingsPatchSchema.safeParse(patch);
        if (!parsed.success) {
          return fail(
            'invalid-payload',
            'ipc.refused',
            { channel: 'settings:set' },
            describeIssues(parsed.error),
          );
        }
        return settings.write({ ...settings.read(), ...parsed.data });
      },
    },
    app: {
      load: async () => ok({ snapshot: progress.read(), ...progress.takeLoadInfo() }),
      save: async (snapshot) => {
        const parsed = appSnapshotSchema.safeParse(snapshot);
        if (!parsed.success) {
          return fail(
            'invalid-payload',
            'ipc.refused',
            { channel: 'app:save' },
            describeIssues(parsed.error),
          );
        }
        return progress.write(parsed.data);
      },
      overwrite: async (snapshot) => {
        const migrated = migrateSnapshot(snapshot);
        if (!migrated.ok) return fail('invalid-payload', 'save.notReplaced', {}, migrated.reason);
        return progress.write(migrated.value);
      },
    },
  };
}
