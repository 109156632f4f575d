/**
 * What unit a calculator's period is counted in, and whether the words an editor wrote for it say so
 * (SPEC §4: periodUnit is content). The rules count the flex credit's and invoice financing's period in
 * days (FLEX_PERIOD_DAYS, INVOICE_PERIOD_DAYS) and the weekly loan's in months (WEEKLY_LOAN_MONTHS,
 * shown as weekly payments): a unit that names another one ("månader" beside a flex credit's 15) makes
 * the visitor read the figures for a period they are not for. Not in the calculator's chunk: only the
 * content checks ask (site/lib/contentChecks.ts).
 */
import type { CalculatorKind } from './calculatorModels';

export type PeriodUnit = 'days' | 'months';

export const PERIOD_UNITS: Readonly<Record<CalculatorKind, PeriodUnit>> = Object.freeze({ flex: 'days', weekly: 'months', invoice: 'days' });

/**
 * The words that name each unit, in Swedish and English, as stems inside a word ("kalenderdagar",
 * "återbetalningsmånader") or as a whole abbreviation ("d", "mån.", "mo").
 */
const NAMES: Readonly<Record<PeriodUnit, RegExp>> = {
  days: /dag|dygn|dgr|day|(?:^|[^\p{L}])d\.?(?:$|[^\p{L}])/iu,
  months: /mån|mnd|month|mth|(?:^|[^\p{L}])mos?\.?(?:$|[^\p{L}])/iu,
};

/** Whether a period unit's text names `unit` (days or months), in either language; blank text names nothing. */
export function namesPeriodUnit(unit: PeriodUnit, text: string): boolean {
  return NAMES[unit].test(text.normalize('NFC'));
}
