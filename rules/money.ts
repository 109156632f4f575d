/**
 * Money (SPEC §5, §9): Swedish kronor only, no decimals, locales sv, sv_SE, en and en_US. Swedish
 * "100 000 kr", English "SEK 100,000". The characters are ours and fixed (NOTES §7.4), so server
 * and browser print the same whatever their ICU: U+00A0 (no-break space) as the Swedish thousands
 * separator and between number and currency, U+2212 (minus sign) for a negative Swedish amount and
 * "-" for an English one; rounding half away from zero. Node 20's Intl.NumberFormat prints the
 * same (the differential oracle), except that an amount rounding to zero is "0 kr", never "−0 kr".
 *
 * The accounting helper is accounting.js's formatMoney with its defaults (symbol "$", precision 2,
 * "," thousands, "." decimal, format "%s%v"), as its own later test suite expects (NOTES §2.5).
 */

export type MoneyLocale = 'sv' | 'sv_SE' | 'en' | 'en_US';
export const MONEY_LOCALES: readonly MoneyLocale[] = ['sv', 'sv_SE', 'en', 'en_US'];
export const MONEY_CURRENCIES = ['SEK'] as const;

/** An unsupported culture (locale) or currency (SPEC §8): the message names it. */
export class UnsupportedError extends Error {
  override name = 'UnsupportedError';
}

export const NBSP = '\u00a0';
export const MINUS_SIGN = '\u2212';

/** The language of a supported locale; anything else throws, naming it. */
export function moneyLanguage(locale: string): 'sv' | 'en' {
  if (locale === 'sv' || locale === 'sv_SE') return 'sv';
  if (locale === 'en' || locale === 'en_US') return 'en';
  throw new UnsupportedError(`The culture ${JSON.stringify(locale)} is not supported; use one of ${MONEY_LOCALES.join(', ')}`);
}

/**
 * Rounds half away from zero (2.5 → 3, −2.5 → −3) to `precision` decimals, on the shortest
 * decimal that prints the number (what people and ICU read), not its binary value: 8.325 → 8.33.
 */
export function roundHalfAwayFromZero(value: number, precision = 0): number {
  const magnitude = Math.abs(value);
  // Non-finite, or so large that it is whole already (and shifting could overflow).
  if (!Number.isFinite(value) || magnitude >= 2 ** 53) return value;
  // Shift the decimal point in the text ("8.325e2" is exactly 832.5, 8.325 * 100 is 832.4999…);
  // Math.round takes .5 up, which is away from zero for a magnitude. Dividing two exact numbers
  // gives the double nearest the intended decimal.
  const [mantissa = '0', exponent = '0'] = String(magnitude).split('e');
  const rounded = Math.round(Number(`${mantissa}e${Number(exponent) + precision}`)) / 10 ** precision;
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

/**
 * The digits of a non-negative whole number as ICU prints them: from the shortest decimal that
 * round-trips, so 1e21 is "1" and 21 zeros (BigInt would print the binary value's long tail).
 */
function wholeDigits(n: number): string {
  const text = String(n);
  const e = text.indexOf('e+');
  if (e === -1) return text;
  const [int = '', fraction = ''] = text.slice(0, e).split('.');
  return `${int}${fraction}`.padEnd(int.length + Number(text.slice(e + 2)), '0');
}

/** The whole and fraction digits of a non-negative number to `precision` places (toFixed writes 1e21 and over as an exponent). */
function fixedDigits(magnitude: number, precision: number): [whole: string, fraction: string] {
  if (magnitude >= 1e21) return [wholeDigits(magnitude), '0'.repeat(precision)];
  const [whole = '0', fraction = ''] = magnitude.toFixed(precision).split('.');
  return [whole, fraction];
}

/** Groups the digits of a whole number in threes. */
const group = (digits: string, separator: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);

/**
 * Formats an amount in SEK without decimals: "100 000 kr" (sv, sv_SE; U+00A0 spaces, U+2212 minus)
 * or "SEK 100,000" (en, en_US; U+00A0 after SEK, "-" minus). Throws UnsupportedError for any other
 * locale or currency, and RangeError for a non-finite amount.
 */
export function formatMoney(amount: number, locale: MoneyLocale | (string & {}), currency: string = 'SEK'): string {
  const language = moneyLanguage(locale);
  if (currency !== 'SEK') throw new UnsupportedError(`The currency ${JSON.stringify(currency)} is not supported; only SEK is`);
  if (typeof amount !== 'number' || !Number.isFinite(amount)) throw new RangeError(`An amount of money must be a finite number, got ${String(amount)}`);
  const rounded = roundHalfAwayFromZero(amount);
  const digits = wholeDigits(Math.abs(rounded));
  if (language === 'sv') return `${rounded < 0 ? MINUS_SIGN : ''}${group(digits, NBSP)}${NBSP}kr`;
  return `${rounded < 0 ? '-' : ''}SEK${NBSP}${group(digits, ',')}`;
}

/**
 * A number as the locale writes it, with the characters of formatMoney: "1 236" and "4,7" (sv, sv_SE;
 * U+00A0 groups, decimal comma, U+2212 minus) or "1,236" and "4.7" (en, en_US), `precision` decimals
 * (default 0), rounded half away from zero. Other locales throw UnsupportedError.
 */
export function formatNumber(value: number, locale: MoneyLocale | (string & {}), precision = 0): string {
  const language = moneyLanguage(locale);
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new RangeError(`A number to format must be finite, got ${String(value)}`);
  if (!Number.isInteger(precision) || precision < 0 || precision > 20)
    throw new RangeError(`precision must be a whole number from 0 to 20, got ${String(precision)}`);
  const rounded = roundHalfAwayFromZero(value, precision);
  const [whole, fraction] = fixedDigits(Math.abs(rounded), precision);
  const [separator, decimal, minus] = language === 'sv' ? [NBSP, ',', MINUS_SIGN] : [',', '.', '-'];
  return `${rounded < 0 ? minus : ''}${group(whole, separator)}${fraction ? `${decimal}${fraction}` : ''}`;
}

export interface AccountingOptions {
  /** Currency symbol; default "$". */
  symbol?: string;
  /** Decimals; default 2. */
  precision?: number;
  /** Thousands separator; default ",". */
  thousand?: string;
  /** Decimal mark; default ".". */
  decimal?: string;
  /**
   * "%s" is the symbol, "%v" the value; default "%s%v". A string's negative puts "-" before the value; as in
   * accounting.js, `{ pos, neg, zero }` gives each sign its own (the value without its sign), neg and zero from pos.
   */
  format?: string | { pos: string; neg?: string; zero?: string };
}

export const ACCOUNTING_DEFAULTS: Readonly<Required<AccountingOptions>> = Object.freeze({
  symbol: '$',
  precision: 2,
  thousand: ',',
  decimal: '.',
  format: '%s%v',
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');

/**
 * Reads a number out of accounting text (accounting.js's unformat): "(123)" with digits inside is
 * negative; everything but digits, "-" and the decimal mark is dropped. Unreadable text gives 0, and so does
 * a value that is neither text nor a number (null, undefined: accounting.js reads them so); a list is read item by item,
 * as accounting.js does.
 */
export function unformatAccounting(value: string | number, decimal?: string): number;
export function unformatAccounting(values: readonly (string | number)[], decimal?: string): number[];
export function unformatAccounting(value: unknown, decimal: string = ACCOUNTING_DEFAULTS.decimal): number | number[] {
  if (Array.isArray(value)) return value.map((item: unknown) => unformatAccounting(item as string, decimal));
  if (typeof value === 'number') return value;
  const cleaned = (typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value))
    .replace(/\((?=\d)(.*)\)/, '-$1')
    .replace(new RegExp(`[^0-9\\-${escapeRegExp(decimal)}]`, 'g'), '');
  const n = Number.parseFloat(decimal === '' ? cleaned : cleaned.replace(decimal, '.'));
  return Number.isFinite(n) ? n : 0;
}

type AccountingPositional = [precision?: number | null, thousand?: string | null, decimal?: string | null, format?: AccountingOptions['format'] | null];

/**
 * The accounting helper: accounting.js's formatMoney with its defaults ("$1,234.57"; negative
 * "$-1,234.57"). A string value is read with unformatAccounting first. Rounds half away from zero.
 * The settings come as options, or in accounting.js's own order (`formatAccounting(5, '€ ', 2, '.', ',')`;
 * null or undefined keeps a default). A list is formatted item by item, as accounting.js does.
 */
export function formatAccounting(value: number | string, settings?: AccountingOptions | string | null, ...positional: AccountingPositional): string;
export function formatAccounting(
  values: readonly (number | string)[],
  settings?: AccountingOptions | string | null,
  ...positional: AccountingPositional
): string[];
export function formatAccounting(
  value: number | string | readonly (number | string)[],
  settings?: AccountingOptions | string | null,
  ...positional: AccountingPositional
): string | string[] {
  if (Array.isArray(value)) return value.map((item: number | string) => formatAccounting(item, settings, ...positional));
  const options: AccountingOptions =
    settings !== null && typeof settings === 'object'
      ? settings
      : {
          ...(typeof settings === 'string' ? { symbol: settings } : {}),
          ...(typeof positional[0] === 'number' ? { precision: positional[0] } : {}),
          ...(typeof positional[1] === 'string' ? { thousand: positional[1] } : {}),
          ...(typeof positional[2] === 'string' ? { decimal: positional[2] } : {}),
          ...(positional[3] !== null && positional[3] !== undefined ? { format: positional[3] } : {}),
        };
  const symbol = options.symbol ?? ACCOUNTING_DEFAULTS.symbol;
  const precision = Math.max(0, Math.round(Math.abs(options.precision ?? ACCOUNTING_DEFAULTS.precision)));
  const thousand = options.thousand ?? ACCOUNTING_DEFAULTS.thousand;
  const decimal = options.decimal ?? ACCOUNTING_DEFAULTS.decimal;
  const format = options.format ?? ACCOUNTING_DEFAULTS.format;
  // A number that is no amount (NaN, Infinity) is read as 0, as unreadable text is.
  const read = unformatAccounting(value as number | string, decimal);
  const number = roundHalfAwayFromZero(Number.isFinite(read) ? read : 0, precision);
  const [int, fraction] = fixedDigits(Math.abs(number), precision);
  const formatted = `${group(int, thousand)}${precision > 0 ? decimal + fraction : ''}`;
  const pos = typeof format === 'string' ? format : format.pos;
  const neg = typeof format === 'string' ? format.replace('-', '').replace('%v', '-%v') : (format.neg ?? pos.replace('%v', '-%v'));
  const zero = typeof format === 'string' ? format : (format.zero ?? pos);
  return (number > 0 ? pos : number < 0 ? neg : zero).replace('%s', symbol).replace('%v', formatted);
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
