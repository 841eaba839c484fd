import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  DEFAULT_SETTINGS,
  failureLogText,
  type IpcError,
  type Settings,
  type SettingsLoad,
  type SettingsPatch,
} from '../../../core/contract';

/** A message the toaster shows once; `kind` picks the text from the message tables. */
export interface Notice {
  id: number;
  kind:
    | 'saveFailed'
    | 'settingsSaveFailed'
    | 'settingsRecovered'
    | 'progressRecovered'
    | 'readOnly'
    | 'loadFailed';
  /** The technical reason (from the host, in English), for developers and support; never shown. */
  detail?: string;
}

/** Where the settings and progress files stand. */
export interface PersistenceStatus {
  /** `idle` before `loadPersistedState`, `loading` while it runs, then `loaded` (or `failed`: defaults in use). */
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  /** A damaged settings file was moved aside and defaults were used. */
  settingsRecovered: boolean;
  /** A damaged progress file was moved aside and a new one started. */
  progressRecovered: boolean;
  /** False when the files cannot be written: changes live only until the app closes. */
  writable: boolean;
  /** The last settings save error, or null after a successful save. */
  settingsError: IpcError | null;
  /** The last progress save error, or null after a successful save. */
  progressError: IpcError | null;
  /**
   * Where the latest progress save stands, shown in place on the results (a toast there would cover
   * the figures): `idle` before any, `saving`, `saved` or `failed`.
   */
  progressSave: 'idle' | 'saving' | 'saved' | 'failed';
  /** Notices waiting for the toaster, oldest first. */
  notices: Notice[];
  /** The id the next notice gets. */
  nextNoticeId: number;
}

/** The whole {@link Settings} (so `state.settings.colorMode` reads directly) plus the file status. */
export type SettingsState = Settings & { persistence: PersistenceStatus };

const initialPersistence: PersistenceStatus = {
  status: 'idle',
  settingsRecovered: false,
  progressRecovered: false,
  writable: true,
  settingsError: null,
  progressError: null,
  progressSave: 'idle',
  notices: [],
  nextNoticeId: 1,
};

const initialState: SettingsState = { ...DEFAULT_SETTINGS, persistence: initialPersistence };

function pushNotice(p: PersistenceStatus, kind: Notice['kind'], detail?: string) {
  p.notices.push(detail === undefined ? { id: p.nextNoticeId, kind } : { id: p.nextNoticeId, kind, detail });
  p.nextNoticeId += 1;
}

/** The player's settings and the state of the files they and the progress live in. */
export const settingsSlice = createSlice({
  name: 'settings',
  initialState,
  reducers: {
    /** The player changed settings; applied at once and saved shortly after (see the persistence listener). */
    updateSettings(state, action: PayloadAction<SettingsPatch>) {
      Object.assign(state, action.payload);
    },
    /** `loadPersistedState` started reading. */
    persistenceLoading(state) {
      state.persistence.status = 'loading';
    },
    /** The settings file was read (possibly recovered from damage). */
    settingsLoaded(state, action: PayloadAction<SettingsLoad>) {
      const { settings, recovered, writable } = action.payload;
      Object.assign(state, settings);
      state.persistence.settingsRecovered = recovered;
      state.persistence.writable = state.persistence.writable && writable;
      if (recovered) pushNotice(state.persistence, 'settingsRecovered', action.payload.movedTo ?? undefined);
      if (!writable) pushNotice(state.persistence, 'readOnly');
    },
    /** Reading settings or progress failed outright; defaults stay in use. */
    persistenceLoadFailed(state, action: PayloadAction<IpcError>) {
      state.persistence.status = 'failed';
      pushNotice(state.persistence, 'loadFailed', failureLogText(action.payload));
    },
    /** Both files were read. */
    persistenceLoaded(state) {
      if (state.persistence.status !== 'failed') state.persistence.status = 'loaded';
    },
    /** The main process stored the settings. */
    settingsSaved(state) {
      state.persistence.settingsError = null;
    },
    /** The settings could not be stored; the game goes on with them in memory. */
    settingsSaveFailed(state, action: PayloadAction<IpcError>) {
      state.persistence.settingsError = action.payload;
      pushNotice(state.persistence, 'settingsSaveFailed', failureLogText(action.payload));
    },
    /** The progress file was read: note recovery and writability (the level slice takes the snapshot). */
    progressLoadInfo(
      state,
      action: PayloadAction<{ recovered: boolean; writable: boolean; movedTo: string | null }>,
    ) {
      const { recovered, writable, movedTo } = action.payload;
      state.persistence.progressRecovered = recovered;
      if (recovered) pushNotice(state.persistence, 'progressRecovered', movedTo ?? undefined);
      if (!writable && state.persistence.writable) pushNotice(state.persistence, 'readOnly');
      state.persistence.writable = state.persistence.writable && writable;
    },
    /** A progress save began (at the end of a stage). */
    progressSaving(state) {
      state.persistence.progressSave = 'saving';
    },
    /** Progress was saved at the end of a stage; the results say so in place, no notice. */
    progressSaved(state) {
      state.persistence.progressError = null;
      state.persistence.progressSave = 'saved';
    },
    /** Progress could not be saved; it stays in memory. */
    progressSaveFailed(state, action: PayloadAction<IpcError>) {
      state.persistence.progressError = action.payload;
      state.persistence.progressSave = 'failed';
      pushNotice(state.persistence, 'saveFailed', failureLogText(action.payload));
    },
    /** The toaster showed (or the player closed) a notice. */
    noticeDismissed(state, action: PayloadAction<number>) {
      state.persistence.notices = state.persistence.notices.filter((n) => n.id !== action.payload);
    },
  },
});

/** Action creators of the settings slice (each documented on its reducer above). */
export const {
  updateSettings,
  persistenceLoading,
  settingsLoaded,
  persistenceLoadFailed,
  persistenceLoaded,
  settingsSaved,
  settingsSaveFailed,
  progressLoadInfo,
  progressSaving,
  progressSaved,
  progressSaveFailed,
  noticeDismissed,
} = settingsSlice.actions;

/** The settings fields of a {@link SettingsState}, without the file status, as sent to the main process. */
export function settingsOf(state: SettingsState): Settings {
  const { persistence: _persistence, ...settings } = state;
  return settings;
}
