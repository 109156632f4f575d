/**
 * Content dates on the page: the words come from rules/ (day, month name, year; sv and en only, any
 * other locale is a developer error), this only adds the machine-readable form for <time>.
 */
import type { Locale } from '~/contracts/locales';
import { formatDate } from '~/rules';

/** "2026-10-01 09:00" (a Storyblok datetime) or an ISO timestamp → "1 oktober 2026" / "1 October 2026". */
export function formatContentDate(date: string, locale: Locale): string {
  return formatDate(date, locale);
}

/**
 * The dateTime attribute of <time>: Storyblok's "YYYY-MM-DD HH:mm" becomes "YYYY-MM-DDTHH:mm" (a valid
 * local date and time); a date alone and ISO timestamps are valid as they are.
 */
export function machineDate(date: string): string {
  return date.trim().replace(/^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})/, '$1T$2');
}
