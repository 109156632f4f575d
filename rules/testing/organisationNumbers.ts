import fc from 'fast-check';
import { luhnChecksum } from '../luhn';
import { digitDelta, digitString, wrongCheckDigit } from './digits';

export interface OrganisationNumberOptions {
  /** 'short' (ten digits), 'long' (twelve: "16" in front), or either (default). */
  form?: 'short' | 'long';
}

/**
 * Valid organisation numbers as companies have them: a company-form digit (1–9, not 4), a third digit
 * of 2 or more (so it is no birth month), the Luhn check digit; written "NNNNNN-NNNN", "NNNNNNNNNN",
 * or with "16" in front ("16NNNNNN-NNNN"), as people type them into the forms.
 */
export function organisationNumber({ form }: OrganisationNumberOptions = {}): fc.Arbitrary<string> {
  return fc
    .record({
      group: fc.constantFrom('1', '2', '3', '5', '6', '7', '8', '9'),
      second: digitString(1),
      third: fc.integer({ min: 2, max: 9 }),
      rest: digitString(6),
      prefix: fc.constantFrom(...(form === 'short' ? [''] : form === 'long' ? ['16'] : ['', '', '16'])),
      separator: fc.constantFrom('-', '-', ''),
    })
    .map(({ group, second, third, rest, prefix, separator }) => {
      const nine = `${group}${second}${third}${rest}`;
      const ten = `${nine}${luhnChecksum(nine)}`;
      return `${prefix}${ten.slice(0, 6)}${separator}${ten.slice(6)}`;
    });
}

/** Invalid by construction: a wrong check digit, 9 or 11 digits, a letter among the digits, or the separator in the wrong place. */
export function invalidOrganisationNumber(): fc.Arbitrary<string> {
  const valid = organisationNumber({ form: 'short' });
  return fc.oneof(
    fc.tuple(valid, digitDelta).map(([n, delta]) => wrongCheckDigit(n, delta)),
    fc.constantFrom(9, 11).chain((n) => digitString(n)),
    fc.tuple(valid, fc.integer({ min: 0, max: 9 }), fc.constantFrom('O', 'l', 'x')).map(([n, at, ch]) => {
      const digits = n.replace('-', '');
      return `${digits.slice(0, at)}${ch}${digits.slice(at + 1)}`;
    }),
    valid.map((n) => {
      const digits = n.replace('-', '');
      return `${digits.slice(0, 5)}-${digits.slice(5)}`;
    }),
  );
}

/** Ten digits, Luhn-valid four times in five, with "16", "19"/"20" or nothing in front and "-" or no separator: for differential tests. */
export function organisationNumberLike(): fc.Arbitrary<string> {
  return fc
    .record({
      nine: fc.oneof(
        digitString(9),
        fc.tuple(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 2, max: 9 }), digitString(7)).map(([a, b, rest]) => `${a}${b}${rest}`),
      ),
      luhn: fc.integer({ min: 0, max: 4 }).map((n) => n > 0),
      last: fc.integer({ min: 0, max: 9 }),
      prefix: fc.constantFrom('', '', '16', '19', '20'),
      sep: fc.constantFrom('', '-'),
    })
    .map(({ nine, luhn, last, prefix, sep }) => {
      const ten = `${nine}${luhn ? luhnChecksum(nine) : last}`;
      return `${prefix}${ten.slice(0, 6)}${sep}${ten.slice(6)}`;
    });
}
