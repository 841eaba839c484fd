import type { Band } from '../../../core/bank/bankTerms';
import { updateSettings } from './settingsSlice';
import type { AppThunk } from './thunks';

/**
 * The player shows or hides a world's 発展 (advanced) stages on its map: kept in the player's own
 * settings, so the choice is there again the next time this player plays (on either host).
 */
export function advancedShownChanged({ band, shown }: { band: Band; shown: boolean }): AppThunk {
  return (dispatch, getState) => {
    const others = (getState().settings.advancedWorlds ?? []).filter((world) => world !== band);
    dispatch(updateSettings({ advancedWorlds: shown ? [...others, band] : others }));
  };
}
