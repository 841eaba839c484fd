import type { AreaApi, OperationTable, Result } from '../../../core/contract';

/**
 * An area of `window.kotoba` for a platform that cannot do any of its operations: each one, present
 * and future (taken from the area's table), answers `refusal`.
 */
export function desktopOnlyArea<Table extends OperationTable>(
  table: Table,
  refusal: Result<never>,
): AreaApi<Table> {
  const answer = async () => refusal;
  return Object.fromEntries(Object.keys(table).map((name) => [name, answer])) as AreaApi<Table>;
}
