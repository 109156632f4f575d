import { defineBlock } from '../_ui/context';
import { CtaLink } from '../_ui/CtaLink';
import { TitledSection } from '../_ui/TitledSection';
import { WeeklyLoanCalculatorView } from './WeeklyLoanCalculator.client';

/** Weekly business loan calculator: amount and months on sliders, the weekly cost and totals in the side panel. */
export default defineBlock('WeeklyLoanCalculator', function WeeklyLoanCalculator({ blok, ctx }) {
  const cta = blok.cta[0];
  return (
    <TitledSection uid={blok._uid} title={blok.title} background={blok.background} size={blok.size} ctx={ctx}>
      <WeeklyLoanCalculatorView
        locale={ctx.locale}
        interestPercent={blok.interest}
        labels={{
          amount: blok.amountLabel,
          period: blok.periodLabel,
          periodUnit: blok.periodUnit,
          periodAffix: blok.periodAffix,
          perPeriod: blok.perPeriod || ctx.strings.calculatorPerWeek,
          total: blok.totalLabel || ctx.strings.calculatorCost,
          interest: blok.interestLabel,
          amortization: blok.amortizationLabel,
          totalRepayment: blok.totalRepaymentLabel,
          disclaimer: blok.disclaimer,
        }}
        cta={cta && <CtaLink cta={cta} />}
      />
    </TitledSection>
  );
});
