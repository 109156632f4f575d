import type { FlexLoanCalculator } from '~/codegen/generated/types';
import type { CalculatorKind } from '~/rules';
import type { CalculatorLabels } from './Calculator.client';

/** The content fields every calculator block has (the three schemas share them; the other two match structurally). */
type CalculatorContent = Pick<FlexLoanCalculator, 'amountLabel' | 'periodLabel' | 'periodUnit' | 'periodAffix' | 'disclaimer'>;

/** The calculator island's words from a calculator block's content, with the labels of its panel rows. */
export function calculatorLabels<K extends CalculatorKind>(blok: CalculatorContent, rows: CalculatorLabels<K>['rows']): CalculatorLabels<K> {
  return { amount: blok.amountLabel, period: blok.periodLabel, periodUnit: blok.periodUnit, periodAffix: blok.periodAffix, disclaimer: blok.disclaimer, rows };
}
