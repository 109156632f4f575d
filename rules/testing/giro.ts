import fc from 'fast-check';
import { BANKGIRO_LENGTHS, PLUSGIRO_LENGTHS } from '../luhn';
import { digitDelta, digitString, luhnNumber, wrongCheckDigit } from './digits';

/** Bankgiro numbers as written: "NNN-NNNN" or "NNNN-NNNN" (7 or 8 digits, the last the Luhn check digit). */
export function bankgiroWritten(digits: string): string {
  return `${digits.slice(0, -4)}-${digits.slice(-4)}`;
}

/** Plusgiro numbers as written: pairs from the right, a "-" before the check digit ("28 65 43-4", "4-5"). */
export function plusgiroWritten(digits: string): string {
  const payload = digits.slice(0, -1);
  const pairs = payload.replace(/(?=(\d{2})+$)/g, ' ').trim();
  return `${pairs}-${digits.slice(-1)}`;
}

/** Valid bankgiro numbers: 7 or 8 digits passing the Luhn check, written "5050-1055" or as bare digits. */
export function bankgiroNumber(): fc.Arbitrary<string> {
  return fc
    .tuple(luhnNumber(BANKGIRO_LENGTHS.minLength, BANKGIRO_LENGTHS.maxLength), fc.boolean())
    .map(([digits, written]) => (written ? bankgiroWritten(digits) : digits));
}

/** Invalid bankgiro numbers: a wrong check digit, or a Luhn-valid number of 2–6 or 9–10 digits. */
export function invalidBankgiroNumber(): fc.Arbitrary<string> {
  return fc.oneof(
    fc.tuple(luhnNumber(BANKGIRO_LENGTHS.minLength, BANKGIRO_LENGTHS.maxLength), digitDelta).map(([digits, delta]) => wrongCheckDigit(digits, delta)),
    fc.oneof(luhnNumber(2, 6), luhnNumber(9, 10)),
  );
}

/** Valid plusgiro numbers: 2 to 8 digits passing the Luhn check, written "28 65 43-4" or as bare digits. */
export function plusgiroNumber(): fc.Arbitrary<string> {
  return fc
    .tuple(luhnNumber(PLUSGIRO_LENGTHS.minLength, PLUSGIRO_LENGTHS.maxLength), fc.boolean())
    .map(([digits, written]) => (written ? plusgiroWritten(digits) : digits));
}

/** Invalid plusgiro numbers: a wrong check digit, one digit, or a Luhn-valid number of 9–10 digits. */
export function invalidPlusgiroNumber(): fc.Arbitrary<string> {
  return fc.oneof(
    fc.tuple(luhnNumber(PLUSGIRO_LENGTHS.minLength, PLUSGIRO_LENGTHS.maxLength), digitDelta).map(([digits, delta]) => wrongCheckDigit(digits, delta)),
    digitString(1),
    luhnNumber(9, 10),
  );
}
