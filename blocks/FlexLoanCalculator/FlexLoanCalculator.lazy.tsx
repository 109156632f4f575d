/** FlexLoanCalculator's lazy boundary is the calculators' one. */
export { LazyCalculator as LazyFlexLoanCalculator } from '../_ui/Calculator.lazy';
