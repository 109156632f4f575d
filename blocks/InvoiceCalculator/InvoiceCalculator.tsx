import { defineBlock } from '../_ui/context';
import { CtaLink } from '../_ui/CtaLink';
import { TitledSection } from '../_ui/TitledSection';
import { InvoiceCalculatorView } from './InvoiceCalculator.client';

/** Invoice financing calculator: invoice amount and days to due date on sliders, fee and payout in the side panel. */
export default defineBlock('InvoiceCalculator', function InvoiceCalculator({ blok, ctx }) {
  const cta = blok.cta[0];
  return (
    <TitledSection uid={blok._uid} title={blok.title} background={blok.background} size={blok.size} ctx={ctx}>
      <InvoiceCalculatorView
        locale={ctx.locale}
        labels={{
          amount: blok.amountLabel,
          period: blok.periodLabel,
          periodUnit: blok.periodUnit,
          periodAffix: blok.periodAffix,
          payout: blok.totalLabel || ctx.strings.calculatorPayout,
          fee: blok.interestLabel || ctx.strings.calculatorFee,
          rate: ctx.strings.calculatorRate,
          disclaimer: blok.disclaimer,
        }}
        cta={cta && <CtaLink cta={cta} />}
      />
    </TitledSection>
  );
});
