const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/**
 * The player's calendar date `YYYY-MM-DD` at `at`, where `offsetMinutes` is local time minus UTC
 * (540 in Japan; the browser's `-new Date().getTimezoneOffset()`).
 */
export function localDay(at: Date, offsetMinutes: number): string {
  return new Date(at.getTime() + offsetMinutes * MINUTE_MS).toISOString().slice(0, 10);
}

/** The instant the player's current day ends (local midnight after `at`); see {@link localDay}. */
export function endOfLocalDay(at: Date, offsetMinutes: number): Date {
  const shifted = at.getTime() + offsetMinutes * MINUTE_MS;
  const nextMidnight = Math.floor(shifted / DAY_MS) * DAY_MS + DAY_MS;
  return new Date(nextMidnight - offsetMinutes * MINUTE_MS);
}

/** Whole local days from the day of `from` to the day of `to` (negative when `to` is earlier). */
export function daysBetween(from: Date, to: Date, offsetMinutes: number): number {
  const day = (d: Date) => Math.floor((d.getTime() + offsetMinutes * MINUTE_MS) / DAY_MS);
  return day(to) - day(from);
}
