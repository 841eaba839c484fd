import { contextBridge, ipcRenderer } from 'electron';
import type { KotobaApi } from '../contract/api';
import { Channels } from '../contract/channels';

// Exactly the operations of KotobaApi, each bound to its own channel; no generic send or invoke.
const api: KotobaApi = {
  settings: {
    get: () => ipcRenderer.invoke(Channels.settingsGet),
    set: (patch) => ipcRenderer.invoke(Channels.settingsSet, patch),
  },
  app: {
    load: () => ipcRenderer.invoke(Channels.appLoad),
    save: (snapshot) => ipcRenderer.invoke(Channels.appSave, snapshot),
    overwrite: (snapshot) => ipcRenderer.invoke(Channels.appOverwrite, snapshot),
  },
};

contextBridge.exposeInMainWorld('kotoba', api);
