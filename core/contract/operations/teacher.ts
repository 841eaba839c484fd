import { z } from 'zod';
import { loadInfoSchema } from '../loadInfo';
import { BUDGETS, defineOperations, noPayload } from '../operation';
import {
  type TeacherSetPin,
  type TeacherSettingsLoad,
  type TeacherStatus,
  type TeacherUnlock,
  teacherLockSchema,
  teacherSetPinSchema,
  teacherSetSettingsSchema,
  teacherSettingsSchema,
  teacherUnlockSchema,
} from '../teacher';

/** Where teacher mode stands on this PC. */
export const teacherStatusSchema: z.ZodType<TeacherStatus> = z
  .object({
    pinSet: z.boolean(),
    lockedUntil: z.string().nullable(),
    damaged: z.boolean(),
    scope: z.enum(['pc', 'class', 'it']).optional(),
    unreachable: z.boolean().optional(),
    insecure: z.boolean().optional(),
  })
  .strict();

const refusalSchema = z.union([
  z
    .object({ ok: z.literal(false), reason: z.literal('wrong-pin'), lockedUntil: z.string().nullable() })
    .strict(),
  z.object({ ok: z.literal(false), reason: z.literal('locked'), lockedUntil: z.string() }).strict(),
  z.object({ ok: z.literal(false), reason: z.enum(['no-pin', 'damaged']) }).strict(),
]);

/** The answer of `teacher.unlock`: a token, or why not. */
export const teacherUnlockAnswerSchema: z.ZodType<TeacherUnlock> = z.union([
  z.object({ ok: z.literal(true), token: z.string() }).strict(),
  refusalSchema,
]);

/** The answer of `teacher.setPin`: the new status, or why the PIN was not set. */
export const teacherSetPinAnswerSchema: z.ZodType<TeacherSetPin> = z.union([
  z.object({ ok: z.literal(true), status: teacherStatusSchema }).strict(),
  refusalSchema,
  z.object({ ok: z.literal(false), reason: z.literal('pin-set') }).strict(),
]);

/** The answer of `teacher.getSettings`. */
export const teacherSettingsLoadSchema: z.ZodType<TeacherSettingsLoad> = loadInfoSchema
  .extend({ settings: teacherSettingsSchema })
  .strict();

/** `window.kotoba.teacher`: a PIN kept in main, and what teachers open for this PC's players. */
export const TEACHER_OPERATIONS = defineOperations({
  /** Whether a PIN is set, and whether wrong tries have shut teacher mode for a while. */
  status: {
    channel: 'teacher:status',
    payload: noPayload,
    answer: teacherStatusSchema,
    budget: BUDGETS.nothing,
  },
  /** Sets the PIN at first use; changing it later needs the current PIN. */
  setPin: {
    channel: 'teacher:setPin',
    payload: teacherSetPinSchema,
    answer: teacherSetPinAnswerSchema,
    budget: BUDGETS.pinOrToken,
  },
  /** Checks a PIN; the right one answers a token for teacher-only operations. */
  unlock: {
    channel: 'teacher:unlock',
    payload: teacherUnlockSchema,
    answer: teacherUnlockAnswerSchema,
    budget: BUDGETS.pinOrToken,
  },
  /** Gives up a token (leaving teacher mode); answers whether it was still valid. */
  lock: {
    channel: 'teacher:lock',
    payload: teacherLockSchema,
    answer: z.boolean(),
    budget: BUDGETS.pinOrToken,
  },
  /** Reads the teacher settings (every player's map needs today's stages); no token needed. */
  getSettings: {
    channel: 'teacher:getSettings',
    payload: noPayload,
    answer: teacherSettingsLoadSchema,
    budget: BUDGETS.nothing,
  },
  /** Replaces the teacher's choices; refused without an unlocked token. */
  setSettings: {
    channel: 'teacher:setSettings',
    payload: teacherSetSettingsSchema,
    answer: teacherSettingsSchema,
    budget: BUDGETS.teacherChoices,
  },
});
