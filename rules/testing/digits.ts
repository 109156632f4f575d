import fc from 'fast-check';
import { luhnChecksum } from '../luhn';

/** A string of `min` to `max` decimal digits (leading zeros included). */
export const digitString = (min: number, max: number = min): fc.Arbitrary<string> =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });

/** Two digits of a number from min to max, zero-padded: "07". */
export const twoDigits = (min: number, max: number): fc.Arbitrary<string> => fc.integer({ min, max }).map((n) => String(n).padStart(2, '0'));

/** Digits followed by their Luhn check digit: `length` digits in all (at least 2). */
export const luhnNumber = (minLength = 2, maxLength = minLength): fc.Arbitrary<string> =>
  digitString(Math.max(1, minLength - 1), Math.max(1, maxLength - 1)).map((payload) => `${payload}${luhnChecksum(payload)}`);

/** The same digits with the last one changed: never passes the Luhn check. */
export const wrongCheckDigit = (valid: string, delta: number): string => `${valid.slice(0, -1)}${(Number(valid.at(-1)) + delta) % 10}`;

/** A change of 1 to 9, for one digit. */
export const digitDelta: fc.Arbitrary<number> = fc.integer({ min: 1, max: 9 });
