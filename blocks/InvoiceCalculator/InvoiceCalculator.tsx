import type { InvoiceCalculator as InvoiceCalculatorBlok } from '~/codegen/generated/types';
import type { BlockProps } from '~/engine/render/registry';
import { LazyCalculator } from '../_ui/Calculator.lazy';
import { calculatorLabels } from '../_ui/calculatorLabels';
import type { BlockContext } from '../_ui/context';
import { TitledSection } from '../_ui/TitledSection';

/** Invoice financing calculator: invoice amount and days to the due date on sliders; the payout, the fee and the rate in the side panel. */
export default function InvoiceCalculator({ blok, ctx }: BlockProps<InvoiceCalculatorBlok, BlockContext>) {
  const labels = calculatorLabels<'invoice'>(blok, {
    payout: blok.totalLabel || ctx.strings.calculatorPayout,
    fee: blok.interestLabel || ctx.strings.calculatorFee,
    rate: ctx.strings.calculatorRate,
  });
  // The rate comes from the invoice table by days, not from content: no interest to hand over.
  return (
    <TitledSection uid={blok._uid} title={blok.title} background={blok.background} size={blok.size} ctx={ctx}>
      <LazyCalculator kind="invoice" locale={ctx.locale} interestPercent={0} labels={labels} cta={blok.cta[0]} />
    </TitledSection>
  );
}
