import { z } from 'zod';
import {
  type AppSnapshot,
  avatarIdSchema,
  describeIssues,
  migrateSnapshot,
  profileIdSchema,
  profileNameSchema,
  SNAPSHOT_VERSION,
  storedVersion,
} from '../contract';
import { BACKUP_APP_ID, MAX_BACKUP_BYTES } from '../progress/progressBackup';
import {
  type ClassFileOutcome,
  compactLocalDate,
  fileNamePart,
  readClassFileEnvelope,
  refuseClassFile,
} from './classFileEnvelope';

/** What a hand-in file holds (the envelope's `kind`). */
export const HANDIN_KIND = 'handin';

/** Current version of the hand-in envelope. */
export const HANDIN_FORMAT_VERSION = 1;

/** The largest hand-in read: as large as a progress backup may be, since it carries the same progress. */
export const MAX_HANDIN_BYTES = MAX_BACKUP_BYTES;

/** The longest class name (characters), e.g. 「3年2組」. */
export const MAX_CLASS_NAME = 20;

/** The largest class-list number (出席番号). */
export const MAX_CLASS_NUMBER = 999;

/** A class's name as a pupil types it: trimmed, 1 to {@link MAX_CLASS_NAME} characters, no control characters. */
export const classNameSchema = z
  .string()
  .trim()
  .min(1)
  .max(MAX_CLASS_NAME)
  .refine((name) => !/\p{Cc}/u.test(name), 'a class name has no line breaks or control characters');

/** Who handed the file in: the player's stable id on their device, their name, class and number. */
export const handinPupilSchema = z
  .object({
    /** The player's id on the device that saved the file; the same on every hand-in from it. */
    playerId: profileIdSchema,
    name: profileNameSchema,
    className: classNameSchema,
    /** The pupil's number in the class list (出席番号), when they gave it. */
    number: z.number().int().min(1).max(MAX_CLASS_NUMBER).optional(),
    avatar: avatarIdSchema.optional(),
  })
  .strict();
/** Who handed a file in. */
export type HandinPupil = z.infer<typeof handinPupilSchema>;

/** A hand-in file (提出用ファイル): a pupil's progress with who they are and when it was saved. */
export const handinFileSchema = z
  .object({
    app: z.literal(BACKUP_APP_ID),
    kind: z.literal(HANDIN_KIND),
    formatVersion: z.number().int().min(1),
    /** When the pupil saved it (ISO 8601 with offset). */
    savedAt: z.iso.datetime({ offset: true }),
    appVersion: z.string().max(40).optional(),
    pupil: handinPupilSchema,
    snapshot: z.unknown(),
  })
  .strict();
/** A hand-in file as {@link handinText} writes it. */
export type HandinFile = z.infer<typeof handinFileSchema>;

/** A hand-in read and checked: who, when, and the progress (migrated to the current shape). */
export interface Handin {
  pupil: HandinPupil;
  savedAt: string;
  appVersion: string | null;
  snapshot: AppSnapshot;
}

/** Wraps a pupil's progress as a hand-in. */
export function makeHandin(
  pupil: HandinPupil,
  snapshot: AppSnapshot,
  savedAt: Date,
  appVersion?: string,
): HandinFile {
  return {
    app: BACKUP_APP_ID,
    kind: HANDIN_KIND,
    formatVersion: HANDIN_FORMAT_VERSION,
    savedAt: savedAt.toISOString(),
    ...(appVersion ? { appVersion } : {}),
    pupil,
    snapshot,
  };
}

/** The text of a hand-in file: indented JSON with a final line break, as backups are written. */
export function handinText(handin: HandinFile): string {
  return `${JSON.stringify(handin, null, 2)}\n`;
}

/** The file name a hand-in is saved under, e.g. `kotoba-handin-はなこ-20261129.json`. */
export function handinFileName(name: string, savedAt: Date): string {
  return `kotoba-handin-${fileNamePart(name, 'player')}-${compactLocalDate(savedAt)}.json`;
}

/**
 * Checks the bytes of a hand-in: the shared envelope (size, UTF-8 JSON, ours, a hand-in, a known
 * format), who handed it in and the progress inside, migrated when it is older. Changes nothing.
 */
export function parseHandin(bytes: Uint8Array): ClassFileOutcome<Handin> {
  const envelope = readClassFileEnvelope(bytes, HANDIN_KIND, HANDIN_FORMAT_VERSION, MAX_HANDIN_BYTES);
  if (!envelope.ok) return envelope;
  const parsed = handinFileSchema.safeParse(envelope.value);
  if (!parsed.success) {
    return refuseClassFile(
      'invalid',
      `The hand-in is not in the expected shape: ${describeIssues(parsed.error)}`,
    );
  }
  const migrated = migrateSnapshot(parsed.data.snapshot);
  if (!migrated.ok) {
    const version = storedVersion(parsed.data.snapshot);
    const newer = version !== null && version > SNAPSHOT_VERSION;
    return refuseClassFile(newer ? 'newer-format' : 'invalid', migrated.reason);
  }
  return {
    ok: true,
    value: {
      pupil: parsed.data.pupil,
      savedAt: parsed.data.savedAt,
      appVersion: parsed.data.appVersion ?? null,
      snapshot: migrated.value,
    },
  };
}
