import { type PlacementResult, type PlacementState, placementResult } from '../../engine/placement';
import { type AppThunk, placementRecorded } from '../../store';

/** A fresh seed for a new quest (the store's own source, so tests can fix it): a retake asks other words. */
export function placementSeed(): AppThunk<number> {
  return (_dispatch, _getState, deps) => deps.randomSeed() >>> 0;
}

/**
 * Keeps a finished quest's result in the progress at the store's clock (which saves it) and answers
 * the result.
 */
export function recordPlacement(quest: PlacementState): AppThunk<PlacementResult> {
  return (dispatch, _getState, deps) => {
    const result = placementResult(quest, deps.now());
    dispatch(placementRecorded(result));
    return result;
  };
}
