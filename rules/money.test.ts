import { describe, expect, test } from 'vitest';
import {
  ACCOUNTING_DEFAULTS,
  formatAccounting,
  formatCount,
  formatMoney,
  formatNumber,
  roundHalfAwayFromZero,
  unformatAccounting,
  UnsupportedError,
} from './index';
import { reference, thrownMessage } from './reference';

const NBSP = '\u00a0';
const MINUS = '\u2212';

describe('formatMoney', () => {
  test("Swedish '100 000 kr', English 'SEK 100,000', with the characters of NOTES §7.4", () => {
    expect(formatMoney(100_000, 'sv')).toBe(`100${NBSP}000${NBSP}kr`);
    expect(formatMoney(100_000, 'sv_SE')).toBe(`100${NBSP}000${NBSP}kr`);
    expect(formatMoney(100_000, 'en')).toBe(`SEK${NBSP}100,000`);
    expect(formatMoney(100_000, 'en_US')).toBe(`SEK${NBSP}100,000`);
    expect(formatMoney(5_000_000, 'sv')).toBe(`5${NBSP}000${NBSP}000${NBSP}kr`);
    expect(formatMoney(999, 'en')).toBe(`SEK${NBSP}999`);
    expect(formatMoney(0, 'sv')).toBe(`0${NBSP}kr`);
  });

  test('negative amounts: U+2212 in Swedish, "-" in English', () => {
    expect(formatMoney(-1234, 'sv')).toBe(`${MINUS}1${NBSP}234${NBSP}kr`);
    expect(formatMoney(-1234, 'en')).toBe(`-SEK${NBSP}1,234`);
  });

  test('no decimals: rounded half away from zero', () => {
    expect(formatMoney(1234.5, 'sv')).toBe(`1${NBSP}235${NBSP}kr`);
    expect(formatMoney(-1234.5, 'sv')).toBe(`${MINUS}1${NBSP}235${NBSP}kr`); // Math.round would give −1 234
    expect(formatMoney(2.5, 'en')).toBe(`SEK${NBSP}3`); // not bankers' rounding
    expect(formatMoney(1234.49, 'en')).toBe(`SEK${NBSP}1,234`);
    expect(formatMoney(0.5, 'sv')).toBe(`1${NBSP}kr`);
  });

  test('an amount rounding to zero is "0 kr", never a signed zero', () => {
    expect(formatMoney(-0.4, 'sv')).toBe(`0${NBSP}kr`);
    expect(formatMoney(-0, 'en')).toBe(`SEK${NBSP}0`);
  });

  test('large amounts keep their digits as written', () => {
    expect(formatMoney(1e21, 'en')).toBe(`SEK${NBSP}1,000,000,000,000,000,000,000`);
    expect(formatMoney(123456789012, 'sv')).toBe(`123${NBSP}456${NBSP}789${NBSP}012${NBSP}kr`);
  });

  test.each(['de', 'sv-SE', 'en-US', 'nb_NO', '', 'SV'])('the culture %j is not supported, and the error names it', (locale) => {
    expect(() => formatMoney(100, locale)).toThrow(UnsupportedError);
    expect(thrownMessage(() => formatMoney(100, locale))).toContain(`culture ${JSON.stringify(locale)} is not supported`);
  });

  test.each(['EUR', 'USD', 'sek', ''])('the currency %j is not supported, and the error names it', (currency) => {
    expect(() => formatMoney(100, 'sv', currency)).toThrow(UnsupportedError);
    expect(thrownMessage(() => formatMoney(100, 'sv', currency))).toContain(`currency ${JSON.stringify(currency)} is not supported`);
  });

  test('a non-finite amount is a developer error', () => {
    for (const v of [Number.NaN, Number.POSITIVE_INFINITY, '100' as unknown as number]) expect(() => formatMoney(v, 'sv')).toThrow(RangeError);
  });
});

describe('roundHalfAwayFromZero', () => {
  test('halves go away from zero, on the decimal as written', () => {
    expect([2.5, -2.5, 0.5, -0.5, 1.4999, -1.4999].map((v) => roundHalfAwayFromZero(v))).toEqual([3, -3, 1, -1, 1, -1]);
    expect(roundHalfAwayFromZero(8.325, 2)).toBe(8.33); // 8.325 * 100 is 832.4999… in binary
    expect(roundHalfAwayFromZero(1.005, 2)).toBe(1.01);
    expect(roundHalfAwayFromZero(-1.005, 2)).toBe(-1.01);
    expect(roundHalfAwayFromZero(5e-7, 6)).toBe(0.000001);
    expect(roundHalfAwayFromZero(1e21)).toBe(1e21);
    expect(Object.is(roundHalfAwayFromZero(-0.2), 0)).toBe(true);
  });
});

describe('the accounting helper (accounting.js cases, shared/reference/money)', () => {
  type Case<A extends unknown[], R> = { value: number | string; args: A; expected: R };
  const data = reference<{
    formatMoney: Array<Case<[string?, number?, string?, string?], string>>;
    formatNumber: Array<Case<[number | { thousand?: string; decimal?: string; precision?: number }, (string | null)?, (string | null)?], string>>;
    unformat: Array<Case<[string?], number>>;
  }>('money/accounting-js-tests.json');

  test('the defaults: symbol $, precision 2, "," thousands, "." decimal', () => {
    expect(ACCOUNTING_DEFAULTS).toMatchObject({ symbol: '$', precision: 2, thousand: ',', decimal: '.' });
    expect(formatAccounting(1234567.891)).toBe('$1,234,567.89');
  });

  test.each(data.formatMoney.map((c) => [c.value, c.args, c.expected] as const))(
    'formatMoney(%j, …%j) is %j',
    (value, [symbol, precision, thousand, decimal], expected) => {
      const options = Object.fromEntries(Object.entries({ symbol, precision, thousand, decimal }).filter(([, v]) => v !== undefined));
      expect(formatAccounting(value, options)).toBe(expected);
      // The same in accounting.js's own order of arguments.
      expect(formatAccounting(value, symbol, precision, thousand, decimal)).toBe(expected);
    },
  );

  test('a list is formatted and read item by item, as accounting.js does; null and undefined read as 0', () => {
    expect(formatAccounting([1234.5, '-5', 0], 'kr ', 0)).toEqual(['kr 1,235', 'kr -5', 'kr 0']);
    expect(formatAccounting([], { symbol: 'kr' })).toEqual([]);
    expect(unformatAccounting(['$1,234.50', '(12)', 7])).toEqual([1234.5, -12, 7]);
    expect(unformatAccounting(null as unknown as string)).toBe(0);
    expect(formatAccounting(undefined as unknown as number)).toBe('$0.00');
  });

  test("accounting.js's order of arguments: null keeps a default, and a format may follow", () => {
    expect(formatAccounting(1234.5, '€', 2, '.', ',')).toBe('€1.234,50');
    expect(formatAccounting(1234.5, null, 0)).toBe('$1,235');
    expect(formatAccounting(-5, 'kr', 0, null, null, '%v %s')).toBe('-5 kr');
    // undefined keeps a default as null does; a format per sign, as accounting.js takes it.
    expect(formatAccounting(1234.5, undefined, 0)).toBe('$1,235');
    const perSign = { pos: '%s %v', neg: '%s (%v)', zero: '%s --' };
    expect([5, -5, 0].map((v) => formatAccounting(v, 'kr', 0, null, null, perSign))).toEqual(['kr 5', 'kr (5)', 'kr --']);
    expect(formatAccounting(-5, { symbol: 'kr', precision: 0, format: { pos: '%v %s' } })).toBe('-5 kr');
  });

  // formatNumber is formatMoney without a symbol, precision 0 by default; null means the default.
  test.each(data.formatNumber.map((c) => [c.value, c.args, c.expected] as const))('formatNumber(%j, …%j) is %j', (value, args, expected) => {
    const [first, thousand, decimal] = args;
    const given = typeof first === 'object' ? first : { precision: first, thousand: thousand ?? undefined, decimal: decimal ?? undefined };
    const options = Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined && v !== null));
    expect(formatAccounting(value, { precision: 0, ...options, symbol: '', format: '%v' })).toBe(expected);
  });

  test.each(data.unformat.map((c) => [c.value, c.args, c.expected] as const))('unformat(%j, …%j) is %j', (value, [decimal], expected) => {
    expect(unformatAccounting(value, decimal)).toBe(expected);
  });

  test('custom format and unreadable input', () => {
    expect(formatAccounting(-5, { format: '%v %s', symbol: 'kr', precision: 0 })).toBe('-5 kr');
    expect(unformatAccounting('no digits')).toBe(0);
    expect(unformatAccounting(12.5)).toBe(12.5);
  });
});

describe('formatNumber', () => {
  test('writes numbers with the characters of formatMoney, to the given decimals', () => {
    expect(formatNumber(1236, 'sv')).toBe('1\u00a0236');
    expect(formatNumber(1236, 'en_US')).toBe('1,236');
    expect(formatNumber(4.66, 'sv_SE', 1)).toBe('4,7');
    expect(formatNumber(4.65, 'en', 1)).toBe('4.7'); // half away from zero on the decimal as written
    expect(formatNumber(-1234567.891, 'sv', 2)).toBe('\u22121\u00a0234\u00a0567,89');
    expect(formatNumber(-0.04, 'en', 1)).toBe('0.0');
    expect(formatNumber(5, 'sv', 1)).toBe('5,0');
  });

  test('refuses other locales, non-finite values and odd precisions', () => {
    expect(() => formatNumber(1, 'de')).toThrow(UnsupportedError);
    expect(() => formatNumber(Number.NaN, 'sv')).toThrow(RangeError);
    expect(() => formatNumber(1, 'sv', 1.5)).toThrow(RangeError);
  });
});

test('numbers of 1e21 and over are written in digits, as formatMoney does, never as an exponent; an accounting value that is no number is 0', () => {
  const sv21 = `1${`${NBSP}000`.repeat(7)}`;
  expect(formatNumber(1e21, 'sv')).toBe(sv21);
  expect(formatNumber(-2.5e22, 'en', 2)).toBe('-25,000,000,000,000,000,000,000.00');
  expect(formatCount(1e21, { other: '{count} omdömen' }, 'sv')).toBe(`${sv21} omdömen`);
  expect(formatAccounting(1e21)).toBe('$1,000,000,000,000,000,000,000.00');
  for (const value of [Number.NaN, Number.POSITIVE_INFINITY]) expect(formatAccounting(value)).toBe('$0.00');
});
