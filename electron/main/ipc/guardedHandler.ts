import type { z } from 'zod';
import {
  type Channel,
  type ClassFolderChannel,
  type ClassroomChannel,
  checkPayloadBudget,
  type DashboardChannel,
  describeIssues,
  fail,
  type Result,
  type TeacherChannel,
} from '../../../core/contract';
import type { SenderEvent } from './isTrustedSender';
import { PAYLOAD_BUDGETS } from './payloadBudgets';

/** One IPC operation: checks the sender, validates the payload, and answers a Result (never throws). */
export type IpcHandler<T> = (event: SenderEvent, payload?: unknown) => Promise<Result<T>>;

/**
 * Wraps an operation so it answers only the trusted sender, only a payload within the channel's
 * budget that fits `schema`, and never throws.
 */
export type Guard = <P, T>(
  channel: Channel | ClassroomChannel | TeacherChannel | ClassFolderChannel | DashboardChannel,
  schema: z.ZodType<P>,
  run: (payload: P) => Result<T>,
) => IpcHandler<T>;

/** Builds the guard every IPC handler goes through. */
export function createGuard(
  isTrustedSender: (event: SenderEvent) => boolean,
  log: (message: string) => void,
): Guard {
  return (channel, schema, run) => async (event, payload) => {
    try {
      if (!isTrustedSender(event)) {
        log(`Refused ${channel} from an untrusted sender.`);
        return fail('forbidden-sender', 'ipc.wrongSender', { channel });
      }
      // The cheap walk comes first: the schema's cost and its error text grow with the message.
      const budget = checkPayloadBudget(payload, PAYLOAD_BUDGETS[channel]);
      if (!budget.ok) {
        log(`Refused ${channel}: ${budget.reason}.`);
        return fail('invalid-payload', 'ipc.refused', { channel }, budget.reason);
      }
      const parsed = schema.safeParse(payload);
      if (!parsed.success) {
        return fail('invalid-payload', 'ipc.refused', { channel }, describeIssues(parsed.error));
      }
      return run(parsed.data);
    } catch (error) {
      log(`${channel} failed: ${error instanceof Error ? error.message : String(error)}`);
      return fail('unavailable', 'ipc.failed', { channel });
    }
  };
}
