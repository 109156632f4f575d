import fc from 'fast-check';
import { expect, test } from 'vitest';
import {
  AMOUNT_STOPS,
  annuity,
  factoringFee,
  FLEX_PERIOD_DAYS,
  flexLoanCost,
  INVOICE_PERIOD_DAYS,
  invoiceFinancing,
  snapToStop,
  WEEKLY_LOAN_MONTHS,
  weeklyLoan,
  weeklyLoanPayments,
  type WeeklyLoanMethod,
} from './index';
import { amountStop, interestPercent as percentArbitrary, orderedStops, periodStop } from './testing';

const stopLists = fc.constantFrom(AMOUNT_STOPS, FLEX_PERIOD_DAYS, WEEKLY_LOAN_MONTHS, INVOICE_PERIOD_DAYS);
const anyStops = fc.oneof(stopLists, fc.array(fc.integer({ min: -1e6, max: 1e6 }), { minLength: 1, maxLength: 20 }));
const value = fc.double({ min: -1e7, max: 1e7, noNaN: true });
/** Any whole amount, not only the stops: the rules hold between them too. */
const amount = fc.oneof(amountStop(), fc.integer({ min: 0, max: 10_000_000 }));
const interestPercent = percentArbitrary();
const method = fc.constantFrom<WeeklyLoanMethod>('fee', 'annuity');
/** Two numbers, the second at least the first. */
const ordered = (arb: fc.Arbitrary<number>) => fc.tuple(arb, arb).map(([a, b]): [number, number] => (a <= b ? [a, b] : [b, a]));

test('snapToStop returns a member of the stops', () => {
  fc.assert(
    fc.property(value, anyStops, (v, stops) => {
      expect(stops).toContain(snapToStop(v, stops));
    }),
  );
});

test('snapToStop is idempotent', () => {
  fc.assert(
    fc.property(value, anyStops, (v, stops) => {
      const once = snapToStop(v, stops);
      expect(snapToStop(once, stops)).toBe(once);
    }),
  );
});

test('no stop is nearer than the one snapToStop returns', () => {
  fc.assert(
    fc.property(value, anyStops, (v, stops) => {
      const snapped = snapToStop(v, stops);
      for (const s of stops) expect(Math.abs(s - v)).toBeGreaterThanOrEqual(Math.abs(snapped - v));
    }),
  );
});

test('payout plus fee equals the amount', () => {
  fc.assert(
    fc.property(amount, periodStop('invoice'), (a, days) => {
      const { fee, payout } = invoiceFinancing({ amount: a, days });
      expect(payout + fee).toBe(a);
    }),
  );
});

test('no cost decreases when the amount grows', () => {
  fc.assert(
    fc.property(
      ordered(amount),
      interestPercent,
      periodStop('flex'),
      periodStop('weekly'),
      periodStop('invoice'),
      method,
      ([small, large], p, days, months, invoiceDays, m) => {
        expect(flexLoanCost({ amount: large, days, interestPercent: p })).toBeGreaterThanOrEqual(flexLoanCost({ amount: small, days, interestPercent: p }));
        const [a, b] = [
          weeklyLoan({ amount: small, months, interestPercent: p, method: m }),
          weeklyLoan({ amount: large, months, interestPercent: p, method: m }),
        ];
        expect(b.monthly.cost).toBeGreaterThanOrEqual(a.monthly.cost);
        expect(b.total.cost).toBeGreaterThanOrEqual(a.total.cost);
        expect(b.total.fee).toBeGreaterThanOrEqual(a.total.fee);
        expect(invoiceFinancing({ amount: large, days: invoiceDays }).fee).toBeGreaterThanOrEqual(invoiceFinancing({ amount: small, days: invoiceDays }).fee);
        const [weeklySmall, weeklyLarge] = [small, large].map((x) => weeklyLoanPayments({ amount: x, months, interestPercent: p }));
        expect(weeklyLarge!.perWeek.cost).toBeGreaterThanOrEqual(weeklySmall!.perWeek.cost);
        expect(weeklyLarge!.total.fee).toBeGreaterThanOrEqual(weeklySmall!.total.fee);
        expect(factoringFee(large, p / 100)).toBeGreaterThanOrEqual(factoringFee(small, p / 100));
      },
    ),
  );
});

test("the weekly payments add up to the total to repay, amount + the fee formula's fee, whatever their rounding", () => {
  fc.assert(
    fc.property(amount, interestPercent, periodStop('weekly'), (a, p, months) => {
      const loan = weeklyLoanPayments({ amount: a, months, interestPercent: p });
      // The fee is rate × amount × months to the krona (SPEC §9), not what rounded payments add up to.
      expect(Math.abs(loan.total.fee - (a * p * months) / 100)).toBeLessThanOrEqual(0.5 + 1e-6);
      expect(loan.total.cost).toBe(a + loan.total.fee);
      expect(loan.payments.reduce((sum, x) => sum + x.count * x.amount, 0)).toBe(loan.total.cost);
      expect(loan.payments.reduce((sum, x) => sum + x.count, 0)).toBe(loan.weeks);
      // Whole kronor, at most one krona apart, and the one shown is the largest.
      for (const x of loan.payments) expect(Number.isInteger(x.amount) && x.count > 0).toBe(true);
      expect(loan.payments[0]!.amount - loan.payments.at(-1)!.amount).toBeLessThanOrEqual(1);
      expect(loan.perWeek.cost).toBe(Math.max(...loan.payments.map((x) => x.amount)));
      expect(loan.perWeek.amortization * loan.weeks).toBeCloseTo(a, 6);
    }),
  );
});

test('no cost decreases when the period grows', () => {
  fc.assert(
    fc.property(
      amount,
      interestPercent,
      orderedStops(FLEX_PERIOD_DAYS),
      orderedStops(WEEKLY_LOAN_MONTHS),
      orderedStops(INVOICE_PERIOD_DAYS),
      method,
      (a, p, [d1, d2], [m1, m2], [i1, i2], m) => {
        expect(flexLoanCost({ amount: a, days: d2, interestPercent: p })).toBeGreaterThanOrEqual(flexLoanCost({ amount: a, days: d1, interestPercent: p }));
        const [short, long] = [
          weeklyLoan({ amount: a, months: m1, interestPercent: p, method: m }),
          weeklyLoan({ amount: a, months: m2, interestPercent: p, method: m }),
        ];
        // Spread over more months, each month costs less; in total, a longer loan never costs less.
        expect(long.total.cost).toBeGreaterThanOrEqual(short.total.cost * (1 - 1e-12));
        expect(long.total.fee).toBeGreaterThanOrEqual(short.total.fee - 1e-6);
        expect(invoiceFinancing({ amount: a, days: i2 }).fee).toBeGreaterThanOrEqual(invoiceFinancing({ amount: a, days: i1 }).fee);
      },
    ),
  );
});

test('the annuity repays the amount: its payments discounted at its rate add up to the amount', () => {
  fc.assert(
    fc.property(fc.integer({ min: 1_000, max: 5_000_000 }), fc.integer({ min: 1, max: 260 }), interestPercent, (a, periods, p) => {
      const { rate, payment } = annuity({ amount: a, periods, interestPercent: p });
      let presentValue = 0;
      for (let k = 1; k <= periods; k++) presentValue += payment / (1 + rate) ** k;
      expect(presentValue).toBeCloseTo(a, 4);
    }),
  );
});

test("a month's cost covers its amortization and fee, by less than one rounding step", () => {
  fc.assert(
    fc.property(amountStop(), periodStop('weekly'), interestPercent, method, (a, months, p, m) => {
      const { amortization, fee, cost } = weeklyLoan({ amount: a, months, interestPercent: p, method: m }).monthly;
      expect(cost).toBe(Math.round(cost));
      expect(cost + 1e-6).toBeGreaterThanOrEqual(amortization + fee);
      expect(cost).toBeLessThan(amortization + fee + (cost > 1000 ? 10 : 1));
      expect(fee).toBeGreaterThanOrEqual(0);
    }),
  );
});
