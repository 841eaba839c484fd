import {
  type AppSnapshot,
  type Attempt,
  DASHBOARD_MISSED_WORDS,
  DASHBOARD_WRONG_SPELLINGS,
  type DashboardMissedWord,
  type DashboardPupil,
  type DashboardReport,
  type DashboardStage,
  type DashboardStageCell,
  type DashboardTrendPoint,
  type Profile,
  type ProgressProblem,
} from '../contract';

/** One pupil as the dashboard reads them: who they are, their progress, or why it could not be read. */
export interface DashboardPupilInput {
  profile: Profile;
  /** Their progress, or null when it could not be read (then `problem` says why). */
  snapshot: AppSnapshot | null;
  /** Why the progress could not be read (a damaged or unreadable file), or null. */
  problem: ProgressProblem | null;
  /** The pupil's class and class-list number, where the source knows them. */
  className?: string;
  number?: number;
}

/**
 * The class and number of a pupil: the source's own (a hand-in), else the player's where the
 * player carries them (players made from a school roster).
 */
function placeOf(input: DashboardPupilInput): { className?: string; number?: number } {
  const player = input.profile as { className?: unknown; number?: unknown };
  const className = input.className ?? (typeof player.className === 'string' ? player.className : undefined);
  const number = input.number ?? (typeof player.number === 'number' ? player.number : undefined);
  return { ...(className ? { className } : {}), ...(number !== undefined ? { number } : {}) };
}

/** What the report is built from besides the pupils. */
export interface BuildDashboardOptions {
  /** Stage ids in the order of the game's routes; stages not listed come last, sorted by id. */
  stageOrder?: readonly string[];
  /** When the report is made. */
  now: Date;
  className: string | null;
  source: DashboardReport['source'];
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The Monday (`YYYY-MM-DD`, this computer's local calendar) of the week an ISO time falls in, or null
 * for a text that is no time. Weeks start on Monday, as school timetables do.
 */
export function weekOf(iso: string): string | null {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return null;
  const day = new Date(t);
  const back = (day.getDay() + 6) % 7;
  // Stepping back by calendar days (not by 24 h) keeps the date right across a daylight-saving change.
  const monday = new Date(day.getFullYear(), day.getMonth(), day.getDate() - back);
  return `${monday.getFullYear()}-${pad(monday.getMonth() + 1)}-${pad(monday.getDate())}`;
}

const mean = (values: readonly number[]) =>
  values.length === 0 ? null : values.reduce((sum, v) => sum + v, 0) / values.length;

/** Week by week, oldest first: battles played, their mean accuracy and keys per minute. */
export function weeklyTrend(history: readonly Attempt[]): DashboardTrendPoint[] {
  const weeks = new Map<string, { attempts: number; accuracy: number; keysPerMinute: number }>();
  for (const attempt of history) {
    if (attempt.mode !== 'battle') continue;
    const week = weekOf(attempt.at);
    if (week === null) continue;
    const sums = weeks.get(week) ?? { attempts: 0, accuracy: 0, keysPerMinute: 0 };
    sums.attempts += 1;
    sums.accuracy += attempt.accuracy;
    sums.keysPerMinute += attempt.keysPerMinute;
    weeks.set(week, sums);
  }
  return [...weeks.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([week, s]) => ({
      week,
      attempts: s.attempts,
      accuracy: s.accuracy / s.attempts,
      keysPerMinute: s.keysPerMinute / s.attempts,
    }));
}

/** The latest of the attempts' and the stages' times, or null for a pupil who has not played. */
function lastPlayed(snapshot: AppSnapshot): string | null {
  let latest: string | null = null;
  let latestMs = Number.NEGATIVE_INFINITY;
  const consider = (iso: string | null) => {
    if (iso === null) return;
    const t = Date.parse(iso);
    if (!Number.isNaN(t) && t > latestMs) {
      latestMs = t;
      latest = iso;
    }
  };
  for (const attempt of snapshot.history) consider(attempt.at);
  for (const stage of Object.values(snapshot.stages)) consider(stage.lastPlayedAt);
  return latest === null ? null : new Date(latestMs).toISOString();
}

/** One row of the class list. Accuracy and speed are those of battles (study mode shows the answers). */
export function pupilRow(input: DashboardPupilInput): DashboardPupil {
  const { profile, snapshot } = input;
  const base = { id: profile.id, name: profile.name, avatar: profile.avatar, ...placeOf(input) };
  if (!snapshot) {
    return {
      ...base,
      lastPlayedAt: null,
      level: 0,
      stagesCleared: 0,
      attempts: 0,
      accuracy: null,
      keysPerMinute: null,
      trend: [],
      problem: input.problem ?? { code: 'unreadable' },
    };
  }
  const battles = snapshot.history.filter((a) => a.mode === 'battle');
  return {
    ...base,
    lastPlayedAt: lastPlayed(snapshot),
    level: snapshot.level,
    stagesCleared: Object.values(snapshot.stages).filter((s) => s.cleared).length,
    attempts: snapshot.history.length,
    accuracy: mean(battles.map((a) => a.accuracy)),
    keysPerMinute: mean(battles.map((a) => a.keysPerMinute)),
    trend: weeklyTrend(snapshot.history),
    problem: input.problem,
    ...(snapshot.schoolChecks?.length ? { schoolChecks: snapshot.schoolChecks } : {}),
  };
}

interface WordTally {
  setId: string;
  en: string;
  ja: string;
  mistakes: number;
  pupils: number;
  seen: number;
  spellings: Map<string, number>;
}

/**
 * The words the class misses most: wrong keys summed over the class (more pupils, then the English,
 * break ties), with how many pupils missed each and the wrong spellings most pupils typed. A pupil
 * counts once per spelling however often they typed it.
 */
export function missedWords(
  snapshots: readonly AppSnapshot[],
  limit = DASHBOARD_MISSED_WORDS,
): DashboardMissedWord[] {
  const tallies = new Map<string, WordTally>();
  for (const snapshot of snapshots) {
    for (const [key, word] of Object.entries(snapshot.words)) {
      let tally = tallies.get(key);
      if (!tally) {
        tally = {
          setId: word.setId,
          en: word.en,
          ja: word.ja,
          mistakes: 0,
          pupils: 0,
          seen: 0,
          spellings: new Map(),
        };
        tallies.set(key, tally);
      }
      tally.seen += word.seen;
      if (word.mistakes <= 0) continue;
      tally.mistakes += word.mistakes;
      tally.pupils += 1;
      for (const typed of new Set(word.lastWrong)) {
        if (typed.trim() === '') continue;
        tally.spellings.set(typed, (tally.spellings.get(typed) ?? 0) + 1);
      }
    }
  }
  return [...tallies.values()]
    .filter((t) => t.mistakes > 0)
    .sort((a, b) => b.mistakes - a.mistakes || b.pupils - a.pupils || a.en.localeCompare(b.en, 'en'))
    .slice(0, limit)
    .map((t) => ({
      setId: t.setId,
      en: t.en,
      ja: t.ja,
      mistakes: t.mistakes,
      pupils: t.pupils,
      seen: t.seen,
      wrongSpellings: [...t.spellings.entries()]
        .sort(([a, m], [b, n]) => n - m || (a < b ? -1 : a > b ? 1 : 0))
        .slice(0, DASHBOARD_WRONG_SPELLINGS)
        .map(([typed, count]) => ({ typed, count })),
    }));
}

/** The stages anyone played, in route order (unknown ids last, sorted), with how many cleared each. */
export function stageColumns(
  snapshots: readonly (AppSnapshot | null)[],
  stageOrder: readonly string[] = [],
): DashboardStage[] {
  const cleared = new Map<string, number>();
  for (const snapshot of snapshots) {
    if (!snapshot) continue;
    for (const [stageId, stage] of Object.entries(snapshot.stages)) {
      if (stage.plays <= 0 && !stage.cleared) continue;
      cleared.set(stageId, (cleared.get(stageId) ?? 0) + (stage.cleared ? 1 : 0));
    }
  }
  const position = new Map(stageOrder.map((id, i) => [id, i]));
  const rank = (id: string) => position.get(id) ?? Number.POSITIVE_INFINITY;
  return [...cleared.keys()]
    .sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0))
    .map((stageId) => ({ stageId, cleared: cleared.get(stageId) ?? 0 }));
}

/** One pupil's row of the heat map, in the order of `stages`: null where they never played a stage. */
function heatRow(snapshot: AppSnapshot | null, stages: readonly DashboardStage[]): DashboardStageCell[] {
  return stages.map(({ stageId }) => {
    const stage = snapshot && Object.hasOwn(snapshot.stages, stageId) ? snapshot.stages[stageId] : undefined;
    if (!stage || (stage.plays <= 0 && !stage.cleared)) return null;
    return { cleared: stage.cleared, bestRank: stage.bestRank, plays: stage.plays };
  });
}

/**
 * The teacher's dashboard from every pupil's progress: the class list (in the order given), the words
 * the class misses most and the per-stage heat map. Pure and linear in the size of the progress, so
 * a class of 40 with a year of play each builds in a few tens of milliseconds.
 */
export function buildDashboard(
  pupils: readonly DashboardPupilInput[],
  options: BuildDashboardOptions,
): DashboardReport {
  const snapshots = pupils.map((p) => p.snapshot);
  const stages = stageColumns(snapshots, options.stageOrder);
  return {
    className: options.className,
    source: options.source,
    generatedAt: options.now.toISOString(),
    pupils: pupils.map(pupilRow),
    missedWords: missedWords(snapshots.filter((s): s is AppSnapshot => s !== null)),
    stages,
    heat: snapshots.map((snapshot) => heatRow(snapshot, stages)),
  };
}
