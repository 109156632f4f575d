/** Text helpers (SPEC §3, §9). */
import { formatNumber, moneyLanguage, type MoneyLocale } from './money';

/** Capitalises the first letter of each word and lowercases the rest: "anna KARIN svensson" → "Anna Karin Svensson". Words are split at whitespace. */
export function capitalizeWords(text: string): string {
  return text.toLowerCase().replace(/(^|\s)(\S)/gu, (_, space: string, first: string) => space + first.toUpperCase());
}

export interface SplitName {
  firstName: string | null;
  surname: string | null;
}

/**
 * Splits a full name at spaces (SPEC §3): the last word is the surname, the rest the first name;
 * both are null when there is no space. Whitespace is trimmed and collapsed first.
 */
export function splitName(fullName: string): SplitName {
  const words = fullName.trim().split(/\s+/u);
  if (words.length < 2) return { firstName: null, surname: null };
  return { firstName: words.slice(0, -1).join(' '), surname: words[words.length - 1]! };
}

/**
 * A phrase with a count in each plural form Intl.PluralRules names (`{count}` stands for the number):
 * `other` always, `one` and the rest where the language has them.
 */
export type PluralForms = { other: string } & Partial<Record<Exclude<Intl.LDMLPluralRule, 'other'>, string>>;

/**
 * A count and its noun in the locale's plural form: `formatCount(1, { one: '{count} omdöme', other: '{count} omdömen' }, 'sv')`
 * → `'1 omdöme'`; 1 236 → `'1 236 omdömen'` (the number as formatNumber writes it). Unsupported locales throw, as formatNumber does.
 */
export function formatCount(count: number, forms: PluralForms, locale: MoneyLocale | (string & {})): string {
  const form = forms[new Intl.PluralRules(moneyLanguage(locale)).select(count)] ?? forms.other;
  return form.replaceAll('{count}', formatNumber(count, locale));
}
