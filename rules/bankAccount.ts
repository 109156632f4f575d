/**
 * Swedish bank accounts (SPEC §5): the clearing (sorting) code and the account, the bank from our
 * table (rules/data/banks.json: Bankgirot 2024-02-22 with the corrections of NOTES §7.3), and the
 * checksum by bank type and comment. Modes (NOTES §7.3, §7.5): strict (the default) rejects any
 * account whose checksum fails, semi only type 1 accounts, lax none (it reports `valid: false`).
 * Account lengths are not checked: the specification validates checksums only (kontonummer 6.x's
 * length rules are not ours, NOTES §3.1).
 */
import { plainDigits } from './typedDigits';
import table from './data/banks.json';

export type BankAccountMode = 'strict' | 'semi' | 'lax';
export type BankType = 1 | 2;
export type BankComment = 1 | 2 | 3;

/** The record of SPEC §3, exactly these six fields. */
export interface BankAccount {
  bankName: string;
  /** The clearing number: 4 digits, or 5 for Swedbank's 8xxx-x. */
  sortingCode: string;
  /** The account digits as given (no padding). */
  accountNumber: string;
  type: BankType;
  comment: BankComment;
  /** The checksum result; false only in semi (type 2) and lax mode, since strict throws. */
  valid: boolean;
}

/** A clearing number and an account given separately, as two form fields would. */
export interface BankAccountParts {
  sortingCode: string | number;
  accountNumber: string | number;
}

export interface Bank {
  bankName: string;
  type: BankType;
  comment: BankComment;
  /** Inclusive clearing-number ranges (first four digits). */
  ranges: ReadonlyArray<readonly [number, number]>;
  /** Type 2 only: the account lengths kontonummer allows (not enforced; used by the numeric format). */
  accountMinLength?: number;
  accountMaxLength?: number;
  /** The "pretty" layout: S is a sorting-code digit, A an account digit (Bankgirot's layout for the bank). */
  prettyMask: string;
}

/** The three messages of SPEC §5, word for word ("Bank" capitalised, as in kontonummer). */
export const BANK_ACCOUNT_MESSAGES = {
  sortingCode: 'Invalid sorting code',
  accountNumber: 'Invalid account number',
  noBank: (sortingCode: string) => `No Bank found with sorting code ${sortingCode}`,
} as const;

export class BankAccountError extends Error {
  override name = 'BankAccountError';
}

/** Reads one table entry, failing loudly on a malformed data file rather than misvalidating accounts. */
function toBank(raw: (typeof table.banks)[number]): Bank {
  const { bankName, type, comment, ranges, prettyMask } = raw;
  const ok =
    typeof bankName === 'string' &&
    (type === 1 || type === 2) &&
    (comment === 1 || comment === 2 || comment === 3) &&
    typeof prettyMask === 'string' &&
    ranges.every((r) => r.length === 2 && r[0]! <= r[1]! && r[0]! >= 0 && r[1]! <= 9999);
  if (!ok) throw new Error(`rules/data/banks.json: malformed entry ${JSON.stringify(raw)}`);
  const bank: Bank = { bankName, type, comment, ranges: ranges.map(([lo, hi]) => [lo!, hi!] as const), prettyMask };
  if ('accountMinLength' in raw) bank.accountMinLength = raw.accountMinLength;
  if ('accountMaxLength' in raw) bank.accountMaxLength = raw.accountMaxLength;
  return bank;
}

/** The bank table. Its source, edition and corrections are in `banksSource`. */
export const banks: readonly Bank[] = Object.freeze(table.banks.map(toBank));
export const banksSource = Object.freeze({ source: table.source, edition: table.edition, corrections: table.corrections });

// One slot per clearing number 0000–9999 (index into `banks` + 1; 0 = none): lookup is O(1).
const BY_CLEARING = new Uint8Array(10_000);
banks.forEach((bank, i) => {
  for (const [lo, hi] of bank.ranges) {
    for (let c = lo; c <= hi; c++) {
      // Overlapping ranges would make the answer depend on table order; the data must not have any.
      if (BY_CLEARING[c] !== 0) throw new Error(`rules/data/banks.json: clearing ${c} is in two entries`);
      BY_CLEARING[c] = i + 1;
    }
  }
});

/**
 * The digits of a clearing or account number, the rest stripped (SPEC §5). A digit of another script
 * (full-width, Arabic-Indic) is read as its value, never stripped: dropping it would shift the
 * clearing number and could read another bank's valid account.
 */
const stripNonDigits = (value: string | number) => plainDigits(String(value)).replace(/\D/g, '');

/** The bank whose ranges hold the first four digits of `sortingCode`, or undefined. */
export function findBank(sortingCode: string | number): Bank | undefined {
  const digits = stripNonDigits(sortingCode);
  if (digits.length < 4) return undefined;
  const slot = BY_CLEARING[Number(digits.slice(0, 4))]!;
  return slot === 0 ? undefined : banks[slot - 1];
}

/** Luhn over the digits; a sum of zero (all zeros) is not a valid account or clearing number. */
function mod10(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (double) d = d > 4 ? d * 2 - 9 : d * 2;
    sum += d;
    double = !double;
  }
  return sum !== 0 && sum % 10 === 0;
}

/** Mod 11 with the weights 1,10,9,…,2,1 aligned from the right; over 11 digits, or a zero sum, is invalid. */
const MOD11_WEIGHTS = [1, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1];
function mod11(digits: string): boolean {
  if (digits.length > MOD11_WEIGHTS.length) return false;
  const offset = MOD11_WEIGHTS.length - digits.length;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += MOD11_WEIGHTS[offset + i]! * (digits.charCodeAt(i) - 48);
  return sum !== 0 && sum % 11 === 0;
}

/**
 * The checksum of SPEC §5 by bank type and comment:
 * type 1 comment 1: mod 11 over the clearing without its first digit + the account padded to 7;
 * type 1 comment 2: mod 11 over the clearing + the account padded to 7;
 * type 2 comment 2: mod 11 over the account padded to 9; everything else: mod 10 over the account padded to 10.
 */
export function bankChecksumValid(bank: Pick<Bank, 'type' | 'comment'>, sortingCode: string, accountNumber: string): boolean {
  if (bank.type === 1 && bank.comment === 1) return mod11(`${sortingCode.slice(1)}${accountNumber.padStart(7, '0')}`);
  if (bank.type === 1 && bank.comment === 2) return mod11(`${sortingCode}${accountNumber.padStart(7, '0')}`);
  if (bank.type === 2 && bank.comment === 2) return mod11(accountNumber.padStart(9, '0'));
  return mod10(accountNumber.padStart(10, '0'));
}

/** The clearing number is the first 4 digits, or 5 when it starts with 8 (Swedbank's 8xxx-x). */
const clearingLength = (digits: string) => (digits.startsWith('8') ? 5 : 4);

/** The record, or the message it fails with: no exceptions inside, so validating many stays cheap. */
function analyse(input: string | number | BankAccountParts, mode: BankAccountMode): BankAccount | string {
  let sortingCode: string;
  let accountNumber: string;
  if (typeof input === 'object' && input !== null) {
    // Separate fields: extra clearing digits are dropped, as kontonummer does (NOTES §3.4).
    const s = stripNonDigits(input.sortingCode);
    sortingCode = s.slice(0, clearingLength(s));
    accountNumber = stripNonDigits(input.accountNumber);
  } else {
    const digits = stripNonDigits(input);
    sortingCode = digits.slice(0, clearingLength(digits));
    accountNumber = digits.slice(sortingCode.length);
  }
  // The fifth digit of a Swedbank clearing number is a mod 10 check of the first four.
  if (sortingCode.length < 4 || (sortingCode.length === 5 && !mod10(sortingCode))) return BANK_ACCOUNT_MESSAGES.sortingCode;
  if (accountNumber.length < 2) return BANK_ACCOUNT_MESSAGES.accountNumber;
  const slot = BY_CLEARING[Number(sortingCode.slice(0, 4))]!;
  if (slot === 0) return BANK_ACCOUNT_MESSAGES.noBank(sortingCode);
  const bank = banks[slot - 1]!;
  const valid = bankChecksumValid(bank, sortingCode, accountNumber);
  if (!valid && (mode === 'strict' || (mode === 'semi' && bank.type === 1))) return BANK_ACCOUNT_MESSAGES.accountNumber;
  return { bankName: bank.bankName, sortingCode, accountNumber, type: bank.type, comment: bank.comment, valid };
}

function checkMode(mode: unknown): BankAccountMode {
  if (mode === 'strict' || mode === 'semi' || mode === 'lax') return mode;
  throw new RangeError(`Unknown bank-account mode ${JSON.stringify(mode)}: use 'strict', 'semi' or 'lax'`);
}

/**
 * Parses a clearing number and account written any way ("8424-4,983 189 224-6"), or given as
 * separate parts. Non-digits are stripped. Throws BankAccountError with one of the three messages.
 */
export function parseBankAccount(input: string | number | BankAccountParts, { mode = 'strict' }: { mode?: BankAccountMode } = {}): BankAccount {
  const result = analyse(input, checkMode(mode));
  if (typeof result === 'string') throw new BankAccountError(result);
  return result;
}

/** True when the account parses in the given mode (strict by default: a known bank and a passing checksum). */
export function isValidBankAccount(input: string | number | BankAccountParts, { mode = 'strict' }: { mode?: BankAccountMode } = {}): boolean {
  const result = analyse(input, checkMode(mode));
  return typeof result !== 'string' && result.valid;
}

/**
 * Writes the digits into a mask (kontonummer's formatter, the layouts of Bankgirot's document):
 * S takes the next sorting-code digit from the left, A the next account digit from the right, other
 * characters are written as they are. The sorting code ends where its digits end (a 4-digit code
 * leaves out "-S"); account digits beyond the mask go in front; with `pad`, missing account digits
 * are zeros, without it the mask ends where the digits end.
 */
export function applyBankMask(sortingCode: string, accountNumber: string, mask: string, { pad = false }: { pad?: boolean } = {}): string {
  const split = mask.lastIndexOf('S') + 1;
  const sortingMask = mask.slice(0, split);
  const accountMask = mask.slice(split);

  let sorting = '';
  for (let i = 0, s = 0; s < sortingCode.length; i++) {
    const m = sortingMask[i];
    sorting += m === undefined || m === 'S' ? sortingCode[s++] : m;
  }

  const firstA = accountMask.indexOf('A');
  let a = accountNumber.length; // digits not yet written: accountNumber[0..a)
  let account = '';
  for (let i = accountMask.length - 1; i >= 0; i--) {
    const m = accountMask[i]!;
    account = (m === 'A' ? (a > 0 ? accountNumber[--a] : pad ? '0' : '') : m) + account;
    if (i === firstA && a > 0) {
      account = accountNumber.slice(0, a) + account;
      a = 0;
    }
    if (a === 0 && !pad) {
      account = accountMask.slice(0, firstA) + account;
      break;
    }
  }
  return sorting + account;
}

export type BankAccountFormat = 'numeric' | 'pretty';

/**
 * Formats an account: "numeric" is the clearing followed by the account zero-padded to the bank's
 * minimum length (7 for type 1); "pretty" is Bankgirot's layout for the bank ("8424-4, 983 189 224-6").
 * The bank is the one named in the record (bankName and type) when given, else the clearing's.
 */
export function formatBankAccount(
  account: Pick<BankAccount, 'sortingCode' | 'accountNumber'> & Partial<Pick<BankAccount, 'bankName' | 'type'>>,
  format: BankAccountFormat = 'numeric',
): string {
  const named =
    account.bankName === undefined ? undefined : banks.find((b) => b.bankName === account.bankName && (account.type === undefined || b.type === account.type));
  const bank = named ?? findBank(account.sortingCode);
  if (bank === undefined) throw new BankAccountError(BANK_ACCOUNT_MESSAGES.noBank(account.sortingCode));
  if (format === 'pretty') return applyBankMask(account.sortingCode, account.accountNumber, bank.prettyMask, { pad: bank.type === 1 });
  if (format === 'numeric') return applyBankMask(account.sortingCode, account.accountNumber, `SSSSS${'A'.repeat(bank.accountMinLength ?? 7)}`, { pad: true });
  throw new RangeError(`Unknown bank-account format ${JSON.stringify(format)}: use 'numeric' or 'pretty'`);
}
