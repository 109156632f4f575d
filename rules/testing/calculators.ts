import fc from 'fast-check';
import { CALCULATOR_KINDS, CALCULATOR_MODELS, type CalculatorInputs, type CalculatorKind } from '../calculatorModels';
import { AMOUNT_STOPS } from '../calculators';

/** One of the three calculators: 'flex', 'weekly' or 'invoice'. */
export const calculatorKind = (): fc.Arbitrary<CalculatorKind> => fc.constantFrom(...CALCULATOR_KINDS);

/** An amount slider stop (SPEC §9: 10 000 to 5 000 000 kr, 39 stops). */
export const amountStop = (): fc.Arbitrary<number> => fc.constantFrom(...AMOUNT_STOPS);

/** A period stop of one calculator: flex days, weekly-loan months or invoice days. */
export const periodStop = (kind: CalculatorKind): fc.Arbitrary<number> => fc.constantFrom(...CALCULATOR_MODELS[kind].periodStops);

/** Two stops of the same list, the second at least the first (for "grows with" laws). */
export const orderedStops = (stops: readonly number[]): fc.Arbitrary<[number, number]> =>
  fc.tuple(fc.constantFrom(...stops), fc.constantFrom(...stops)).map(([a, b]): [number, number] => (a <= b ? [a, b] : [b, a]));

/**
 * An interest percentage as content gives it (0–10 %; "1.5" is 1.5 %): most often in whole hundredths, as editors
 * write rates, else any double of the range. A plain fc.double drew below 1e-6 % nine times in ten (its values
 * spread over the exponents), so the laws were hardly ever checked at the rates the calculators show (a
 * mutation-testing review).
 */
export const interestPercent = ({ max = 10 }: { max?: number } = {}): fc.Arbitrary<number> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.integer({ min: 0, max: Math.round(max * 100) }).map((hundredths) => hundredths / 100) },
    { weight: 1, arbitrary: fc.double({ min: 0, max, noNaN: true }) },
  );

/** Slider values on a calculator's stops, with its kind: what the calculator island can be set to. */
export function calculatorInputs(kind?: CalculatorKind): fc.Arbitrary<CalculatorInputs & { kind: CalculatorKind }> {
  return (kind ? fc.constant(kind) : calculatorKind()).chain((k) => fc.record({ kind: fc.constant(k), amount: amountStop(), period: periodStop(k) }));
}

/**
 * What a calculator can be handed from outside (a shared link's query): a stop, a number between or
 * beyond the stops, a numeric string, or junk ("", "abc", "-5", "1e3", null).
 */
export function calculatorQueryValue(): fc.Arbitrary<unknown> {
  return fc.oneof(
    amountStop().map(String),
    fc.double({ min: -1e7, max: 1e7, noNaN: true }),
    fc.integer({ min: 0, max: 10_000_000 }).map(String),
    fc.constantFrom('', ' ', 'abc', '-5', '1e3', '0x10', 'NaN', 'Infinity', null, undefined),
    fc.string({ maxLength: 12 }),
  );
}
