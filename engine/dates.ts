/**
 * Content dates checked as real calendar dates. Storyblok writes datetime fields as "YYYY-MM-DD HH:mm"
 * (or a date alone) and story timestamps (first_published_at, published_at) as ISO 8601; a value of
 * the right shape can still name no day (2026-02-30, month 13, 25:00), and such a value would make
 * every formatter downstream throw. The resolver lets only dates that pass `checkContentDate` through.
 */

// Date, then optionally a time (space or T) with seconds, fractions and a zone (Z or ±HH:MM).
const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?(Z|[+-](\d{2}):(\d{2}))?)?$/;

/** Days in a month (1–12) of a year; setUTCFullYear keeps years below 100 as written. */
function daysIn(year: number, month: number): number {
  const d = new Date(0);
  d.setUTCFullYear(year, month, 0);
  return d.getUTCDate();
}

/** The trimmed date when it names a real day and time, else why not (for a diagnostic). */
export function checkContentDate(raw: string): { date: string } | { invalid: string } {
  const value = raw.trim();
  const m = DATE.exec(value);
  if (!m) return { invalid: `"${value.slice(0, 40)}" is not a date (expected YYYY-MM-DD HH:mm or an ISO 8601 timestamp)` };
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  // Years before 1000 are typing errors, and Date.UTC reads years below 100 as 19xx. The first and last years of four
  // digits are refused too: with a zone, their first or last hours are in another year in Stockholm's time
  // (1000-01-01T00:00+02:00 is "31 december 999", 9999-12-31T23:59Z "1 januari 10000"), and 9999 is a placeholder.
  if (year <= 1000 || year >= 9999) return { invalid: `"${value}" is not a real date: the year ${m[1]} is out of range` };
  if (month < 1 || month > 12) return { invalid: `"${value}" is not a real date: there is no month ${month}` };
  if (day < 1 || day > daysIn(year, month)) return { invalid: `"${value}" is not a real date: ${m[1]}-${m[2]} has no day ${day}` };
  if (m[4] !== undefined && (Number(m[4]) > 23 || Number(m[5]) > 59 || Number(m[6] ?? 0) > 59)) {
    return { invalid: `"${value}" is not a real time of day` };
  }
  if (m[8] !== undefined && (Number(m[8]) > 23 || Number(m[9]) > 59)) return { invalid: `"${value}" has an impossible time zone offset` };
  return { date: value };
}
