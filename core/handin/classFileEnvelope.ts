import { checkPayloadBudget, SNAPSHOT_BUDGET } from '../contract';
import { BACKUP_APP_ID, BACKUP_KIND, parseJson } from '../progress/progressBackup';

/**
 * The files a class passes around without a file server (hand-ins from pupils, hand-outs from the
 * teacher) share the progress export's envelope: the same app id, a `kind` of their own, and the
 * same byte handling (strict UTF-8, a leading byte-order mark allowed).
 */

/** Why a hand-in or hand-out file was not used. */
export type ClassFileRefusal =
  /** More bytes than the kind of file can hold. */
  | 'too-large'
  /** Not UTF-8 JSON. */
  | 'not-json'
  /** JSON of some other program. */
  | 'foreign'
  /** The game's progress backup, not the file asked for. */
  | 'backup'
  /** The game's file of the other kind (a hand-out where a hand-in was expected, or the reverse). */
  | 'other-kind'
  /** Written by a newer version of the game. */
  | 'newer-format'
  /** Ours and of the right kind, but its content does not fit the rules. */
  | 'invalid';

/** A class file read, or why it was not used with a technical detail. */
export type ClassFileOutcome<T> =
  | { ok: true; value: T }
  | { ok: false; refusal: ClassFileRefusal; detail: string };

/** A refused class file: why, and a technical detail. */
export const refuseClassFile = <T>(refusal: ClassFileRefusal, detail: string): ClassFileOutcome<T> => ({
  ok: false,
  refusal,
  detail,
});

/** The kinds of file the game writes in its envelope. */
export const CLASS_FILE_KINDS = ['handin', 'handout'] as const;
/** One kind of class file. */
export type ClassFileKind = (typeof CLASS_FILE_KINDS)[number];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Checks the bytes of a class file up to its envelope: at most `maxBytes`, UTF-8 JSON, our app id,
 * the expected `kind`, a format version this game knows, and no more values than a progress file may
 * hold. Answers the parsed object for the kind's own schema.
 */
export function readClassFileEnvelope(
  bytes: Uint8Array,
  kind: ClassFileKind,
  formatVersion: number,
  maxBytes: number,
): ClassFileOutcome<Record<string, unknown>> {
  if (bytes.length > maxBytes) {
    return refuseClassFile('too-large', `The file is ${bytes.length} bytes, more than ${maxBytes}.`);
  }
  const json = parseJson(bytes);
  if (!json.ok) return refuseClassFile('not-json', json.detail);
  const raw = json.value;
  if (!isObject(raw) || raw.app !== BACKUP_APP_ID) {
    return refuseClassFile('foreign', 'The file is not a Kotoba Quest file.');
  }
  if (raw.kind === BACKUP_KIND) {
    return refuseClassFile('backup', 'The file is a progress backup.');
  }
  if (raw.kind !== kind) {
    const known = (CLASS_FILE_KINDS as readonly unknown[]).includes(raw.kind);
    return refuseClassFile(
      known ? 'other-kind' : 'foreign',
      `The file is a Kotoba Quest file of kind ${JSON.stringify(raw.kind)}, not ${kind}.`,
    );
  }
  if (typeof raw.formatVersion === 'number' && raw.formatVersion > formatVersion) {
    return refuseClassFile(
      'newer-format',
      `The file was written by a newer version of the game (format ${raw.formatVersion}).`,
    );
  }
  // The same cheap walk as for IPC messages: a file of a million keys is refused before a schema reads it.
  const budget = checkPayloadBudget(raw, SNAPSHOT_BUDGET);
  if (!budget.ok) return refuseClassFile('invalid', `The file holds too much: ${budget.reason}.`);
  return { ok: true, value: raw };
}

/**
 * A text made safe as part of a file name on Windows, ChromeOS and iPadOS: no path or reserved
 * characters, no control characters, spaces as dashes, at most `max` characters; `fallback` when
 * nothing is left.
 */
export function fileNamePart(text: string, fallback: string, max = 40): string {
  const safe = text
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\\/:*?"<>|]/gu, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/^[.-]+|[.-]+$/g, '');
  return Array.from(safe).slice(0, max).join('') || fallback;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYYMMDD` of a moment in this device's calendar. */
export function compactLocalDate(date: Date): string {
  return `${date.getFullYear()}${pad(date.getMonth() + 1)}${pad(date.getDate())}`;
}
