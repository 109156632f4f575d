import { expect, test } from 'vitest';
import * as rules from './index';

// The public API named in the rules issue: tests and other checks import these from rules/index.ts.
const functions = [
  'isValidLuhn',
  'luhnChecksum',
  'assertLuhn',
  'isValidBankgiro',
  'isValidPlusgiro',
  'isValidIdentityNumber',
  'parseIdentityNumber',
  'formatIdentityNumber',
  'maskIdentityNumber',
  'isValidOrganisationNumber',
  'parseBankAccount',
  'formatBankAccount',
  'formatMoney',
  'formatAccounting',
  'formatDate',
  'capitalizeWords',
  'formatCount',
  'snapToStop',
  'flexLoanCost',
  'weeksFromMonths',
  'weeklyLoan',
  'invoiceFinancing',
  'factoringFee',
  'validateLeadField',
  'validateLeadForm',
  'splitName',
  'fillDisclaimer',
  'interestFromPercent',
  'formatPercentage',
  'weeklyLoanPayments',
  'splitWholeKronor',
  'calculatorInputs',
  'formatFigure',
] as const;
const constants = [
  'banks',
  'AMOUNT_STOPS',
  'FLEX_PERIOD_DAYS',
  'WEEKLY_LOAN_MONTHS',
  'INVOICE_PERIOD_DAYS',
  'INVOICE_RATES',
  'FORM_MESSAGES',
  'CALCULATOR_DEFAULTS',
  'CALCULATOR_KINDS',
  'CALCULATOR_MODELS',
] as const;

test.each(functions)('rules/index.ts exports the function %s', (name) => {
  expect(typeof rules[name]).toBe('function');
});

test.each(constants)('rules/index.ts exports the constant %s', (name) => {
  expect(rules[name]).toBeTypeOf('object');
  expect(Object.isFrozen(rules[name])).toBe(true);
});
