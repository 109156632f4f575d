/** Sweden's time zone: the calendar dates and years of the rules are Sweden's, whatever the server's zone. */
export const SWEDEN_TIME_ZONE = 'Europe/Stockholm';

let yearFormat: Intl.DateTimeFormat | undefined;

/**
 * The year in Sweden at an instant (the identity numbers' "this year"). A module of its own, small, since the lead
 * forms' island normalises organisation numbers with it (rules/date.ts, with month names, stays out of it). Cheap: it
 * differs from the UTC year only in the last hours of 31 December UTC (Sweden is ahead of UTC), where the zone decides.
 */
export function swedishYear(now: Date): number {
  if (now.getUTCMonth() !== 11 || now.getUTCDate() !== 31) return now.getUTCFullYear();
  yearFormat ??= new Intl.DateTimeFormat('en', { timeZone: SWEDEN_TIME_ZONE, year: 'numeric' });
  return Number(yearFormat.format(now));
}
