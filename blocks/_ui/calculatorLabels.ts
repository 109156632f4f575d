import type { FlexLoanCalculator } from '~/codegen/generated/types';
import { editableAttributes } from '~/engine/render/editable';
import { CALCULATOR_MODELS, type CalculatorKind } from '~/rules/calculatorModels';
import { inputsFromSearch } from '../_lib/calculatorQuery';
import type { CalculatorLabels, CalculatorProps } from './Calculator.client';
import type { BlockContext } from './context';
import { blockId, type IdentifiedBlok } from './ids';

/** The content fields every calculator block has (the three schemas share them; the other two match structurally). */
type CalculatorContent = Pick<FlexLoanCalculator, '_uid' | 'amountLabel' | 'periodLabel' | 'periodUnit' | 'periodAffix' | 'disclaimer' | 'cta'> &
  IdentifiedBlok;

/** The calculator island's words from a calculator block's content, with the labels of its panel rows. */
export function calculatorLabels<K extends CalculatorKind>(
  blok: CalculatorContent,
  rows: CalculatorLabels<K>['rows'],
  ctx: Pick<BlockContext, 'strings'>,
): CalculatorLabels<K> {
  return {
    amount: blok.amountLabel,
    period: blok.periodLabel,
    periodUnit: blok.periodUnit,
    periodAffix: blok.periodAffix,
    disclaimer: blok.disclaimer,
    rows,
    calculate: ctx.strings.calculatorCalculate,
  };
}

/**
 * What a calculator block hands its island besides its terms and offer: the kind, the block's uid, the
 * id of its section (`anchor`: `calculator-` and the uid as an id, unique on the page, from blockId; the
 * block puts it on its section, and the form without JavaScript comes back to it), the words, and the
 * values the page was rendered for. Those come from the request's query on a page rendered for the
 * calculator's form without JavaScript (ctx.query; app/[locale]/%5Fcalculation), when the query names this
 * calculator; otherwise the island starts from the model's defaults.
 */
export function calculatorIsland<K extends CalculatorKind>(
  kind: K,
  blok: CalculatorContent,
  rows: CalculatorLabels<K>['rows'],
  ctx: BlockContext,
): Pick<CalculatorProps, 'kind' | 'uid' | 'anchor' | 'initial' | 'locale' | 'labels' | 'cta' | 'ctaEditable'> {
  const initial = ctx.query === undefined ? null : inputsFromSearch(CALCULATOR_MODELS[kind], ctx.query, blok._uid);
  const cta = blok.cta[0];
  // The Visual Editor's attributes of the call to action, in draft content only (published pages carry none).
  const ctaEditable = cta && editableAttributes(cta);
  return {
    kind,
    uid: blok._uid,
    anchor: blockId(ctx, blok, 'calculator-'),
    locale: ctx.locale,
    labels: calculatorLabels(blok, rows, ctx),
    cta,
    ...(initial && { initial }),
    ...(ctaEditable?.['data-blok-uid'] && { ctaEditable }),
  };
}
