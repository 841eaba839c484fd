/**
 * The outcome of reading a stored value of some older or current shape: the value in the current
 * shape (with `migrated` true when an older shape was converted), or the reason it cannot be used
 * (a sentence for logs) with, where a schema refused it, only what the schema found wrong.
 */
export type Migrated<T> =
  | { ok: true; value: T; migrated: boolean }
  | { ok: false; reason: string; issues?: string };

/** Reads the `version` field of a stored object: 0 when the object has none, null when it is not an object. */
export function storedVersion(raw: unknown): number | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  if (!('version' in raw)) return 0;
  const version = (raw as { version: unknown }).version;
  return typeof version === 'number' && Number.isInteger(version) && version >= 0 ? version : null;
}
