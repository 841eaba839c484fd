import { contextBridge, ipcRenderer } from 'electron';
import type { KotobaApi } from '../contract/api';
import { Channels, ClassroomChannels, ClassroomEvents } from '../contract/channels';
import type { WordListPreview } from '../contract/wordlists';

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
  profiles: {
    list: () => ipcRenderer.invoke(ClassroomChannels.profilesList),
    add: (player) => ipcRenderer.invoke(ClassroomChannels.profilesAdd, player),
    update: (player) => ipcRenderer.invoke(ClassroomChannels.profilesUpdate, player),
    remove: (id) => ipcRenderer.invoke(ClassroomChannels.profilesRemove, id),
    select: (id) => ipcRenderer.invoke(ClassroomChannels.profilesSelect, id),
  },
  wordLists: {
    list: () => ipcRenderer.invoke(ClassroomChannels.wordListsList),
    rename: (change) => ipcRenderer.invoke(ClassroomChannels.wordListsRename, change),
    remove: (id) => ipcRenderer.invoke(ClassroomChannels.wordListsRemove, id),
    confirm: (previewId) => ipcRenderer.invoke(ClassroomChannels.wordListsConfirm, previewId),
    cancel: (previewId) => ipcRenderer.invoke(ClassroomChannels.wordListsCancel, previewId),
  },
  // Only the preview reaches the listener, never the IPC event (which would expose the sender).
  onWordListPreview: (listener) => {
    const relay = (_event: unknown, preview: WordListPreview) => listener(preview);
    ipcRenderer.on(ClassroomEvents.wordListPreview, relay);
    return () => {
      ipcRenderer.removeListener(ClassroomEvents.wordListPreview, relay);
    };
  },
};

contextBridge.exposeInMainWorld('kotoba', api);
