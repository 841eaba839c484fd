import { z } from 'zod';
import { BUDGETS, defineOperations } from '../operation';
import {
  rosterExportSchema,
  rosterLeaversSchema,
  rosterPlanSchema,
  rosterRemovedSchema,
  rosterRemoveLeaversSchema,
  rosterRequestSchema,
  rosterTokenSchema,
  rosterUndoneSchema,
} from '../roster';
import { profilesViewSchema } from './profiles';

/** Picked roster files (base64) and the classes kept: up to 16 MB of roster and 300 classes. */
const ROSTER_BUDGET = { maxDepth: 3, maxValues: 400, maxTextLength: 23_000_000 };

/** `window.kotoba.roster`: the school's roster read into the players here; every operation needs teacher mode. */
export const ROSTER_OPERATIONS = defineOperations({
  /**
   * Reads the school's roster (OneRoster 1.2 CSV, Japan Profile, as a zip or its files; or a plain
   * class list) and answers what importing it would do; nothing is written.
   */
  preview: {
    channel: 'roster:preview',
    payload: rosterRequestSchema,
    answer: rosterPlanSchema,
    budget: ROSTER_BUDGET,
  },
  /**
   * Imports the roster as the preview showed it: writes a backup of the players first, then creates
   * new pupils and updates matched ones (class, number, kana, roster id). Nobody is removed.
   */
  apply: {
    channel: 'roster:apply',
    payload: rosterRequestSchema,
    answer: profilesViewSchema,
    budget: ROSTER_BUDGET,
  },
  /** Undoes the last roster import from its backup; players who have played since are kept. */
  undo: {
    channel: 'roster:undo',
    payload: rosterTokenSchema,
    answer: rosterUndoneSchema,
    budget: BUDGETS.pinOrToken,
  },
  /** Each listed player's records as a hand-in file, for pupils who left, before they are removed. */
  exportPlayers: {
    channel: 'roster:exportPlayers',
    payload: rosterLeaversSchema,
    answer: z.array(rosterExportSchema),
    budget: { maxDepth: 2, maxValues: 80, maxTextLength: 4_000 },
  },
  /**
   * Removes pupils who left: their records must have been saved with `exportPlayers` since this start
   * (or the teacher confirmed removing them without); in a class folder their folder is set aside in
   * `removed/`, never deleted.
   */
  removeLeavers: {
    channel: 'roster:removeLeavers',
    payload: rosterRemoveLeaversSchema,
    answer: rosterRemovedSchema,
    budget: { maxDepth: 2, maxValues: 80, maxTextLength: 4_000 },
  },
});
