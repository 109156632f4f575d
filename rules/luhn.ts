/**
 * Luhn (mod 10) check digits (SPEC §5): identity numbers, organisation numbers, bankgiro numbers
 * (7–8 digits) and plusgiro numbers (2–8 digits). Pure arithmetic: "00" is valid (its sum is 0),
 * as the algorithm says; bank accounts, which reject a zero sum, have their own check.
 */

/** The four messages of SPEC §5, word for word. */
export const LUHN_MESSAGES = {
  tooShort: 'The Luhn number is too short.',
  tooLong: 'The Luhn number is too long.',
  checksum: 'The Luhn number has an invalid checksum.',
  characters: 'The Luhn number contains invalid characters.',
} as const;

export class LuhnError extends Error {
  override name = 'LuhnError';
}

export interface LuhnLengths {
  /** Fewest digits, check digit included; default 2 (one digit and its check digit). */
  minLength?: number;
  /** Most digits, check digit included; default unlimited. */
  maxLength?: number;
}

/** Bankgiro numbers have 7 or 8 digits, plusgiro numbers 2 to 8 (check digit included). */
export const BANKGIRO_LENGTHS = { minLength: 7, maxLength: 8 } as const satisfies LuhnLengths;
export const PLUSGIRO_LENGTHS = { minLength: 2, maxLength: 8 } as const satisfies LuhnLengths;

const ONLY_DIGITS = /^\d*$/;

/**
 * Sum of the Luhn digits of `digits`. `doubleLast` doubles the rightmost digit (when computing a
 * check digit for a payload) or not (when checking a number that ends in its check digit).
 * Works on char codes so the hot paths (41k identity numbers, the bench) allocate nothing.
 */
export function luhnSum(digits: string, doubleLast: boolean): number {
  let sum = 0;
  let double = doubleLast;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum;
}

/** The check digit to append to `payload` (one or more digits) so that the whole passes the Luhn check. */
export function luhnChecksum(payload: string | number): number {
  const s = String(payload);
  if (!ONLY_DIGITS.test(s)) throw new LuhnError(LUHN_MESSAGES.characters);
  if (s.length === 0) throw new LuhnError(LUHN_MESSAGES.tooShort);
  return (10 - (luhnSum(s, true) % 10)) % 10;
}

/** The Luhn message `value` fails with under the given lengths, or null when it passes. */
function luhnProblem(s: string, minLength: number, maxLength: number): string | null {
  if (!ONLY_DIGITS.test(s)) return LUHN_MESSAGES.characters;
  if (s.length < minLength) return LUHN_MESSAGES.tooShort;
  if (s.length > maxLength) return LUHN_MESSAGES.tooLong;
  if (luhnSum(s, false) % 10 !== 0) return LUHN_MESSAGES.checksum;
  return null;
}

/** True when `value` is all digits (at least two) and its last digit is the Luhn check digit of the rest. */
export function isValidLuhn(value: string | number): boolean {
  return luhnProblem(String(value), 2, Number.POSITIVE_INFINITY) === null;
}

/**
 * Throws a LuhnError with one of the four messages, word for word, unless `value` is a valid Luhn
 * number of the given length. Checked in this order: characters, too short, too long, checksum.
 */
export function assertLuhn(value: string | number, { minLength = 2, maxLength = Number.POSITIVE_INFINITY }: LuhnLengths = {}): void {
  const problem = luhnProblem(String(value), minLength, maxLength);
  if (problem !== null) throw new LuhnError(problem);
}

/** Giro numbers are written with spaces and a hyphen before the check digit ("5050-1055", "28 65 43-4"). */
const giroDigits = (value: string | number) => String(value).replace(/[\s-]/g, '');

/** Bankgiro number: 7 or 8 digits with a Luhn check digit; spaces and hyphens are ignored. */
export const isValidBankgiro = (value: string | number): boolean =>
  luhnProblem(giroDigits(value), BANKGIRO_LENGTHS.minLength, BANKGIRO_LENGTHS.maxLength) === null;

/** Like isValidBankgiro, but throws the Luhn message that applies. */
export const assertBankgiro = (value: string | number): void => assertLuhn(giroDigits(value), BANKGIRO_LENGTHS);

/** Plusgiro number: 2 to 8 digits with a Luhn check digit; spaces and hyphens are ignored. */
export const isValidPlusgiro = (value: string | number): boolean =>
  luhnProblem(giroDigits(value), PLUSGIRO_LENGTHS.minLength, PLUSGIRO_LENGTHS.maxLength) === null;

/** Like isValidPlusgiro, but throws the Luhn message that applies. */
export const assertPlusgiro = (value: string | number): void => assertLuhn(giroDigits(value), PLUSGIRO_LENGTHS);
