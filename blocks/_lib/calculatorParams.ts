/**
 * The query parameters of a calculator's values (calculatorQuery.ts), apart: the language menu's chunk reads them
 * and must not carry the rules calculatorQuery imports.
 */
export const CALCULATOR_PARAMS = { amount: 'amount', period: 'period', calculator: 'calculator' } as const;
