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

/** IPC channels of the classroom features (players, teachers' word lists); handled beside `Channels`. */
export const ClassroomChannels = {
  profilesList: 'profiles:list',
  profilesAdd: 'profiles:add',
  profilesUpdate: 'profiles:update',
  profilesRemove: 'profiles:remove',
  profilesSelect: 'profiles:select',
  wordListsList: 'wordlists:list',
  wordListsRename: 'wordlists:rename',
  wordListsRemove: 'wordlists:remove',
  wordListsConfirm: 'wordlists:confirm',
  wordListsCancel: 'wordlists:cancel',
} as const;

/** One of the classroom IPC channel names. */
export type ClassroomChannel = (typeof ClassroomChannels)[keyof typeof ClassroomChannels];

/** IPC channels of teacher mode: its PIN and the teacher settings; handled beside `Channels`. */
export const TeacherChannels = {
  status: 'teacher:status',
  setPin: 'teacher:setPin',
  unlock: 'teacher:unlock',
  lock: 'teacher:lock',
  getSettings: 'teacher:getSettings',
  setSettings: 'teacher:setSettings',
} as const;

/** One of the teacher-mode IPC channel names. */
export type TeacherChannel = (typeof TeacherChannels)[keyof typeof TeacherChannels];

/**
 * IPC channels of the class folder: where saves live, and what teachers do about it (teacher mode's
 * token for changes); handled beside `Channels`.
 */
export const ClassFolderChannels = {
  status: 'classfolder:status',
  releasePlayer: 'classfolder:releasePlayer',
  setFolder: 'classfolder:setFolder',
  leave: 'classfolder:leave',
} as const;

/** One of the class-folder IPC channel names. */
export type ClassFolderChannel = (typeof ClassFolderChannels)[keyof typeof ClassFolderChannels];

/** IPC channels of the teacher's dashboard (all need teacher mode's token); handled beside `Channels`. */
export const DashboardChannels = {
  report: 'dashboard:report',
  pupil: 'dashboard:pupil',
  exportCsv: 'dashboard:exportCsv',
} as const;

/** One of the dashboard IPC channel names. */
export type DashboardChannel = (typeof DashboardChannels)[keyof typeof DashboardChannels];

/** Messages main sends to the game window on its own: a word-list preview after File → Import word list…. */
export const ClassroomEvents = {
  wordListPreview: 'wordlists:preview',
  classFolderStatus: 'classfolder:changed',
} as const;
