import { z } from 'zod';
import {
  type ClassFolderStatus,
  classFolderProblemSchema,
  releasePlayerSchema,
  setClassFolderSchema,
} from '../classFolder';
import { BUDGETS, defineOperations, noPayload } from '../operation';

/** Where this PC's saves live now, as the game shows it. */
export const classFolderStatusSchema: z.ZodType<ClassFolderStatus> = z.discriminatedUnion('mode', [
  z
    .object({
      mode: z.literal('local'),
      problem: classFolderProblemSchema.nullable(),
      configPath: z.string().nullable(),
    })
    .strict(),
  z
    .object({
      mode: z.literal('class'),
      folder: z.string(),
      className: z.string().nullable(),
      source: z.enum(['machine', 'teacher']),
      online: z.boolean(),
      pending: z.number().int().min(0),
      lastWrittenAt: z.string().nullable(),
      problem: classFolderProblemSchema.nullable(),
    })
    .strict(),
]);

/** `window.kotoba.classFolder`: where saves live (this PC or the class folder), and what teachers do about it. */
export const CLASS_FOLDER_OPERATIONS = defineOperations({
  /** The class folder in use (or why none is), whether it can be reached and what waits to be written back. */
  status: {
    channel: 'classfolder:status',
    payload: noPayload,
    answer: classFolderStatusSchema,
    budget: BUDGETS.nothing,
  },
  /** Ends another PC's hold on a player (their lease in the class folder); teacher mode's token. */
  releasePlayer: {
    channel: 'classfolder:releasePlayer',
    payload: releasePlayerSchema,
    answer: z.boolean(),
    budget: BUDGETS.pinOrToken,
  },
  /** Sets this PC's class folder (null: this PC's own saves), used from the next start; teacher mode's token. */
  setFolder: {
    channel: 'classfolder:setFolder',
    payload: setClassFolderSchema,
    answer: classFolderStatusSchema,
    budget: BUDGETS.classFolderChoice,
  },
  /**
   * The pupil playing here has left (the "who is playing?" screen shows): what waits is written
   * back and their lease given back, so they can sit at another PC at once. Answers whether a
   * player was open.
   */
  leave: { channel: 'classfolder:leave', payload: noPayload, answer: z.boolean(), budget: BUDGETS.nothing },
});
