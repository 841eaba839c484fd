import type { IpcMain } from 'electron';
import type { IpcHandlers } from './createIpcHandlers';

/** Registers every handler with `ipcMain.handle` and answers the function that removes them again. */
export function registerIpc(
  ipcMain: Pick<IpcMain, 'handle' | 'removeHandler'>,
  handlers: IpcHandlers,
): () => void {
  const channels = Object.keys(handlers) as (keyof IpcHandlers)[];
  for (const channel of channels) {
    const handler = handlers[channel];
    ipcMain.handle(channel, (event, payload: unknown) => handler(event, payload));
  }
  return () => {
    for (const channel of channels) ipcMain.removeHandler(channel);
  };
}
