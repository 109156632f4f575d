import fc from 'fast-check';
import { expect, test } from 'vitest';
import { CALCULATOR_MODELS, calculatorInputs, formatFigure, type CalculatorFigure, type CalculatorRow } from './index';
import { calculatorInputs as inputsArbitrary, calculatorQueryValue, interestPercent, moneyLocale } from './testing';

const byKey = (rows: CalculatorRow[]) => Object.fromEntries(rows.map((r) => [r.key, r.figure.value]));

test('every model gives one finite figure per row key, in order, the first the headline, for any stops', () => {
  fc.assert(
    fc.property(inputsArbitrary(), interestPercent(), ({ kind, ...inputs }, p) => {
      const model = CALCULATOR_MODELS[kind];
      const rows = model.rows(inputs, { interestPercent: p });
      expect(rows.map((r) => r.key)).toEqual(model.rowKeys);
      expect(rows.map((r) => r.lead)).toEqual(model.rowKeys.map((_, i) => i === 0));
      for (const row of rows) expect(Number.isFinite(row.figure.value) && row.figure.value >= 0).toBe(true);
      expect(Number.isFinite(model.disclaimerPercent(inputs, { interestPercent: p }))).toBe(true);
    }),
  );
});

test('the totals shown add up: amount + cost (flex), amount + fee (weekly), payout + fee = amount (invoice)', () => {
  fc.assert(
    fc.property(inputsArbitrary(), interestPercent(), ({ kind, ...inputs }, p) => {
      const v = byKey(CALCULATOR_MODELS[kind].rows(inputs, { interestPercent: p }));
      if (kind === 'flex') expect(v.totalRepayment).toBeCloseTo(inputs.amount + v.cost!, 6);
      if (kind === 'weekly') expect(v.totalRepayment).toBe(inputs.amount + v.totalFee!);
      if (kind === 'invoice') expect(v.payout! + v.fee!).toBe(inputs.amount);
    }),
  );
});

test('the weekly loan shows no figure that multiplies out wrong: its payments add up to the total to repay, and what a week pays off brackets the amount', () => {
  fc.assert(
    fc.property(inputsArbitrary(), interestPercent(), ({ kind, ...inputs }, p) => {
      if (kind !== 'weekly') return;
      const rows = Object.fromEntries(CALCULATOR_MODELS.weekly.rows(inputs, { interestPercent: p }).map((r) => [r.key, r.figure]));
      const { weeks, amortization, perWeek, totalRepayment } = rows as Record<string, CalculatorFigure>;
      if (weeks?.unit !== 'payments') throw new Error('the payments figure');
      expect(weeks.payments.reduce((sum, g) => sum + g.count * g.amount, 0)).toBe(totalRepayment!.value);
      expect(weeks.payments.reduce((sum, g) => sum + g.count, 0)).toBe(weeks.value);
      expect(perWeek!.value).toBe(Math.max(...weeks.payments.map((g) => g.amount))); // the headline: no week costs more
      const max = amortization!.unit === 'moneyRange' ? amortization!.max : amortization!.value;
      expect(amortization!.value * weeks.value).toBeLessThanOrEqual(inputs.amount);
      expect(max * weeks.value).toBeGreaterThanOrEqual(inputs.amount);
      expect(max - amortization!.value).toBeLessThanOrEqual(1);
    }),
  );
});

test('values read from outside are always stops, and a stop written out reads back as itself', () => {
  fc.assert(
    fc.property(inputsArbitrary(), calculatorQueryValue(), calculatorQueryValue(), ({ kind, amount, period }, rawAmount, rawPeriod) => {
      const model = CALCULATOR_MODELS[kind];
      const read = calculatorInputs(model, { amount: rawAmount, period: rawPeriod });
      expect(model.amountStops).toContain(read.amount);
      expect(model.periodStops).toContain(read.period);
      expect(calculatorInputs(model, { amount: String(amount), period: String(period) })).toEqual({ amount, period });
    }),
  );
});

test('every figure of every panel formats in every locale without throwing', () => {
  fc.assert(
    fc.property(inputsArbitrary(), interestPercent(), moneyLocale(), ({ kind, ...inputs }, p, locale) => {
      for (const row of CALCULATOR_MODELS[kind].rows(inputs, { interestPercent: p })) expect(formatFigure(row.figure, locale)).not.toBe('');
    }),
  );
});
