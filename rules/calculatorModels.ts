/**
 * The three calculators as data and one function each (SPEC §2, §4, §9): the slider stops, the
 * defaults, and the rows of the result panel for a pair of slider values, every figure computed
 * here. The calculator island renders any model the same way; it labels and formats the rows and
 * does no arithmetic of its own.
 */
import {
  AMOUNT_STOPS,
  CALCULATOR_DEFAULTS,
  FLEX_PERIOD_DAYS,
  flexLoanCost,
  formatPercentage,
  INVOICE_PERIOD_DAYS,
  invoiceFinancing,
  invoiceRatePercent,
  snapToStop,
  WEEKLY_LOAN_MONTHS,
  weeklyLoanPayments,
  type WeeklyPayments,
} from './calculators';
import { formatMoney, formatNumber } from './money';

export type CalculatorKind = 'flex' | 'weekly' | 'invoice';
export const CALCULATOR_KINDS: readonly CalculatorKind[] = Object.freeze(['flex', 'weekly', 'invoice'] as const);

/** The two slider values: an amount in kronor and a period (days, or months for the weekly loan), each one of its stops. */
export interface CalculatorInputs {
  amount: number;
  period: number;
}

/** What the content sets: the interest as a percentage (flex credit per 30 days, the weekly loan per month; invoice financing uses its table). */
export interface CalculatorTerms {
  interestPercent: number;
}

/**
 * A figure of the panel: kronor, a percentage (1.5 is 1.5 %) or a count; whole kronor from `value` to `max`
 * (each week's share is one or the other); or `value` payments in groups of `count` payments of `amount` kronor,
 * larger first, which multiply out to the total to repay.
 */
export type CalculatorFigure =
  | { unit: 'money' | 'percent' | 'count'; value: number }
  | { unit: 'moneyRange'; value: number; max: number }
  | { unit: 'payments'; value: number; payments: readonly WeeklyPayments[] };

/** The rows each calculator can show, in panel order; the first is the headline figure. */
export interface CalculatorRowKeys {
  flex: 'cost' | 'interest' | 'totalRepayment';
  weekly: 'perWeek' | 'weeks' | 'amortization' | 'interest' | 'totalFee' | 'totalRepayment';
  invoice: 'payout' | 'fee' | 'rate';
}
export type CalculatorRowKey<K extends CalculatorKind = CalculatorKind> = CalculatorRowKeys[K];

export interface CalculatorRow<K extends CalculatorKind = CalculatorKind> {
  key: CalculatorRowKey<K>;
  figure: CalculatorFigure;
  /** The headline figure (the first row). */
  lead: boolean;
}

export interface CalculatorModel<K extends CalculatorKind = CalculatorKind> {
  readonly kind: K;
  readonly amountStops: readonly number[];
  readonly periodStops: readonly number[];
  readonly defaults: Readonly<CalculatorInputs>;
  /** Every row key, in panel order. */
  readonly rowKeys: readonly CalculatorRowKey<K>[];
  /** The panel's rows for slider values on the stops (others are a developer error: RangeError). */
  rows(inputs: CalculatorInputs, terms: CalculatorTerms): CalculatorRow<K>[];
  /** The percentage the disclaimer's {interest} stands for at these values. */
  disclaimerPercent(inputs: CalculatorInputs, terms: CalculatorTerms): number;
}

const money = (value: number): CalculatorFigure => ({ unit: 'money', value });
const percent = (value: number): CalculatorFigure => ({ unit: 'percent', value });
/** Whole-krona shares from the smallest to the largest of `parts` (one figure when they are alike). */
const moneyRange = (parts: readonly WeeklyPayments[]): CalculatorFigure => {
  const amounts = parts.map((p) => p.amount);
  const [value, max] = [Math.min(...amounts), Math.max(...amounts)];
  return value === max ? money(value) : { unit: 'moneyRange', value, max };
};
const payments = (parts: readonly WeeklyPayments[]): CalculatorFigure => ({
  unit: 'payments',
  value: parts.reduce((sum, p) => sum + p.count, 0),
  payments: parts,
});

function checkInputs(kind: CalculatorKind, inputs: CalculatorInputs, amountStops: readonly number[], periodStops: readonly number[]): void {
  if (!amountStops.includes(inputs.amount) || !periodStops.includes(inputs.period))
    throw new RangeError(`The ${kind} calculator takes values on its stops, got amount ${String(inputs.amount)} and period ${String(inputs.period)}`);
}

/** Builds a model whose rows come out in `rowKeys` order, the first marked as the headline. */
function model<K extends CalculatorKind>(spec: {
  kind: K;
  periodStops: readonly number[];
  defaultPeriod: number;
  rowKeys: readonly CalculatorRowKey<K>[];
  figures: (inputs: CalculatorInputs, terms: CalculatorTerms) => Record<CalculatorRowKey<K>, CalculatorFigure>;
  disclaimerPercent: (inputs: CalculatorInputs, terms: CalculatorTerms) => number;
}): CalculatorModel<K> {
  const { kind, periodStops, rowKeys, figures } = spec;
  return Object.freeze({
    kind,
    amountStops: AMOUNT_STOPS,
    periodStops,
    defaults: Object.freeze({ amount: CALCULATOR_DEFAULTS.amount, period: spec.defaultPeriod }),
    rowKeys,
    rows(inputs: CalculatorInputs, terms: CalculatorTerms): CalculatorRow<K>[] {
      checkInputs(kind, inputs, AMOUNT_STOPS, periodStops);
      const all = figures(inputs, terms);
      return rowKeys.map((key, i) => ({ key, figure: all[key], lead: i === 0 }));
    },
    disclaimerPercent(inputs: CalculatorInputs, terms: CalculatorTerms): number {
      checkInputs(kind, inputs, AMOUNT_STOPS, periodStops);
      return spec.disclaimerPercent(inputs, terms);
    },
  });
}

/** Flex credit: the cost of the amount over the days, the interest per 30 days, and amount + cost. */
export const flexLoanModel: CalculatorModel<'flex'> = model({
  kind: 'flex',
  periodStops: FLEX_PERIOD_DAYS,
  defaultPeriod: CALCULATOR_DEFAULTS.flexDays,
  rowKeys: ['cost', 'interest', 'totalRepayment'],
  figures: ({ amount, period }, { interestPercent }) => {
    const cost = flexLoanCost({ amount, days: period, interestPercent });
    return { cost: money(cost), interest: percent(interestPercent), totalRepayment: money(amount + cost) };
  },
  disclaimerPercent: (_, { interestPercent }) => interestPercent,
});

/**
 * The weekly business loan (weeklyLoanPayments): the weekly payment (the larger one, so no week costs more), the
 * payments as they fall ("28 × 2 362 kr + 24 × 2 361 kr", which multiply out to the total to repay), the whole kronor
 * a week pays off (600–601 kr where the amount does not divide into the weeks), the monthly fee rate, the total fee
 * (the fee formula's) and amount + fee.
 */
export const weeklyLoanModel: CalculatorModel<'weekly'> = model({
  kind: 'weekly',
  periodStops: WEEKLY_LOAN_MONTHS,
  defaultPeriod: CALCULATOR_DEFAULTS.weeklyLoanMonths,
  rowKeys: ['perWeek', 'weeks', 'amortization', 'interest', 'totalFee', 'totalRepayment'],
  figures: ({ amount, period }, { interestPercent }) => {
    const loan = weeklyLoanPayments({ amount, months: period, interestPercent });
    return {
      perWeek: money(loan.perWeek.cost),
      weeks: payments(loan.payments),
      amortization: moneyRange(loan.amortization),
      interest: percent(interestPercent),
      totalFee: money(loan.total.fee),
      totalRepayment: money(loan.total.cost),
    };
  },
  disclaimerPercent: (_, { interestPercent }) => interestPercent,
});

/** Invoice financing: the payout, the fee and the table's rate for the days (the content's interest is not used). */
export const invoiceFinancingModel: CalculatorModel<'invoice'> = model({
  kind: 'invoice',
  periodStops: INVOICE_PERIOD_DAYS,
  defaultPeriod: CALCULATOR_DEFAULTS.invoiceDays,
  rowKeys: ['payout', 'fee', 'rate'],
  figures: ({ amount, period }) => {
    const { fee, payout } = invoiceFinancing({ amount, days: period });
    return { payout: money(payout), fee: money(fee), rate: percent(invoiceRatePercent(period)) };
  },
  disclaimerPercent: ({ period }) => invoiceRatePercent(period),
});

export const CALCULATOR_MODELS: { readonly [K in CalculatorKind]: CalculatorModel<K> } = Object.freeze({
  flex: flexLoanModel,
  weekly: weeklyLoanModel,
  invoice: invoiceFinancingModel,
});

const DECIMAL = /^\s*\d+(?:\.\d+)?\s*$/;
/** A number from a query string or a form: digits with an optional decimal point; anything else is absent. */
function readNumber(raw: unknown): number | undefined {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : undefined;
  if (typeof raw !== 'string' || !DECIMAL.test(raw)) return undefined;
  // Hundreds of digits are a number too large for a double: as large as can be, so it snaps to the last stop.
  const value = Number(raw);
  return Number.isFinite(value) ? value : Math.sign(value) * Number.MAX_VALUE;
}

/**
 * Slider values from outside (a shared link's query, a restored page): each value snaps to the
 * nearest stop; a missing or unreadable one takes the default. Never throws.
 */
export function calculatorInputs(
  model: Pick<CalculatorModel, 'amountStops' | 'periodStops' | 'defaults'>,
  raw: { amount?: unknown; period?: unknown },
): CalculatorInputs {
  const amount = readNumber(raw.amount);
  const period = readNumber(raw.period);
  return {
    amount: amount === undefined ? model.defaults.amount : snapToStop(amount, model.amountStops),
    period: period === undefined ? model.defaults.period : snapToStop(period, model.periodStops),
  };
}

/**
 * A figure as the panel writes it: money as formatMoney, a percentage as formatPercentage, a count as formatNumber;
 * a range as its money with both ends ("600–601 kr", "SEK 600–601"); payments as "28 × 2 362 kr + 24 × 2 361 kr"
 * (a narrow panel breaks after a "+", and with a larger text after a "×": each amount whole).
 */
export function formatFigure(figure: CalculatorFigure, locale: string): string {
  switch (figure.unit) {
    case 'money':
      return formatMoney(figure.value, locale);
    case 'percent':
      return formatPercentage(figure.value, locale);
    case 'count':
      return formatNumber(figure.value, locale);
    case 'moneyRange':
      return formatMoney(figure.max, locale).replace(
        formatNumber(figure.max, locale),
        `${formatNumber(figure.value, locale)}–${formatNumber(figure.max, locale)}`,
      );
    case 'payments':
      return figure.payments.map((p) => `${formatNumber(p.count, locale)}\u00a0× ${formatMoney(p.amount, locale)}`).join('\u00a0+ ');
  }
}
