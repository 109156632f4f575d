import type { Locale } from '~/contracts/locales';
import { formatContentDate, machineDate } from '../_lib/dates';

/** A content date as words ("1 oktober 2026", through rules/formatDate) in a machine-readable <time>. */
export function ContentDate({ value, locale, className }: { value: string; locale: Locale; className?: string }) {
  return (
    <time dateTime={machineDate(value)} className={className}>
      {formatContentDate(value, locale)}
    </time>
  );
}
