import { z } from 'zod';

/** Current version of the profiles file's shape. */
export const PROFILES_VERSION = 1;

/** The most players one computer keeps (a large class and its teachers). */
export const MAX_PROFILES = 60;
/** The longest player name (characters). */
export const MAX_PROFILE_NAME = 20;

/** The pictures a player can choose: the hero and the word-demons of our art. */
export const AVATAR_IDS = [
  'hero',
  'month-slime',
  'number-bat',
  'week-golem',
  'colour-ghost',
  'animal-imp',
  'food-goblin',
  'letter-spider',
  'storm-cloud',
  'book-mimic',
] as const;

/** A player's picture. */
export const avatarIdSchema = z.enum(AVATAR_IDS);
/** A player's picture id. */
export type AvatarId = z.infer<typeof avatarIdSchema>;

/** A profile id: `p-` and lowercase letters or digits; it is also the name of the profile's folder. */
export const profileIdSchema = z.string().regex(/^p-[a-z0-9]{6,32}$/);

/** A player's name as shown on the "who is playing?" screen: trimmed, no control characters. */
export const profileNameSchema = z
  .string()
  .trim()
  .min(1)
  .max(MAX_PROFILE_NAME)
  .refine((name) => !/\p{Cc}/u.test(name), 'a name has no line breaks or control characters');

/** The longest reading of a name in kana (characters). */
export const MAX_PROFILE_KANA = 40;
/** The longest class name kept on a player (characters), e.g. 「3年2組」. */
export const MAX_PROFILE_CLASS = 20;
/** The longest stable id a school roster gives a pupil (OneRoster `sourcedId`). */
export const MAX_ROSTER_ID = 128;

/** A short single-line text of at most `max` characters. */
const lineText = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((text) => !/\p{Cc}/u.test(text), 'no line breaks or control characters');

/** A roster's stable id of a pupil: printable ASCII, as OneRoster's `sourcedId` (often a UUID). */
export const rosterIdSchema = z
  .string()
  .min(1)
  .max(MAX_ROSTER_ID)
  .regex(/^[\x21-\x7e]+$/);

/** A school year as the roster names it, e.g. `2026` (the year April falls in). */
export const schoolYearSchema = z.string().regex(/^\d{4}$/);

/**
 * One player on this computer; no password, just a name and a picture. A player read from the
 * school's roster also carries their kana, class, number in the class list and the roster's stable
 * id (all optional, so players saved before rosters stay valid); nothing else of the roster is kept.
 */
export const profileSchema = z
  .object({
    id: profileIdSchema,
    name: profileNameSchema,
    avatar: avatarIdSchema,
    createdAt: z.string().max(40),
    /** The name's reading in kana, e.g. 「やまだ たろう」. */
    kana: lineText(MAX_PROFILE_KANA).optional(),
    /** The pupil's homeroom class, e.g. 「1年2組」. */
    className: lineText(MAX_PROFILE_CLASS).optional(),
    /** The pupil's number in the class list (出席番号). */
    number: z.number().int().min(1).max(999).optional(),
    /** The roster's stable id of the pupil (OneRoster `sourcedId`), the same every school year. */
    rosterId: rosterIdSchema.optional(),
    /** The school year of the roster the player was last read from. */
    schoolYear: schoolYearSchema.optional(),
  })
  .strict();
/** One player on this computer. */
export type Profile = z.infer<typeof profileSchema>;

/** The whole `profiles.json`: every player and who played last. */
export const profilesFileSchema = z
  .object({
    version: z.literal(PROFILES_VERSION),
    profiles: z.array(profileSchema).max(MAX_PROFILES),
    lastSelected: profileIdSchema.nullable(),
  })
  .strict();
/** The whole `profiles.json`. */
export type ProfilesFile = z.infer<typeof profilesFileSchema>;

/**
 * What the game did at start about a damaged shared file (the players or the teachers' word lists),
 * for the teacher: how much was recovered and where the damaged file was kept.
 */
export interface RepairNotice {
  /** Which file was damaged: `profiles.json` or `wordlists.json`. */
  file: 'profiles' | 'wordlists';
  /** Where the damaged file was kept; null when it had to stay where it was (it could not be moved). */
  movedTo: string | null;
  /** Players or lists listed again after the repair. */
  recovered: number;
  /** Players found only by their folder, listed under a placeholder name the teacher can change. */
  renamed: number;
  /** Players or lists the damaged file mentioned that could not be recovered. */
  lost: number;
}

/** What the "who is playing?" screen shows: every player and who is playing now. */
export interface ProfilesView {
  profiles: Profile[];
  activeId: string;
  /** Damaged shared files repaired at this start; present only when there were any. */
  notices?: RepairNotice[];
}

/** A new player as the renderer sends it. */
export const newProfileSchema = z.object({ name: profileNameSchema, avatar: avatarIdSchema }).strict();
/** A change of name and picture as the renderer sends it. */
export const profileChangeSchema = z
  .object({ id: profileIdSchema, name: profileNameSchema, avatar: avatarIdSchema })
  .strict();
