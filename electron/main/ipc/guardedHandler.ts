import {
  type AnswerOf,
  type AreaHandlers,
  fail,
  type Operation,
  type OperationHandler,
  type Result,
  runOperation,
  type Tables,
} from '../../../core/contract';
import type { SenderEvent } from './isTrustedSender';

/** One IPC operation as `ipcMain.handle` runs it: checks the sender and the payload, and answers a Result (never throws). */
export type IpcHandler<T> = (event: SenderEvent, payload?: unknown) => Promise<Result<T>>;

/** What the guard of every operation needs. */
export interface GuardOptions {
  /** The sender check: only the game window's main frame is answered. */
  isTrustedSender: (event: SenderEvent) => boolean;
  log?: (message: string) => void;
  /**
   * Checks every `ok` answer against its operation's answer schema, and answers `unavailable` for one
   * that does not fit. The tests and the browser harnesses turn it on; the app leaves it off, since its
   * answers come from its own typed code and a player's whole progress would be walked on every load.
   */
  checkAnswers?: boolean;
}

export type { AreaHandlers, Tables } from '../../../core/contract';

/** Every operation of some areas, as one union. */
type OperationsOf<T extends Tables> = {
  [Area in keyof T]: NonNullable<T[Area]>[keyof NonNullable<T[Area]>];
}[keyof T];

/** The guarded handlers of some areas, by channel (what `registerIpc` registers). */
export type GuardedHandlers<T extends Tables> = {
  [Op in OperationsOf<T> as Op['channel']]: IpcHandler<AnswerOf<Op>>;
};

/**
 * Guards one operation: it answers only the trusted sender, and then runs it as every host does
 * ({@link runOperation}: budget, schema, the work, a Result even when the work throws).
 */
export function guardOperation<Op extends Operation>(
  operation: Op,
  run: OperationHandler<Op>,
  options: GuardOptions,
): IpcHandler<AnswerOf<Op>> {
  const { channel } = operation;
  const log = options.log ?? ((message: string) => console.warn(message));
  return async (event, payload) => {
    try {
      if (!options.isTrustedSender(event)) {
        log(`Refused ${channel} from an untrusted sender.`);
        return fail('forbidden-sender', 'ipc.wrongSender', { channel });
      }
    } catch (error) {
      log(`${channel} failed: ${error instanceof Error ? error.message : String(error)}`);
      return fail('unavailable', operation.failure ?? 'ipc.failed', { channel });
    }
    return runOperation(operation, run, payload, { ...options, log });
  };
}

/**
 * Builds the guarded IPC handlers of some areas from their tables and the host's work for each
 * operation, keyed by channel: the one registration every operation goes through.
 */
export function guardOperations<T extends Tables>(
  tables: T,
  handlers: AreaHandlers<T>,
  options: GuardOptions,
): GuardedHandlers<T> {
  const guarded: Record<string, IpcHandler<unknown>> = {};
  for (const [area, table] of Object.entries(tables)) {
    const work = (handlers as Record<string, Record<string, OperationHandler<Operation>>>)[area];
    for (const [name, operation] of Object.entries(table ?? {})) {
      const run = work?.[name];
      if (!run) throw new Error(`${operation.channel} has no handler.`);
      if (operation.channel in guarded) throw new Error(`${operation.channel} is used by two operations.`);
      guarded[operation.channel] = guardOperation(operation, run, options);
    }
  }
  return guarded as GuardedHandlers<T>;
}
