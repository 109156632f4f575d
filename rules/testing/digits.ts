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

/** Zero of the scripts a visitor's keyboard or a pasted document may give digits in: full-width, Arabic-Indic, Devanagari. */
const OTHER_ZEROS = [0xff10, 0x0660, 0x0966];
/** Dashes a phone or a word processor puts in place of "-": en dash, em dash, minus sign, non-breaking hyphen, full-width hyphen-minus. */
const DASHES = ['\u2013', '\u2014', '\u2212', '\u2011', '\uff0d'];
/** Spaces a copied document has in place of " ": no-break, narrow no-break, thin, and two plain ones. */
const SPACES = ['\u00a0', '\u202f', '\u2009', '  '];

/**
 * A number as a visitor may type or paste it: some ASCII digits in another script, each "-" another
 * dash, each space another space, and spaces around it. The rules read it as the number itself
 * (rules/typedDigits.ts), so a property compares a rule's answer for both.
 */
export const typedByAVisitor = (number: string): fc.Arbitrary<string> =>
  fc
    .record({
      zero: fc.constantFrom(...OTHER_ZEROS),
      scripted: fc.array(fc.boolean(), { minLength: number.length, maxLength: number.length }),
      dash: fc.constantFrom('-', ...DASHES),
      space: fc.constantFrom(' ', ...SPACES),
      around: fc.constantFrom('', ' ', '\u00a0', '\t'),
    })
    .map(({ zero, scripted, dash, space, around }) => {
      const typed = [...number]
        .map((c, i) => (/[0-9]/.test(c) && scripted[i] ? String.fromCodePoint(zero + Number(c)) : c === '-' ? dash : c === ' ' ? space : c))
        .join('');
      return `${around}${typed}${around}`;
    });
