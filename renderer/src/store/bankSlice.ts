import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Band, BankEntry } from '../../../core/bank/bankEntry';
import type { LoadedBand, TitledBankStage } from '../data/bank/loadBand';
import type { RootState } from './index';

/** Where a band of the word bank stands: not asked for, on its way, here, or failed to load. */
export type BandStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** The bands of the word bank loaded so far: their entries by id and their stages in route order. */
export interface BankState {
  status: Record<Band, BandStatus>;
  /** Every loaded entry by id (words and key sentences, with readings and picture URLs). */
  entries: Record<string, BankEntry>;
  /** Each loaded band's stages, in route order. */
  stages: Partial<Record<Band, TitledBankStage[]>>;
  /** Each loaded band's 発展 (advanced) stages, apart from the route. */
  advancedStages: Partial<Record<Band, TitledBankStage[]>>;
  /** The band the word library shows. */
  shownBand: Band;
}

const initialState: BankState = {
  status: { e34: 'idle', e56: 'idle', j1: 'idle', j2: 'idle', j3: 'idle' },
  entries: {},
  stages: {},
  advancedStages: {},
  shownBand: 'e34',
};

/** The word bank as far as it is loaded; a band loads the first time it is needed. */
export const bankSlice = createSlice({
  name: 'bank',
  initialState,
  reducers: {
    /** A band's chunk was asked for. */
    bandLoading(state, action: PayloadAction<Band>) {
      state.status[action.payload] = 'loading';
    },
    /** A band arrived: its entries and stages are known from now on. */
    bandLoaded(state, action: PayloadAction<LoadedBand>) {
      const { band, entries, stages, advancedStages } = action.payload;
      state.status[band] = 'ready';
      // Another year's verb (for the forms stages) never replaces its own year's copy, which has its picture.
      for (const e of entries) if (e.band === band || !(e.id in state.entries)) state.entries[e.id] = e;
      state.stages[band] = [...stages];
      state.advancedStages[band] = [...(advancedStages ?? [])];
    },
    /** A band could not be loaded; asking again tries again. */
    bandLoadFailed(state, action: PayloadAction<Band>) {
      state.status[action.payload] = 'failed';
    },
    /** The word library shows another band. */
    bandShown(state, action: PayloadAction<Band>) {
      state.shownBand = action.payload;
    },
  },
});

/** Action creators of the bank slice (each documented on its reducer above). */
export const { bandLoading, bandLoaded, bandLoadFailed, bandShown } = bankSlice.actions;

/** Whether each band is loaded. */
export const selectBandStatus = (state: RootState) => state.bank.status;
/** The band the word library shows. */
export const selectShownBand = (state: RootState) => state.bank.shownBand;
/** Loaded bank entries by id. */
export const selectBankEntries = (state: RootState) => state.bank.entries;
