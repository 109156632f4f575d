/**
 * A calculator's slider values in URLs: the page's own query (so the values survive Back, a reload
 * and a shared link) and the offer link's (so the offer page starts from the visitor's choice).
 * Both use `amount` (kronor) and `period` (the calculator's unit: days, or months for the weekly
 * loan). Reading goes through rules/ (snapped to the stops; junk is ignored).
 *
 * Without JavaScript a calculator is a GET form of its own (Calculator.client.tsx): it sends
 * `calculator` (the block's _uid) with the two values, and the site computes the figures on the
 * server for that calculator (next.config rewrites such a request to app/[locale]/%5Fcalculation). A query that
 * names a calculator is for that calculator only.
 */
import { calculatorInputs, type CalculatorInputs, type CalculatorModel } from '~/rules/calculatorModels'; // not the index: see Calculator.client.tsx
import { CALCULATOR_PARAMS } from './calculatorParams';
import { withQueryParams } from './href';

export { CALCULATOR_PARAMS };

/**
 * The values a query string carries for this calculator, or null when it names neither, or when it
 * names another calculator (`calculator` is some other block's uid).
 */
export function inputsFromSearch(
  model: Pick<CalculatorModel, 'amountStops' | 'periodStops' | 'defaults'>,
  search: string,
  uid?: string,
): CalculatorInputs | null {
  const params = new URLSearchParams(search);
  const named = params.get(CALCULATOR_PARAMS.calculator);
  if (named !== null && uid !== undefined && named !== uid) return null;
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

/**
 * The page's own href after this calculator changed: its values, and this calculator's uid when the address
 * names a calculator already (it came from the form without JavaScript) or when the page has others (`shared`):
 * a query that names none is every calculator's, so a reload would give one calculator's values to all of them
 * (a flex credit's 15 days read as a weekly loan's months). Without others the address stays the static page's.
 */
export function pageHrefWithInputs(href: string, inputs: CalculatorInputs, uid: string, shared = false): string {
  const next = hrefWithInputs(href, inputs);
  const url = new URL(next, 'http://x');
  return shared || url.searchParams.has(CALCULATOR_PARAMS.calculator) ? withQueryParams(next, [[CALCULATOR_PARAMS.calculator, uid]]) : next;
}
