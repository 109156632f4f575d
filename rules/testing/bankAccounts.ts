import fc from 'fast-check';
import { BANK_ACCOUNT_MESSAGES, banks, type Bank, type BankAccountParts, type BankType } from '../bankAccount';
import { luhnChecksum } from '../luhn';
import { digitDelta, digitString } from './digits';

/** A generated account: how it is written, and what parseBankAccount should read from it. */
export interface BankAccountSample {
  /** The account as a visitor might write it: "8424-4 9831892246", "3300, 8112189876", "61145171823 51". */
  text: string;
  bankName: string;
  sortingCode: string;
  accountNumber: string;
  type: BankType;
  comment: Bank['comment'];
}

export interface BankAccountOptions {
  /** Only this bank's accounts (its bankName in the table, e.g. "Swedbank": all its entries). */
  bankName?: string;
  /** Only banks of this type (1: 7-digit accounts checked with the clearing; 2: longer accounts checked alone). */
  type?: BankType;
}

// Written out here rather than imported: the generator must not lean on the code it tests.
const MOD11_WEIGHTS = [1, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1];
const mod11Sum = (digits: string) => {
  const offset = MOD11_WEIGHTS.length - digits.length;
  return [...digits].reduce((sum, d, i) => sum + MOD11_WEIGHTS[offset + i]! * Number(d), 0);
};

/**
 * The account digits that make `payload` (the account without its last digit) pass the bank's
 * checksum, SPEC §5: type 1 comment 1, mod 11 over the clearing without its first digit and the
 * account padded to 7; type 1 comment 2, mod 11 over the clearing and the account padded to 7;
 * type 2 comment 2, mod 11 over the account padded to 9; everything else, mod 10 over the account.
 * For mod 11 the second-to-last digit moves when no last digit would do (a remainder of 10).
 */
function completeAccount(bank: Pick<Bank, 'type' | 'comment'>, sortingCode: string, payload: string): string {
  const checked: ((candidate: string) => string) | undefined =
    bank.type === 1 && bank.comment === 1
      ? (c) => `${sortingCode.slice(1)}${c.padStart(6, '0')}`
      : bank.type === 1 && bank.comment === 2
        ? (c) => `${sortingCode}${c.padStart(6, '0')}`
        : bank.type === 2 && bank.comment === 2
          ? (c) => c.padStart(8, '0')
          : undefined;
  if (checked === undefined) return `${payload}${luhnChecksum(payload)}`;
  const head = payload.slice(0, -1);
  const second = Number(payload.at(-1));
  for (let step = 0; step < 10; step++) {
    const candidate = `${head}${(second + step) % 10}`;
    if (/^0*$/.test(candidate)) continue; // an all-zero account sums to 0, which mod 11 rejects
    const last = (11 - (mod11Sum(`${checked(candidate)}0`) % 11)) % 11;
    if (last <= 9) return `${candidate}${last}`;
  }
  throw new Error('unreachable: 2 is invertible mod 11, so most second-to-last digits allow a last digit');
}

/** The clearing number of a bank's range: four digits, or five for Swedbank's 8xxx (the fifth a mod-10 check of the four). */
const clearing = (bank: Bank) =>
  fc
    .constantFrom(...bank.ranges)
    .chain(([lo, hi]) => fc.integer({ min: lo, max: hi }))
    .map((c) => {
      const four = String(c).padStart(4, '0');
      return four.startsWith('8') ? `${four}${luhnChecksum(four)}` : four;
    });

const separators = fc.constantFrom('', ' ', '-', ', ');

function selectBanks({ bankName, type }: BankAccountOptions): Bank[] {
  const chosen = banks.filter((b) => (bankName === undefined || b.bankName === bankName) && (type === undefined || b.type === type));
  if (chosen.length === 0) throw new RangeError(`No bank in the table matches ${JSON.stringify({ bankName, type })}`);
  return chosen;
}

/**
 * Valid accounts of the banks in the table (every bank by default; one bank or one type with the
 * options): a clearing number in the bank's ranges, an account of the bank's length (7 digits for
 * type 1, the table's bounds for type 2) completed to pass the bank's checksum, written with no
 * separator, a space, a "-" or ", " between clearing and account.
 */
export function bankAccount(options: BankAccountOptions = {}): fc.Arbitrary<BankAccountSample> {
  return fc
    .constantFrom(...selectBanks(options))
    .chain((bank) => {
      const min = bank.type === 1 ? 7 : (bank.accountMinLength ?? 10);
      const max = bank.type === 1 ? 7 : (bank.accountMaxLength ?? 10);
      return fc.record({ bank: fc.constant(bank), sortingCode: clearing(bank), payload: digitString(min - 1, max - 1), separator: separators });
    })
    .map(({ bank, sortingCode, payload, separator }) => {
      // An all-zero account sums to 0, which no checksum accepts.
      const nonZero = /[1-9]/.test(payload) ? payload : `1${payload.slice(1)}`;
      const accountNumber = completeAccount(bank, sortingCode, nonZero);
      return {
        text: `${sortingCode}${separator}${accountNumber}`,
        bankName: bank.bankName,
        sortingCode,
        accountNumber,
        type: bank.type,
        comment: bank.comment,
      };
    });
}

export type InvalidBankAccountReason = 'checksum' | 'sortingCode' | 'noBank' | 'accountNumber';

/** An account that fails, with the message strict parseBankAccount throws for it. */
export interface InvalidBankAccountSample {
  text: string;
  reason: InvalidBankAccountReason;
  message: string;
  /** The bank's type for a checksum failure (semi mode accepts type 2 accounts with a failing checksum). */
  type?: BankType;
}

const unassigned: number[] = (() => {
  const taken = new Set(banks.flatMap((b) => b.ranges.flatMap(([lo, hi]) => Array.from({ length: hi - lo + 1 }, (_, i) => lo + i))));
  return Array.from({ length: 9000 }, (_, i) => 1000 + i).filter((c) => !taken.has(c) && !String(c).startsWith('8'));
})();

/**
 * Accounts that fail, each for one reason: a valid account with one account digit changed (the
 * checksum fails: 'Invalid account number' in strict mode); Swedbank's 8xxx with a wrong fifth
 * digit ('Invalid sorting code'); a clearing number no bank has ('No Bank found with sorting code
 * …'); or fewer than two account digits ('Invalid account number').
 */
export function invalidBankAccount(options: BankAccountOptions = {}): fc.Arbitrary<InvalidBankAccountSample> {
  const checksum = fc.tuple(bankAccount(options), fc.nat(), digitDelta).map(([a, at, delta]): InvalidBankAccountSample => {
    const i = at % a.accountNumber.length;
    const changed = `${a.accountNumber.slice(0, i)}${(Number(a.accountNumber[i]) + delta) % 10}${a.accountNumber.slice(i + 1)}`;
    return { text: `${a.sortingCode} ${changed}`, reason: 'checksum', message: BANK_ACCOUNT_MESSAGES.accountNumber, type: a.type };
  });
  const sortingCode = fc.tuple(fc.integer({ min: 8000, max: 8999 }), digitDelta, digitString(10)).map(([four, delta, account]): InvalidBankAccountSample => {
    const fifth = (luhnChecksum(String(four)) + delta) % 10;
    return { text: `${four}-${fifth} ${account}`, reason: 'sortingCode', message: BANK_ACCOUNT_MESSAGES.sortingCode };
  });
  const noBank = fc.tuple(fc.constantFrom(...unassigned), digitString(7, 10)).map(([code, account]): InvalidBankAccountSample => ({
    text: `${code} ${account}`,
    reason: 'noBank',
    message: BANK_ACCOUNT_MESSAGES.noBank(String(code)),
  }));
  const accountNumber = fc.tuple(bankAccount(options), digitString(0, 1)).map(([a, digits]): InvalidBankAccountSample => ({
    text: `${a.sortingCode}${digits}`,
    reason: 'accountNumber',
    message: BANK_ACCOUNT_MESSAGES.accountNumber,
  }));
  return fc.oneof({ weight: 3, arbitrary: checksum }, sortingCode, noBank, accountNumber);
}

/** Writes digits the way people do: groups with separators between them. */
const written = (d: string) =>
  fc.array(fc.constantFrom('', '', '', ' ', '-', ', ', '.'), { minLength: d.length, maxLength: d.length }).map((seps) =>
    [...d]
      .map((ch, i) => `${ch}${seps[i]}`)
      .join('')
      .trim(),
  );

/** A clearing number in the table's ranges; Swedbank's 8xxx gets a fifth digit, usually the right one. */
const knownClearing = fc
  .constantFrom(...banks.flatMap((b) => b.ranges))
  .chain(([lo, hi]) => fc.integer({ min: lo, max: hi }))
  .chain((c) => {
    const four = String(c).padStart(4, '0');
    if (!four.startsWith('8')) return fc.constant(four);
    return fc.oneof({ weight: 3, arbitrary: fc.constant(`${four}${luhnChecksum(four)}`) }, { weight: 1, arbitrary: digitString(1).map((d) => `${four}${d}`) });
  });

/**
 * Anything a visitor might type as an account, valid or not (for differential tests against an
 * oracle): a known clearing and 0–12 digits written with stray separators, bare digits, or digits
 * mixed with "-", ",", "." and "x".
 */
export function bankAccountLike(): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 5, arbitrary: fc.tuple(knownClearing, digitString(0, 12)).chain(([c, a]) => written(`${c}${a}`)) },
    { weight: 2, arbitrary: digitString(0, 16) },
    { weight: 1, arbitrary: fc.string({ unit: fc.constantFrom(...'0123456789 -,.xX'), maxLength: 18 }) },
  );
}

/** A clearing number and an account as two form fields, valid or not: a known clearing or 3–6 digits, and 0–12 digits. */
export function bankAccountPartsLike(): fc.Arbitrary<BankAccountParts> {
  return fc
    .oneof(fc.tuple(knownClearing, digitString(0, 12)), fc.tuple(digitString(3, 6), digitString(0, 12)))
    .map(([sortingCode, accountNumber]) => ({ sortingCode, accountNumber }));
}
