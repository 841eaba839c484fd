// Stand-in for the `electron` module in Vitest. The real module downloads a binary when imported;
// main-process services take their folders and checks as arguments, so only electron-store's start-up
// reads from here (it asks `app` for a default folder and registers one `ipcMain` listener).
import os from 'node:os';
import path from 'node:path';

const base = path.join(os.tmpdir(), 'kotoba-quest-vitest');

/** The few `app` members read at import time by electron-store. */
export const app = {
  getPath: (name: string): string => path.join(base, name),
  getVersion: (): string => '0.0.0-test',
  getLocale: (): string => 'ja',
  isPackaged: false,
};

/** Accepts electron-store's listener registration and does nothing else. */
export const ipcMain = {
  on: (_channel: string, _listener: (...args: unknown[]) => void): void => {},
  handle: (_channel: string, _listener: (...args: unknown[]) => unknown): void => {},
};

/** electron-store's `openInEditor` uses this; the services never call it. */
export const shell = {
  openPath: async (_path: string): Promise<string> => 'not available in tests',
};

export default { app, ipcMain, shell };
