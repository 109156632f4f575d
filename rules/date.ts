/**
 * Dates as day, month name and year (SPEC §9): "14 mars 2026", "14 March 2026", with Swedish and
 * English month names; any other locale is a developer error (SPEC §8). A Date or a timestamp with
 * a zone is shown as the calendar date in Sweden (Europe/Stockholm), so server and browser agree;
 * a CMS date without a zone ("2026-03-14 09:00", Storyblok's format) is shown as written.
 */

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

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?)?$/;
// Built once: constructing a DateTimeFormat costs far more than using one.
const STOCKHOLM = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Stockholm', year: 'numeric', month: 'numeric', day: 'numeric' });

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
