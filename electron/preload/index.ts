import { contextBridge, ipcRenderer } from 'electron';
import { BRIDGE, BRIDGE_EVENTS, buildKotobaApi } from '../../core/contract/bridge';

// Exactly the operations of the bridge table, each bound to its own channel; no generic send or invoke.
const api = buildKotobaApi(
  BRIDGE,
  BRIDGE_EVENTS,
  (channel, ...args) => ipcRenderer.invoke(channel, ...args),
  (event, listener) => {
    // Only the payload reaches the listener, never the IPC event (which would expose the sender).
    const relay = (_event: unknown, payload: unknown) => listener(payload);
    ipcRenderer.on(event, relay);
    return () => {
      ipcRenderer.removeListener(event, relay);
    };
  },
);

contextBridge.exposeInMainWorld('kotoba', api);
