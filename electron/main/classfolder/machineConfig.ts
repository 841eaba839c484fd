import fs from 'node:fs';
import path from 'node:path';
import {
  type ClassFolderProblem,
  type ClassFolderProblemCode,
  type ClassMarker,
  classFolderPathSchema,
  classFolderProblem,
  classMarkerSchema,
  describeIssues,
  fail,
  MACHINE_CONFIG_VERSION,
  type MachineConfig,
  machineConfigSchema,
  ok,
  type Result,
} from '../../../core/contract';
import type { PinHash } from '../../../core/teacher/teacherPinFile';
import { parseJsonText, writeJsonFile } from '../stores/jsonFile';
import { errorCodeOf, writeErrorCode } from '../stores/writeErrorCode';
import { type ShareFailure, type ShareFs, shareProblemOf } from './shareFs';

/** Name of the machine-wide configuration file IT writes. */
export const MACHINE_CONFIG_FILE = 'config.json';
/** Name of the file in userData that keeps a teacher's choice of class folder (same shape as config.json). */
export const TEACHER_CLASS_FOLDER_FILE = 'class-folder.json';
/** Name of the marker file at the top of a class folder. */
export const CLASS_MARKER_FILE = 'kotoba-class.json';
/** The largest config.json (or teacher's choice, or marker) read: a real one is under 300 bytes. */
export const MAX_CONFIG_BYTES = 64 * 1024;

/**
 * The configuration files looked at, most specific first: `KOTOBA_QUEST_CONFIG` (a full path, for
 * IT and tests), then on Windows `config.json` beside the portable .exe (`portableDir`, or the
 * `PORTABLE_EXECUTABLE_DIR` electron-builder's portable build sets) and
 * `%ProgramData%\Kotoba Quest\config.json`; on macOS `/Library/Application Support/Kotoba Quest/config.json`;
 * elsewhere `/etc/kotoba-quest/config.json`.
 */
export function machineConfigCandidates(input: {
  platform: NodeJS.Platform;
  env: NodeJS.ProcessEnv;
  portableDir?: string | null;
}): string[] {
  const { platform, env } = input;
  const candidates: string[] = [];
  const add = (file: string) => {
    if (!candidates.includes(file)) candidates.push(file);
  };
  const explicit = env.KOTOBA_QUEST_CONFIG?.trim();
  if (explicit) add(explicit);
  if (platform === 'win32') {
    // IT's machine-wide file first: the portable build's folder comes from an environment variable
    // anyone can set, so it never overrides what IT set for the whole PC.
    const programData = env.ProgramData?.trim() || env.ALLUSERSPROFILE?.trim() || 'C:\\ProgramData';
    add(path.win32.join(programData, 'Kotoba Quest', MACHINE_CONFIG_FILE));
    for (const dir of [input.portableDir, env.PORTABLE_EXECUTABLE_DIR]) {
      const trimmed = dir?.trim();
      if (trimmed) add(path.win32.join(trimmed, MACHINE_CONFIG_FILE));
    }
  } else if (platform === 'darwin') {
    add(path.posix.join('/Library/Application Support/Kotoba Quest', MACHINE_CONFIG_FILE));
  } else {
    add(path.posix.join('/etc/kotoba-quest', MACHINE_CONFIG_FILE));
  }
  return candidates;
}

/** Where this PC's class folder is set, as read at start. */
export type ClassFolderChoice =
  /** No configuration anywhere: this PC's own saves. */
  | { kind: 'none' }
  /** A class folder, set by IT (`machine`) or by a teacher in teacher mode (`teacher`). */
  | {
      kind: 'folder';
      folder: string;
      className: string | null;
      source: 'machine' | 'teacher';
      configPath: string;
    }
  /** The file at `configPath` cannot be used; `problem` says why (its detail names the line of a JSON mistake). */
  | { kind: 'invalid'; configPath: string; problem: ClassFolderProblem };

/** The synchronous file calls the configuration is read with; Node's unless a test replaces them. */
export interface ConfigFs {
  statSync(file: string): { size: number; isFile(): boolean };
  readFileSync(file: string): Uint8Array;
}

const nodeConfigFs: ConfigFs = {
  statSync: (file) => fs.statSync(file),
  readFileSync: (file) => fs.readFileSync(file),
};

/** A configuration file as found: not there, a valid configuration, or why it cannot be used. */
type ConfigRead =
  | { kind: 'missing' }
  | { kind: 'config'; config: MachineConfig }
  | { kind: 'invalid'; problem: ClassFolderProblem };

/**
 * Reads the first candidate that exists (synchronous: it runs once at start, on local files of a few
 * hundred bytes). When IT's file sets no class folder, the teacher's choice in
 * `<userData>/class-folder.json` (same shape) is read; IT's file always wins.
 */
export function readClassFolderChoice(input: {
  candidates: readonly string[];
  userData: string;
  fs?: ConfigFs;
}): ClassFolderChoice {
  const io = input.fs ?? nodeConfigFs;
  let machine: { path: string; config: MachineConfig } | null = null;
  for (const candidate of input.candidates) {
    const read = readConfigFile(candidate, io);
    if (read.kind === 'missing') continue;
    if (read.kind === 'invalid') return { kind: 'invalid', configPath: candidate, problem: read.problem };
    machine = { path: candidate, config: read.config };
    break;
  }
  if (machine?.config.classFolder) {
    return {
      kind: 'folder',
      folder: machine.config.classFolder,
      className: machine.config.className ?? null,
      source: 'machine',
      configPath: machine.path,
    };
  }
  const teacherPath = path.join(input.userData, TEACHER_CLASS_FOLDER_FILE);
  const teacher = readConfigFile(teacherPath, io);
  if (teacher.kind === 'invalid')
    return { kind: 'invalid', configPath: teacherPath, problem: teacher.problem };
  if (teacher.kind === 'config' && teacher.config.classFolder) {
    return {
      kind: 'folder',
      folder: teacher.config.classFolder,
      className: teacher.config.className ?? machine?.config.className ?? null,
      source: 'teacher',
      configPath: teacherPath,
    };
  }
  return { kind: 'none' };
}

/**
 * The teacher PIN's hash IT wrote in the first machine-wide config found (`teacherPinHash`), or null.
 * A file that cannot be read is reported by {@link readClassFolderChoice}; here it sets no PIN.
 */
export function readItPinHash(input: { candidates: readonly string[]; fs?: ConfigFs }): PinHash | null {
  const io = input.fs ?? nodeConfigFs;
  for (const candidate of input.candidates) {
    const read = readConfigFile(candidate, io);
    if (read.kind === 'missing') continue;
    return read.kind === 'config' ? (read.config.teacherPinHash ?? null) : null;
  }
  return null;
}

/**
 * Keeps a teacher's choice of class folder in `<userData>/class-folder.json` (written atomically), or
 * removes it with `null`. A choice that is not a usable folder path is refused (`invalid-payload`).
 */
export function writeTeacherClassFolder(
  userData: string,
  choice: { classFolder: string; className: string | null } | null,
): Result<void> {
  const file = path.join(userData, TEACHER_CLASS_FOLDER_FILE);
  if (choice === null) {
    try {
      fs.rmSync(file, { force: true });
      return ok(undefined);
    } catch (error) {
      return fail(writeErrorCode(error), 'classFolder.choiceNotSaved', { file }, errorCodeOf(error));
    }
  }
  const parsed = machineConfigSchema.safeParse({
    version: MACHINE_CONFIG_VERSION,
    classFolder: choice.classFolder,
    ...(choice.className !== null ? { className: choice.className } : {}),
  });
  if (!parsed.success) {
    return fail('invalid-payload', 'classFolder.notKept', {}, describeIssues(parsed.error));
  }
  const unc = uncProblem(parsed.data.classFolder ?? '');
  if (unc) return fail('invalid-payload', 'classFolder.notKept', {}, unc);
  try {
    fs.mkdirSync(userData, { recursive: true });
  } catch (error) {
    return fail(
      writeErrorCode(error),
      'classFolder.choiceNotSaved',
      { file },
      `${userData} cannot be created.`,
    );
  }
  const written = writeJsonFile(file, parsed.data);
  if (!written.ok)
    return fail(writeErrorCode(written.error), 'classFolder.choiceNotSaved', { file }, written.error.message);
  return ok(undefined);
}

/** A probe that could not be written: refused, read-only or full is "nothing can be saved", the rest as the share says. */
function probeProblemOf(failure: ShareFailure): ClassFolderProblem {
  const shown = shareProblemOf(failure);
  return shown.code === 'access-denied' ? { ...shown, code: 'not-writable' } : shown;
}

/** A checked class folder: its marker's class name, or why it cannot be used (with the failure's sentence for the log). */
export type CheckedClassFolder =
  | { ok: true; className: string | null }
  | { ok: false; problem: ClassFolderProblem; message: string };

/**
 * Checks that a chosen class folder can be used (asynchronously, each step within the share's
 * time-out): it exists, is a folder, and takes a probe file (its clock is read with it). The marker
 * `kotoba-class.json` is written when missing; a marker that is there but not ours is left alone.
 * Answers the class name of the marker, or why the folder cannot be used.
 */
export async function checkClassFolder(share: ShareFs, folder: string): Promise<CheckedClassFolder> {
  const refused = (code: ClassFolderProblemCode, detail: string, message: string): CheckedClassFolder => ({
    ok: false,
    problem: classFolderProblem(code, detail),
    message,
  });
  const valid = classFolderPathSchema.safeParse(folder);
  if (!valid.success) {
    const issues = describeIssues(valid.error);
    return refused('path-invalid', issues, `${folder} is not a usable folder path: ${issues}.`);
  }
  const unc = uncProblem(folder);
  if (unc) return refused('path-invalid', unc, `${folder} is not a usable folder path: ${unc}.`);
  const exists = await share.folderExists(folder);
  if (!exists.ok) return { ok: false, problem: shareProblemOf(exists.error), message: exists.error.message };
  if (!exists.value)
    return refused('folder-missing', folder, `The folder ${folder} does not exist, or is not a folder.`);
  const probe = await share.serverNow(folder);
  if (!probe.ok) {
    return {
      ok: false,
      problem: probeProblemOf(probe.error),
      message: `Nothing can be saved in ${folder}: ${probe.error.message}`,
    };
  }
  const markerPath = path.join(folder, CLASS_MARKER_FILE);
  const marker = await share.readJson(markerPath, MAX_CONFIG_BYTES);
  if (!marker.ok) {
    // A damaged marker does not stop a class; only a share that went away since the probe does.
    return marker.error.unavailable
      ? { ok: false, problem: shareProblemOf(marker.error), message: marker.error.message }
      : { ok: true, className: null };
  }
  if (marker.value === null) {
    const fresh: ClassMarker = { app: 'kotoba-quest', version: 1 };
    const written = await share.writeJsonAtomic(markerPath, fresh);
    if (!written.ok && written.error.unavailable)
      return { ok: false, problem: shareProblemOf(written.error), message: written.error.message };
    return { ok: true, className: null };
  }
  const parsed = classMarkerSchema.safeParse(marker.value);
  return { ok: true, className: parsed.success ? (parsed.data.className ?? null) : null };
}

/** Why a `//server/share` path (slashes either way) names no share, or null when it is not one or is fine. */
function uncProblem(folder: string): string | null {
  if (!/^[\\/]{2}/.test(folder)) return null;
  return /^[\\/]{2}[^\\/]+[\\/]+[^\\/]+/.test(folder)
    ? null
    : 'a share path must name a server and a share (\\\\server\\share\\…)';
}

/** A configuration file that cannot be used: why, and the technical detail IT needs to mend it. */
function invalid(code: ClassFolderProblemCode, detail: string): ConfigRead {
  return { kind: 'invalid', problem: classFolderProblem(code, detail) };
}

/**
 * Reads one configuration file: missing, valid, or what is wrong with it. The file's path is not in
 * the detail: the screens show it beside the problem.
 */
function readConfigFile(file: string, io: ConfigFs): ConfigRead {
  let bytes: Uint8Array;
  try {
    const info = io.statSync(file);
    if (!info.isFile()) return invalid('config-unreadable', 'not a file');
    if (info.size > MAX_CONFIG_BYTES) return invalid('config-unreadable', `${info.size} bytes > 64 KB`);
    bytes = io.readFileSync(file);
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return { kind: 'missing' };
    return invalid('config-unreadable', typeof code === 'string' ? code : 'error');
  }
  const text = decodeConfigText(bytes);
  if (text === null) return invalid('config-invalid', 'not UTF-8 text; save it as UTF-8');
  if (text.trim() === '') return invalid('config-invalid', 'the file is empty');
  let raw: unknown;
  try {
    raw = parseJsonText(text);
  } catch (error) {
    const mistake = jsonMistake(text, error);
    return invalid(
      mistake.backslash ? 'config-backslash' : 'config-invalid',
      `not valid JSON: ${mistake.text}`,
    );
  }
  const parsed = machineConfigSchema.safeParse(raw);
  if (!parsed.success) {
    // "\n" and "\t" are valid JSON escapes, so a path written with single backslashes may parse, with
    // a line break or tab in it that the schema refuses: the same mistake as an invalid escape.
    const backslash =
      /(^|[^\\])\\[nrtbf]/.test(text) && parsed.error.issues.some((issue) => issue.path[0] === 'classFolder');
    return invalid(backslash ? 'config-backslash' : 'config-invalid', describeIssues(parsed.error));
  }
  const unc = uncProblem(parsed.data.classFolder ?? '');
  if (unc) return invalid('config-invalid', `classFolder: ${unc}`);
  return { kind: 'config', config: parsed.data };
}

/**
 * The text of a configuration file as IT may have saved it: UTF-8 with or without Notepad's BOM, or
 * UTF-16 with its BOM (what Windows PowerShell 5's `>` writes). Null when it is none of these.
 */
function decodeConfigText(bytes: Uint8Array): string | null {
  try {
    if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
    if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
    return text.startsWith('\uFEFF') ? text.slice(1) : text;
  } catch {
    return null;
  }
}

/** The reason {@link findJsonMistake} gives for a single backslash in a text, as in `"S:\Classes"`. */
const SINGLE_BACKSLASH = 'a backslash must be written twice (\\\\), as in "S:\\\\Classes\\\\5-1"';

/**
 * Where and what the first JSON mistake in `text` is, e.g. `line 3, column 17: a comma or } should
 * come here`, and whether it is a single backslash (a Windows path written as Explorer shows it).
 */
function jsonMistake(text: string, error: unknown): { text: string; backslash: boolean } {
  const found = findJsonMistake(text);
  if (found === null) {
    return {
      text: error instanceof Error ? error.message.slice(0, 120) : 'unknown mistake',
      backslash: false,
    };
  }
  const before = text.slice(0, found.offset);
  const line = before.split('\n').length;
  const column = found.offset - (before.lastIndexOf('\n') + 1) + 1;
  return {
    text: `line ${line}, column ${column}: ${found.reason}`,
    backslash: found.reason === SINGLE_BACKSLASH,
  };
}

class JsonMistake extends Error {
  constructor(
    readonly offset: number,
    readonly reason: string,
  ) {
    super(reason);
  }
}

/**
 * Finds the first place where `text` stops being JSON, with a reason in words (Node's own messages
 * differ between versions and some give no position). Null when no mistake is found.
 */
export function findJsonMistake(text: string): { offset: number; reason: string } | null {
  let at = 0;
  function stop(reason: string): never {
    throw new JsonMistake(at, reason);
  }
  const skipSpace = () => {
    while (at < text.length && ' \t\n\r'.includes(text[at] as string)) at++;
  };
  const string = () => {
    at++;
    for (;;) {
      const c = text[at];
      if (c === undefined) stop('a text in double quotes is not closed');
      if (c === '"') {
        at++;
        return;
      }
      if (c === '\\') {
        const escaped = text[at + 1];
        if (escaped === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(at + 2, at + 6)))
            stop('\\u must be followed by four hex digits');
          at += 6;
          continue;
        }
        if (escaped === undefined || !'"\\/bfnrt'.includes(escaped)) {
          stop(SINGLE_BACKSLASH);
        }
        at += 2;
        continue;
      }
      if ((c as string) < ' ') stop('a line break or tab inside double quotes is not allowed');
      at++;
    }
  };
  const number = () => {
    const match = /-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/y;
    match.lastIndex = at;
    const found = match.exec(text);
    if (!found || found[0] === '-') stop('this is not a valid number');
    at += (found as RegExpExecArray)[0].length;
  };
  const value = (depth: number): void => {
    if (depth > 256) stop('the values are nested too deeply');
    skipSpace();
    const c = text[at];
    if (c === undefined) stop('the file ends where a value should be');
    if (c === '{') members(depth);
    else if (c === '[') items(depth);
    else if (c === '"') string();
    else if (c === '-' || (c >= '0' && c <= '9')) number();
    else literal(c);
  };
  const literal = (c: string) => {
    for (const word of ['true', 'false', 'null']) {
      if (text.startsWith(word, at)) {
        at += word.length;
        return;
      }
    }
    stop(
      c === "'" ? 'texts must be in double quotes ("), not single quotes (\')' : 'a value should come here',
    );
  };
  const members = (depth: number) => {
    at++;
    skipSpace();
    if (text[at] === '}') {
      at++;
      return;
    }
    for (;;) {
      skipSpace();
      const c = text[at];
      if (c === '}') stop('a comma before } is not allowed');
      if (c === undefined) stop('the file ends before the closing }');
      if (c !== '"') stop('a name in double quotes should come here');
      string();
      skipSpace();
      if (text[at] !== ':') stop('a colon (:) should follow the name');
      at++;
      value(depth + 1);
      skipSpace();
      if (text[at] === ',') {
        at++;
        continue;
      }
      if (text[at] === '}') {
        at++;
        return;
      }
      stop(text[at] === undefined ? 'the file ends before the closing }' : 'a comma or } should come here');
    }
  };
  const items = (depth: number) => {
    at++;
    skipSpace();
    if (text[at] === ']') {
      at++;
      return;
    }
    for (;;) {
      skipSpace();
      if (text[at] === ']') stop('a comma before ] is not allowed');
      value(depth + 1);
      skipSpace();
      if (text[at] === ',') {
        at++;
        continue;
      }
      if (text[at] === ']') {
        at++;
        return;
      }
      stop(text[at] === undefined ? 'the file ends before the closing ]' : 'a comma or ] should come here');
    }
  };
  try {
    value(0);
    skipSpace();
    if (at < text.length) stop('there is more text after the end of the JSON');
    return null;
  } catch (error) {
    if (error instanceof JsonMistake) return { offset: error.offset, reason: error.reason };
    throw error;
  }
}
