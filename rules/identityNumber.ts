/**
 * Swedish personal identity numbers (personnummer) and coordination numbers (samordningsnummer),
 * SPEC §5 with the decisions of shared/reference/NOTES.md §7.
 *
 * Accepted: 10 or 12 digits, with an optional "+" or "-" before the last four; nothing else (no
 * spaces, no trimming: the caller decides what to clean). A JavaScript integer is read as its digits. The last ten digits pass the Luhn check.
 * The serial (digits 7–9 of the ten) is not 000: Skatteverket never issues it (NOTES §7.1).
 * The date is real; a day of 60 or more marks a coordination number, whose day is reduced by 60.
 * Coordination numbers follow Skatteverket's own test numbers (NOTES §7.2: every one of them must
 * pass): the month may be 00 and the day 60 (unknown), and the reduced day is only checked to be
 * 0–31, since 24 of those test numbers have a day past the end of their month (192004912388: 31 April).
 *
 * The century of a 10-digit number follows today's date and the separator: the most recent year
 * with those two digits that is not in the future, 100 years earlier with "+". The separator of
 * the short form is "+" from the year the person turns 100. "Today" is injectable (`now`).
 */
import { luhnSum } from './luhn';
import { swedishYear } from './swedishYear';
import { integerAsText } from './typedDigits';

export const INPUT_LENGTH_MESSAGE = 'The given input length is invalid, 10 or 12 characters is required';
export const INVALID_IDENTITY_NUMBER_MESSAGE = 'The given input is not a valid personal or coordination number';

export class IdentityNumberError extends Error {
  override name = 'IdentityNumberError';
}

export interface IdentityNumberOptions {
  /** "Today": decides the century of a 10-digit number and the separator; defaults to the current date. */
  now?: Date;
}

export interface IdentityNumber {
  /** Two digits, "19" for 1985. */
  century: string;
  /** Four digits, "1985". */
  fullYear: string;
  /** Two digits, "85". */
  year: string;
  /** "01"–"12", or "00" for a coordination number with an unknown month. */
  month: string;
  /** The day as written: "01"–"31", or "60"–"91" for a coordination number. */
  day: string;
  /** Three digits, never "000". */
  serial: string;
  /** The Luhn check digit. */
  check: string;
  /** "-" below the year the person turns 100, "+" from it on. */
  separator: '-' | '+';
  isCoordinationNumber: boolean;
}

const SHAPE = /^(\d{2})?(\d{2})(\d{2})(\d{2})([+-]?)(\d{3})(\d)$/;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeapYear = (y: number) => y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);

function isRealDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const days = month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month - 1]!;
  return day <= days;
}

/** The parsed number, or null: no exceptions on this path, so validating many numbers stays cheap. */
function analyse(given: unknown, now: Date): IdentityNumber | null {
  const input = integerAsText(given);
  if (typeof input !== 'string') return null;
  const m = SHAPE.exec(input);
  if (m === null) return null;
  const [, givenCentury, year, month, day, sep, serial, check] = m as unknown as [string, string | undefined, string, string, string, string, string, string];

  if (serial === '000') return null;
  // Luhn over the last ten digits: the century and the separator are not part of it.
  if (luhnSum(`${year}${month}${day}${serial}${check}`, false) % 10 !== 0) return null;

  // Sweden's year, whatever the server's time zone (at 23:30 UTC on 31 December it is already the new year there).
  const thisYear = swedishYear(now);
  let century: string;
  let separator: '-' | '+';
  if (givenCentury === undefined) {
    const base = sep === '+' ? thisYear - 100 : thisYear;
    century = String(base - ((base - Number(year)) % 100)).slice(0, 2);
    separator = sep === '+' ? '+' : '-';
  } else {
    century = givenCentury;
    separator = thisYear - Number(givenCentury + year) < 100 ? '-' : '+';
  }

  const monthNumber = Number(month);
  const dayNumber = Number(day);
  const isCoordinationNumber = dayNumber >= 60;
  const dateOk = isCoordinationNumber ? monthNumber <= 12 && dayNumber <= 91 : isRealDate(Number(century + year), monthNumber, dayNumber);
  if (!dateOk) return null;

  return { century, fullYear: century + year, year, month, day, serial, check, separator, isCoordinationNumber };
}

/** Parses an identity number; throws IdentityNumberError when it is not a valid one. */
export function parseIdentityNumber(input: string | number, { now = new Date() }: IdentityNumberOptions = {}): IdentityNumber {
  const parsed = analyse(input, now);
  if (parsed === null) throw new IdentityNumberError(INVALID_IDENTITY_NUMBER_MESSAGE);
  return parsed;
}

/** True when `input` is a valid personnummer or samordningsnummer (see the rules at the top of this file). */
export function isValidIdentityNumber(input: string | number, { now = new Date() }: IdentityNumberOptions = {}): boolean {
  return analyse(input, now) !== null;
}

/** The 10 or 12 digits and the separator of an input, or the length error for anything else. */
function splitDigits(given: string | number): { head: string; sep: string; last4: string } {
  const input = integerAsText(given);
  const m = typeof input === 'string' ? /^(\d{6}|\d{8})([+-]?)(\d{4})$/.exec(input) : null;
  if (m === null) throw new IdentityNumberError(INPUT_LENGTH_MESSAGE);
  return { head: m[1]!, sep: m[2]!, last4: m[3]! };
}

export interface FormatIdentityNumberOptions extends IdentityNumberOptions {
  /** true: "YYYYMMDDNNNN"; false (default): "YYMMDD-NNNN", with "+" from the year the person turns 100. */
  long?: boolean;
}

/**
 * Writes a valid identity number in the short or long form. Throws the input-length message unless
 * the input is 10 or 12 digits (a "+" or "-" before the last four allowed), and IdentityNumberError
 * when it has the right length but is not a valid number.
 */
export function formatIdentityNumber(input: string | number, { long = false, now }: FormatIdentityNumberOptions = {}): string {
  splitDigits(input);
  const p = parseIdentityNumber(input, now === undefined ? {} : { now });
  return long ? `${p.fullYear}${p.month}${p.day}${p.serial}${p.check}` : `${p.year}${p.month}${p.day}${p.separator}${p.serial}${p.check}`;
}

/**
 * Hides the last four digits for display: "19811218-XXXX", "811218-XXXX", "090527+XXXX" (the
 * separator as given, "-" when there is none). Only the length is checked: it throws the
 * input-length message unless the input is 10 or 12 digits with an optional "+" or "-" before the last four.
 */
export function maskIdentityNumber(input: string | number): string {
  const { head, sep } = splitDigits(input);
  return `${head}${sep === '' ? '-' : sep}XXXX`;
}
