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

type Handler = (event: { senderFrame: { url: string; parent: null } }, ...args: unknown[]) => unknown;
type Relay = (event: unknown, payload: unknown) => void;

/**
 * The preload side, for running the real preload in Vitest: `contextBridge` records what is exposed,
 * and `ipcRenderer` hands each call to the handler a test connected for its channel (as main's
 * `ipcMain.handle` would), from the game's main frame.
 */
export const preloadStandIn = {
  exposed: new Map<string, unknown>(),
  handlers: new Map<string, Handler>(),
  listeners: new Map<string, Set<Relay>>(),
  invoked: [] as { channel: string; args: unknown[] }[],
  /** Sends a message from main to the page, as `webContents.send` would. */
  send(event: string, payload: unknown): void {
    for (const relay of this.listeners.get(event) ?? []) relay({ sender: 'main' }, payload);
  },
  reset(): void {
    this.exposed.clear();
    this.handlers.clear();
    this.listeners.clear();
    this.invoked.length = 0;
  },
};

/** Records what the preload exposes to the page. */
export const contextBridge = {
  exposeInMainWorld: (key: string, api: unknown): void => {
    preloadStandIn.exposed.set(key, api);
  },
};

/** Routes `invoke` to the handler connected in {@link preloadStandIn}; keeps `on` listeners. */
export const ipcRenderer = {
  invoke: async (channel: string, ...args: unknown[]): Promise<unknown> => {
    preloadStandIn.invoked.push({ channel, args });
    const handler = preloadStandIn.handlers.get(channel);
    if (!handler) throw new Error(`No handler for '${channel}'`);
    return handler({ senderFrame: { url: 'app://game/index.html', parent: null } }, ...args);
  },
  on: (event: string, relay: Relay): void => {
    const set = preloadStandIn.listeners.get(event) ?? new Set<Relay>();
    set.add(relay);
    preloadStandIn.listeners.set(event, set);
  },
  removeListener: (event: string, relay: Relay): void => {
    preloadStandIn.listeners.get(event)?.delete(relay);
  },
};

export default { app, ipcMain, shell, contextBridge, ipcRenderer };
