import { describe, expect, test } from 'vitest';
import {
  AMOUNT_STOPS,
  CALCULATOR_DEFAULTS,
  CALCULATOR_KINDS,
  CALCULATOR_MODELS,
  calculatorInputs,
  flexLoanModel,
  formatFigure,
  invoiceFinancingModel,
  NBSP,
  splitWholeKronor,
  weeklyLoanModel,
  type CalculatorRow,
} from './index';

/** Rows as { key: value } for short expectations. */
const values = (rows: CalculatorRow[]) => Object.fromEntries(rows.map((r) => [r.key, r.figure.value]));

describe('the three calculator models', () => {
  test('stops and defaults of SPEC §4 and §9', () => {
    expect(flexLoanModel.defaults).toEqual({ amount: 100_000, period: CALCULATOR_DEFAULTS.flexDays });
    expect(weeklyLoanModel.defaults).toEqual({ amount: 100_000, period: CALCULATOR_DEFAULTS.weeklyLoanMonths });
    expect(invoiceFinancingModel.defaults).toEqual({ amount: 100_000, period: CALCULATOR_DEFAULTS.invoiceDays });
    for (const kind of CALCULATOR_KINDS) {
      const model = CALCULATOR_MODELS[kind];
      expect(model.kind).toBe(kind);
      expect(model.amountStops).toBe(AMOUNT_STOPS);
      expect(model.periodStops).toContain(model.defaults.period);
      expect(Object.isFrozen(model)).toBe(true);
    }
  });

  test('flex credit, 100 000 kr for 15 days at 1.5 %: cost 750 kr, to repay 100 750 kr', () => {
    const rows = flexLoanModel.rows({ amount: 100_000, period: 15 }, { interestPercent: 1.5 });
    expect(rows.map((r) => [r.key, r.figure.unit, r.lead])).toEqual([
      ['cost', 'money', true],
      ['interest', 'percent', false],
      ['totalRepayment', 'money', false],
    ]);
    expect(values(rows)).toEqual({ cost: 750, interest: 1.5, totalRepayment: 100_750 });
  });

  test('weekly loan, 100 000 kr over 12 months at 1.9 %: 52 payments of at most 2 362 kr, fee 22 800 kr, to repay 122 800 kr', () => {
    const rows = weeklyLoanModel.rows({ amount: 100_000, period: 12 }, { interestPercent: 1.9 });
    expect(rows.map((r) => r.key)).toEqual(['perWeek', 'weeks', 'amortization', 'interest', 'totalFee', 'totalRepayment']);
    expect(values(rows)).toEqual({ perWeek: 2_362, weeks: 52, amortization: 1_923, interest: 1.9, totalFee: 22_800, totalRepayment: 122_800 });
    // The payments as they fall, which multiply out to the total (28 × 2 362 + 24 × 2 361 = 122 800), and the whole
    // kronor a week pays off (100 000 = 4 × 1 924 + 48 × 1 923): no figure shown times 52 misses the totals.
    expect(rows.find((r) => r.key === 'weeks')!.figure).toEqual({
      unit: 'payments',
      value: 52,
      payments: [
        { count: 28, amount: 2_362 },
        { count: 24, amount: 2_361 },
      ],
    });
    expect(rows.find((r) => r.key === 'amortization')!.figure).toEqual({ unit: 'moneyRange', value: 1_923, max: 1_924 });
  });

  test('125 000 kr over 48 months: "1 150 kr × 208" was 200 kr more than the total, "601 kr × 208" 8 kr more than the amount', () => {
    const rows = weeklyLoanModel.rows({ amount: 125_000, period: 48 }, { interestPercent: 1.9 });
    const shown = Object.fromEntries(rows.map((r) => [r.key, formatFigure(r.figure, 'sv').replace(/\u00a0/g, ' ')]));
    expect(shown).toMatchObject({ perWeek: '1 150 kr', weeks: '8 × 1 150 kr + 200 × 1 149 kr', amortization: '600–601 kr', totalRepayment: '239 000 kr' });
    expect(8 * 1_150 + 200 * 1_149).toBe(239_000);
  });

  test('splitWholeKronor: whole-krona parts that add up exactly, the larger first, one group when they are alike', () => {
    expect(splitWholeKronor(122_800, 52)).toEqual([
      { count: 28, amount: 2_362 },
      { count: 24, amount: 2_361 },
    ]);
    expect(splitWholeKronor(104_000, 52)).toEqual([{ count: 52, amount: 2_000 }]);
    expect(splitWholeKronor(3, 5)).toEqual([
      { count: 3, amount: 1 },
      { count: 2, amount: 0 },
    ]);
    for (const [total, count] of [
      [1.5, 2],
      [-1, 2],
      [10, 0],
      [10, 2.5],
    ])
      expect(() => splitWholeKronor(total!, count!)).toThrow(RangeError);
  });

  test('invoice financing, 100 000 kr due in 14 days: payout 99 190 kr, fee 810 kr at 0.81 %; the content’s interest is not used', () => {
    const rows = invoiceFinancingModel.rows({ amount: 100_000, period: 14 }, { interestPercent: 99 });
    expect(values(rows)).toEqual({ payout: 99_190, fee: 810, rate: 0.81 });
    expect(invoiceFinancingModel.disclaimerPercent({ amount: 100_000, period: 30 }, { interestPercent: 99 })).toBe(1);
    expect(flexLoanModel.disclaimerPercent({ amount: 100_000, period: 30 }, { interestPercent: 1.5 })).toBe(1.5);
  });

  test('values off the stops are a developer error', () => {
    expect(() => flexLoanModel.rows({ amount: 12_345, period: 15 }, { interestPercent: 1.5 })).toThrow(RangeError);
    expect(() => weeklyLoanModel.rows({ amount: 100_000, period: 15 }, { interestPercent: 1.5 })).toThrow(RangeError);
    expect(() => invoiceFinancingModel.disclaimerPercent({ amount: 100_000, period: 20 }, { interestPercent: 1 })).toThrow(RangeError);
  });
});

describe('slider values from outside (a shared link)', () => {
  test('numbers snap to the nearest stop; missing or unreadable values take the default', () => {
    expect(calculatorInputs(flexLoanModel, { amount: '250000', period: '30' })).toEqual({ amount: 250_000, period: 30 });
    expect(calculatorInputs(flexLoanModel, { amount: '123456', period: 29 })).toEqual({ amount: 125_000, period: 30 });
    expect(calculatorInputs(invoiceFinancingModel, { amount: '9000000000', period: '20' })).toEqual({ amount: 5_000_000, period: 14 });
    for (const junk of [undefined, null, '', ' ', 'abc', '-5', '1e3', 'Infinity', Number.NaN, {}])
      expect(calculatorInputs(weeklyLoanModel, { amount: junk, period: junk })).toEqual(weeklyLoanModel.defaults);
  });
  test('a number too large for a double (hundreds of digits in a link) is the largest stop, not a crash', () => {
    const huge = '9'.repeat(400);
    expect(calculatorInputs(flexLoanModel, { amount: huge, period: `${huge}.5` })).toEqual({
      amount: flexLoanModel.amountStops.at(-1),
      period: flexLoanModel.periodStops.at(-1),
    });
  });
});

describe('formatFigure: one way to write each unit', () => {
  test('money as formatMoney, percentages with the locale’s sign, counts as numbers', () => {
    expect(formatFigure({ unit: 'money', value: 122_800 }, 'sv')).toBe(`122${NBSP}800${NBSP}kr`);
    expect(formatFigure({ unit: 'money', value: 122_800 }, 'en')).toBe(`SEK${NBSP}122,800`);
    expect(formatFigure({ unit: 'percent', value: 1.5 }, 'sv')).toBe(`1,5${NBSP}%`);
    expect(formatFigure({ unit: 'percent', value: 1.5 }, 'en')).toBe('1.5%');
    expect(formatFigure({ unit: 'count', value: 208 }, 'en')).toBe('208');
    expect(formatFigure({ unit: 'moneyRange', value: 1_923, max: 1_924 }, 'sv')).toBe(`1${NBSP}923–1${NBSP}924${NBSP}kr`);
    expect(formatFigure({ unit: 'moneyRange', value: 1_923, max: 1_924 }, 'en')).toBe(`SEK${NBSP}1,923–1,924`);
    const payments = {
      unit: 'payments',
      value: 52,
      payments: [
        { count: 28, amount: 2_362 },
        { count: 24, amount: 2_361 },
      ],
    } as const;
    expect(formatFigure(payments, 'sv')).toBe(`28${NBSP}× 2${NBSP}362${NBSP}kr${NBSP}+ 24${NBSP}× 2${NBSP}361${NBSP}kr`);
    expect(formatFigure(payments, 'en')).toBe(`28${NBSP}× SEK${NBSP}2,362${NBSP}+ 24${NBSP}× SEK${NBSP}2,361`);
  });
});
