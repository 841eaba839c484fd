import { z } from 'zod';
import { pinHashSchema } from '../teacher/teacherPinFile';
import { profileIdSchema } from './profiles';
import { MAX_SCHOOL_CHECKS, schoolCheckResultSchema } from './schoolCheck';
import {
  appSnapshotSchema,
  attemptSchema,
  MAX_HISTORY,
  MAX_LAST_WRONG,
  MAX_MASTERY_DAYS,
  MAX_STAGE_RECORDS,
  MAX_WORD_RECORDS,
  masteryDaySchema,
  placementRecordSchema,
  stageProgressSchema,
  wordRecordSchema,
} from './snapshot';

/**
 * The class folder: a folder on the school's file server (an SMB share such as `\\server\share\5-1`
 * or a mapped drive; `/Volumes/…` on macOS) that holds a class's players, their settings and
 * progress, and the teacher's word lists, so a pupil can sit at any PC of the lab.
 *
 * Layout of the folder (every file written atomically: temp file in the same folder, verified, renamed):
 *
 * ```
 * <class folder>/
 *   kotoba-class.json          marker: which app made the folder, and the class's name (optional)
 *   wordlists.json             the teacher's word lists (same shape as the local file)
 *   teacher-settings.json      opened worlds and today's stages (same shape as the local file)
 *   players/<id>/profile.json  name and picture
 *   players/<id>/settings.json the player's settings (last writer wins)
 *   players/<id>/progress.json the player's progress with the ids of the records merged into it
 *   players/<id>/lease.json    which PC has the player open now
 * ```
 */

/** Current version of the machine-wide configuration file `config.json`. */
export const MACHINE_CONFIG_VERSION = 1;
/** Longest class-folder path accepted (Windows' long paths stay far below this). */
export const MAX_CLASS_FOLDER_PATH = 1_000;
/** Longest class name shown on the "who is playing?" screen. */
export const MAX_CLASS_NAME = 40;

/** A class folder as written by IT or a teacher: an absolute path (drive, UNC or POSIX), no control characters. */
export const classFolderPathSchema = z
  .string()
  .trim()
  .min(1)
  .max(MAX_CLASS_FOLDER_PATH)
  .refine((p) => !/\p{Cc}/u.test(p), 'a folder path has no line breaks or control characters')
  .refine(
    (p) => /^[A-Za-z]:[\\/]/.test(p) || /^\\\\[^\\/]+[\\/][^\\/]+/.test(p) || p.startsWith('/'),
    'the class folder must be a full path: a drive (S:\\…), a share (\\\\server\\share\\…) or /…',
  );

/** The machine-wide `config.json` that school IT writes (administrators only; every user reads it). */
export const machineConfigSchema = z
  .object({
    version: z.literal(MACHINE_CONFIG_VERSION),
    /** The class folder; absent or null keeps every save on this PC. */
    classFolder: classFolderPathSchema.nullable().optional(),
    /** The class's name as the "who is playing?" screen shows it, e.g. 「5年1組」. */
    className: z.string().trim().min(1).max(MAX_CLASS_NAME).optional(),
    /**
     * The teacher PIN's salted hash, as `scripts/pin-hash.mjs` prints it: then it is the PIN on this
     * PC and teacher mode never offers to set one. Read only from IT's file, never a teacher's choice.
     */
    teacherPinHash: pinHashSchema.optional(),
  })
  .strict();
/** The machine-wide configuration. */
export type MachineConfig = z.infer<typeof machineConfigSchema>;

/** The marker file at the top of a class folder. */
export const classMarkerSchema = z
  .object({
    app: z.literal('kotoba-quest'),
    version: z.literal(1),
    className: z.string().trim().min(1).max(MAX_CLASS_NAME).optional(),
  })
  .strict();
/** The marker file at the top of a class folder. */
export type ClassMarker = z.infer<typeof classMarkerSchema>;

/** A lease older than this (by the file server's clock) is stale: its PC stopped without giving it back. */
export const LEASE_STALE_MS = 3 * 60_000;
/** How often the PC that has a player open renews their lease. */
export const LEASE_RENEW_MS = 45_000;
/** How long one operation on the class folder may take before the folder counts as unavailable. */
export const SHARE_TIMEOUT_MS = 8_000;
/** How often a PC with unsaved records tries the class folder again while it is unavailable. */
export const SHARE_RETRY_MS = 20_000;

/** A PC's name as written in a lease (the computer's host name, trimmed). */
export const pcNameSchema = z.string().trim().min(1).max(64);

/** `players/<id>/lease.json`: the PC that has the player open, and since when (that PC's clock, for people). */
export const leaseSchema = z
  .object({
    version: z.literal(1),
    /** A random id of the PC's installation, so two PCs with the same host name are told apart. */
    pcId: z.string().regex(/^[a-z0-9-]{6,64}$/),
    pcName: pcNameSchema,
    playerId: profileIdSchema,
    /** When the PC opened the player (its own clock; shown to people, never used to judge staleness). */
    since: z.string().max(40),
  })
  .strict();
/** A player's lease. */
export type Lease = z.infer<typeof leaseSchema>;

/** Most record ids a class progress file remembers as merged (years of lessons, several records a lesson). */
export const MAX_APPLIED_IDS = 20_000;
/** A record id: the PC's id, a counter or time, and randomness; unique across PCs. */
export const recordIdSchema = z.string().regex(/^[a-z0-9-]{6,96}$/);

/** `players/<id>/progress.json` in a class folder: the merged progress and the records merged into it. */
export const classProgressFileSchema = z
  .object({
    version: z.literal(1),
    snapshot: appSnapshotSchema,
    /** Ids of the records already merged, so a record written back twice counts once. */
    applied: z.array(recordIdSchema).max(MAX_APPLIED_IDS),
    /** When and by which PC it was last written (for people and support; never for ordering). */
    updatedAt: z.string().max(40),
    updatedBy: pcNameSchema,
  })
  .strict();
/** A class progress file. */
export type ClassProgressFile = z.infer<typeof classProgressFileSchema>;

/** Longest technical detail a problem carries (a system code, a path, what a schema found wrong). */
export const MAX_PROBLEM_DETAIL = 1_000;

/**
 * The technical half of a problem whose sentence the screens word from its code: a system code
 * (`ETIMEDOUT`, `EACCES`), a size, or what a schema or JSON reader found wrong. It is for IT staff
 * and support, shown under the sentence as a technical line; the teacher reads the code's sentence.
 */
export const problemDetailSchema = z.string().min(1).max(MAX_PROBLEM_DETAIL);

/** `text` cut to fit a problem's detail (an error's message can be any length), or undefined when empty. */
export function problemDetail(text: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return trimmed.length > MAX_PROBLEM_DETAIL ? `${trimmed.slice(0, MAX_PROBLEM_DETAIL - 1)}…` : trimmed;
}

/**
 * Why the class folder is not used, or why it does not answer now: a closed set the screens word in
 * the teacher's language (`classFolder.problem.<code>`).
 *
 * - `config-unreadable`: IT's config.json (or the teacher's choice) could not be read.
 * - `config-invalid`: it is not a valid configuration (not JSON, unknown fields, not a full path).
 * - `config-backslash`: the folder path in it has single backslashes (JSON needs `\\`).
 * - `path-invalid`: the folder path is not one this PC can use.
 * - `folder-missing`: the folder is not there (renamed, moved, or the share is not connected).
 * - `no-answer`: the file server did not answer in time.
 * - `unreachable`: the file server or the network cannot be reached, or the connection was lost.
 * - `access-denied`: this PC's account may not use the folder.
 * - `not-writable`: nothing can be saved in it (read-only, or full).
 * - `busy`: another program holds a file of it.
 * - `server-error`: the file server reported an input/output error.
 * - `newer-version`: it holds progress written by a newer version of the game; this PC needs updating.
 * - `open-failed`: the class could not be opened on this PC (its local copy, say).
 * - `other`: anything else; the detail says what.
 */
export const classFolderProblemCodeSchema = z.enum([
  'config-unreadable',
  'config-invalid',
  'config-backslash',
  'path-invalid',
  'folder-missing',
  'no-answer',
  'unreachable',
  'access-denied',
  'not-writable',
  'busy',
  'server-error',
  'newer-version',
  'open-failed',
  'other',
]);
/** Why the class folder is not used, or does not answer now. */
export type ClassFolderProblemCode = z.infer<typeof classFolderProblemCodeSchema>;

/** A class folder's problem: its code, and a technical detail for IT when there is one. */
export const classFolderProblemSchema = z
  .object({ code: classFolderProblemCodeSchema, detail: problemDetailSchema.optional() })
  .strict();
/** A class folder's problem: its code, and a technical detail for IT when there is one. */
export type ClassFolderProblem = z.infer<typeof classFolderProblemSchema>;

/** A problem of `code` with `detail` (cut to fit) when there is one. */
export function classFolderProblem(code: ClassFolderProblemCode, detail?: string): ClassFolderProblem {
  const cut = detail === undefined ? undefined : problemDetail(detail);
  return cut === undefined ? { code } : { code, detail: cut };
}

/** A problem as one line for logs, e.g. `no-answer: ETIMEDOUT`. */
export function problemLogText(problem: { code: string; detail?: string | undefined }): string {
  return problem.detail ? `${problem.code}: ${problem.detail}` : problem.code;
}

/** Where this PC's saves live now, as the game shows it. */
export type ClassFolderStatus =
  | {
      mode: 'local';
      /** Why the class folder set by IT or a teacher is not used, when one is set. */
      problem: ClassFolderProblem | null;
      /** The configuration file that set it, when there is one. */
      configPath: string | null;
    }
  | {
      mode: 'class';
      folder: string;
      className: string | null;
      /** Who set it: IT's machine-wide file, or a teacher in teacher mode. */
      source: 'machine' | 'teacher';
      /** Whether the last operation on the folder succeeded. */
      online: boolean;
      /** Records made on this PC that are not in the class folder yet. */
      pending: number;
      /** When records were last written back (this PC's clock), or null. */
      lastWrittenAt: string | null;
      /** Why the folder does not answer, while offline (or why this PC cannot go on with it). */
      problem: ClassFolderProblem | null;
    };

/** Who has a player open on another PC: answered when opening that player is refused. */
export interface PlayerInUse {
  playerId: string;
  pcName: string;
  since: string;
}

/** A teacher's request to end another PC's hold on a player (teacher mode's token). */
export const releasePlayerSchema = z
  .object({ token: z.string().min(1).max(200), playerId: profileIdSchema })
  .strict();

/** A teacher's choice of class folder for this PC (null: this PC's own saves). Takes effect at the next start. */
export const setClassFolderSchema = z
  .object({
    token: z.string().min(1).max(200),
    classFolder: classFolderPathSchema.nullable(),
    className: z.string().trim().min(1).max(MAX_CLASS_NAME).nullable(),
  })
  .strict();

/**
 * What one save changed for one word. `seen`, `clean`, `mistakes`, `hints` and `wrongKeys` are
 * increments since the save before (never negative); `newWrong` holds the wrong attempts typed since
 * then, oldest first; the other fields are the word's values after the save, combined by its
 * `lastSeenAt` (the times, prompt and typed form) or by its card's `lastReview` (the review schedule).
 */
export const wordDeltaSchema = wordRecordSchema
  .pick({
    setId: true,
    en: true,
    ja: true,
    seen: true,
    clean: true,
    mistakes: true,
    slips: true,
    hints: true,
    wrongKeys: true,
    lastFirstKeyMs: true,
    lastFinishMs: true,
    lastSeenAt: true,
    lastTypedAs: true,
    review: true,
  })
  .extend({
    /** Wrong attempts typed since the save before, oldest first (at most {@link MAX_LAST_WRONG}). */
    newWrong: wordRecordSchema.shape.lastWrong,
  });
/** What one save changed for one word. */
export type WordDelta = z.infer<typeof wordDeltaSchema>;

/**
 * What one save changed in a player's progress: `exp` is the experience gained and each stage's
 * `plays` the plays added (increments, never negative); the rest are values to combine with the
 * progress they are merged into. Only what changed is listed; what compaction dropped is not (a
 * removal is never a change to merge). The level is not listed: it follows the merged experience.
 */
export const progressDeltaSchema = z
  .object({
    exp: z.number().int().min(0),
    /** Words seen or changed, keyed as in the progress. */
    words: z
      .record(z.string().max(300), wordDeltaSchema)
      .refine((words) => Object.keys(words).length <= MAX_WORD_RECORDS, {
        error: `at most ${MAX_WORD_RECORDS} words`,
      }),
    /** Stages played: cleared, best rank and last play after the save, `plays` as the plays added. */
    stages: z
      .record(attemptSchema.shape.stageId, stageProgressSchema)
      .refine((stages) => Object.keys(stages).length <= MAX_STAGE_RECORDS, {
        error: `at most ${MAX_STAGE_RECORDS} stages`,
      }),
    /** Attempts added to history, oldest first. */
    attempts: z.array(attemptSchema).max(MAX_HISTORY),
    /** Days of the mastery log with the sets whose count changed, and their counts after the save. */
    mastery: z.array(masteryDaySchema).max(MAX_MASTERY_DAYS),
    /** The placement quest's result when it changed. */
    placement: placementRecordSchema.optional(),
    /** School checks taken since the save before. */
    schoolChecks: z.array(schoolCheckResultSchema).max(MAX_SCHOOL_CHECKS).optional(),
  })
  .strict();
/** What one save changed in a player's progress. */
export type ProgressDelta = z.infer<typeof progressDeltaSchema>;

/** When a record was made: an ISO time from the clock of the PC that made it. */
const recordTimeSchema = z.iso.datetime({ offset: true });

/**
 * One save of a player's progress as main keeps it until the class folder has it: a `delta` (what a
 * finished stage changed) or a `replace` (progress restored or imported, which replaces what the
 * class folder has). Its id is unique across PCs, so a record written back twice is merged once.
 */
export const progressRecordSchema = z.discriminatedUnion('kind', [
  z
    .object({
      id: recordIdSchema,
      at: recordTimeSchema,
      kind: z.literal('delta'),
      delta: progressDeltaSchema,
    })
    .strict(),
  z
    .object({
      id: recordIdSchema,
      at: recordTimeSchema,
      kind: z.literal('replace'),
      snapshot: appSnapshotSchema,
    })
    .strict(),
]);
/** One save of a player's progress, kept until the class folder has it. */
export type ProgressRecord = z.infer<typeof progressRecordSchema>;

/** Most records a PC keeps for one player while the class folder is unavailable (weeks of lessons). */
export const MAX_JOURNAL_RECORDS = 2_000;

/**
 * This PC's journal of one player's records that the class folder does not have yet (kept on the PC,
 * written back when the folder answers); each record id at most once.
 */
export const classJournalFileSchema = z
  .object({
    version: z.literal(1),
    playerId: profileIdSchema,
    records: z
      .array(progressRecordSchema)
      .max(MAX_JOURNAL_RECORDS)
      .refine((records) => new Set(records.map((r) => r.id)).size === records.length, {
        error: 'each record id at most once',
      }),
  })
  .strict();
/** This PC's journal of one player's records not yet in the class folder. */
export type ClassJournalFile = z.infer<typeof classJournalFileSchema>;
