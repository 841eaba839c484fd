/**
 * A fixed-offset time zone in which it is now around midday, for a test whose "today" must not end
 * while it runs: a word missed at 23:55 falls due ten minutes later, which is tomorrow, so a review
 * forest checked just after it would rightly offer nothing. Tests that miss a word and then look for
 * it in today's review run in this zone (`test.use({ timezoneId: middayZone() })`).
 */
export function middayZone(now = new Date()): string {
  const hours = ((((12 - now.getUTCHours()) % 24) + 36) % 24) - 12;
  if (hours === 0) return 'Etc/GMT';
  // The Etc/GMT names count the other way round: Etc/GMT-9 is nine hours ahead of UTC.
  return hours > 0 ? `Etc/GMT-${hours}` : `Etc/GMT+${-hours}`;
}
