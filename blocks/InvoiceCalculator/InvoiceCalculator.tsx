import { calculatorIsland } from '../_ui/calculatorLabels';
import { defineBlock } from '../_ui/context';
import { TitledSection } from '../_ui/TitledSection';
import { LazyInvoiceCalculator } from './InvoiceCalculator.lazy';
import '../_ui/Calculator.styles';

/** Invoice financing calculator: invoice amount and days to the due date on sliders; the payout, the fee and the rate in the side panel. */
export default defineBlock('InvoiceCalculator', function InvoiceCalculator({ blok, ctx }) {
  const island = calculatorIsland(
    'invoice',
    blok,
    {
      payout: blok.totalLabel || ctx.strings.calculatorPayout,
      fee: blok.interestLabel || ctx.strings.calculatorFee,
      rate: ctx.strings.calculatorRate,
    },
    ctx,
  );
  // The rate comes from the invoice table by days, not from content: no interest to hand over.
  return (
    <TitledSection blok={blok} id={island.anchor} title={blok.title} background={blok.background} size={blok.size} ctx={ctx}>
      <LazyInvoiceCalculator {...island} interestPercent={0} />
    </TitledSection>
  );
});
