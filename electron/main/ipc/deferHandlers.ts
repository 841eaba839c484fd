import { fail } from '../../../core/contract';
import type { IpcHandler } from './guardedHandler';

/**
 * Handlers that can be registered before the services behind them are open: each call waits for
 * `ready` (the class folder is being checked at start), then runs the real handler. A start that
 * failed answers `unavailable` instead of leaving the game waiting.
 */
export function deferHandlers<H extends { [K in keyof H]: IpcHandler<unknown> }>(
  channels: readonly (keyof H & string)[],
  ready: Promise<H>,
): H {
  const deferred = {} as Record<string, IpcHandler<unknown>>;
  for (const channel of channels) {
    deferred[channel] = async (event, payload) => {
      let handlers: H;
      try {
        handlers = await ready;
      } catch (error) {
        return fail(
          'unavailable',
          'ipc.savesUnopened',
          {},
          error instanceof Error ? error.message : String(error),
        );
      }
      return handlers[channel](event, payload);
    };
  }
  return deferred as H;
}
