import { z } from 'zod';
import type { LoadInfo } from './api';

/** Current version of the teacher settings file's shape. */
export const TEACHER_SETTINGS_VERSION = 1;

/**
 * The worlds a teacher can open: the word bank's school years (grades 3–4, 5–6, junior high 1–3).
 * The same list as the bank's `BANDS`; the contract keeps its own copy because it sits below the
 * renderer and imports nothing from it (a test checks the two agree).
 */
export const TEACHER_WORLD_IDS = ['e34', 'e56', 'j1', 'j2', 'j3'] as const;
/** One world a teacher can open. */
export type TeacherWorldId = (typeof TEACHER_WORLD_IDS)[number];

/** Wrong PINs in a row that lock teacher mode. */
export const MAX_WRONG_TRIES = 5;
/** How long the first lock lasts, in milliseconds; each further lock in a row lasts twice as long. */
export const FIRST_LOCK_MS = 60_000;
/** The longest lock, in milliseconds. */
export const MAX_LOCK_MS = 15 * 60_000;

/** The most stages a teacher can open one by one. */
export const MAX_OPEN_STAGES = 500;
/** The most stages pinned as "today's stages". */
export const MAX_TODAY_STAGES = 20;
/** The longest stage id (characters). */
export const MAX_STAGE_ID_LENGTH = 64;

/**
 * A teacher PIN: 4 to 8 ASCII digits. Digits only because classroom PCs may have any keyboard layout
 * or input mode switched on, and a number is what teachers already use for door and copier codes.
 */
export const teacherPinSchema = z.string().regex(/^[0-9]{4,8}$/, 'a PIN is 4 to 8 digits (0–9)');

/** The opaque token `teacher:unlock` answers: 43 URL-safe characters (32 random bytes). */
export const teacherTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'not a teacher-mode token');

/** A stage id as the map knows it (`month`, `e34.colours-1`, …): no spaces, no path characters. */
export const teacherStageIdSchema = z
  .string()
  .max(MAX_STAGE_ID_LENGTH)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._:-]*$/, 'not a stage id');

const distinct = <T>(items: readonly T[]) => new Set(items).size === items.length;

/** What a teacher chooses: worlds and stages opened for every player of this PC, and today's stages. */
export const teacherChoicesSchema = z
  .object({
    /** Worlds open to every player, whatever their progress. */
    openWorlds: z
      .array(z.enum(TEACHER_WORLD_IDS))
      .max(TEACHER_WORLD_IDS.length)
      .refine(distinct, 'a world is listed twice'),
    /** Single stages open to every player. */
    openStages: z
      .array(teacherStageIdSchema)
      .max(MAX_OPEN_STAGES)
      .refine(distinct, 'a stage is listed twice'),
    /** Stages shown first on the map, in this order. */
    todayStages: z
      .array(teacherStageIdSchema)
      .max(MAX_TODAY_STAGES)
      .refine(distinct, 'a stage is listed twice'),
    /** Worlds whose 発展 (advanced) stages every player sees on the map (absent: none). */
    advancedWorlds: z
      .array(z.enum(TEACHER_WORLD_IDS))
      .max(TEACHER_WORLD_IDS.length)
      .refine(distinct, 'a world is listed twice')
      .optional(),
  })
  .strict();
/** A teacher's choices as the renderer sends them. */
export type TeacherChoices = z.infer<typeof teacherChoicesSchema>;

/** The choices alone out of something that holds them (the stored settings, with their version and date). */
export function teacherChoicesOf(from: TeacherChoices): TeacherChoices {
  const { openWorlds, openStages, todayStages, advancedWorlds } = from;
  return { openWorlds, openStages, todayStages, ...(advancedWorlds ? { advancedWorlds } : {}) };
}

/** The whole `teacher-settings.json`. */
export const teacherSettingsSchema = z
  .object({
    version: z.literal(TEACHER_SETTINGS_VERSION),
    ...teacherChoicesSchema.shape,
    /** When a teacher last saved them (ISO 8601); null before the first save. */
    updatedAt: z.iso.datetime().nullable(),
  })
  .strict();
/** The teacher settings as stored. */
export type TeacherSettings = z.infer<typeof teacherSettingsSchema>;

/** Teacher settings of a PC where no teacher has chosen anything: nothing extra is open. */
export const DEFAULT_TEACHER_SETTINGS: TeacherSettings = {
  version: TEACHER_SETTINGS_VERSION,
  openWorlds: [],
  openStages: [],
  todayStages: [],
  updatedAt: null,
};

/** `teacher:setPin`: the new PIN, and the current one when a PIN is already set (a change). */
export const teacherSetPinSchema = z
  .object({ pin: teacherPinSchema, currentPin: teacherPinSchema.optional() })
  .strict();
/** `teacher:unlock`: the PIN typed by the teacher. */
export const teacherUnlockSchema = z.object({ pin: teacherPinSchema }).strict();
/** `teacher:lock`: the token to give up. */
export const teacherLockSchema = z.object({ token: teacherTokenSchema }).strict();
/** `teacher:setSettings`: an unlocked token and the new choices (they replace the old ones). */
export const teacherSetSettingsSchema = z
  .object({ token: teacherTokenSchema, settings: teacherChoicesSchema })
  .strict();

/** Where teacher mode stands on this PC. */
export interface TeacherStatus {
  /** A PIN exists (also true when its file is damaged: a damaged file never counts as "no PIN"). */
  pinSet: boolean;
  /** Until when wrong tries keep teacher mode shut (ISO 8601), or null. */
  lockedUntil: string | null;
  /** The PIN file cannot be read or makes no sense: nothing opens until IT deletes it. */
  damaged: boolean;
  /**
   * Where the PIN lives: this PC only (`pc`), with the class in its class folder (`class`), or in the
   * machine-wide config IT wrote (`it`, which no one can set or change from the game). Absent: `pc`.
   */
  scope?: TeacherPinScope;
  /** With a class folder this PC has no copy of the PIN and the share does not answer: shut, never "no PIN". */
  unreachable?: boolean;
  /**
   * The web edition was opened over plain http:// from another computer: browsers offer the PIN's
   * hashing (Web Crypto) only on https:// or localhost, so teacher mode cannot be used. Absent: fine.
   */
  insecure?: boolean;
}

/** Where the teacher PIN lives (see {@link TeacherStatus.scope}). */
export type TeacherPinScope = 'pc' | 'class' | 'it';

/** Why a PIN did not open teacher mode. */
export type TeacherRefusal =
  | { ok: false; reason: 'wrong-pin'; lockedUntil: string | null }
  | { ok: false; reason: 'locked'; lockedUntil: string }
  | { ok: false; reason: 'no-pin' | 'damaged' };

/** The answer of `teacher:unlock`: a token for teacher-only operations, or why not. */
export type TeacherUnlock = { ok: true; token: string } | TeacherRefusal;

/** The answer of `teacher:setPin`: the new status, or why the PIN was not set. */
export type TeacherSetPin =
  | { ok: true; status: TeacherStatus }
  | TeacherRefusal
  | { ok: false; reason: 'pin-set' };

/** The answer of `teacher:getSettings`. */
export interface TeacherSettingsLoad extends LoadInfo {
  settings: TeacherSettings;
}
