/**
 * Calculator rules (SPEC §4, §9): slider stops, snapping, and the flex, weekly-loan, invoice and
 * factoring figures. Amounts are kronor; content gives interest as a percentage ("1.5"), which the
 * rules turn into the fraction 0.015. Results are exact unless the specification rounds them (the
 * loan's cost per period, a month of weekly figures) or adding up shown figures needs it (the
 * invoice fee, the weekly loan's fee and payments). The choices where SPEC §9 is ambiguous are in
 * DECISIONS.md, "Choices". The calculators' panels are built from these in calculatorModels.ts.
 */
import { moneyLanguage, NBSP, roundHalfAwayFromZero } from './money';

function steps(from: number, to: number, step: number): number[] {
  const out: number[] = [];
  for (let v = from; v <= to; v += step) out.push(v);
  return out;
}

/** Amount slider stops, 10 000 to 5 000 000 kr in the steps of SPEC §9: 39 stops. */
export const AMOUNT_STOPS: readonly number[] = Object.freeze([
  ...steps(10_000, 50_000, 5_000),
  ...steps(60_000, 100_000, 10_000),
  ...steps(125_000, 200_000, 25_000),
  ...steps(250_000, 500_000, 50_000),
  ...steps(600_000, 1_000_000, 100_000),
  ...steps(1_250_000, 2_000_000, 250_000),
  ...steps(2_500_000, 5_000_000, 500_000),
]);
/** Flex credit period stops, in days. */
export const FLEX_PERIOD_DAYS: readonly number[] = Object.freeze([10, 15, 30, 45, 60, 90, 120]);
/** Weekly business loan period stops, in months (shown as weeks with weeksFromMonths). */
export const WEEKLY_LOAN_MONTHS: readonly number[] = Object.freeze([3, 6, 12, 18, 24, 36, 48]);
/** Invoice financing period stops, in days until the invoice is due. */
export const INVOICE_PERIOD_DAYS: readonly number[] = Object.freeze([10, 14, 30, 45, 60, 90]);

// In basis points, so that amount × rate is exact in binary (0.0077 is not; 77 / 10 000 of an integer is).
const INVOICE_BASIS_POINTS: Readonly<Record<number, number>> = { 10: 77, 14: 81, 30: 100, 45: 150, 60: 185, 90: 255 };
/** Invoice financing rate by days, as a fraction: 10 days 0.77 % is 0.0077. */
export const INVOICE_RATES: Readonly<Record<number, number>> = Object.freeze(
  Object.fromEntries(Object.entries(INVOICE_BASIS_POINTS).map(([days, bp]) => [days, bp / 10_000])),
);

/** Slider defaults (SPEC §4). */
export const CALCULATOR_DEFAULTS = Object.freeze({ amount: 100_000, flexDays: 15, weeklyLoanMonths: 12, invoiceDays: 14 } as const);

/** "One month is 4.34524 weeks" (SPEC §9): 365 / 12 / 7. */
export const WEEKS_PER_MONTH = 4.34524;
/** The annuity's period factor: weeks per payment period. The weekly loan is paid weekly, so 1 (DECISIONS.md, "Choices"). */
export const ANNUITY_PERIOD_FACTOR = 1;

function requireNumber(name: string, value: number, { min = 0, above = false }: { min?: number; above?: boolean } = {}): void {
  if (typeof value !== 'number') throw new RangeError(`${name} must be a number, got the ${typeof value} ${JSON.stringify(value) ?? String(value)}`);
  if (!Number.isFinite(value) || value < min || (above && value === min)) {
    const bound = min === Number.NEGATIVE_INFINITY ? '' : ` ${above ? 'above' : 'of at least'} ${min}`;
    throw new RangeError(`${name} must be a finite number${bound}, got ${String(value)}`);
  }
}

/** The stop nearest to `value`; halfway between two stops, the higher one. Stops need not be sorted. */
export function snapToStop(value: number, stops: readonly number[]): number {
  if (stops.length === 0) throw new RangeError('snapToStop needs at least one stop');
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new RangeError(`snapToStop needs a finite value, got ${String(value)}`);
  let best = stops[0]!;
  for (const stop of stops) {
    const d = Math.abs(stop - value);
    const bestD = Math.abs(best - value);
    if (d < bestD || (d === bestD && stop > best)) best = stop;
  }
  return best;
}

/** Content gives interest as a percentage ("1.5"); the rules work with the fraction 0.015. */
export function interestFromPercent(percent: number): number {
  requireNumber('An interest percentage', percent);
  return percent / 100;
}

/** A percentage's number as the locale writes it, at most two decimals: sv "1,5", en "1.5". Locales as formatMoney. */
export function formatPercent(percent: number, locale: string): string {
  requireNumber('A percentage', percent, { min: Number.NEGATIVE_INFINITY });
  const text = String(roundHalfAwayFromZero(percent, 2));
  return moneyLanguage(locale) === 'sv' ? text.replace('.', ',') : text;
}

/**
 * A percentage with its sign, the one way the calculators write one: sv "1,5 %" (a no-break space
 * before the sign, as Swedish writes it and Intl's sv percent does), en "1.5%" (no space, as English
 * writes it and Intl's en percent does).
 */
export function formatPercentage(percent: number, locale: string): string {
  const number = formatPercent(percent, locale);
  return moneyLanguage(locale) === 'sv' ? `${number}${NBSP}%` : `${number}%`;
}

/**
 * Fills a calculator disclaimer: "{interest}" followed by a percent sign (with or without a space,
 * as editors write it in either language) becomes formatPercentage, so the text matches the panel;
 * a bare "{interest}" becomes the number only (formatPercent). The locale is sv unless given (SPEC §9's default).
 */
export function fillDisclaimer(template: string, interestPercent: number, locale: string = 'sv'): string {
  return template.replace(/\{interest\}([ \u00a0]*%)?/g, (_, sign: string | undefined) =>
    sign ? formatPercentage(interestPercent, locale) : formatPercent(interestPercent, locale),
  );
}

/** Flex credit: cost = amount × rate × days / 30 (the rate is per 30 days). */
export function flexLoanCost({ amount, days, interestPercent }: { amount: number; days: number; interestPercent: number }): number {
  requireNumber('amount', amount);
  requireNumber('days', days);
  return (amount * interestFromPercent(interestPercent) * days) / 30;
}

/** Weekly payments in a loan of `months` months: round(30.3 × months / 7). 12 months are 52 weeks. */
export function weeksFromMonths(months: number): number {
  requireNumber('months', months);
  return Math.round((30.3 * months) / 7);
}

/** Months in `weeks` weeks: weeks / 4.34524, rounded up (52 weeks are 12 months; every stop's weeks give its months back). */
export function monthsFromWeeks(weeks: number): number {
  requireNumber('weeks', weeks);
  // The 1e-9 keeps a whole number of months (8.69048 weeks) from rounding up to the next; + 0 turns ceil's -0 into 0.
  return Math.ceil(weeks / WEEKS_PER_MONTH - 1e-9) + 0;
}

/** A month of a weekly figure: × 4.34524 weeks, rounded up to whole kronor (DECISIONS.md, "Choices"). */
export function monthlyFromWeekly(weekly: number): number {
  return ceilKronor(weekly * WEEKS_PER_MONTH);
}

/**
 * Kronor rounded up, read to the millionth of a krona first: binary arithmetic leaves a whole amount a hair above
 * itself (3 000 000 × 7.44 % is 223 200.00000000003, 25 000 × 4.34524 is 108 631.00000000001), which rounded up
 * straight would show the visitor a krona, or a step of 10 kr, more than the rule says.
 */
function ceilKronor(amount: number): number {
  return Math.ceil(Math.round(amount * 1e6) / 1e6);
}

/** A cost per period: rounded up to whole kronor (ceilKronor), and above 1 000 kr up to a multiple of 10. */
export function roundCostPerPeriod(cost: number): number {
  const up = ceilKronor(cost);
  return up > 1000 ? Math.ceil(up / 10) * 10 : up;
}

export interface LoanFigures {
  amortization: number;
  fee: number;
  cost: number;
}

/** The loan result of SPEC §3: per month, and in total (cost: all paid back; fee: cost minus the amount). */
export interface LoanResult {
  monthly: LoanFigures;
  total: { cost: number; fee: number };
}

/**
 * The fee-based business loan (SPEC §9): a monthly fee of rate × amount; the amount and the total
 * fee are paid back over the months; the cost per month is rounded with roundCostPerPeriod.
 */
export function feeBasedLoan({ amount, months, interestPercent }: { amount: number; months: number; interestPercent: number }): LoanResult {
  requireNumber('amount', amount);
  requireNumber('months', months, { above: true });
  const monthlyFee = amount * interestFromPercent(interestPercent);
  const totalFee = monthlyFee * months;
  return {
    monthly: { amortization: amount / months, fee: monthlyFee, cost: roundCostPerPeriod((amount + totalFee) / months) },
    total: { cost: amount + totalFee, fee: totalFee },
  };
}

/**
 * An annuity with a daily rate (SPEC §9): rate / 30 is the daily rate, × 7 the weekly rate, × the
 * period factor (weeks per payment period) the rate of one period. Equal payments over `periods`.
 * Returns the payment per period and the totals; weeklyLoan turns weekly payments into months.
 */
export function annuity({
  amount,
  periods,
  interestPercent,
  periodFactor = ANNUITY_PERIOD_FACTOR,
}: {
  amount: number;
  periods: number;
  interestPercent: number;
  periodFactor?: number;
}): {
  rate: number;
  payment: number;
  total: { cost: number; fee: number };
} {
  requireNumber('amount', amount);
  requireNumber('periods', periods, { above: true });
  requireNumber('periodFactor', periodFactor, { above: true });
  const rate = (interestFromPercent(interestPercent) / 30) * 7 * periodFactor;
  // The annuity factor (1 − (1 + rate)^−periods) / rate, written with expm1/log1p so that a tiny
  // rate gives `periods` instead of 0 / 0 (1 + 1e-20 is 1 in binary).
  const factor = rate === 0 ? periods : -Math.expm1(-periods * Math.log1p(rate)) / rate;
  const payment = amount / factor;
  // Total fee = amount × (periods / factor − 1): one coefficient per loan keeps it exactly 0 at a
  // zero rate and never smaller for a larger amount (payment × periods − amount carries ±1e-10 noise).
  const fee = amount * Math.max(0, periods / factor - 1);
  return { rate, payment, total: { cost: amount + fee, fee } };
}

/** The weekly loan's payments: `count` payments of `amount` kronor each. */
export interface WeeklyPayments {
  count: number;
  amount: number;
}

/**
 * `total` whole kronor in `count` whole-krona parts that add up to it exactly: the first (total mod count) parts
 * one krona larger than the rest. The groups, larger first; one group when the parts are all alike.
 */
export function splitWholeKronor(total: number, count: number): WeeklyPayments[] {
  if (!Number.isSafeInteger(total) || total < 0) throw new RangeError(`The total to split must be whole kronor, got ${String(total)}`);
  if (!Number.isSafeInteger(count) || count < 1) throw new RangeError(`The parts to split into must be a whole number above 0, got ${String(count)}`);
  const smaller = Math.floor(total / count);
  const larger = total - smaller * count; // how many parts carry the remainder's kronor
  return [
    { count: larger, amount: smaller + 1 },
    { count: count - larger, amount: smaller },
  ].filter((p) => p.count > 0);
}

/**
 * The weekly loan as its calculator shows it (SPEC §9; rules/DECISIONS.md, "Choices"). The total fee is
 * the fee formula's, rate × amount × months in whole kronor (the fee-based loan's); the total to repay
 * is amount + fee. That total is paid in weeksFromMonths(months) weekly payments of whole kronor that
 * add up to it exactly: the first (total mod weeks) payments are one krona larger than the rest.
 * `perWeek.cost` is the larger payment, so no week costs more than shown, and the rounding of the
 * payments never changes the total fee. `amortization` splits the amount alike (the whole kronor each payment
 * pays off: they add up to the amount). `perWeek`'s amortization and fee are the exact shares.
 * The amount is whole kronor (the stops are).
 */
export function weeklyLoanPayments({ amount, months, interestPercent }: { amount: number; months: number; interestPercent: number }): {
  weeks: number;
  perWeek: LoanFigures;
  payments: WeeklyPayments[];
  amortization: WeeklyPayments[];
  total: { cost: number; fee: number };
} {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`The weekly loan's amount must be whole kronor, got ${String(amount)}`);
  const fee = roundHalfAwayFromZero(feeBasedLoan({ amount, months, interestPercent }).total.fee);
  const weeks = weeksFromMonths(months);
  requireNumber('weeks', weeks, { above: true });
  const cost = amount + fee;
  const payments = splitWholeKronor(cost, weeks);
  return {
    weeks,
    perWeek: { amortization: amount / weeks, fee: fee / weeks, cost: payments[0]!.amount },
    payments,
    amortization: splitWholeKronor(amount, weeks),
    total: { cost, fee },
  };
}

export type WeeklyLoanMethod = 'fee' | 'annuity';

/**
 * The weekly business loan. `method: 'fee'` (the default) is the fee-based business loan of SPEC §9
 * over `months`. `method: 'annuity'` pays weeksFromMonths(months) equal weekly payments at the
 * weekly rate (rate / 30 × 7 × 1); a month of it is monthlyFromWeekly of the weekly figures, with
 * the fee the cost minus the amortization so the monthly figures add up.
 */
export function weeklyLoan({
  amount,
  months,
  interestPercent,
  method = 'fee',
}: {
  amount: number;
  months: number;
  interestPercent: number;
  method?: WeeklyLoanMethod;
}): LoanResult {
  if (method === 'fee') return feeBasedLoan({ amount, months, interestPercent });
  if (method !== 'annuity') throw new RangeError(`Unknown weekly-loan method ${JSON.stringify(method)}: use 'fee' or 'annuity'`);
  const weeks = weeksFromMonths(months);
  const { payment, total } = annuity({ amount, periods: weeks, interestPercent });
  const cost = monthlyFromWeekly(payment);
  // payment ≥ amount / weeks whenever the rate is not negative, so the fee is never negative.
  const amortization = monthlyFromWeekly(amount / weeks);
  return { monthly: { amortization, fee: cost - amortization, cost }, total };
}

/** SPEC §8: the invoice calculator's error for a number of days without a rate. */
export class NoInterestDefinedError extends Error {
  override name = 'NoInterestDefinedError';
}

/**
 * The table's basis points for these days: only its own entries (never `toString` and friends of an
 * object). Throws NoInterestDefinedError for any other value.
 */
function invoiceBasisPoints(days: unknown): number {
  const bp =
    (typeof days === 'number' || typeof days === 'string') && Object.hasOwn(INVOICE_BASIS_POINTS, days) ? INVOICE_BASIS_POINTS[Number(days)] : undefined;
  if (bp === undefined) throw new NoInterestDefinedError(`No interest is defined for ${String(days)} days; it is for ${INVOICE_PERIOD_DAYS.join(', ')} days`);
  return bp;
}

/**
 * Invoice financing: the rate by days from the table, fee = amount × rate rounded to whole kronor
 * (half away from zero, as money is shown), payout = amount − fee, so the two figures shown always
 * add up to the amount. Throws NoInterestDefinedError for days not in the table.
 */
export function invoiceFinancing({ amount, days }: { amount: number; days: number }): { rate: number; fee: number; payout: number } {
  const bp = invoiceBasisPoints(days);
  requireNumber('amount', amount);
  const exact = (amount * bp) / 10_000;
  const fee = Math.sign(exact) * Math.round(Math.abs(exact));
  return { rate: INVOICE_RATES[days]!, fee, payout: amount - fee };
}

/** The invoice rate for `days` as a percentage (SPEC §9's table: 14 days → 0.81), for the panel and the disclaimer. */
export function invoiceRatePercent(days: number): number {
  const bp = invoiceBasisPoints(days);
  return bp / 100;
}

/**
 * Factoring fee: amount × rate (a fraction), × 1.25 when the flag (25 % VAT) is set: `{ withVat: true }`, or
 * `true` as the third argument.
 */
export function factoringFee(amount: number, rate: number, flag: boolean | { withVat?: boolean } = {}): number {
  requireNumber('amount', amount);
  requireNumber('rate', rate);
  const withVat = typeof flag === 'boolean' ? flag : flag.withVat === true;
  return amount * rate * (withVat ? 1.25 : 1);
}
