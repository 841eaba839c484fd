import type { IpcMain } from 'electron';
import type { IpcHandler } from './guardedHandler';

/** Registers every handler of a set (channel → handler) with `ipcMain.handle` and answers the function that removes them again. */
export function registerIpc<H extends { [K in keyof H]: IpcHandler<unknown> }>(
  ipcMain: Pick<IpcMain, 'handle' | 'removeHandler'>,
  handlers: H,
): () => void {
  const channels = Object.keys(handlers) as (keyof H & string)[];
  for (const channel of channels) {
    const handler = handlers[channel];
    ipcMain.handle(channel, (event, payload: unknown) => handler(event, payload));
  }
  return () => {
    for (const channel of channels) ipcMain.removeHandler(channel);
  };
}
