/**
 * Organisation numbers as the lead forms check them (SPEC §5: "passing a Luhn check"): the last ten
 * digits pass the Luhn check. Ten digits, or twelve (the "16" prefix, or a sole trader's
 * personnummer from 19 or 20), with or without a "-" (or "+", or a space, as Swedes often write it:
 * "556036 0793") before the last four; surrounding spaces are ignored because people paste them, and
 * digits, dashes and spaces as phones and documents draw them are read as what they are
 * (typedDigits.ts). Deliberately weaker than the organisationsnummer package, which also checks the
 * company-form digits (NOTES §2.3): whatever it accepts, we accept.
 */
import { luhnSum } from './luhn';
import { swedishYear } from './swedishYear';
import { integerAsText, plainDigits } from './typedDigits';

/** Twelve digits start with "16" (a legal person) or a century (a sole trader's personnummer). */
const SHAPE = /^(16|19|20)?(\d{6})([-+ ]?)(\d{4})$/;

/**
 * The number as typed, read: digits of any script as 0-9, any dash as "-", a separator with spaces
 * around it ("556016 - 0680") or several spaces as one, surrounding spaces gone.
 */
function shapeOf(input: string): RegExpExecArray | null {
  return SHAPE.exec(
    plainDigits(input)
      .trim()
      .replace(/ *([-+]) */, '$1')
      .replace(/ +/, ' '),
  );
}

/** True when the last ten digits pass the Luhn check (see the top of this file); a JavaScript integer is read as its digits. */
export function isValidOrganisationNumber(given: string | number): boolean {
  const input = integerAsText(given);
  if (typeof input !== 'string') return false;
  const m = shapeOf(input);
  return m !== null && luhnSum(`${m[2]}${m[4]}`, false) % 10 === 0;
}

/**
 * The one spelling a valid number is stored in, whatever way it was typed: ten digits with a "-"
 * before the last four ("556036 0793", "5560360793", "16556036-0793", "556036+0793" → "556036-0793"),
 * as an organisation number is written. A sole trader's number is their personnummer, written so too:
 * its century dropped ("198112189876" → "811218-9876", as "8112189876" is stored), and a "+" for a
 * person who turns 100 this year or is older ("19151218-9876" → "151218+9876"), typed or worked out
 * from the century; a "+" or a century means nothing in a company's number (its third and fourth digits
 * are 20 or more) and is not kept. The "16" prefix, which only marks a legal person, is dropped. Throws RangeError
 * for a number isValidOrganisationNumber refuses, so nothing unchecked is ever stored as normalised.
 * `now` ("today", for the century) defaults to the current date.
 */
export function normaliseOrganisationNumber(given: string | number, { now = new Date() }: { now?: Date } = {}): string {
  const input = integerAsText(given);
  const m = typeof input === 'string' && isValidOrganisationNumber(input) ? shapeOf(input) : null;
  if (m === null) throw new RangeError(`Not a valid organisation number: ${JSON.stringify(input)}`);
  const [, prefix = '', six = '', separator = '', four = ''] = m;
  const century = prefix === '19' || prefix === '20' ? prefix : undefined;
  const person = Number(six.slice(2, 4)) < 20;
  const old = person && (century !== undefined ? swedishYear(now) - Number(century + six.slice(0, 2)) >= 100 : separator === '+');
  return `${six}${old ? '+' : '-'}${four}`;
}
