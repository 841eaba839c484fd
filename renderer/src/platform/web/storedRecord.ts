import type { z } from 'zod';
import {
  describeIssues,
  fail,
  type LoadInfo,
  type Migrated,
  ok,
  type Result,
} from '../../../../core/contract';
import { refusedSave, type SavesStore } from './savesDatabase';

/** One record of the saves database as the platform uses it: read from memory, written through. */
export interface StoredRecord<T> {
  /** The current value (a copy). */
  read(): T;
  /** How the record was found at start; changes nothing. */
  loadInfo(): LoadInfo;
  /** Forgets that the record was recovered, once the player has been told. */
  clearRecovered(): void;
  /**
   * Checks `value` against the schema, keeps it in memory (play goes on with it) and writes it in one
   * transaction; a refused write answers why, and the previous save in the database stays as it was.
   */
  write(value: unknown): Promise<Result<T>>;
  /**
   * The refusal of any write while the record exists but cannot be read (it is never written over),
   * or null; writes of several records at once check it first.
   */
  lockedRefusal(): Result<never> | null;
  /** The entry that writes the current value, for a write of several records at once. */
  entry(value: T): readonly [string, T];
  /** Takes a value written by a write of several records (it was checked by the caller). */
  adopt(value: T, written: boolean): void;
}

/** What a record needs: its key and label, its shape, defaults, migrations and clock. */
export interface StoredRecordOptions<T> {
  key: string;
  /** Names it in developers' details: `settings`, `progress`, … */
  label: string;
  schema: z.ZodType<T>;
  defaults: () => T;
  migrate: (raw: unknown) => Migrated<T>;
  now: () => Date;
  /** Rebuilds what can be saved from a damaged value (the players, the word lists); null when nothing can. */
  recover?: (damaged: unknown) => T | null;
  /** Whether a missing record is saved with its defaults at once (like the desktop's first open). */
  saveDefaults?: boolean;
}

/** The key of a damaged record's copy, e.g. `settings:p-abc123.corrupt-2026-03-01T12-00-00-000Z`. */
export function corruptKey(key: string, at: Date): string {
  return `${key}.corrupt-${at.toISOString().replace(/[:.]/g, '-')}`;
}

/**
 * Opens one record: missing → the defaults; damaged or of an unknown shape → the damaged value is
 * kept under a `.corrupt-…` key (the desktop moves such a file aside) and the defaults (or what
 * `recover` rebuilds) are used and saved; an older shape → migrated and saved.
 */
export async function openStoredRecord<T>(
  store: SavesStore,
  options: StoredRecordOptions<T>,
): Promise<StoredRecord<T>> {
  const { key, label, schema } = options;
  let current = options.defaults();
  let writable = store.open;
  let recovered = false;
  let movedTo: string | null = null;

  const persist = async (entries: ReadonlyArray<readonly [string, unknown]>): Promise<boolean> => {
    const refusal = await store.write(entries);
    writable = refusal === null;
    return refusal === null;
  };

  let raw: unknown;
  // A record that exists but cannot be read is never written over: it may hold progress worth
  // keeping. Play goes on in memory, and each save says why it was not kept.
  let locked = false;
  try {
    raw = await store.read(key);
  } catch {
    locked = true;
    writable = false;
  }
  if (locked) {
    // Nothing to read; the defaults stand in.
  } else if (raw === undefined) {
    if (options.saveDefaults && store.open) await persist([[key, current]]);
  } else {
    const migrated = options.migrate(raw);
    if (migrated.ok) {
      current = migrated.value;
      if (migrated.migrated) await persist([[key, current]]);
    } else {
      recovered = true;
      current = options.recover?.(raw) ?? current;
      const aside = corruptKey(key, options.now());
      // The copy and the replacement in one transaction: the damaged value is never lost.
      if (
        await persist([
          [aside, raw],
          [key, current],
        ])
      )
        movedTo = aside;
    }
  }

  return {
    read: () => structuredClone(current),
    loadInfo: () => ({ recovered, movedTo, writable }),
    clearRecovered: () => {
      recovered = false;
      movedTo = null;
    },
    write: async (value) => {
      const parsed = schema.safeParse(value);
      if (!parsed.success) {
        return fail(
          'invalid-payload',
          'save.invalid',
          {},
          `Nothing was saved; the ${label} data does not fit the expected shape: ${describeIssues(parsed.error)}`,
        );
      }
      current = parsed.data;
      if (locked) {
        return fail(
          'read-only',
          'save.locked',
          {},
          `Could not save the ${label}: its record cannot be read, so it is left untouched.`,
        );
      }
      const refusal = await store.write([[key, structuredClone(parsed.data)]]);
      writable = refusal === null;
      return refusal ? refusedSave(refusal, label) : ok(structuredClone(parsed.data));
    },
    lockedRefusal: () =>
      locked
        ? fail(
            'read-only',
            'save.locked',
            {},
            `Could not save the ${label}: its record cannot be read, so it is left untouched.`,
          )
        : null,
    entry: (value) => [key, value] as const,
    adopt: (value, written) => {
      current = structuredClone(value);
      writable = written;
    },
  };
}
