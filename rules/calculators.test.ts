import { describe, expect, test } from 'vitest';
import {
  AMOUNT_STOPS,
  annuity,
  CALCULATOR_DEFAULTS,
  factoringFee,
  feeBasedLoan,
  fillDisclaimer,
  FLEX_PERIOD_DAYS,
  flexLoanCost,
  formatPercent,
  formatPercentage,
  interestFromPercent,
  INVOICE_PERIOD_DAYS,
  INVOICE_RATES,
  invoiceFinancing,
  invoiceRatePercent,
  monthlyFromWeekly,
  NoInterestDefinedError,
  roundCostPerPeriod,
  snapToStop,
  UnsupportedError,
  WEEKLY_LOAN_MONTHS,
  WEEKS_PER_MONTH,
  weeklyLoan,
  weeklyLoanPayments,
  monthsFromWeeks,
  weeksFromMonths,
} from './index';
import { thrownMessage } from './reference';

describe('slider stops and defaults (SPEC §4, §9)', () => {
  test('39 amount stops from 10 000 to 5 000 000 kr in the stated steps', () => {
    expect(AMOUNT_STOPS).toEqual([
      10_000, 15_000, 20_000, 25_000, 30_000, 35_000, 40_000, 45_000, 50_000, 60_000, 70_000, 80_000, 90_000, 100_000, 125_000, 150_000, 175_000, 200_000,
      250_000, 300_000, 350_000, 400_000, 450_000, 500_000, 600_000, 700_000, 800_000, 900_000, 1_000_000, 1_250_000, 1_500_000, 1_750_000, 2_000_000,
      2_500_000, 3_000_000, 3_500_000, 4_000_000, 4_500_000, 5_000_000,
    ]);
    expect(AMOUNT_STOPS).toHaveLength(39);
  });

  test('period stops', () => {
    expect(FLEX_PERIOD_DAYS).toEqual([10, 15, 30, 45, 60, 90, 120]);
    expect(WEEKLY_LOAN_MONTHS).toEqual([3, 6, 12, 18, 24, 36, 48]);
    expect(INVOICE_PERIOD_DAYS).toEqual([10, 14, 30, 45, 60, 90]);
  });

  test('invoice rates: 10 days 0.77 %, 14 days 0.81 %, 30 days 1 %, 45 days 1.5 %, 60 days 1.85 %, 90 days 2.55 %', () => {
    const percent = { 10: 0.77, 14: 0.81, 30: 1, 45: 1.5, 60: 1.85, 90: 2.55 };
    expect(Object.keys(INVOICE_RATES).map(Number)).toEqual(INVOICE_PERIOD_DAYS);
    for (const [days, p] of Object.entries(percent)) expect(INVOICE_RATES[Number(days)]).toBeCloseTo(p / 100, 12);
  });

  test('defaults: 100 000 kr, flex 15 days, weekly loan 12 months, invoice 14 days, each a stop', () => {
    expect(CALCULATOR_DEFAULTS).toEqual({ amount: 100_000, flexDays: 15, weeklyLoanMonths: 12, invoiceDays: 14 });
    expect(AMOUNT_STOPS).toContain(CALCULATOR_DEFAULTS.amount);
    expect(FLEX_PERIOD_DAYS).toContain(CALCULATOR_DEFAULTS.flexDays);
    expect(WEEKLY_LOAN_MONTHS).toContain(CALCULATOR_DEFAULTS.weeklyLoanMonths);
    expect(INVOICE_PERIOD_DAYS).toContain(CALCULATOR_DEFAULTS.invoiceDays);
  });
});

describe('snapToStop', () => {
  test('the nearest stop; halfway, the higher one; outside the range, the end', () => {
    expect(snapToStop(12_000, AMOUNT_STOPS)).toBe(10_000);
    expect(snapToStop(12_500, AMOUNT_STOPS)).toBe(15_000);
    expect(snapToStop(112_499, AMOUNT_STOPS)).toBe(100_000);
    expect(snapToStop(0, AMOUNT_STOPS)).toBe(10_000);
    expect(snapToStop(9e9, AMOUNT_STOPS)).toBe(5_000_000);
    expect(snapToStop(20, FLEX_PERIOD_DAYS)).toBe(15);
    expect(snapToStop(22.5, FLEX_PERIOD_DAYS)).toBe(30);
    expect(snapToStop(5, [30, 10, 20])).toBe(10); // unsorted stops
  });
  test('no stops, or no number, is a developer error', () => {
    expect(() => snapToStop(5, [])).toThrow(RangeError);
    expect(() => snapToStop(Number.NaN, AMOUNT_STOPS)).toThrow(RangeError);
  });
});

describe('interest from content', () => {
  test('a percentage / 100', () => {
    expect(interestFromPercent(1.5)).toBe(0.015);
    expect(interestFromPercent(0)).toBe(0);
    expect(() => interestFromPercent(-1)).toThrow(RangeError);
    expect(() => interestFromPercent(Number.NaN)).toThrow(RangeError);
    // A developer's mistake is named plainly: a string is not a number, and a lower bound of -∞ is not printed.
    expect(thrownMessage(() => interestFromPercent('1.5' as unknown as number))).toBe('An interest percentage must be a number, got the string "1.5"');
    expect(thrownMessage(() => formatPercent(Number.POSITIVE_INFINITY, 'sv'))).toBe('A percentage must be a finite number, got Infinity');
  });
  test('the disclaimer replaces every {interest} with the percentage as the locale writes it', () => {
    expect(fillDisclaimer('Räntan är {interest} % per 30 dagar ({interest}%).', 1.5, 'sv')).toBe('Räntan är 1,5\u00a0% per 30 dagar (1,5\u00a0%).');
    expect(fillDisclaimer('Interest is {interest}% per 30 days ({interest} %).', 1.5, 'en')).toBe('Interest is 1.5% per 30 days (1.5%).');
    expect(fillDisclaimer('Räntan {interest} procent', 1.5, 'sv')).toBe('Räntan 1,5 procent'); // no sign: the number only
    expect(fillDisclaimer('No placeholder.', 2, 'en')).toBe('No placeholder.');
    expect(formatPercentage(1.5, 'sv')).toBe('1,5\u00a0%');
    expect(formatPercentage(0.81, 'en_US')).toBe('0.81%');
    expect(formatPercent(1.005, 'en_US')).toBe('1.01');
    expect(formatPercent(2, 'sv_SE')).toBe('2');

    expect(() => fillDisclaimer('{interest}', 1, 'de')).toThrow(UnsupportedError);
    // Without a locale: sv, the site's default.
    expect(fillDisclaimer('Räntan är {interest}%.', 1.5)).toBe('Räntan är 1,5\u00a0%.');
  });
});

describe('flex credit', () => {
  test('cost = amount × rate × days / 30', () => {
    expect(flexLoanCost({ amount: 100_000, days: 15, interestPercent: 1.5 })).toBeCloseTo(750, 9);
    expect(flexLoanCost({ amount: 100_000, days: 30, interestPercent: 1.5 })).toBeCloseTo(1_500, 9);
    expect(flexLoanCost({ amount: 50_000, days: 120, interestPercent: 2 })).toBeCloseTo(4_000, 9);
    expect(flexLoanCost({ amount: 50_000, days: 120, interestPercent: 0 })).toBe(0);
  });
  test('a negative or missing amount is a developer error', () => {
    expect(() => flexLoanCost({ amount: -1, days: 10, interestPercent: 1 })).toThrow(RangeError);
    expect(() => flexLoanCost({ amount: Number.NaN, days: 10, interestPercent: 1 })).toThrow(RangeError);
  });
});

describe('weekly business loan', () => {
  test('weeks from months: round(30.3 × months / 7)', () => {
    expect(WEEKLY_LOAN_MONTHS.map(weeksFromMonths)).toEqual([13, 26, 52, 78, 104, 156, 208]);
  });

  test('months from weeks: one month is 4.34524 weeks, rounded up; every stop comes back to its months', () => {
    expect(WEEKLY_LOAN_MONTHS.map(weeksFromMonths).map(monthsFromWeeks)).toEqual([...WEEKLY_LOAN_MONTHS]);
    expect([0, 1, 4, 5, 8, 9, 53, 2 * WEEKS_PER_MONTH].map(monthsFromWeeks)).toEqual([0, 1, 1, 2, 2, 3, 13, 2]);
    expect(() => monthsFromWeeks(-1)).toThrow(RangeError);
  });

  test('cost per period: rounded up, and above 1 000 kr up to a multiple of 10', () => {
    expect([999.2, 1000, 1000.2, 1001, 1010, 1234.01, 12.0001].map(roundCostPerPeriod)).toEqual([1000, 1000, 1010, 1010, 1010, 1240, 13]);
  });

  test('a month of weekly figures is × 4.34524, rounded up', () => {
    expect(monthlyFromWeekly(1000)).toBe(4346); // 4345.24
    expect(monthlyFromWeekly(100)).toBe(435); // 434.524
  });

  test('fee-based (the default): monthly fee = rate × amount, cost per month = (amount + total fee) / months, rounded', () => {
    const result = weeklyLoan({ amount: 100_000, months: 12, interestPercent: 1.5 });
    expect(result).toEqual(feeBasedLoan({ amount: 100_000, months: 12, interestPercent: 1.5 }));
    expect(result.monthly.fee).toBeCloseTo(1_500, 9);
    expect(result.monthly.amortization).toBeCloseTo(100_000 / 12, 9);
    expect(result.monthly.cost).toBe(9_840); // 118 000 / 12 = 9 833.33 → 9 834 → 9 840
    expect(result.total.cost).toBeCloseTo(118_000, 9);
    expect(result.total.fee).toBeCloseTo(18_000, 9);
    expect(Object.keys(result).sort()).toEqual(['monthly', 'total']);
  });

  test("the calculator: the total fee is the fee formula's, the total to repay amount + fee, paid in whole-krona weeks (SPEC §9)", () => {
    const loan = weeklyLoanPayments({ amount: 100_000, months: 12, interestPercent: 1.9 });
    expect(loan.total.fee).toBe(22_800); // 1.9 % × 100 000 kr × 12 months
    expect(loan.total.cost).toBe(122_800);
    expect(loan.weeks).toBe(52); // round(30.3 × 12 / 7) = round(51.94)
    // 122 800 / 52 = 2 361.54: 28 payments of 2 362 kr and 24 of 2 361 kr add up to 122 800 kr exactly.
    expect(loan.payments).toEqual([
      { count: 28, amount: 2_362 },
      { count: 24, amount: 2_361 },
    ]);
    expect(loan.perWeek.cost).toBe(2_362); // the larger payment: no week costs more than shown
    expect(loan.perWeek.amortization).toBeCloseTo(100_000 / 52, 9);
    expect(loan.perWeek.fee).toBeCloseTo(22_800 / 52, 9);
  });

  test('the calculator: a total that divides evenly is one payment size; the fee is rounded to whole kronor first', () => {
    expect(weeklyLoanPayments({ amount: 10_000, months: 3, interestPercent: 2 })).toMatchObject({
      weeks: 13,
      payments: [
        { count: 5, amount: 816 },
        { count: 8, amount: 815 },
      ], // 10 600 / 13 = 815.38
      total: { cost: 10_600, fee: 600 },
    });
    expect(weeklyLoanPayments({ amount: 52_000, months: 12, interestPercent: 0 }).payments).toEqual([{ count: 52, amount: 1_000 }]);
    // 15 000 × 1.95 % × 3 = 877.5 kr: a half away from zero, as money is shown.
    expect(weeklyLoanPayments({ amount: 15_000, months: 3, interestPercent: 1.95 }).total).toEqual({ fee: 878, cost: 15_878 });
    expect(() => weeklyLoanPayments({ amount: 10_000.5, months: 3, interestPercent: 2 })).toThrow(RangeError);
  });

  test('annuity: weekly payments at rate / 30 × 7, a month of them × 4.34524 rounded up', () => {
    // 100 000 kr over 52 weeks at 1.5 % per 30 days: weekly rate 0.35 %, payment 2 106.7365… (computed separately).
    const a = annuity({ amount: 100_000, periods: 52, interestPercent: 1.5 });
    expect(a.rate).toBeCloseTo(0.0035, 15);
    expect(a.payment).toBeCloseTo(2106.7365004, 6);
    const result = weeklyLoan({ amount: 100_000, months: 12, interestPercent: 1.5, method: 'annuity' });
    expect(result.monthly).toEqual({ cost: 9_155, amortization: 8_357, fee: 798 });
    expect(result.total.cost).toBeCloseTo(109_550.298, 2);
    expect(result.total.fee).toBeCloseTo(9_550.298, 2);
  });

  test('annuity: the period factor scales the period rate; a zero rate splits the amount evenly', () => {
    expect(annuity({ amount: 1, periods: 1, interestPercent: 3, periodFactor: 4.34524 }).rate).toBeCloseTo((0.03 / 30) * 7 * 4.34524, 15);
    expect(annuity({ amount: 52_000, periods: 52, interestPercent: 0 })).toEqual({ rate: 0, payment: 1_000, total: { cost: 52_000, fee: 0 } });
  });

  test('no months, or an unknown method, is a developer error', () => {
    expect(() => weeklyLoan({ amount: 1000, months: 0, interestPercent: 1 })).toThrow(RangeError);
    expect(() => weeklyLoan({ amount: 1000, months: 12, interestPercent: 1, method: 'bullet' as 'fee' })).toThrow(RangeError);
  });
});

describe('invoice financing', () => {
  test('fee = amount × the rate for the days, payout = amount − fee', () => {
    expect(invoiceFinancing({ amount: 100_000, days: 14 })).toEqual({ rate: INVOICE_RATES[14], fee: 810, payout: 99_190 });
    // The rate as a percentage, for the panel and the disclaimer: SPEC §9's numbers as written.
    expect(INVOICE_PERIOD_DAYS.map(invoiceRatePercent)).toEqual([0.77, 0.81, 1, 1.5, 1.85, 2.55]);
    expect(() => invoiceRatePercent(20)).toThrow(NoInterestDefinedError);
    // Names of an object's own machinery are no days either (a value from outside TypeScript's reach).
    for (const days of ['toString', '__proto__', 'constructor'] as unknown as number[]) {
      expect(() => invoiceRatePercent(days)).toThrow(NoInterestDefinedError);
      expect(() => invoiceFinancing({ amount: 100_000, days })).toThrow(NoInterestDefinedError);
    }
    expect(invoiceFinancing({ amount: 1_000_000, days: 90 })).toEqual({ rate: INVOICE_RATES[90], fee: 25_500, payout: 974_500 });
  });
  test('the fee is whole kronor, a half away from zero, so the two figures shown add up', () => {
    expect(invoiceFinancing({ amount: 125_000, days: 10 })).toMatchObject({ fee: 963, payout: 124_037 }); // 962.5
    expect(invoiceFinancing({ amount: 10_000, days: 14 })).toMatchObject({ fee: 81, payout: 9_919 });
  });
  test.each([0, 7, 15, 120, Number.NaN])('%s days: an error states no interest is defined for them', (days) => {
    expect(() => invoiceFinancing({ amount: 100_000, days })).toThrow(NoInterestDefinedError);
    expect(thrownMessage(() => invoiceFinancing({ amount: 100_000, days }))).toContain(`No interest is defined for ${days} days`);
  });
});

describe('factoring', () => {
  test('fee = amount × rate, × 1.25 with the VAT flag', () => {
    expect(factoringFee(100_000, 0.02)).toBeCloseTo(2_000, 9);
    expect(factoringFee(100_000, 0.02, { withVat: true })).toBeCloseTo(2_500, 9);
    expect(factoringFee(100_000, 0.02, { withVat: false })).toBeCloseTo(2_000, 9);
    // The flag as a plain third argument, as SPEC §9 words it.
    expect(factoringFee(100_000, 0.02, true)).toBeCloseTo(2_500, 9);
    expect(factoringFee(100_000, 0.02, false)).toBeCloseTo(2_000, 9);
    expect(() => factoringFee(-5, 0.02)).toThrow(RangeError);
  });
});
