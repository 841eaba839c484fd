/** IPC channel names; the only channels the preload may use and main may handle. */
export const Channels = {
  settingsGet: 'settings:get',
  settingsSet: 'settings:set',
  appLoad: 'app:load',
  appSave: 'app:save',
  appOverwrite: 'app:overwrite',
} as const;

/** One of the IPC channel names. */
export type Channel = (typeof Channels)[keyof typeof Channels];
