import { checkPayloadBudget } from './checkPayloadBudget';
import { describeIssues } from './describeIssues';
import type {
  AnswerOf,
  Operation,
  OperationHandler,
  OperationHandlers,
  OperationTable,
  PayloadOf,
} from './operation';
import { fail, type Result } from './result';

/** Some areas of a contract: area → operation table. */
export type Tables = Partial<Record<string, OperationTable>>;

/** The host's work for every operation of some areas, by area. */
export type AreaHandlers<T extends Tables> = { [Area in keyof T]: OperationHandlers<NonNullable<T[Area]>> };

/** How a host runs its operations: where it logs, and whether answers are checked against their schema. */
export interface RunOptions {
  log?: (message: string) => void;
  /**
   * Checks every `ok` answer against its operation's answer schema, and answers `unavailable` for one
   * that does not fit (the tests and the browser harnesses turn it on).
   */
  checkAnswers?: boolean;
}

const describeError = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Runs one operation the way every host does: only a payload within the operation's budget that fits
 * its schema reaches the work (sync or async), and a throw or a rejection becomes an `unavailable`
 * answer, so every call answers a Result and a refused payload changes nothing.
 */
export async function runOperation<Op extends Operation>(
  operation: Op,
  run: OperationHandler<Op>,
  payload: unknown,
  options: RunOptions = {},
): Promise<Result<AnswerOf<Op>>> {
  const { channel } = operation;
  // core has no console: the host says where its log goes.
  const log = options.log ?? (() => {});
  try {
    // The cheap walk comes first: the schema's cost and its error text grow with the message.
    const budget = checkPayloadBudget(payload, operation.budget);
    if (!budget.ok) {
      log(`Refused ${channel}: ${budget.reason}.`);
      return fail('invalid-payload', 'ipc.refused', { channel }, budget.reason);
    }
    const parsed = operation.payload.safeParse(payload);
    if (!parsed.success) {
      return fail('invalid-payload', 'ipc.refused', { channel }, describeIssues(parsed.error));
    }
    const answer = await run(parsed.data as PayloadOf<Op>);
    if (options.checkAnswers && answer.ok) {
      const checked = operation.answer.safeParse(answer.value);
      if (!checked.success) {
        log(`${channel} answered outside its contract: ${describeIssues(checked.error)}`);
        return fail('unavailable', 'ipc.failed', { channel }, describeIssues(checked.error));
      }
    }
    return answer;
  } catch (error) {
    log(`${channel} failed: ${describeError(error)}`);
    return fail('unavailable', operation.failure ?? 'ipc.failed', { channel });
  }
}
