import {
  type AppSnapshot,
  type AvatarId,
  type DashboardPupilDetail,
  type DashboardReport,
  emptySnapshot,
  type ProgressRecord,
} from '../contract';
import { buildDashboard } from '../dashboard/buildDashboard';
import { applyRecords, diffProgress } from '../progress/progressRecords';
import { comparableText } from '../text/comparableText';
import type { ClassFileRefusal } from './classFileEnvelope';
import { type Handin, parseHandin } from './handinFile';

/*
 * A folder of hand-ins becomes the class: files of one pupil are found by the player's id on their
 * device, or by the same name in the same class (a pupil who played on two devices). Each hand-in
 * holds the whole progress of one device, so of one device only the newest counts (a `replace`), and
 * the newest progress of each further device is merged in as a record of what it adds (counters add
 * up, values combine) with the class folder's rules. Reading the same file twice, or the files in any
 * order, makes the same class.
 */

/** The most hand-in files read at once (a few classes' worth); the rest are listed as skipped. */
export const MAX_HANDIN_FILES = 400;

/** One picked file: its path in the picked folder (or its name) and its bytes. */
export interface HandinSource {
  path: string;
  bytes: Uint8Array;
}

/** Why a picked file was not read as a hand-in. */
export type HandinSkipReason = ClassFileRefusal | 'too-many';

/** A picked file that was left out, with why and a technical detail. */
export interface SkippedHandin {
  path: string;
  reason: HandinSkipReason;
  detail: string;
}

/** One pupil of the class as their hand-ins make them. */
export interface HandinClassPupil {
  /** The player id of their newest hand-in (the report's pupil id). */
  id: string;
  name: string;
  className: string;
  number: number | null;
  avatar: AvatarId;
  /** When their newest hand-in was saved. */
  savedAt: string;
  /** The player ids of every device they handed in from, sorted. */
  playerIds: string[];
  /** The files read for them, sorted. */
  files: string[];
  /** Their progress, every device's merged. */
  snapshot: AppSnapshot;
}

/** A hand-in file that was read, as the dashboard lists it. */
export interface HandinFileRead {
  path: string;
  /** The pupil's name and class as the file gives them. */
  name: string;
  className: string;
  savedAt: string;
  /** The version of the game that saved it; null for files saved before hand-ins carried it. */
  appVersion: string | null;
}

/** What a set of picked files made: the pupils, the files read and the files left out. */
export interface HandinClass {
  /** In class-list order: class, number, name. */
  pupils: HandinClassPupil[];
  /** Every file read, in the order picked. */
  read: HandinFileRead[];
  /** In the order picked. */
  skipped: SkippedHandin[];
}

/** A hand-in that was read, with where it came from and a fingerprint of its bytes. */
export interface ReadHandin {
  handin: Handin;
  path: string;
  /** Tells two files apart that a pupil saved at the same moment; identical files share it. */
  fingerprint: string;
}

/** FNV-1a (32 bits) of the bytes and their length, as hex: a fingerprint, not a security check. */
function fingerprintOf(bytes: Uint8Array): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < bytes.length; i++) {
    hash ^= bytes[i] as number;
    hash = Math.imul(hash, 0x01000193);
  }
  return `${(hash >>> 0).toString(16).padStart(8, '0')}${bytes.length.toString(16)}`;
}

/** A name or class as compared (the class list is matched in the same form). */
const comparable = comparableText;

/** Orders two hand-ins newest first: by the moment saved, then by fingerprint, then by path. */
function newestFirst(a: ReadHandin, b: ReadHandin): number {
  const ta = Date.parse(a.handin.savedAt);
  const tb = Date.parse(b.handin.savedAt);
  if (ta !== tb) return tb - ta;
  if (a.fingerprint !== b.fingerprint) return a.fingerprint < b.fingerprint ? 1 : -1;
  return a.path < b.path ? -1 : a.path > b.path ? 1 : 0;
}

/** Groups hand-ins that share a player id or a name in a class (a union of both ties). */
function groupByPupil(read: readonly ReadHandin[]): ReadHandin[][] {
  const parent = read.map((_, i) => i);
  const root = (i: number): number => {
    let r = i;
    while (parent[r] !== r) r = parent[r] as number;
    parent[i] = r;
    return r;
  };
  const firstWith = new Map<string, number>();
  read.forEach(({ handin: { pupil } }, i) => {
    for (const key of [
      `id\u0000${pupil.playerId}`,
      `name\u0000${comparable(pupil.className)}\u0000${comparable(pupil.name)}`,
    ]) {
      const first = firstWith.get(key);
      if (first === undefined) firstWith.set(key, i);
      else parent[root(i)] = root(first);
    }
  });
  const groups = new Map<number, ReadHandin[]>();
  read.forEach((item, i) => {
    const r = root(i);
    groups.set(r, [...(groups.get(r) ?? []), item]);
  });
  return [...groups.values()];
}

/** The progress record of what one device's progress adds to the others', or null when it adds nothing. */
function recordOf(item: ReadHandin): ProgressRecord | null {
  const delta = diffProgress(emptySnapshot(), item.handin.snapshot);
  if (delta === null) return null;
  const id = `handin-${item.handin.pupil.playerId}-${item.fingerprint}`.slice(0, 96);
  return { id, at: item.handin.savedAt, kind: 'delta', delta };
}

/** One pupil from all their hand-ins: the newest of each device, merged. */
function pupilOf(handins: readonly ReadHandin[]): HandinClassPupil {
  const newestOfDevice = new Map<string, ReadHandin>();
  for (const item of [...handins].sort(newestFirst)) {
    if (!newestOfDevice.has(item.handin.pupil.playerId)) newestOfDevice.set(item.handin.pupil.playerId, item);
  }
  const [newest, ...others] = [...newestOfDevice.values()].sort(newestFirst) as [ReadHandin, ...ReadHandin[]];
  const records = others.map(recordOf).filter((record): record is ProgressRecord => record !== null);
  const snapshot =
    records.length === 0 ? newest.handin.snapshot : applyRecords(newest.handin.snapshot, records);
  const { pupil } = newest.handin;
  return {
    id: pupil.playerId,
    name: pupil.name,
    className: pupil.className,
    number: pupil.number ?? null,
    avatar: pupil.avatar ?? 'hero',
    savedAt: newest.handin.savedAt,
    playerIds: [...newestOfDevice.keys()].sort(),
    files: [...new Set(handins.map((item) => item.path))].sort(),
    snapshot,
  };
}

/** Class-list order: class, number (pupils without one last), name, id. */
function classListOrder(a: HandinClassPupil, b: HandinClassPupil): number {
  const byText = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
  return (
    byText(comparable(a.className), comparable(b.className)) ||
    (a.number ?? Number.MAX_SAFE_INTEGER) - (b.number ?? Number.MAX_SAFE_INTEGER) ||
    byText(comparable(a.name), comparable(b.name)) ||
    byText(a.id, b.id)
  );
}

/** One picked file checked as a hand-in: read, or left out with why. */
export type CheckedHandin = { ok: true; read: ReadHandin } | { ok: false; skipped: SkippedHandin };

/** Checks one picked file as a hand-in (a host reading many files can check them one at a time). */
export function checkHandin(file: HandinSource): CheckedHandin {
  const parsed = parseHandin(file.bytes);
  return parsed.ok
    ? { ok: true, read: { handin: parsed.value, path: file.path, fingerprint: fingerprintOf(file.bytes) } }
    : { ok: false, skipped: { path: file.path, reason: parsed.refusal, detail: parsed.detail } };
}

/** The class of checked hand-ins: grouped by pupil, each pupil's merged so that nothing counts twice. */
export function classOfHandins(read: readonly ReadHandin[], skipped: readonly SkippedHandin[]): HandinClass {
  return {
    pupils: groupByPupil(read).map(pupilOf).sort(classListOrder),
    read: read.map(({ path, handin }) => ({
      path,
      name: handin.pupil.name,
      className: handin.pupil.className,
      savedAt: handin.savedAt,
      appVersion: handin.appVersion,
    })),
    skipped: [...skipped],
  };
}

/**
 * Reads picked files as a class: each file is checked as a hand-in (a damaged or foreign file is
 * listed with why and skipped), the hand-ins are grouped by pupil and each pupil's are merged so
 * that nothing counts twice. At most {@link MAX_HANDIN_FILES} files are read.
 */
export function readHandins(files: readonly HandinSource[]): HandinClass {
  const skipped: SkippedHandin[] = [];
  const read: ReadHandin[] = [];
  files.forEach((file, index) => {
    if (index >= MAX_HANDIN_FILES) {
      skipped.push({
        path: file.path,
        reason: 'too-many',
        detail: `Only ${MAX_HANDIN_FILES} files are read at once.`,
      });
      return;
    }
    const checked = checkHandin(file);
    if (checked.ok) read.push(checked.read);
    else skipped.push(checked.skipped);
  });
  return classOfHandins(read, skipped);
}

/** What the report of a set of hand-ins is made with besides the class. */
export interface HandinReportOptions {
  now: Date;
  /** Stage ids in the order of the game's routes (see `loadStageOrder`). */
  stageOrder?: readonly string[];
}

/**
 * The class dashboard of a set of hand-ins, built by the same rules as the desktop's. With one class
 * the report carries its name; with several, each pupil's name shows their class.
 */
export function handinReport(handins: HandinClass, options: HandinReportOptions): DashboardReport {
  const classes = new Map(handins.pupils.map((p) => [comparable(p.className), p.className]));
  const oneClass = classes.size === 1 ? ([...classes.values()][0] ?? null) : null;
  return buildDashboard(
    handins.pupils.map((pupil) => ({
      profile: {
        id: pupil.id,
        name: oneClass === null ? `${pupil.name}（${pupil.className}）` : pupil.name,
        avatar: pupil.avatar,
        createdAt: pupil.savedAt,
      },
      snapshot: pupil.snapshot,
      problem: null,
      className: pupil.className,
      ...(pupil.number !== null ? { number: pupil.number } : {}),
    })),
    {
      now: options.now,
      className: oneClass,
      source: 'handin',
      ...(options.stageOrder ? { stageOrder: options.stageOrder } : {}),
    },
  );
}

/** One pupil's whole progress from the hand-ins, for the dashboard's pupil page, or null for an unknown id. */
export function handinPupilDetail(handins: HandinClass, id: string): DashboardPupilDetail | null {
  const pupil = handins.pupils.find((p) => p.id === id);
  return pupil ? { id: pupil.id, name: pupil.name, avatar: pupil.avatar, snapshot: pupil.snapshot } : null;
}
