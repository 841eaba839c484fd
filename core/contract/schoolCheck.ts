import { z } from 'zod';

/** The equivalent forms of each year's school check, in the order a class takes them (term by term). */
export const CHECK_FORM_IDS = ['A', 'B', 'C', 'D'] as const;
/** One form of a year's school check. */
export const checkFormIdSchema = z.enum(CHECK_FORM_IDS);

/** Most words one form may ask; the forms ask 20, a little room is left for change. */
export const MAX_CHECK_WORDS = 60;
/** School checks kept per pupil: three a year from grade 3 to the end of junior high, twice over. */
export const MAX_SCHOOL_CHECKS = 40;
/** Fastest keying speed believed (characters per minute); a faster figure is a damaged file. */
export const MAX_CHARS_PER_MINUTE = 2_000;

const count = z.number().int().min(0);
const entryId = z.string().min(1).max(64);

/**
 * The keying part of a check: letters typed right, wrong keys, the time spent on the words (from each
 * word's appearance to its last letter, ms), the speed in characters per minute and the accuracy
 * (right letters over all keys, 0 to 1).
 */
export const keyingResultSchema = z
  .object({
    letters: count,
    wrongKeys: count,
    timeMs: count,
    charsPerMinute: z.number().min(0).max(MAX_CHARS_PER_MINUTE),
    accuracy: z.number().min(0).max(1),
  })
  .strict();
/** The keying part of a check. */
export type KeyingResult = z.infer<typeof keyingResultSchema>;

/**
 * One school check a pupil took: its year, form and time; the recall part's words known (typed right
 * with no wrong key), slips (typed right after one corrected wrong key: known, not a gap) and not
 * known (skipped, or two wrong keys or more), with the ids of the last two kinds; and the keying part.
 */
export const schoolCheckResultSchema = z
  .object({
    // The bands as progress names them (`bandIdSchema`), spelled here since the progress schema holds these results.
    band: z.enum(['e34', 'e56', 'j1', 'j2', 'j3']),
    form: checkFormIdSchema,
    at: z.iso.datetime({ offset: true }),
    asked: z.number().int().min(1).max(MAX_CHECK_WORDS),
    known: count,
    slips: count,
    notKnown: count,
    slipIds: z.array(entryId).max(MAX_CHECK_WORDS),
    notKnownIds: z.array(entryId).max(MAX_CHECK_WORDS),
    keying: keyingResultSchema,
  })
  .strict()
  .refine((r) => r.known + r.slips + r.notKnown === r.asked, {
    error: 'known, slips and not known add up to the words asked',
    path: ['asked'],
  });
/** One school check a pupil took. */
export type SchoolCheckResult = z.infer<typeof schoolCheckResultSchema>;

/** The words a check counts as known: typed right first time or after one slip. */
export function checkScore(result: Pick<SchoolCheckResult, 'known' | 'slips'>): number {
  return result.known + result.slips;
}
