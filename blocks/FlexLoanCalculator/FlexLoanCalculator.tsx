import { calculatorIsland } from '../_ui/calculatorLabels';
import { defineBlock } from '../_ui/context';
import { TitledSection } from '../_ui/TitledSection';
import { LazyFlexLoanCalculator } from './FlexLoanCalculator.lazy';
import '../_ui/Calculator.styles';

/** Flex credit calculator: amount and days on sliders; the cost, the interest and the total to repay in the side panel. */
export default defineBlock('FlexLoanCalculator', function FlexLoanCalculator({ blok, ctx }) {
  const island = calculatorIsland(
    'flex',
    blok,
    {
      cost: blok.totalLabel || ctx.strings.calculatorCost,
      interest: blok.interestLabel,
      totalRepayment: blok.totalRepaymentLabel,
    },
    ctx,
  );
  return (
    <TitledSection blok={blok} id={island.anchor} title={blok.title} background={blok.background} size={blok.size} ctx={ctx}>
      <LazyFlexLoanCalculator {...island} interestPercent={blok.interest} />
    </TitledSection>
  );
});
