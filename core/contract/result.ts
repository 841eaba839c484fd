import type { ErrorCode, FailureReason, FailureValues, IpcError, NoValues } from './errors';

/** Every IPC operation answers with a Result; handlers never throw across the bridge. */
export type Result<T> = { ok: true; value: T } | { ok: false; error: IpcError };

/** Builds a success result. */
export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

/** The values `fail` takes after the reason: none needed when the reason carries none. */
type FailArgs<R extends FailureReason> = NoValues extends FailureValues[R]
  ? [values?: FailureValues[R], detail?: string]
  : [values: FailureValues[R], detail?: string];

/**
 * Builds an error result: a code, a reason with its values (no sentence: the screen words it), and
 * optionally an English detail for developers' logs.
 */
export function fail<R extends FailureReason>(
  code: ErrorCode,
  reason: R,
  ...args: FailArgs<R>
): Result<never> {
  const [values = {}, detail] = args;
  const error = { code, reason, values, ...(detail === undefined ? {} : { detail }) } as IpcError;
  return { ok: false, error };
}
