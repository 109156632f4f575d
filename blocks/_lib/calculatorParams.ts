/**
 * The query parameters of a calculator's values (calculatorQuery.ts), apart: the language menu's chunk reads them
 * and must not carry the rules calculatorQuery imports.
 */
export const CALCULATOR_PARAMS = { amount: 'amount', period: 'period', calculator: 'calculator' } as const;

/** The calculator blocks, by component name, and the kind of calculator each one is (rules/calculatorModels). */
export const CALCULATOR_BLOCKS: Readonly<Record<string, 'flex' | 'weekly' | 'invoice'>> = {
  FlexLoanCalculator: 'flex',
  WeeklyLoanCalculator: 'weekly',
  InvoiceCalculator: 'invoice',
};
