/**
 * Differential test: formatMoney against Node's Intl.NumberFormat (SEK, no decimals) on generated
 * amounts, after mapping the characters that may differ between ICU versions (no-break and narrow
 * no-break spaces to a space, U+2212 to "-"); the exact characters are pinned in money.test.ts.
 * The oracle uses signDisplay 'negative' because we print an amount rounding to zero as "0 kr",
 * where Intl's default prints "−0 kr".
 */
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { formatMoney, formatNumber, type MoneyLocale } from './index';
import { moneyAmount, moneyLocale } from './testing';

const INTL_LOCALE: Record<MoneyLocale, string> = { sv: 'sv', sv_SE: 'sv-SE', en: 'en', en_US: 'en-US' };
const intl = Object.fromEntries(
  Object.entries(INTL_LOCALE).map(([ours, bcp47]) => [
    ours,
    new Intl.NumberFormat(bcp47, { style: 'currency', currency: 'SEK', maximumFractionDigits: 0, minimumFractionDigits: 0, signDisplay: 'negative' }),
  ]),
) as Record<MoneyLocale, Intl.NumberFormat>;

const normalise = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/\u2212/g, '-');

// The rules' amounts, any finite double, and the edges where rounding or Intl's range decide.
const amounts = fc.oneof(
  moneyAmount({ min: -1e7, max: 1e7 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -0, 0.5, -0.5, 0.49999999999999994, 4503599627370495.5, Number.MAX_SAFE_INTEGER, 1e21, Number.MAX_VALUE),
);

test('equals Intl.NumberFormat after the character mapping, on 10 000 generated amounts', () => {
  fc.assert(
    fc.property(amounts, moneyLocale(), (amount, locale) => {
      expect(normalise(formatMoney(amount, locale))).toBe(normalise(intl[locale].format(amount)));
    }),
    { numRuns: 10_000 },
  );
});

test("this Node's Intl prints exactly our characters (NOTES §7.4 chose them to match)", () => {
  for (const amount of [1_234_567, -1_234.5, 100_000])
    for (const locale of ['sv', 'en'] as const) expect(formatMoney(amount, locale)).toBe(intl[locale].format(amount));
});

test('formatNumber equals Intl.NumberFormat (decimal) after the character mapping, on 10 000 generated numbers', () => {
  const decimal = (locale: MoneyLocale, precision: number) =>
    new Intl.NumberFormat(INTL_LOCALE[locale], { minimumFractionDigits: precision, maximumFractionDigits: precision, signDisplay: 'negative' });
  fc.assert(
    fc.property(
      fc.oneof(
        fc.integer({ min: -10_000_000, max: 10_000_000 }),
        fc.integer({ min: -10_000_000, max: 10_000_000 }).map((n) => n / 1000),
      ),
      moneyLocale(),
      fc.integer({ min: 0, max: 3 }),
      (value, locale, precision) => {
        expect(normalise(formatNumber(value, locale, precision))).toBe(normalise(decimal(locale, precision).format(value)));
      },
    ),
    { numRuns: 10_000 },
  );
});
