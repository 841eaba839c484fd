import { z } from 'zod';
import { BUDGETS, defineOperations, noPayload } from '../operation';
import {
  newProfileSchema,
  type ProfilesView,
  profileChangeSchema,
  profileIdSchema,
  profileSchema,
  type RepairNotice,
} from '../profiles';
import { teacherTokenSchema } from '../teacher';

const count = z.number().int().min(0);

/** A damaged shared file repaired at start, as the "who is playing?" screen reports it. */
export const repairNoticeSchema: z.ZodType<RepairNotice> = z
  .object({
    file: z.enum(['profiles', 'wordlists']),
    movedTo: z.string().nullable(),
    recovered: count,
    renamed: count,
    lost: count,
  })
  .strict();

/** `profiles:remove`: a player's id, alone or with teacher mode's token. */
export const profileRemovalSchema = z.union([
  profileIdSchema,
  z.object({ id: profileIdSchema, token: teacherTokenSchema.optional() }).strict(),
]);
/** What `profiles:remove` is sent. */
export type ProfileRemoval = z.infer<typeof profileRemovalSchema>;

/** Every player and who is playing now. */
export const profilesViewSchema: z.ZodType<ProfilesView> = z
  .object({
    profiles: z.array(profileSchema),
    activeId: z.string(),
    notices: z.array(repairNoticeSchema).optional(),
  })
  .strict();

/** `window.kotoba.profiles`: the players of this computer (or of the class folder). */
export const PROFILES_OPERATIONS = defineOperations({
  /** Every player and who is playing now. */
  list: { channel: 'profiles:list', payload: noPayload, answer: profilesViewSchema, budget: BUDGETS.nothing },
  /** Adds a player. */
  add: {
    channel: 'profiles:add',
    payload: newProfileSchema,
    answer: profileSchema,
    budget: BUDGETS.smallObject,
  },
  /** Changes a player's name and picture. */
  update: {
    channel: 'profiles:update',
    payload: profileChangeSchema,
    answer: profileSchema,
    budget: BUDGETS.smallObject,
  },
  /**
   * Deletes a player and their files. A player with progress needs teacher mode's token (refused
   * with `not-unlocked` without one); a player who never played can be deleted by anyone.
   */
  remove: {
    channel: 'profiles:remove',
    payload: profileRemovalSchema,
    answer: profilesViewSchema,
    budget: BUDGETS.smallObject,
  },
  /**
   * Makes a player the one playing now; settings and progress calls then answer theirs. With a class
   * folder, refused with `in-use` while the player is open on another PC.
   */
  select: {
    channel: 'profiles:select',
    payload: profileIdSchema,
    answer: profilesViewSchema,
    budget: BUDGETS.oneId,
  },
});
