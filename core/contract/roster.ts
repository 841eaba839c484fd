import { z } from 'zod';
import { MAX_PROFILES, profileIdSchema, rosterIdSchema } from './profiles';
import { teacherTokenSchema } from './teacher';

/** The most files a teacher picks at once (a OneRoster folder has about a dozen). */
export const MAX_ROSTER_FILES = 16;
/** The most base64 characters of the picked files: 16 MB of roster, as base64. */
export const MAX_ROSTER_BASE64 = 22_500_000;
/** The most classes a roster lists (a large school's homerooms, with room to spare). */
export const MAX_ROSTER_CLASSES = 300;

/** One picked file: its name and its bytes in base64 (binary data does not cross IPC as plain data). */
export const rosterFileSchema = z
  .object({
    name: z.string().min(1).max(260),
    base64: z
      .string()
      .max(MAX_ROSTER_BASE64)
      .regex(/^[A-Za-z0-9+/]*={0,2}$/),
  })
  .strict();

/** What the roster screen sends: teacher mode's token, the picked files and the classes kept here (null: all). */
export const rosterRequestSchema = z
  .object({
    token: teacherTokenSchema,
    files: z.array(rosterFileSchema).min(1).max(MAX_ROSTER_FILES),
    classes: z.array(z.string().min(1).max(128)).max(MAX_ROSTER_CLASSES).nullable(),
  })
  .strict();
/** A roster preview or apply request. */
export type RosterRequest = z.infer<typeof rosterRequestSchema>;

/** Teacher mode's token and the players whose records are exported (pupils who left). */
export const rosterLeaversSchema = z
  .object({ token: teacherTokenSchema, ids: z.array(profileIdSchema).min(1).max(MAX_PROFILES) })
  .strict();

/**
 * Pupils who left, to remove from the players here (a class folder sets their folder aside); each
 * must have had their records saved since this start, unless `withoutExport` says the teacher chose
 * to remove them anyway.
 */
export const rosterRemoveLeaversSchema = z
  .object({
    token: teacherTokenSchema,
    ids: z.array(profileIdSchema).min(1).max(MAX_PROFILES),
    withoutExport: z.boolean(),
  })
  .strict();

/** How many leavers were removed. */
export const rosterRemovedSchema = z.object({ removed: z.number().int().min(0) }).strict();

/** Teacher mode's token alone. */
export const rosterTokenSchema = z.object({ token: teacherTokenSchema }).strict();

const count = z.number().int().min(0);
const shortText = z.string().max(128);

/** One line of a roster preview. */
export const rosterPlanRowSchema = z
  .object({
    kind: z.enum(['new', 'matched', 'moved', 'missing']),
    playerId: profileIdSchema.nullable(),
    name: shortText,
    kana: shortText.nullable(),
    className: shortText.nullable(),
    number: z.number().int().nullable(),
    fromClass: shortText.nullable(),
    rosterId: rosterIdSchema.nullable(),
  })
  .strict();

/** What an import would do: the roster's classes, those kept here, and one line per pupil or player. */
export const rosterPlanSchema = z
  .object({
    schoolYear: z.string().nullable(),
    classes: z
      .array(z.object({ id: shortText, name: shortText, pupils: count }).strict())
      .max(MAX_ROSTER_CLASSES),
    chosen: z.array(shortText),
    rows: z.array(rosterPlanRowSchema),
    counts: z.object({ new: count, matched: count, moved: count, missing: count }).strict(),
    playersAfter: count,
  })
  .strict();

/** What an undo did: players the import added removed again (never played), or kept (played since). */
export const rosterUndoneSchema = z.object({ removed: count, kept: count }).strict();

/** A pupil's records as a hand-in file the teacher saves (one per pupil who left). */
export const rosterExportSchema = z.object({ fileName: z.string().max(200), text: z.string() }).strict();
