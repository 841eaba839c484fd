import type { Band } from '../data/bank/bankEntry';
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
