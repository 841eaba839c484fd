import { z } from 'zod';
import { problemDetail, problemDetailSchema } from './classFolder';
import { profileIdSchema } from './profiles';
import { ROUTE_WORD_IDS } from './routeWordIds';
import type { SchoolCheckResult } from './schoolCheck';
import type { AppSnapshot, Rank } from './snapshot';

/**
 * The teacher's dashboard: what main reads from every player's progress (the class folder's, or this
 * PC's players when there is none) and answers to teacher mode. Everything is computed in main, so
 * the page gets a small answer however long the class has played.
 */

/** One point of a pupil's accuracy and typing speed over time: one school week's battles. */
export interface DashboardTrendPoint {
  /** Monday of the week, `YYYY-MM-DD`. */
  week: string;
  /** Battles played that week. */
  attempts: number;
  /** Mean accuracy of those battles, 0 to 1. */
  accuracy: number;
  /** Mean keys per minute of those battles. */
  keysPerMinute: number;
}

/**
 * Why a pupil's stored progress could not be read: a closed set the screens and the CSV word in the
 * teacher's language (`dashboard.problem.<code>`).
 *
 * - `unreadable`: the file (or the browser's record) could not be opened: refused, busy, an I/O error.
 * - `too-large`: it is larger than any progress can be.
 * - `damaged`: it is not JSON, or not progress of a known shape.
 * - `newer-version`: it was saved by a newer version of the game.
 * - `folder-unavailable`: the class folder did not answer, or refused, while it was read.
 */
export const progressProblemCodeSchema = z.enum([
  'unreadable',
  'too-large',
  'damaged',
  'newer-version',
  'folder-unavailable',
]);
/** Why a pupil's stored progress could not be read. */
export type ProgressProblemCode = z.infer<typeof progressProblemCodeSchema>;

/** Why a pupil's progress could not be read: its code, and a technical detail for IT when there is one. */
export const progressProblemSchema = z
  .object({ code: progressProblemCodeSchema, detail: problemDetailSchema.optional() })
  .strict();
/** Why a pupil's progress could not be read: its code, and a technical detail for IT when there is one. */
export type ProgressProblem = z.infer<typeof progressProblemSchema>;

/** A progress problem of `code` with `detail` (cut to fit) when there is one. */
export function progressProblem(code: ProgressProblemCode, detail?: string): ProgressProblem {
  const cut = detail === undefined ? undefined : problemDetail(detail);
  return cut === undefined ? { code } : { code, detail: cut };
}

/** One row of the class list. */
export interface DashboardPupil {
  id: string;
  name: string;
  avatar: string;
  /** The last finished stage (ISO time), or null for a pupil who has not played. */
  lastPlayedAt: string | null;
  /** The pupil's level; 0 when their progress could not be read. */
  level: number;
  stagesCleared: number;
  /** Stage attempts in the kept history (battles and study). */
  attempts: number;
  /** Mean accuracy of the battles in the kept history, or null with no battle (study mode shows the answers). */
  accuracy: number | null;
  /** Mean keys per minute of the battles in the kept history, or null with no battle. */
  keysPerMinute: number | null;
  /** Week by week (battles only), oldest first. */
  trend: DashboardTrendPoint[];
  /** Why this pupil's progress could not be read (damaged or unreadable file), or null. */
  problem: ProgressProblem | null;
  /** The pupil's class and class-list number, where the source knows them (a hand-in, a roster). */
  className?: string;
  number?: number;
  /** The school checks the pupil took, oldest first; absent when none. */
  schoolChecks?: SchoolCheckResult[];
}

/** A word the class misses often, with the wrong spellings typed most. */
export interface DashboardMissedWord {
  setId: string;
  en: string;
  ja: string;
  /** Wrong keys typed on it, summed over the class. */
  mistakes: number;
  /** Pupils who missed it at least once. */
  pupils: number;
  /** Times it was seen, summed over the class. */
  seen: number;
  /** The commonest wrong attempts as typed, most frequent first, with how many pupils typed each. */
  wrongSpellings: { typed: string; count: number }[];
}

/** One cell of the per-stage heat map: how far one pupil got with one stage. */
export type DashboardStageCell = { cleared: boolean; bestRank: Rank | null; plays: number } | null;

/** One stage (column) of the heat map. */
export interface DashboardStage {
  stageId: string;
  /** Pupils who cleared it. */
  cleared: number;
}

/** The whole dashboard. */
export interface DashboardReport {
  /** The class's name when a class folder has one, else null. */
  className: string | null;
  /** Where the progress was read: the class folder, this device's players, or pupils' hand-in files. */
  source: 'class' | 'local' | 'handin';
  /** When the report was made (ISO). */
  generatedAt: string;
  pupils: DashboardPupil[];
  /** At most {@link DASHBOARD_MISSED_WORDS}, most missed first. */
  missedWords: DashboardMissedWord[];
  /** The stages anyone played, in the order of the game's routes (unknown ids last). */
  stages: DashboardStage[];
  /** `heat[pupilIndex][stageIndex]`, in the order of `pupils` and `stages`. */
  heat: DashboardStageCell[][];
}

/** Words listed in "the words the class misses most". */
export const DASHBOARD_MISSED_WORDS = 30;
/** Wrong spellings listed per missed word. */
export const DASHBOARD_WRONG_SPELLINGS = 3;

/** One pupil's whole progress, for the detail page (their notebook and charts). */
export interface DashboardPupilDetail {
  id: string;
  name: string;
  avatar: string;
  snapshot: AppSnapshot;
}

/** Teacher mode's token and nothing else. */
export const dashboardRequestSchema = z.object({ token: z.string().min(1).max(200) }).strict();
/** Teacher mode's token and one pupil. */
export const dashboardPupilRequestSchema = z
  .object({ token: z.string().min(1).max(200), playerId: profileIdSchema })
  .strict();
/** The language of the dashboard's CSV headings. */
export const dashboardCsvLanguageSchema = z.enum(['ja', 'en']);
/** Teacher mode's token and, optionally, the language of the CSV's headings (Japanese unless said). */
export const dashboardExportRequestSchema = z
  .object({ token: z.string().min(1).max(200), language: dashboardCsvLanguageSchema.optional() })
  .strict();

/**
 * The stage ids of the map's first route in play order, then the demon king's castle: the sets in
 * the order `ROUTE_WORD_IDS` lists their words (a renderer test checks it matches the game's stages).
 * Main orders the dashboard's heat map by it without importing the renderer's stage data.
 */
export function firstRouteStageIds(): string[] {
  const sets = new Set<string>();
  for (const key of Object.keys(ROUTE_WORD_IDS)) sets.add(key.slice(0, key.indexOf(':')));
  return [...sets, 'demon-king'];
}
