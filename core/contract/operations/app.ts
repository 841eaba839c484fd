import { z } from 'zod';
import { loadInfoSchema } from '../loadInfo';
import { BUDGETS, defineOperations, noPayload } from '../operation';
import { appSnapshotSchema } from '../snapshot';

/** The answer of `app.load`: the progress and how its file was found. */
export const snapshotLoadSchema = loadInfoSchema.extend({ snapshot: appSnapshotSchema }).strict();
/** The answer of `app.load`. */
export type SnapshotLoad = z.infer<typeof snapshotLoadSchema>;

/** `window.kotoba.app`: the progress of the player playing now. */
export const APP_OPERATIONS = defineOperations({
  /** Reads the player's progress. */
  load: { channel: 'app:load', payload: noPayload, answer: snapshotLoadSchema, budget: BUDGETS.nothing },
  /** Saves progress in the current shape. */
  save: {
    channel: 'app:save',
    payload: appSnapshotSchema,
    answer: appSnapshotSchema,
    budget: BUDGETS.snapshot,
  },
  /** Replaces all progress (restore/import); older shapes are migrated first, so any value is let through to main. */
  overwrite: {
    channel: 'app:overwrite',
    payload: z.unknown(),
    answer: appSnapshotSchema,
    budget: BUDGETS.snapshot,
  },
});
