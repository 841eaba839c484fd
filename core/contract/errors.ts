/**
 * The kind of a refusal or failure, for code that must branch on it. `not-unlocked`: a teacher-only
 * operation without a valid teacher-mode token (none, wrong, given up or expired). `in-use`: the
 * player is open on another PC of the class (their lease in the class folder is fresh). `protected`:
 * refused to keep a pupil's progress safe (deleting a pupil with progress from a PC of the class).
 */
export type ErrorCode =
  | 'invalid-payload'
  | 'forbidden-sender'
  | 'write-failed'
  | 'read-only'
  | 'unavailable'
  | 'not-unlocked'
  | 'in-use'
  | 'protected';

/** A failure that carries no values. */
export type NoValues = Record<never, never>;

/** Any message channel, IPC guard and bridge: the operation was refused or did not run. */
export type IpcFailures = {
  /** The sender is not the game window. */
  'ipc.wrongSender': { channel: string };
  /** The payload did not fit the channel's budget or schema; nothing changed. */
  'ipc.refused': { channel: string };
  /** The operation threw; nothing changed. */
  'ipc.failed': { channel: string };
  /** The bridge to the host itself broke (the renderer caught a throw). */
  'ipc.bridgeBroken': NoValues;
  /** The saves could not be opened at start, so no operation runs. */
  'ipc.savesUnopened': NoValues;
};

/** Saving settings, progress and the other stored files. */
export type SaveFailures = {
  /** The file exists but cannot be read, so it is left untouched; changes last until the game closes. */
  'save.locked': NoValues;
  /** The folder or storage cannot be written; changes last until the game closes. */
  'save.readOnly': NoValues;
  /** The disk or storage is full; the previous save is kept. */
  'save.diskFull': NoValues;
  /** The disk refused the write for another reason; the previous save is kept. */
  'save.refused': NoValues;
  /** The web edition plays in another tab of this browser; this tab writes nothing. */
  'save.otherTab': NoValues;
  /** The data did not fit the expected shape, so nothing was saved. */
  'save.invalid': NoValues;
  /** The progress given to replace the saved one is not valid progress. */
  'save.notReplaced': NoValues;
  /** A file the player chose could not be written. */
  'save.fileNotWritten': { file: string };
};

/** The players of this PC. */
export type PlayerFailures = {
  /** The name is empty, too long or otherwise refused. */
  'player.nameRefused': NoValues;
  /** This PC already has the most players it keeps. */
  'player.limit': { limit: number };
  /** Another player already has this name. */
  'player.nameTaken': { name: string };
  /** The player has progress, so deleting them needs teacher mode. */
  'player.needsTeacher': NoValues;
  /** The last player cannot be deleted. */
  'player.last': NoValues;
  /** The player was removed, but their folder stayed. */
  'player.folderKept': { folder: string };
  /** No player has this id. */
  'player.unknown': { playerId: string };
};

/** The class folder on the school's file server. */
export type ClassFolderFailures = {
  /** The folder path was refused (not a folder path this PC can use). */
  'classFolder.notKept': NoValues;
  /** This PC's choice of class folder could not be written or removed. */
  'classFolder.choiceNotSaved': { file: string };
  /** The class folder could not be set; nothing changed. */
  'classFolder.notSet': NoValues;
  /** The class folder is set by a configuration file of IT, not here. */
  'classFolder.setByIt': { file: string };
  /** The chosen folder cannot be a class folder (missing, not a folder, not writable). */
  'classFolder.unusable': { folder: string };
  /** This PC keeps its own saves: no class folder to act on. */
  'classFolder.none': NoValues;
  /** The class folder did not answer. */
  'classFolder.noAnswer': NoValues;
  /** The player is open on another PC of the class. */
  'classFolder.inUse': { playerId: string; pcName: string; since: string };
  /** The player has results not yet written to the class folder, so they are kept. */
  'classFolder.unsentResults': NoValues;
  /** The player has progress, so they are kept. */
  'classFolder.hasProgress': NoValues;
  /** The class folder is not answering, so a deletion cannot be checked. */
  'classFolder.cannotCheck': NoValues;
  /** The player is open on another PC, so they are kept. */
  'classFolder.openElsewhere': { pcName: string };
  /** The class folder works only in the desktop app. */
  'classFolder.desktopOnly': NoValues;
  /** The web edition keeps saves on this device; a class collects hand-in files instead of a class folder. */
  'classFolder.webEdition': NoValues;
};

/** Teacher mode: its PIN and its settings. */
export type TeacherFailures = {
  /** Teacher mode is locked (no token, or it was locked or expired). */
  'teacher.locked': NoValues;
  /** A PIN is `min` to `max` digits. */
  'teacher.pinFormat': { min: number; max: number };
  /** The PIN file could not be written. */
  'teacher.pinNotSaved': { file: string };
  /** A new PIN could not be written to the class folder, so it was not set on any PC. */
  'teacher.pinNotShared': { file: string };
  /** A changed PIN could not be written to the class folder; the class keeps the old one. */
  'teacher.pinChangeNotShared': { file: string };
  /** IT set the PIN in the machine-wide config; it is changed there, not in the game. */
  'teacher.pinSetByIt': NoValues;
  /** The web edition was opened over plain http:// from another computer: no Web Crypto, so no PIN. */
  'teacher.needsSecureContext': NoValues;
};

/** A teacher's word lists. */
export type WordListFailures = {
  /** The preview to save is no longer open. */
  'wordList.previewClosed': NoValues;
  /** The file has no usable rows. */
  'wordList.noRows': NoValues;
  /** There are already `limit` word lists. */
  'wordList.limit': { limit: number };
  /** The title is empty or too long. */
  'wordList.titleRefused': NoValues;
  /** No word list has this id. */
  'wordList.unknown': { listId: string };
  /** The picked file is not CSV or TSV text. */
  'wordList.notText': NoValues;
  /** The picked file has no rows. */
  'wordList.empty': NoValues;
  /** The picked file's first row does not name the en and ja columns. */
  'wordList.noHeader': NoValues;
  /** The picked file is too large to be a word list. */
  'wordList.tooLarge': NoValues;
};

/** The teacher's dashboard of the class. */
export type DashboardFailures = {
  /** The pupils' progress could not be read. */
  'dashboard.unreadable': NoValues;
  /** One pupil's progress could not be read. */
  'dashboard.pupilUnreadable': { name: string };
  /** The dashboard works only in the desktop app. */
  'dashboard.desktopOnly': NoValues;
};

/** Where in the roster's files a problem is: the file and the line (0: the whole file). */
type RosterPlace = { file: string; line: number };

/** Importing the school's roster. */
export type RosterFailures = {
  /** A file the roster needs (e.g. `users.csv`) is not among the files picked. */
  'roster.missingFile': RosterPlace;
  /** A file lacks a column the game needs; `line` is its header. */
  'roster.missingColumn': RosterPlace;
  /** A file is not text in UTF-8 or Shift_JIS. */
  'roster.notText': RosterPlace;
  /** A `.zip` could not be opened. */
  'roster.notZip': RosterPlace;
  /** The files are larger than a school's roster can be. */
  'roster.tooLarge': RosterPlace;
  /** A file has no rows. */
  'roster.empty': RosterPlace;
  /** A pupil is enrolled in two homeroom classes. */
  'roster.twoHomerooms': RosterPlace;
  /** A row lacks a name or an id, or has a number that is not 1 to 999. */
  'roster.badRow': RosterPlace;
  /** No pupil is in a homeroom class. */
  'roster.noPupils': RosterPlace;
  /** The chosen classes would make more players than one place keeps. */
  'roster.tooMany': { limit: number };
  /** No import has been made here, so there is nothing to undo. */
  'roster.noBackup': NoValues;
  /** A leaver's records were not saved here since teacher mode opened, and removing them was not confirmed without it. */
  'roster.notExported': { name: string };
};

/** The values of every failure, by its reason: one closed union per area. */
export type FailureValues = IpcFailures &
  SaveFailures &
  PlayerFailures &
  ClassFolderFailures &
  TeacherFailures &
  WordListFailures &
  DashboardFailures &
  RosterFailures;

/** What went wrong, as a stable name (`'player.nameTaken'`); the screen words it in the player's language. */
export type FailureReason = keyof FailureValues;

const REASONS: Record<FailureReason, true> = {
  'ipc.wrongSender': true,
  'ipc.refused': true,
  'ipc.failed': true,
  'ipc.bridgeBroken': true,
  'ipc.savesUnopened': true,
  'save.locked': true,
  'save.readOnly': true,
  'save.diskFull': true,
  'save.refused': true,
  'save.otherTab': true,
  'save.invalid': true,
  'save.notReplaced': true,
  'save.fileNotWritten': true,
  'player.nameRefused': true,
  'player.limit': true,
  'player.needsTeacher': true,
  'player.nameTaken': true,
  'player.last': true,
  'player.folderKept': true,
  'player.unknown': true,
  'classFolder.notKept': true,
  'classFolder.choiceNotSaved': true,
  'classFolder.notSet': true,
  'classFolder.setByIt': true,
  'classFolder.unusable': true,
  'classFolder.none': true,
  'classFolder.noAnswer': true,
  'classFolder.inUse': true,
  'classFolder.unsentResults': true,
  'classFolder.hasProgress': true,
  'classFolder.cannotCheck': true,
  'classFolder.openElsewhere': true,
  'classFolder.desktopOnly': true,
  'classFolder.webEdition': true,
  'teacher.locked': true,
  'teacher.pinFormat': true,
  'teacher.pinNotSaved': true,
  'teacher.pinNotShared': true,
  'teacher.pinChangeNotShared': true,
  'teacher.pinSetByIt': true,
  'teacher.needsSecureContext': true,
  'wordList.previewClosed': true,
  'wordList.noRows': true,
  'wordList.limit': true,
  'wordList.titleRefused': true,
  'wordList.unknown': true,
  'wordList.notText': true,
  'wordList.empty': true,
  'wordList.noHeader': true,
  'wordList.tooLarge': true,
  'dashboard.unreadable': true,
  'dashboard.pupilUnreadable': true,
  'dashboard.desktopOnly': true,
  'roster.missingFile': true,
  'roster.missingColumn': true,
  'roster.notText': true,
  'roster.notZip': true,
  'roster.tooLarge': true,
  'roster.empty': true,
  'roster.twoHomerooms': true,
  'roster.badRow': true,
  'roster.noPupils': true,
  'roster.tooMany': true,
  'roster.noBackup': true,
  'roster.notExported': true,
};

/** Every failure reason, for tests that check each is worded in every language. */
export const FAILURE_REASONS = Object.keys(REASONS) as readonly FailureReason[];

/** One failure: its reason and that reason's values. */
export type Failure = { [R in FailureReason]: { reason: R; values: FailureValues[R] } }[FailureReason];

/**
 * The error half of every IPC answer: a code to branch on, a reason with its values for the screen
 * to word, and, for developers and support only, an English `detail` that no screen shows.
 */
export type IpcError = Failure & { code: ErrorCode; detail?: string };

/** A one-line account of a failure for developers' logs (never shown to a player), e.g. `player.limit {"limit":40}`. */
export function failureLogText(error: IpcError): string {
  const values = Object.keys(error.values).length > 0 ? ` ${JSON.stringify(error.values)}` : '';
  return `${error.reason}${values}${error.detail ? `: ${error.detail}` : ''}`;
}
