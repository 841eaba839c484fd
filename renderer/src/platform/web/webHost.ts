import type {
  Result,
  TeacherChoices,
  TeacherSettings,
  WordList,
  WordListPreview,
} from '../../../../core/contract';

/** How this browser keeps the saves: whether it promised to keep them, and how much room they take. */
export interface StorageStanding {
  /** True when the browser granted persistent storage; null when it cannot say. */
  persisted: boolean | null;
  usageBytes: number | null;
  quotaBytes: number | null;
}

/**
 * What the saves looked like at start: `fresh` on a first visit, `kept` when they were found, `gone`
 * when this browser had saves before and they have been cleared since.
 */
export type StartState = 'fresh' | 'kept' | 'gone';

/** What the web edition can do beyond `window.kotoba`'s operations, for screens that only the browser shows. */
export interface WebHost {
  startState(): Promise<StartState>;
  storage(): Promise<StorageStanding>;
  /** Asks the browser to keep the saves through storage pressure; answers whether it agreed. */
  requestPersistence(): Promise<boolean>;
  /**
   * Reads a word-list file a teacher picked. The preview is answered (and also sent to the
   * `onWordListPreview` listeners); `wordLists.confirm` / `cancel` then work as on the desktop.
   */
  importWordList(fileName: string, bytes: Uint8Array): Promise<Result<WordListPreview>>;
  /** When the player playing now last saved a backup file on this device (ISO time), or null. */
  lastBackupAt(): Promise<string | null>;
  /** Notes that the player playing now saved a backup file (for the results screen's reminder). */
  noteBackup(at: string): Promise<void>;
  /**
   * Applies a teacher's hand-out on this device (a pupil's own device has no teacher PIN to ask):
   * the teacher's choices replace this device's, and the lists are added or replace lists of the same id.
   */
  applyTeacherChoices(
    choices: TeacherChoices,
    lists: readonly WordList[],
  ): Promise<Result<{ settings: TeacherSettings; lists: WordList[] }>>;
}

let host: WebHost | null = null;

/** Installs the web edition's host (done once by the platform at start; tests install their own). */
export function setWebHost(next: WebHost | null): void {
  host = next;
}

/** The web edition's host, or null inside the desktop app. */
export function getWebHost(): WebHost | null {
  return host;
}
