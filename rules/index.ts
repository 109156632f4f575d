/**
 * The finance and validation rules of SPEC §5, §8 and §9: pure functions, no React, no DOM.
 * Components and machines import from here and never re-implement a rule. See README.md.
 */
export {
  assertBankgiro,
  assertLuhn,
  assertPlusgiro,
  BANKGIRO_LENGTHS,
  isValidBankgiro,
  isValidLuhn,
  isValidPlusgiro,
  LUHN_MESSAGES,
  luhnChecksum,
  LuhnError,
  PLUSGIRO_LENGTHS,
  type LuhnLengths,
} from './luhn';
export {
  formatIdentityNumber,
  IdentityNumberError,
  INPUT_LENGTH_MESSAGE,
  INVALID_IDENTITY_NUMBER_MESSAGE,
  isValidIdentityNumber,
  maskIdentityNumber,
  parseIdentityNumber,
  type FormatIdentityNumberOptions,
  type IdentityNumber,
  type IdentityNumberOptions,
} from './identityNumber';
export { isValidOrganisationNumber } from './organisationNumber';
export {
  applyBankMask,
  BANK_ACCOUNT_MESSAGES,
  BankAccountError,
  bankChecksumValid,
  banks,
  banksSource,
  findBank,
  formatBankAccount,
  isValidBankAccount,
  parseBankAccount,
  type Bank,
  type BankAccount,
  type BankAccountFormat,
  type BankAccountMode,
  type BankAccountParts,
  type BankComment,
  type BankType,
} from './bankAccount';
export {
  ACCOUNTING_DEFAULTS,
  formatAccounting,
  formatMoney,
  MINUS_SIGN,
  MONEY_CURRENCIES,
  MONEY_LOCALES,
  moneyLanguage,
  NBSP,
  roundHalfAwayFromZero,
  unformatAccounting,
  UnsupportedError,
  type AccountingOptions,
  type MoneyLocale,
} from './money';
export { calendarDate, DateLocaleError, formatDate, monthNames, type DateLocale } from './date';
export { capitalizeWords, splitName, type SplitName } from './text';
