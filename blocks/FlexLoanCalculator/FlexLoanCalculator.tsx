import { defineBlock } from '../_ui/context';
import { CtaLink } from '../_ui/CtaLink';
import { TitledSection } from '../_ui/TitledSection';
import { FlexLoanCalculatorView } from './FlexLoanCalculator.client';

/** Flex credit calculator: amount and days on sliders, the cost in the side panel. */
export default defineBlock('FlexLoanCalculator', function FlexLoanCalculator({ blok, ctx }) {
  const cta = blok.cta[0];
  return (
    <TitledSection uid={blok._uid} title={blok.title} background={blok.background} size={blok.size} ctx={ctx}>
      <FlexLoanCalculatorView
        locale={ctx.locale}
        interestPercent={blok.interest}
        labels={{
          amount: blok.amountLabel,
          period: blok.periodLabel,
          periodUnit: blok.periodUnit,
          periodAffix: blok.periodAffix,
          total: blok.totalLabel || ctx.strings.calculatorCost,
          interest: blok.interestLabel,
          totalRepayment: blok.totalRepaymentLabel,
          disclaimer: blok.disclaimer,
        }}
        cta={cta && <CtaLink cta={cta} />}
      />
    </TitledSection>
  );
});
