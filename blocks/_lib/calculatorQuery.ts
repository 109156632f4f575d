/**
 * A calculator's slider values in URLs: the page's own query (so the values survive Back, a reload
 * and a shared link) and the offer link's (so the offer page starts from the visitor's choice).
 * Both use `amount` (kronor) and `period` (the calculator's unit: days, or months for the weekly
 * loan). Reading goes through rules/ (snapped to the stops; junk is ignored).
 */
import { calculatorInputs, type CalculatorInputs, type CalculatorModel } from '~/rules/calculatorModels'; // not the index: see Calculator.client.tsx
import { withQueryParams } from './href';

export const CALCULATOR_PARAMS = { amount: 'amount', period: 'period' } as const;

/** The values a query string carries for this calculator, or null when it names neither. */
export function inputsFromSearch(model: Pick<CalculatorModel, 'amountStops' | 'periodStops' | 'defaults'>, search: string): CalculatorInputs | null {
  const params = new URLSearchParams(search);
  const amount = params.get(CALCULATOR_PARAMS.amount);
  const period = params.get(CALCULATOR_PARAMS.period);
  if (amount === null && period === null) return null;
  return calculatorInputs(model, { amount, period });
}

/** The href with the values set as `amount` and `period`; its other parameters and fragment kept. */
export function hrefWithInputs(href: string, { amount, period }: CalculatorInputs): string {
  return withQueryParams(href, [
    [CALCULATOR_PARAMS.amount, String(amount)],
    [CALCULATOR_PARAMS.period, String(period)],
  ]);
}
