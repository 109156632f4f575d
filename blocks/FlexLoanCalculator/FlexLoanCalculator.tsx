import type { FlexLoanCalculator as FlexLoanCalculatorBlok } from '~/codegen/generated/types';
import type { BlockProps } from '~/engine/render/registry';
import { LazyCalculator } from '../_ui/Calculator.lazy';
import { calculatorLabels } from '../_ui/calculatorLabels';
import type { BlockContext } from '../_ui/context';
import { TitledSection } from '../_ui/TitledSection';

/** Flex credit calculator: amount and days on sliders; the cost, the interest and the total to repay in the side panel. */
export default function FlexLoanCalculator({ blok, ctx }: BlockProps<FlexLoanCalculatorBlok, BlockContext>) {
  const labels = calculatorLabels<'flex'>(blok, {
    cost: blok.totalLabel || ctx.strings.calculatorCost,
    interest: blok.interestLabel,
    totalRepayment: blok.totalRepaymentLabel,
  });
  return (
    <TitledSection uid={blok._uid} title={blok.title} background={blok.background} size={blok.size} ctx={ctx}>
      <LazyCalculator kind="flex" locale={ctx.locale} interestPercent={blok.interest} labels={labels} cta={blok.cta[0]} />
    </TitledSection>
  );
}
