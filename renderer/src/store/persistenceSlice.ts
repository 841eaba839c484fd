import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { type FailureReason, failureLogText, type IpcError } from '../../../core/contract';
import { settingsLoaded } from './settingsSlice';

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
  /** Why a save was refused, when the host said: a full disk or a place that keeps nothing is told so. */
  reason?: FailureReason;
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
  /** Notices waiting for the toaster, oldest first (the toast queue). */
  notices: Notice[];
  /** The id the next notice gets. */
  nextNoticeId: number;
}

const initialState: PersistenceStatus = {
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

function pushNotice(p: PersistenceStatus, kind: Notice['kind'], detail?: string, reason?: FailureReason) {
  p.notices.push({
    id: p.nextNoticeId,
    kind,
    ...(detail === undefined ? {} : { detail }),
    ...(reason === undefined ? {} : { reason }),
  });
  p.nextNoticeId += 1;
}

/**
 * Where the settings and progress files stand, and the notices about them waiting for the toaster.
 * The settings themselves live in the settings slice; this slice holds only what the files did.
 */
export const persistenceSlice = createSlice({
  name: 'persistence',
  initialState,
  reducers: {
    /** `loadPersistedState` started reading. */
    persistenceLoading(state) {
      state.status = 'loading';
    },
    /** Reading settings or progress failed outright; defaults stay in use. */
    persistenceLoadFailed(state, action: PayloadAction<IpcError>) {
      state.status = 'failed';
      pushNotice(state, 'loadFailed', failureLogText(action.payload));
    },
    /** Both files were read. */
    persistenceLoaded(state) {
      if (state.status !== 'failed') state.status = 'loaded';
    },
    /** The main process stored the settings. */
    settingsSaved(state) {
      state.settingsError = null;
    },
    /** The settings could not be stored; the game goes on with them in memory. */
    settingsSaveFailed(state, action: PayloadAction<IpcError>) {
      state.settingsError = action.payload;
      pushNotice(state, 'settingsSaveFailed', failureLogText(action.payload), action.payload.reason);
    },
    /** The progress file was read: note recovery and writability (the level slice takes the snapshot). */
    progressLoadInfo(
      state,
      action: PayloadAction<{ recovered: boolean; writable: boolean; movedTo: string | null }>,
    ) {
      const { recovered, writable, movedTo } = action.payload;
      state.progressRecovered = recovered;
      if (recovered) pushNotice(state, 'progressRecovered', movedTo ?? undefined);
      if (!writable && state.writable) pushNotice(state, 'readOnly');
      state.writable = state.writable && writable;
    },
    /** A progress save began (at the end of a stage). */
    progressSaving(state) {
      state.progressSave = 'saving';
    },
    /** Progress was saved at the end of a stage; the results say so in place, no notice. */
    progressSaved(state) {
      state.progressError = null;
      state.progressSave = 'saved';
    },
    /** Progress could not be saved; it stays in memory. */
    progressSaveFailed(state, action: PayloadAction<IpcError>) {
      state.progressError = action.payload;
      state.progressSave = 'failed';
      pushNotice(state, 'saveFailed', failureLogText(action.payload), action.payload.reason);
    },
    /** The toaster showed (or the player closed) a notice. */
    noticeDismissed(state, action: PayloadAction<number>) {
      state.notices = state.notices.filter((n) => n.id !== action.payload);
    },
  },
  extraReducers: (builder) => {
    // The settings file was read (possibly recovered from damage); the settings slice takes the settings.
    builder.addCase(settingsLoaded, (state, action) => {
      const { recovered, writable } = action.payload;
      state.settingsRecovered = recovered;
      state.writable = state.writable && writable;
      if (recovered) pushNotice(state, 'settingsRecovered', action.payload.movedTo ?? undefined);
      if (!writable) pushNotice(state, 'readOnly');
    });
  },
});

/** Action creators of the persistence slice (each documented on its reducer above). */
export const {
  persistenceLoading,
  persistenceLoadFailed,
  persistenceLoaded,
  settingsSaved,
  settingsSaveFailed,
  progressLoadInfo,
  progressSaving,
  progressSaved,
  progressSaveFailed,
  noticeDismissed,
} = persistenceSlice.actions;
