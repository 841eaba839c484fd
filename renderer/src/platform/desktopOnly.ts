import { type AreaApi, fail, type OperationTable } from '../../../core/contract';

/**
 * An area of `window.kotoba` for a platform that cannot do any of its operations: each one, present
 * and future (taken from the area's table), answers `unavailable` with `message`.
 */
export function desktopOnlyArea<Table extends OperationTable>(table: Table, message: string): AreaApi<Table> {
  const answer = async () => fail('unavailable', message);
  return Object.fromEntries(Object.keys(table).map((name) => [name, answer])) as AreaApi<Table>;
}
