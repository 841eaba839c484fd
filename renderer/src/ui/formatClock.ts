/** Formats milliseconds as a clock, `m:ss` (e.g. 83 000 → "1:23"); negative values count as 0. */
export function formatClock(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

/** Milliseconds as seconds with one decimal (e.g. 2340 → 2.3), for per-question times. */
export function toSeconds(ms: number): number {
  return Math.round(Math.max(0, ms) / 100) / 10;
}
