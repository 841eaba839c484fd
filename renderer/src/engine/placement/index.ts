/**
 * The placement quest's estimator: a short first adventure of {@link PLACEMENT_LENGTH} words, asked
 * adaptively from the word bank's own entries (harder after a correct answer, easier after a miss),
 * that proposes the band — and so the starting world — a pupil is ready for. Pure and seeded: the
 * states are plain data that the store can keep, and a finished quest becomes a
 * {@link PlacementResult} that progress keeps (a retake replaces it). The model is described in
 * `placement.ts`.
 */
export {
  answer,
  createPlacement,
  estimate,
  isPlacementDone,
  nextItem,
  PLACEMENT_BANDS,
  PLACEMENT_LENGTH,
  type PlacementAnswer,
  type PlacementBand,
  type PlacementCandidate,
  type PlacementEstimate,
  type PlacementItem,
  type PlacementOutcome,
  type PlacementResult,
  type PlacementState,
  placementResult,
  START_BAND,
} from './placement';
export { isPlacementCorrect, PLACEMENT_MAX_MISTAKES } from './placementOutcome';
