/**
 * Dates as day, month name and year (SPEC §9): "14 mars 2026", "14 March 2026", with Swedish and
 * English month names; any other locale is a developer error (SPEC §8). A Date or a timestamp with
 * a zone is shown as the calendar date in Sweden (Europe/Stockholm), so server and browser agree;
 * a CMS date without a zone ("2026-03-14 09:00", Storyblok's format) is shown as written.
 */
import { SWEDEN_TIME_ZONE } from './swedishYear';

const MONTHS = {
  sv: ['januari', 'februari', 'mars', 'april', 'maj', 'juni', 'juli', 'augusti', 'september', 'oktober', 'november', 'december'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
} as const;

export type DateLocale = keyof typeof MONTHS;

export class DateLocaleError extends Error {
  override name = 'DateLocaleError';
}

/** The twelve month names of sv or en; any other locale throws DateLocaleError. */
export function monthNames(locale: string): readonly string[] {
  if (locale !== 'sv' && locale !== 'en') throw new DateLocaleError(`Invalid locale ${JSON.stringify(locale)} for month names: only sv and en are supported`);
  return MONTHS[locale];
}

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?)?$/;
// Built once: constructing a DateTimeFormat costs far more than using one.
const STOCKHOLM = new Intl.DateTimeFormat('en-CA', { timeZone: SWEDEN_TIME_ZONE, year: 'numeric', month: 'numeric', day: 'numeric' });

/** Year, month (1–12) and day of a date: as written when it has no zone, else in Sweden's time zone. */
export function calendarDate(date: Date | string): { year: number; month: number; day: number } {
  if (typeof date === 'string') {
    const m = WALL_CLOCK.exec(date.trim());
    if (m) {
      const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
      const check = new Date(Date.UTC(year, month - 1, day));
      if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) throw new RangeError(`Invalid date: ${date}`);
      return { year, month, day };
    }
  }
  const d = typeof date === 'string' ? new Date(date) : date;
  if (!(d instanceof Date) || Number.isNaN(d.getTime())) throw new RangeError(`Invalid date: ${String(date)}`);
  const parts = STOCKHOLM.formatToParts(d);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day') };
}

/** "14 mars 2026" (sv), "14 March 2026" (en); other locales throw DateLocaleError, invalid dates RangeError. */
export function formatDate(date: Date | string, locale: DateLocale | (string & {})): string {
  const names = monthNames(locale);
  const { year, month, day } = calendarDate(date);
  return `${day} ${names[month - 1]} ${year}`;
}

// Sweden's wall clock at an instant (hourCycle h23: midnight is 00, not 24).
const STOCKHOLM_CLOCK = new Intl.DateTimeFormat('en-US', {
  timeZone: SWEDEN_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** How far Sweden's clock is ahead of UTC at an instant, in milliseconds (one or two hours). */
function stockholmOffset(time: number): number {
  const parts = STOCKHOLM_CLOCK.formatToParts(new Date(time));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return wall - (time - (((time % 1000) + 1000) % 1000));
}

/**
 * The instant a content date names: a timestamp with a zone as it says; a date or time without one ("2026-03-14
 * 09:00", Storyblok's datetime field, or "2026-03-14") as Sweden's wall clock then (a date alone: its midnight), so
 * it is one instant whatever the server's time zone. For sorting dates of mixed forms and for writing them in full
 * (ISO 8601 with a zone) where a zone is required: sitemaps, structured data, Open Graph. Invalid dates throw RangeError.
 */
export function instantOf(date: Date | string): Date {
  if (typeof date !== 'string') {
    if (Number.isNaN(date.getTime())) throw new RangeError('Invalid date');
    return date;
  }
  const m = WALL_CLOCK.exec(date.trim());
  if (!m) {
    const d = new Date(date);
    if (Number.isNaN(d.getTime())) throw new RangeError(`Invalid date: ${date}`);
    return d;
  }
  calendarDate(date); // a day that does not exist throws
  const [hour, minute, second] = [Number(m[4] ?? 0), Number(m[5] ?? 0), Number(m[6] ?? 0)];
  if (hour > 23 || minute > 59 || second > 59) throw new RangeError(`Invalid time of day: ${date}`);
  const millis = Number((m[7] ?? '').slice(0, 3).padEnd(3, '0'));
  const wall = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), hour, minute, second, millis);
  // The offset at the wall time read as UTC is at most an hour off around a change of Sweden's clock: asked again at
  // the instant found, it is the offset in force then (a time the spring change skips lands an hour later).
  const guess = wall - stockholmOffset(wall);
  return new Date(wall - stockholmOffset(guess));
}

/** A content date as an ISO 8601 timestamp in UTC ("2026-03-13T23:30:00.000Z"), or undefined for an invalid one. */
export function isoInstant(date: Date | string): string | undefined {
  try {
    return instantOf(date).toISOString();
  } catch {
    return undefined;
  }
}
