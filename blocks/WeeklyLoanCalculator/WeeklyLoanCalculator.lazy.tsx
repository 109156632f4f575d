/** WeeklyLoanCalculator's lazy boundary is the calculators' one. */
export { LazyCalculator as LazyWeeklyLoanCalculator } from '../_ui/Calculator.lazy';
