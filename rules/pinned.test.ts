/**
 * Values the property laws reach rarely or not at all, pinned by example. Each was found by a mutation-testing
 * review (twenty-eighth session): the rule could be changed there and every other test still passed.
 */
import { expect, test } from 'vitest';
import {
  fillDisclaimer,
  formatDate,
  invoiceFinancing,
  monthlyFromWeekly,
  monthNames,
  roundCostPerPeriod,
  snapToStop,
  validateLeadField,
  weeklyLoan,
  weeklyLoanModel,
  weeksFromMonths,
  WEEKS_PER_MONTH,
} from './index';
import { plainDigits } from './typedDigits';

test('the weekly loan’s disclaimer states the content’s interest, as its panel does, at every period', () => {
  for (const period of weeklyLoanModel.periodStops) expect(weeklyLoanModel.disclaimerPercent({ amount: 100_000, period }, { interestPercent: 1.9 })).toBe(1.9);
});

test('the invoice fee rounds to the nearest krona, half away from zero, also between the slider’s amounts', () => {
  expect(invoiceFinancing({ amount: 10_001, days: 10 })).toMatchObject({ fee: 77, payout: 9_924 }); // 77.0077
  expect(invoiceFinancing({ amount: 10_065, days: 10 })).toMatchObject({ fee: 78, payout: 9_987 }); // 77.5005
});

test('a month is 4.34524 weeks: a weekly figure’s month is it, rounded up', () => {
  expect(WEEKS_PER_MONTH).toBe(4.34524);
  expect(monthlyFromWeekly(10_000)).toBe(43_453); // 43 452.4
});

test('"{interest}" followed by a no-break space and % is a percentage in English too', () => {
  expect(fillDisclaimer('Rate {interest}\u00a0% per 30 days', 1.5, 'en')).toBe('Rate 1.5% per 30 days');
});

test('weeks from months is round(30.3 × months / 7) off the stops too', () => {
  expect([1, 25].map(weeksFromMonths)).toEqual([4, 108]); // 4.33 → 4; 108.21 → 108
});

test('halfway between two stops is the higher one, whatever their order', () => {
  expect(snapToStop(15, [20, 10])).toBe(20);
  expect(snapToStop(15, [10, 20])).toBe(20);
});

test('all twelve month names in both languages', () => {
  expect(monthNames('sv')).toEqual(['januari', 'februari', 'mars', 'april', 'maj', 'juni', 'juli', 'augusti', 'september', 'oktober', 'november', 'december']);
  expect(monthNames('en')).toEqual(['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']);
});

test('a required field holding only control characters is empty (the lead would carry "")', () => {
  expect(validateLeadField('phone', '\u0000\u0007', { locale: 'en' })).toBe('This field is required');
  expect(validateLeadField('companyIdentityNumber', '556016-0680\u0000', { locale: 'en' })).toBeNull();
});

test('a digit of a script whose runs of ten follow one another is its value mod 10 (Myanmar Pao U+116DA is 0)', () => {
  expect(plainDigits('\u{116DA}\u{116DB}')).toBe('01');
});

test('a CMS date-time without a zone, written with "T", shows as written whatever the server’s zone', () => {
  expect(formatDate('2026-03-14T23:30', 'sv')).toBe('14 mars 2026');
});

test('a whole cost that binary arithmetic left a hair above itself is not rounded up a step (found by the realistic rates)', () => {
  // 3 000 000 × 7.44 % is 223 200.00000000003 in doubles; with 62 500 of amortization the month costs 285 700.
  expect(weeklyLoan({ amount: 3_000_000, months: 48, interestPercent: 7.44, method: 'fee' }).monthly.cost).toBe(285_700);
  expect(roundCostPerPeriod(285_700.00000000003)).toBe(285_700);
  expect(roundCostPerPeriod(285_700.001)).toBe(285_710);
  expect(roundCostPerPeriod(999.00001)).toBe(1000);
  expect(roundCostPerPeriod(999.0000001)).toBe(999); // below a millionth of a krona: noise
  // A weekly figure's month alike: 25 000 × 4.34524 is 108 631.00000000001 in doubles.
  expect(monthlyFromWeekly(25_000)).toBe(108_631);
  expect(monthlyFromWeekly(25_000.5)).toBe(108_634); // 108 633.17…
});
