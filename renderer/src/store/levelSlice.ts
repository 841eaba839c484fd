import { createSlice, isDraft, original, type PayloadAction } from '@reduxjs/toolkit';
import { BANDS } from '../../../core/bank/bankTerms';
import {
  type AppSnapshot,
  emptySnapshot,
  type PlacementRecord,
  type SchoolCheckResult,
} from '../../../core/contract';
import { mergeSchoolChecks } from '../../../core/progress/progressRecords';
import type { PlacementResult } from '../engine/placement';
import type { RootState } from './index';
import { recordStage, type StageRecord } from './recordStage';

/** What the last finished stage earned, for the results dialog. */
export interface LevelGain {
  stageId: string;
  exp: number;
  levelBefore: number;
  levelAfter: number;
}

/**
 * The spec's "level" area: the whole progress that is saved. Level and experience are read from the
 * snapshot (`selectLevel`), never copied beside it.
 */
export interface LevelState {
  /** The progress as saved in `progress.json` (level, experience, stages, word records, history). */
  snapshot: AppSnapshot;
  /** The progress file has been read (or could not be, and a new one started). */
  loaded: boolean;
  /** What the last stage earned, or null. */
  lastGain: LevelGain | null;
}

const initialState: LevelState = {
  snapshot: emptySnapshot(),
  loaded: false,
  lastGain: null,
};

/** Level, experience and stage progress. */
export const levelSlice = createSlice({
  name: 'level',
  initialState,
  reducers: {
    /** The progress file was read (or replaced by an import). */
    progressLoaded(state, action: PayloadAction<AppSnapshot>) {
      state.snapshot = action.payload;
      state.loaded = true;
    },
    /** A stage ended: its outcomes, attempt and experience are merged into the progress. */
    stageRecorded(state, action: PayloadAction<StageRecord>) {
      // Merge from the plain stored snapshot, not the draft, so Immer copies nothing it need not.
      const base = isDraft(state.snapshot) ? (original(state.snapshot) as AppSnapshot) : state.snapshot;
      const before = base.level;
      const snapshot = recordStage(base, action.payload);
      state.snapshot = snapshot;
      state.lastGain = {
        stageId: action.payload.stageId,
        exp: action.payload.expGain,
        levelBefore: before,
        levelAfter: snapshot.level,
      };
    },
    /** A placement quest ended: its result replaces the last one in the progress (the band kept by its id). */
    placementRecorded(state, action: PayloadAction<PlacementResult>) {
      const { band, at, asked, correct } = action.payload;
      const id = BANDS[band];
      if (id !== undefined) state.snapshot.placement = { band: id, at, asked, correct };
    },
    /** A school check ended: its result joins the checks in the progress (the oldest go past the limit). */
    schoolCheckRecorded(state, action: PayloadAction<SchoolCheckResult>) {
      const base = isDraft(state.snapshot) ? (original(state.snapshot) as AppSnapshot) : state.snapshot;
      state.snapshot = { ...base, schoolChecks: mergeSchoolChecks(base.schoolChecks, [action.payload]) };
    },
  },
});

/** Action creators of the level slice (each documented on its reducer above). */
export const { progressLoaded, stageRecorded, placementRecorded, schoolCheckRecorded } = levelSlice.actions;

/** The last placement quest's result (its `band` a band id such as `j1`), or null before the first. */
export const selectPlacement = (state: RootState): PlacementRecord | null =>
  state.level.snapshot.placement ?? null;
