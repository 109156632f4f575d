/** InvoiceCalculator's lazy boundary is the calculators' one. */
export { LazyCalculator as LazyInvoiceCalculator } from '../_ui/Calculator.lazy';
