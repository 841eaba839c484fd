import {
  type Channel,
  Channels,
  type ClassFolderChannel,
  ClassFolderChannels,
  type ClassroomChannel,
  ClassroomChannels,
  type DashboardChannel,
  DashboardChannels,
  type PayloadBudget,
  SNAPSHOT_BUDGET,
  type TeacherChannel,
  TeacherChannels,
} from '../../../core/contract';

/** A channel that takes no payload: only `undefined` fits. */
const NOTHING: PayloadBudget = { maxDepth: 0, maxValues: 1, maxTextLength: 0 };
/** A channel that takes one id string. */
const ONE_ID: PayloadBudget = { maxDepth: 0, maxValues: 1, maxTextLength: 64 };
/** A small object of a few named fields (a profile's name and picture, a list's new title). */
const SMALL_OBJECT: PayloadBudget = { maxDepth: 1, maxValues: 16, maxTextLength: 1_000 };
/** A PIN or a token in a one- or two-field object. */
const PIN_OR_TOKEN: PayloadBudget = { maxDepth: 1, maxValues: 8, maxTextLength: 100 };
/** A token and the teacher's choices: up to 500 open stages and 20 of today's, each id up to 64 characters. */
const TEACHER_CHOICES: PayloadBudget = { maxDepth: 3, maxValues: 600, maxTextLength: 36_000 };
/** A token, a folder path (up to 1,000 characters) and a class name. */
const CLASS_FOLDER_CHOICE: PayloadBudget = { maxDepth: 1, maxValues: 8, maxTextLength: 1_300 };
/** A settings patch: a dozen fields, each a flag, a number or a short word. */
const SETTINGS_PATCH: PayloadBudget = { maxDepth: 1, maxValues: 64, maxTextLength: 2_000 };

/**
 * How much each channel's message may hold; checked before its schema, so an oversized or binary
 * message costs the main process next to nothing. Every channel must have one (the type says so).
 */
export const PAYLOAD_BUDGETS: Record<
  Channel | ClassroomChannel | TeacherChannel | ClassFolderChannel | DashboardChannel,
  PayloadBudget
> = {
  [Channels.settingsGet]: NOTHING,
  [Channels.settingsSet]: SETTINGS_PATCH,
  [Channels.appLoad]: NOTHING,
  [Channels.appSave]: SNAPSHOT_BUDGET,
  [Channels.appOverwrite]: SNAPSHOT_BUDGET,
  [ClassroomChannels.profilesList]: NOTHING,
  [ClassroomChannels.profilesAdd]: SMALL_OBJECT,
  [ClassroomChannels.profilesUpdate]: SMALL_OBJECT,
  [ClassroomChannels.profilesRemove]: ONE_ID,
  [ClassroomChannels.profilesSelect]: ONE_ID,
  [ClassroomChannels.wordListsList]: NOTHING,
  [ClassroomChannels.wordListsRename]: SMALL_OBJECT,
  [ClassroomChannels.wordListsRemove]: ONE_ID,
  [ClassroomChannels.wordListsConfirm]: ONE_ID,
  [ClassroomChannels.wordListsCancel]: ONE_ID,
  [TeacherChannels.status]: NOTHING,
  [TeacherChannels.setPin]: PIN_OR_TOKEN,
  [TeacherChannels.unlock]: PIN_OR_TOKEN,
  [TeacherChannels.lock]: PIN_OR_TOKEN,
  [TeacherChannels.getSettings]: NOTHING,
  [TeacherChannels.setSettings]: TEACHER_CHOICES,
  [ClassFolderChannels.status]: NOTHING,
  [ClassFolderChannels.releasePlayer]: PIN_OR_TOKEN,
  [ClassFolderChannels.setFolder]: CLASS_FOLDER_CHOICE,
  [ClassFolderChannels.leave]: NOTHING,
  [DashboardChannels.report]: PIN_OR_TOKEN,
  [DashboardChannels.pupil]: PIN_OR_TOKEN,
  [DashboardChannels.exportCsv]: PIN_OR_TOKEN,
};
