import type { WeeklyLoanCalculator as WeeklyLoanCalculatorBlok } from '~/codegen/generated/types';
import type { BlockProps } from '~/engine/render/registry';
import { LazyCalculator } from '../_ui/Calculator.lazy';
import { calculatorLabels } from '../_ui/calculatorLabels';
import type { BlockContext } from '../_ui/context';
import { TitledSection } from '../_ui/TitledSection';

/** Weekly business loan calculator: amount and months on sliders; the weekly payment, their number, the fee and the totals in the side panel. */
export default function WeeklyLoanCalculator({ blok, ctx }: BlockProps<WeeklyLoanCalculatorBlok, BlockContext>) {
  const labels = calculatorLabels<'weekly'>(blok, {
    perWeek: blok.perPeriod || ctx.strings.calculatorPerWeek,
    weeks: ctx.strings.calculatorWeeklyPayments,
    amortization: blok.amortizationLabel,
    interest: blok.interestLabel,
    totalFee: blok.totalLabel || ctx.strings.calculatorCost,
    totalRepayment: blok.totalRepaymentLabel,
  });
  return (
    <TitledSection uid={blok._uid} title={blok.title} background={blok.background} size={blok.size} ctx={ctx}>
      <LazyCalculator kind="weekly" locale={ctx.locale} interestPercent={blok.interest} labels={labels} cta={blok.cta[0]} />
    </TitledSection>
  );
}
