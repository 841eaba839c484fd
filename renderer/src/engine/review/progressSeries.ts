import { localDay } from './localDay';

/** What the daily series read from one finished stage attempt. */
export interface AttemptFigures {
  /** When the stage ended (ISO date). */
  at: string;
  /** 0 to 1. */
  accuracy: number;
  keysPerMinute: number;
  /** Time played (ms); the weight of the attempt in its day's averages. */
  timeMs: number;
}

/** One day of play in the progress charts. */
export interface DayFigures {
  /** Local date `YYYY-MM-DD`. */
  day: string;
  /** Accuracy of the day's stages, 0 to 1, weighted by time played. */
  accuracy: number;
  /** Keys per minute of the day's stages, weighted by time played. */
  keysPerMinute: number;
  /** Stages finished that day. */
  attempts: number;
  /** Time played that day (ms). */
  timeMs: number;
}

/**
 * Groups attempts by the player's local day (`offsetMinutes` = local time minus UTC) and averages
 * each day's accuracy and keys per minute weighted by time played, so a long stage counts more than a
 * quick one (a day of zero-length attempts falls back to a plain mean). Days come oldest first.
 */
export function dailyFigures(attempts: readonly AttemptFigures[], offsetMinutes: number): DayFigures[] {
  const days = new Map<string, AttemptFigures[]>();
  for (const a of attempts) {
    const t = Date.parse(a.at);
    if (Number.isNaN(t)) continue;
    const day = localDay(new Date(t), offsetMinutes);
    const list = days.get(day);
    if (list) list.push(a);
    else days.set(day, [a]);
  }
  return [...days.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([day, list]) => {
      const timeMs = list.reduce((sum, a) => sum + Math.max(0, a.timeMs), 0);
      const weight = (a: AttemptFigures) => (timeMs > 0 ? Math.max(0, a.timeMs) / timeMs : 1 / list.length);
      return {
        day,
        accuracy: list.reduce((sum, a) => sum + a.accuracy * weight(a), 0),
        keysPerMinute: list.reduce((sum, a) => sum + a.keysPerMinute * weight(a), 0),
        attempts: list.length,
        timeMs,
      };
    });
}

/** One day's entry of the mastery log (mastered words per set id). */
export interface MasteryLogDay {
  day: string;
  bySet: Readonly<Record<string, number>>;
}

/** Mastered words over days for one set, or for all sets together when `setId` is null. */
export function masterySeries(
  log: readonly MasteryLogDay[],
  setId: string | null,
): { day: string; mastered: number }[] {
  return log.map((entry) => ({
    day: entry.day,
    mastered:
      setId === null ? Object.values(entry.bySet).reduce((sum, n) => sum + n, 0) : (entry.bySet[setId] ?? 0),
  }));
}

/** Puts today's mastered counts into the log: replaces the entry of the same day or appends one, keeping the newest `max` days. */
export function logMastery<D extends MasteryLogDay>(log: readonly D[], entry: D, max: number): D[] {
  const kept = log.filter((d) => d.day !== entry.day);
  return [...kept, entry].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0)).slice(-max);
}
