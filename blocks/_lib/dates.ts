/**
 * Content dates on the page: the words come from rules/ (day, month name, year; sv and en only, any
 * other locale is a developer error), this only adds the machine-readable form for <time>.
 */
import type { Locale } from '~/contracts/locales';
import { formatDate, instantOf } from '~/rules';

/** "2026-10-01 09:00" (a Storyblok datetime) or an ISO timestamp → "1 oktober 2026" / "1 October 2026". */
export function formatContentDate(date: string, locale: Locale): string {
  return formatDate(date, locale);
}

/**
 * The dateTime attribute of <time>: Storyblok's "YYYY-MM-DD HH:mm" becomes "YYYY-MM-DDTHH:mm" (a valid
 * local date and time); a date alone and ISO timestamps are valid as they are, but for fractions of a second past
 * milliseconds, which HTML does not take (".123456" → ".123").
 */
export function machineDate(date: string): string {
  return date
    .trim()
    .replace(/^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})/, '$1T$2')
    .replace(/(:\d{2}\.\d{3})\d+/, '$1');
}

/**
 * Items newest first by the instant their date names (dates written in different forms still compare: Storyblok's
 * "2026-10-02 00:30" is Sweden's time, beside an ISO "2026-10-01T23:30:00Z"); items without a readable date last;
 * equal dates in the order given. The items themselves are not reordered.
 */
export function newestFirst<T>(items: readonly T[], dateOf: (item: T) => string | undefined): T[] {
  const at = (date: string | undefined) => {
    if (!date) return -Infinity;
    try {
      return instantOf(date).getTime();
    } catch {
      return -Infinity;
    }
  };
  return items
    .map((item, index) => ({ item, index, time: at(dateOf(item)) }))
    .sort((a, b) => (a.time === b.time ? a.index - b.index : b.time - a.time))
    .map(({ item }) => item);
}
