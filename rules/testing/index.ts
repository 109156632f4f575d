/**
 * fast-check arbitraries for every rule family, for test authors (rules/README.md, "Testing with
 * generated inputs"). Test code only: import from '~/rules/testing', never from production code
 * (it pulls in fast-check). Valid generators build valid values by construction and invalid ones
 * break exactly one thing, so neither leans on the rule it is meant to test; the `…Like`
 * generators mix both, for differential tests against an oracle package.
 */
export { digitString, luhnNumber, typedByAVisitor } from './digits';
export {
  FIXED_NOW,
  identityNumber,
  identityNumberLike,
  invalidIdentityNumber,
  type IdentityNumberOptions,
  type InvalidIdentityNumberKind,
} from './identityNumbers';
export { invalidOrganisationNumber, organisationNumber, organisationNumberLike, type OrganisationNumberOptions } from './organisationNumbers';
export { bankgiroNumber, bankgiroWritten, invalidBankgiroNumber, invalidPlusgiroNumber, plusgiroNumber, plusgiroWritten } from './giro';
export {
  bankAccount,
  bankAccountLike,
  bankAccountPartsLike,
  invalidBankAccount,
  type BankAccountOptions,
  type BankAccountSample,
  type InvalidBankAccountReason,
  type InvalidBankAccountSample,
} from './bankAccounts';
export { moneyAmount, moneyLocale } from './money';
export { amountStop, calculatorInputs, calculatorKind, calculatorQueryValue, interestPercent, orderedStops, periodStop } from './calculators';
export { emailAddress, invalidEmailAddress, invalidLeadForm, leadForm, personName, phoneNumber, type LeadFormFailures } from './forms';
