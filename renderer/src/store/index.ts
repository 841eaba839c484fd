/**
 * The game's Redux store.
 *
 * What the UI dispatches:
 * - Boot: `loadPersistedState()` (thunk) once at start; then read `selectPersistence` / `selectNotices`
 *   and dismiss shown notices with `noticeDismissed(id)`.
 * - Navigation: `pageChanged(page)`, `settingsOpened()`, `settingsClosed()`; map cursor `stageSelected(id)`.
 * - Settings: `updateSettings(patch)` (applies at once, saved shortly after); `audioUnlocked()` on the
 *   first gesture; `seedFixed(seed | null)` for replays.
 * - Play: `startStage({ stageId, at })` (thunk; `at` = the event's `timeStamp`, or null and later
 *   `runStarted({ at })`), then from the input adapter `keyTyped({ char, at })`, `backspacePressed({ at })`,
 *   `hintRequested({ at })`, `questionSkipped({ at })` (each `engine/<type>` carrying the engine's own
 *   `Action`; `engineActionFor(action)` makes one from an input); the header's stop/start `runPaused({ at })` /
 *   `runResumed({ at })`; leaving `gaveUp({ at })`. The store's own timer dispatches `ticked()`.
 * - Results: `retryStage(at)`, `practiseMissed(at)` (thunks), back to the map `runClosed()`.
 * - Classroom (desktop only; elsewhere the players and lists are `absent`): `loadPlayers(remembered)`,
 *   `choosePlayer(id)`, `addPlayer`, `updatePlayer`, `removePlayer`; `loadWordLists()`, `renameWordList`,
 *   `removeWordList(id)`, `watchWordListPreviews()` (answers its teardown), `confirmWordListPreview()`,
 *   `cancelWordListPreview()`. `selectStage(state, id)` / `selectQuestionSet(state, id)` know the
 *   teachers' lists; the data layer's `getStage` / `getQuestionSet` know only the built-in ones.
 * - Teacher mode (desktop only; elsewhere the choices are `absent`): `loadTeacherChoices()` (part of boot);
 *   the teacher page's `readTeacherStatus()`, `setTeacherPin(pin)`, `unlockTeacherMode(pin)` (answers a
 *   token the page keeps in its own memory), `saveTeacherChoices(token, choices)`, `lockTeacherMode(token)`.
 * - Placement: `placementRecorded(result)` when a placement quest ends (saved like a stage end);
 *   `selectPlacement(state)` reads the last result.
 * - Review: `startReviewStage(at)` (ふくしゅうの森: today's due words) and `startPracticeStage(keys, at)`
 *   (chosen notebook words); both answer false and start nothing when there is no word.
 *
 * Main selectors (memoised; each returns only what its component shows): `selectPage`,
 * `selectSettings`, `selectColorMode`, `selectLanguage`, `selectSound`, `selectLevel`, `selectStageList`,
 * `selectPrompt`, `selectAnswerView`, `selectPhase`, `selectWordTurn` and `selectFinishedWord` (the
 * typing page's frame of a finished word), `selectCombo`, `selectEnemyHp`, `selectPlayerHp`,
 * `selectRunStatus`, `selectElapsedMs` (the clock only), `selectEngineEvents` (sound/animation),
 * `selectOutcomes`, `selectScore`, `selectLastGain`, `selectNotices`; for review and progress
 * `selectDueWords(state, untilMs)`, `selectNotebookEntries`, `selectKeyConfusions`, `selectSetMastery`,
 * `selectStageMastery`, `selectDailyFigures(state, offsetMinutes)`, `selectMasterySeries(state, setId)`.
 *
 * Engine events: every action that makes something happen replaces `state.engine.run.events` and
 * increases `state.engine.run.eventSeq`; listeners (`store.dispatch(addAppListener(…))`) compare the sequence number and
 * react to each event's `kind` (hit, miss, clear, phaseChange, hint, skip, victory, defeat, …).
 */
import {
  combineReducers,
  configureStore,
  createListenerMiddleware,
  type ThunkDispatch,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { loadBand } from '../data/bank/loadBand';
import { getPlatform } from '../platform';
import { bankSlice } from './bankSlice';
import { battleSlice } from './battleSlice';
import { classFolderSlice } from './classFolderSlice';
import { engineReducer, letterActionTypes } from './engineSlice';
import { levelSlice } from './levelSlice';
import { pageSlice } from './pageSlice';
import { persistenceSlice } from './persistenceSlice';
import { playersSlice } from './playersSlice';
import { settingsSlice } from './settingsSlice';
import { sortSlice } from './sortSlice';
import { soundSlice } from './soundSlice';
import { nextPaint, type StoreDeps } from './storeDeps';
import { addStoreListeners } from './storeListeners';
import { teacherSlice } from './teacherSlice';
import { wordListsSlice } from './wordListsSlice';

/** Each slice's reducer under its part of the state. */
export const sliceReducers = {
  page: pageSlice.reducer,
  level: levelSlice.reducer,
  battle: battleSlice.reducer,
  sort: sortSlice.reducer,
  sound: soundSlice.reducer,
  settings: settingsSlice.reducer,
  persistence: persistenceSlice.reducer,
  engine: engineReducer,
  wordLists: wordListsSlice.reducer,
  players: playersSlice.reducer,
  bank: bankSlice.reducer,
  teacher: teacherSlice.reducer,
  classFolder: classFolderSlice.reducer,
};
const combinedReducer = combineReducers(sliceReducers);

/**
 * The store's reducer. A letter typed or taken back ({@link letterActionTypes}) goes to the engine
 * alone: no other slice answers it, so a key skips a dozen reducers that would each hand back their
 * state unchanged.
 */
const rootReducer: typeof combinedReducer = (state, action) => {
  if (state === undefined || !letterActionTypes.has(action.type)) return combinedReducer(state, action);
  const whole = state as RootState;
  const engine = engineReducer(whole.engine, action);
  return engine === whole.engine ? whole : { ...whole, engine };
};

/** The whole state of the game. */
export type RootState = ReturnType<typeof combinedReducer>;

/** The store's dispatch: plain actions and thunks (which receive the store's {@link StoreDeps}). */
export type AppDispatch = ThunkDispatch<RootState, StoreDeps, UnknownAction>;

/** Options of {@link makeStore}; everything has a sensible default for the app. */
export interface MakeStoreOptions extends Partial<StoreDeps> {
  /** Run the tick timer (default true). Tests that tick by hand turn it off. */
  timer?: boolean;
  /** Quiet time before settings changes are saved, ms (default 250). */
  settingsDebounceMs?: number;
  /** Redux Toolkit's development checks of immutability and serialisability (default true; never in builds). */
  devChecks?: boolean;
}

/**
 * Builds the game's store: the slices, thunks with the platform, its one listener middleware (others
 * add to it with `addAppListener`) and the store's own effects (timer, settings and progress persistence).
 */
export function makeStore(preloadedState?: Partial<RootState>, options: MakeStoreOptions = {}) {
  const deps: StoreDeps = {
    platform: options.platform ?? getPlatform,
    now: options.now ?? (() => new Date()),
    randomSeed: options.randomSeed ?? (() => Math.floor(Math.random() * 0x1_0000_0000)),
    afterPaint: options.afterPaint ?? nextPaint,
    loadBand: options.loadBand ?? loadBand,
  };
  const own = createListenerMiddleware<RootState, AppDispatch, StoreDeps>({ extra: deps });
  const checks = options.devChecks ?? true;
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument: deps },
        // The loaded word bank (thousands of entries, only ever replaced whole) is left out of the checks.
        immutableCheck: checks ? { warnAfter: 64, ignoredPaths: ['bank.entries'] } : false,
        serializableCheck: checks ? { warnAfter: 64, ignoredPaths: ['bank.entries'] } : false,
      }).prepend(own.middleware),
  });
  addStoreListeners(own as never, deps, {
    timer: options.timer ?? true,
    settingsDebounceMs: options.settingsDebounceMs ?? 250,
  });
  return store;
}

/** The store type. */
export type AppStore = ReturnType<typeof makeStore>;

export type {
  AppSnapshot,
  Attempt,
  ColorMode,
  MasteryDay,
  PlacementRecord,
  Rank,
  ReviewCard,
  Settings,
  SettingsPatch,
  StageProgress,
  WordRecord,
} from '../../../core/contract';
export { addAppListener } from './addAppListener';
export { advancedShownChanged } from './advancedShownChanged';
export type { BandStatus, BankState } from './bankSlice';
export {
  bandShown,
  selectBandStatus,
  selectBankEntries,
  selectShownBand,
} from './bankSlice';
export { openBand, openBandsInUse } from './bankThunks';
export type { BattleState } from './battleSlice';
export { battleSlice, stageSelected } from './battleSlice';
export type { ClassFolderState } from './classFolderSlice';
export {
  classFolderSlice,
  classFolderStatusPushed,
  classFolderStatusRead,
  selectClassFolderStatus,
} from './classFolderSlice';
export {
  loadClassFolderStatus,
  releasePlayerLease,
  setClassFolder,
  watchClassFolderStatus,
} from './classFolderThunks';
export { engineOptionsFor, selectEngineOptions } from './engineOptionsFor';
export type { EngineSliceState, StageStartPayload } from './engineSlice';
export {
  backspacePressed,
  engineActionFor,
  engineActions,
  engineReducer,
  engineSlice,
  gaveUp,
  hintRequested,
  keyTyped,
  letterActionTypes,
  questionSkipped,
  runClosed,
  runPaused,
  runResumed,
  runStarted,
  stageStarted,
  ticked,
} from './engineSlice';
export { useAppDispatch, useAppSelector, useAppStore } from './hooks';
export type { LevelGain, LevelState } from './levelSlice';
export {
  levelSlice,
  placementRecorded,
  progressLoaded,
  schoolCheckRecorded,
  selectPlacement,
  stageRecorded,
} from './levelSlice';
export type { Page, PageState, PlayFrom } from './pageSlice';
export { pageChanged, pageSlice, settingsClosed, settingsOpened, worldOpened } from './pageSlice';
export type { Notice, PersistenceStatus } from './persistenceSlice';
export {
  noticeDismissed,
  persistenceLoaded,
  persistenceLoadFailed,
  persistenceSlice,
  progressSaved,
  progressSaveFailed,
  progressSaving,
  settingsSaved,
  settingsSaveFailed,
} from './persistenceSlice';
export type { PlayersState, PlayersStatus } from './playersSlice';
export {
  playerChosen,
  playersFailed,
  playersListed,
  playersSlice,
  playersUnavailable,
  selectPlayersError,
  selectPlayersStatus,
  selectPlayersView,
  selectPlayingProfile,
} from './playersSlice';
export { addPlayer, choosePlayer, loadPlayers, removePlayer, updatePlayer } from './playerThunks';
export type { StageRecord } from './recordStage';
export { recordStage, wordKey } from './recordStage';
export * from './reviewSelectors';
export {
  MAX_REVIEW_WORDS,
  offsetMinutesAt,
  questionFor,
  REVIEW_STAGE_ID,
  startPracticeStage,
  startReviewStage,
} from './reviewThunks';
export { enterPressed, escapePressed, leaveRun, pauseForDialog, runControlPressed } from './runControls';
export * from './selectors';
export type { SettingsState } from './settingsSlice';
export { settingsLoaded, settingsSlice, updateSettings } from './settingsSlice';
export type { SortState } from './sortSlice';
export { seedFixed, sortSlice } from './sortSlice';
export * from './sound';
export type { SoundState } from './soundSlice';
export { audioUnlocked, englishVoiceMissing, soundSlice } from './soundSlice';
export {
  selectBankStagesById,
  selectListQuestionSets,
  selectListStages,
  selectQuestionSet,
  selectQuestionSets,
  selectStage,
} from './stageSelectors';
export type { StoreDeps } from './storeDeps';
export { type ReactStore, storeForReact, subscribeNow } from './storeForReact';
export type { TeacherState } from './teacherSlice';
export {
  selectTeacherChoices,
  teacherChoicesLoaded,
  teacherChoicesUnavailable,
  teacherSlice,
} from './teacherSlice';
export {
  loadTeacherChoices,
  lockTeacherMode,
  readTeacherStatus,
  saveTeacherChoices,
  setTeacherPin,
  unlockTeacherMode,
} from './teacherThunks';
export type { AppThunk, StartStageArgs } from './thunks';
export {
  loadPersistedState,
  PRACTICE_STAGE_ID,
  practiseMissed,
  retryStage,
  startStage,
} from './thunks';
export type { WordListsState, WordListsStatus } from './wordListsSlice';
export {
  selectCanManageWordLists,
  selectWordListError,
  selectWordListPreview,
  selectWordListPreviewError,
  selectWordLists,
  wordListChanged,
  wordListChangeFailed,
  wordListPreviewClosed,
  wordListPreviewFailed,
  wordListPreviewShown,
  wordListsLoaded,
  wordListsLoadFailed,
  wordListsSlice,
  wordListsUnavailable,
} from './wordListsSlice';
export {
  cancelWordListPreview,
  confirmWordListPreview,
  loadWordLists,
  removeWordList,
  renameWordList,
  watchWordListPreviews,
} from './wordListThunks';
export type { WorldStageView, WorldView } from './worldSelectors';
export {
  selectAdvancedByTeacher,
  selectAdvancedChosen,
  selectPlacementBand,
  selectPlayedBands,
  selectTodayStages,
  selectWorldAdvancedStages,
  selectWorldOpen,
  selectWorldOpenings,
  selectWorldStages,
  selectWorldViews,
} from './worldSelectors';
export type { WorldOpening } from './worldUnlock';
