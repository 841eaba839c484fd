/** One pupil as a roster lists them: only what the game keeps, nothing else of the school's records. */
export interface RosterPupil {
  /** The roster's stable id (OneRoster `sourcedId`); null in a plain class list, which has none. */
  rosterId: string | null;
  /** The name as the game shows it, e.g. 「山田 太郎」. */
  name: string;
  /** The reading in kana, when the roster gives it. */
  kana: string | null;
  /** The id of the pupil's homeroom class in the roster (the class's name in a plain list). */
  classId: string;
  /** The class's name, e.g. 「1年2組」. */
  className: string;
  /** The number in the class list (出席番号), when the roster gives it. */
  number: number | null;
  /** Where the pupil was read: the file and the line. */
  file: string;
  line: number;
}

/** A homeroom class of the roster and how many pupils it has. */
export interface RosterClass {
  id: string;
  name: string;
  pupils: number;
}

/** A whole roster read from the school's files: its classes and pupils, and its school year when known. */
export interface Roster {
  kind: 'oneroster' | 'classList';
  schoolYear: string | null;
  classes: RosterClass[];
  pupils: RosterPupil[];
}

/** Why a roster could not be read. */
export type RosterErrorCode =
  | 'missing-file'
  | 'missing-column'
  | 'not-text'
  | 'not-zip'
  | 'too-large'
  | 'empty'
  | 'two-homerooms'
  | 'bad-row'
  | 'no-pupils';

/** A roster refused, with the file and line (0: the whole file) that the teacher should look at. */
export interface RosterError {
  code: RosterErrorCode;
  file: string;
  line: number;
  /** A short English sentence for the log; the screen words the code in the teacher's language. */
  detail: string;
}

/** A roster read, or the first reason it could not be. */
export type RosterOutcome = { ok: true; roster: Roster } | { ok: false; error: RosterError };

/** One file of a roster as the teacher picked it: its name and bytes. */
export interface RosterFile {
  name: string;
  bytes: Uint8Array;
}

/** Refuses a roster with a code, the file and line, and a sentence for the log. */
export const rosterError = (
  code: RosterErrorCode,
  file: string,
  line: number,
  detail: string,
): { ok: false; error: RosterError } => ({
  ok: false,
  error: { code, file, line, detail },
});
