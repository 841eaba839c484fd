import { z } from 'zod';

/** How a stored file was found when it was read; the answers that read a file extend it. */
export const loadInfoSchema = z
  .object({
    /** The file was damaged; it was moved aside to `movedTo` and defaults were used. */
    recovered: z.boolean(),
    /** Where the damaged file now lives (for support), when `recovered`. */
    movedTo: z.string().nullable(),
    /** False when the folder cannot be written: changes live in memory only. */
    writable: z.boolean(),
  })
  .strict();
/** How a stored file was found when it was read. */
export type LoadInfo = z.infer<typeof loadInfoSchema>;
