import { calculatorIsland } from '../_ui/calculatorLabels';
import { defineBlock } from '../_ui/context';
import { TitledSection } from '../_ui/TitledSection';
import { LazyWeeklyLoanCalculator } from './WeeklyLoanCalculator.lazy';
import '../_ui/Calculator.styles';

/** Weekly business loan calculator: amount and months on sliders; the weekly payment, their number, the fee and the totals in the side panel. */
export default defineBlock('WeeklyLoanCalculator', function WeeklyLoanCalculator({ blok, ctx }) {
  const island = calculatorIsland(
    'weekly',
    blok,
    {
      perWeek: blok.perPeriod || ctx.strings.calculatorPerWeek,
      weeks: ctx.strings.calculatorWeeklyPayments,
      amortization: blok.amortizationLabel,
      interest: blok.interestLabel,
      totalFee: blok.totalLabel || ctx.strings.calculatorCost,
      totalRepayment: blok.totalRepaymentLabel,
    },
    ctx,
  );
  return (
    <TitledSection blok={blok} id={island.anchor} title={blok.title} background={blok.background} size={blok.size} ctx={ctx}>
      <LazyWeeklyLoanCalculator {...island} interestPercent={blok.interest} />
    </TitledSection>
  );
});
