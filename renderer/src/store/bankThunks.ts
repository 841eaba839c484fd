import type { Band } from '../../../core/bank/bankTerms';
import { bandLoaded, bandLoadFailed, bandLoading } from './bankSlice';
import type { AppThunk } from './thunks';

/**
 * Loads a band of the word bank unless it is loaded or on its way (a failed band is tried again).
 * Answers whether the band is ready at the end.
 */
export function openBand(band: Band): AppThunk<Promise<boolean>> {
  return async (dispatch, getState, deps) => {
    const status = getState().bank.status[band];
    if (status === 'ready') return true;
    if (status === 'loading') return false;
    dispatch(bandLoading(band));
    try {
      dispatch(bandLoaded(await deps.loadBand(band)));
      return true;
    } catch {
      dispatch(bandLoadFailed(band));
      return false;
    }
  };
}

/** A word record kept under a word-bank id names its band: `j2.program` → `j2`. */
const BAND_OF_KEY = /^(e34|e56|j1|j2|j3)\./;

/**
 * Loads the bands the map needs: the route's (grades 3–4 and 5–6) and every band the player has word
 * records in, so review and notebook battles give those words their pictures and accepted forms
 * (programme for a junior-high 'program') without the library having been opened first.
 */
export function openBandsInUse(): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const bands = new Set<Band>(['e34', 'e56']);
    for (const key of Object.keys(getState().level.snapshot.words)) {
      const band = BAND_OF_KEY.exec(key)?.[1];
      if (band) bands.add(band as Band);
    }
    await Promise.all([...bands].map((band) => dispatch(openBand(band))));
  };
}
