import { z } from 'zod';
import { BUDGETS, defineOperations, noPayload } from '../operation';
import { previewIdSchema, wordListIdSchema, wordListSchema, wordListTitleSchema } from '../wordlists';

/** A list's new title. */
export const wordListRenameSchema = z.object({ id: wordListIdSchema, title: wordListTitleSchema }).strict();

/** `window.kotoba.wordLists`: the teachers' word lists. */
export const WORD_LISTS_OPERATIONS = defineOperations({
  /** Every saved list. */
  list: {
    channel: 'wordlists:list',
    payload: noPayload,
    answer: z.array(wordListSchema),
    budget: BUDGETS.nothing,
  },
  /** Gives a list a new title. */
  rename: {
    channel: 'wordlists:rename',
    payload: wordListRenameSchema,
    answer: wordListSchema,
    budget: BUDGETS.smallObject,
  },
  /** Removes a list. */
  remove: {
    channel: 'wordlists:remove',
    payload: wordListIdSchema,
    answer: z.array(wordListSchema),
    budget: BUDGETS.oneId,
  },
  /** Saves the accepted rows of a preview the teacher confirmed. */
  confirm: {
    channel: 'wordlists:confirm',
    payload: previewIdSchema,
    answer: wordListSchema,
    budget: BUDGETS.oneId,
  },
  /** Drops a preview the teacher cancelled; answers whether it was still waiting. */
  cancel: {
    channel: 'wordlists:cancel',
    payload: previewIdSchema,
    answer: z.boolean(),
    budget: BUDGETS.oneId,
  },
});
