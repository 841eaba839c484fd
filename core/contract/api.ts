import type { ClassFolderStatus } from './classFolder';
import type { DashboardPupilDetail, DashboardReport } from './dashboard';
import type { Profile, ProfilesView } from './profiles';
import type { Result } from './result';
import type { Settings, SettingsPatch } from './settings';
import type { AppSnapshot } from './snapshot';
import type {
  TeacherChoices,
  TeacherSetPin,
  TeacherSettings,
  TeacherSettingsLoad,
  TeacherStatus,
  TeacherUnlock,
} from './teacher';
import type { WordList, WordListPreview } from './wordlists';

/** How a stored file was found when it was read. */
export interface LoadInfo {
  /** The file was damaged; it was moved aside to `movedTo` and defaults were used. */
  recovered: boolean;
  /** Where the damaged file now lives (for support), when `recovered`. */
  movedTo: string | null;
  /** False when the folder cannot be written: changes live in memory only. */
  writable: boolean;
}

/** The answer of `settings.get`. */
export interface SettingsLoad extends LoadInfo {
  settings: Settings;
}

/** The answer of `app.load`. */
export interface SnapshotLoad extends LoadInfo {
  snapshot: AppSnapshot;
}

/** The API the preload exposes on `window.kotoba`; exactly these operations and nothing else. */
export interface KotobaApi {
  settings: {
    /** Reads the settings (defaults for a new player). */
    get(): Promise<Result<SettingsLoad>>;
    /** Applies a partial change and answers the whole new settings. */
    set(patch: SettingsPatch): Promise<Result<Settings>>;
  };
  app: {
    /** Reads the player's progress. */
    load(): Promise<Result<SnapshotLoad>>;
    /** Saves progress in the current shape. */
    save(snapshot: AppSnapshot): Promise<Result<AppSnapshot>>;
    /** Replaces all progress (restore/import); older shapes are migrated first. */
    overwrite(snapshot: unknown): Promise<Result<AppSnapshot>>;
  };
  /** The players of this computer; present in the desktop app. */
  profiles?: {
    /** Every player and who is playing now. */
    list(): Promise<Result<ProfilesView>>;
    /** Adds a player. */
    add(player: { name: string; avatar: Profile['avatar'] }): Promise<Result<Profile>>;
    /** Changes a player's name and picture. */
    update(player: { id: string; name: string; avatar: Profile['avatar'] }): Promise<Result<Profile>>;
    /** Deletes a player and their files. */
    remove(id: string): Promise<Result<ProfilesView>>;
    /**
     * Makes a player the one playing now; settings and progress calls then answer theirs. With a class
     * folder, refused with `in-use` while the player is open on another PC.
     */
    select(id: string): Promise<Result<ProfilesView>>;
  };
  /** Teachers' word lists; present in the desktop app. */
  wordLists?: {
    /** Every saved list. */
    list(): Promise<Result<WordList[]>>;
    /** Gives a list a new title. */
    rename(change: { id: string; title: string }): Promise<Result<WordList>>;
    /** Removes a list. */
    remove(id: string): Promise<Result<WordList[]>>;
    /** Saves the accepted rows of a preview the teacher confirmed. */
    confirm(previewId: string): Promise<Result<WordList>>;
    /** Drops a preview the teacher cancelled. */
    cancel(previewId: string): Promise<Result<boolean>>;
  };
  /** Teacher mode: a PIN kept in main, and what teachers open for this PC's players; present in the desktop app. */
  teacher?: {
    /** Whether a PIN is set, and whether wrong tries have shut teacher mode for a while. */
    status(): Promise<Result<TeacherStatus>>;
    /** Sets the PIN at first use; changing it later needs the current PIN. */
    setPin(change: { pin: string; currentPin?: string }): Promise<Result<TeacherSetPin>>;
    /** Checks a PIN; the right one answers a token for teacher-only operations. */
    unlock(attempt: { pin: string }): Promise<Result<TeacherUnlock>>;
    /** Gives up a token (leaving teacher mode); answers whether it was still valid. */
    lock(session: { token: string }): Promise<Result<boolean>>;
    /** Reads the teacher settings (every player's map needs today's stages); no token needed. */
    getSettings(): Promise<Result<TeacherSettingsLoad>>;
    /** Replaces the teacher's choices; refused without an unlocked token. */
    setSettings(change: { token: string; settings: TeacherChoices }): Promise<Result<TeacherSettings>>;
  };
  /** Where saves live: this PC, or the class folder on the school's file server; present in the desktop app. */
  classFolder?: {
    /** The class folder in use (or why none is), whether it can be reached and what waits to be written back. */
    status(): Promise<Result<ClassFolderStatus>>;
    /** Ends another PC's hold on a player (their lease in the class folder); teacher mode's token. */
    releasePlayer(change: { token: string; playerId: string }): Promise<Result<boolean>>;
    /** Sets this PC's class folder (null: this PC's own saves), used from the next start; teacher mode's token. */
    setFolder(change: {
      token: string;
      classFolder: string | null;
      className: string | null;
    }): Promise<Result<ClassFolderStatus>>;
    /**
     * The pupil playing here has left (the "who is playing?" screen shows): what waits is written
     * back and their lease given back, so they can sit at another PC at once. Answers whether a
     * player was open.
     */
    leave(): Promise<Result<boolean>>;
  };
  /** The teacher's dashboard over every player's progress; teacher mode's token; present in the desktop app. */
  dashboard?: {
    /** The class list, the words missed most and the per-stage heat map. */
    report(request: { token: string }): Promise<Result<DashboardReport>>;
    /** One pupil's whole progress, for the detail page. */
    pupil(request: { token: string; playerId: string }): Promise<Result<DashboardPupilDetail>>;
    /** Saves the dashboard as a CSV file that Excel opens (asks where); answers the path, or null when cancelled. */
    exportCsv(request: { token: string; language?: 'ja' | 'en' }): Promise<Result<string | null>>;
  };
  /** Calls `listener` with each word-list preview main sends after File → Import word list…; answers the unsubscribe. */
  onWordListPreview?(listener: (preview: WordListPreview) => void): () => void;
  /** Calls `listener` whenever the class folder's status changes (offline, back, written back); answers the unsubscribe. */
  onClassFolderStatus?(listener: (status: ClassFolderStatus) => void): () => void;
}
