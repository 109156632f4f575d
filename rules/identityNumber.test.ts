import { describe, expect, test } from 'vitest';
import {
  formatIdentityNumber,
  INPUT_LENGTH_MESSAGE,
  INVALID_IDENTITY_NUMBER_MESSAGE,
  isValidIdentityNumber,
  luhnChecksum,
  maskIdentityNumber,
  parseIdentityNumber,
} from './index';
import { reference, thrownMessage } from './reference';

// A fixed "today": the century of a 10-digit number and the separator depend on it.
const now = new Date(2026, 5, 15, 12);

/** YYYYMMDDNNN (or YYMMDDNNN) with its Luhn check digit over the last nine. */
const withCheck = (digits: string) => `${digits}${luhnChecksum(digits.slice(-9))}`;
/** A 12-digit number with a valid check digit: date as written (YYYYMMDD) and serial. */
const pin = (date: string, serial = '123') => withCheck(`${date}${serial}`);

interface ListEntry {
  long_format: string;
  short_format: string;
  separated_format: string;
  separated_long: string;
  valid: boolean;
  type: string;
}
const spellings = (e: ListEntry) => [e.long_format, e.short_format, e.separated_format, e.separated_long];

describe('reference vectors (shared/reference/personnummer-meta)', () => {
  test("all 41 129 of Skatteverket's test personnummer in allPins.json are valid", () => {
    const pins = reference<string[]>('personnummer-meta/allPins.json');
    expect(pins).toHaveLength(41129);
    expect(pins.filter((p) => !isValidIdentityNumber(p, { now }))).toEqual([]);
  });

  test("all 2 264 of Skatteverket's test samordningsnummer in allCoords.json are valid (NOTES §7.2)", () => {
    const coords = reference<string[]>('personnummer-meta/allCoords.json');
    expect(coords).toHaveLength(2264);
    expect(coords.filter((p) => !isValidIdentityNumber(p, { now }))).toEqual([]);
    expect(coords.every((p) => parseIdentityNumber(p, { now }).isCoordinationNumber)).toBe(true);
  });

  test('every interim number (a letter in the serial) is rejected, in every spelling', () => {
    const interim = reference<ListEntry[]>('personnummer-meta/interim.json');
    expect(interim.flatMap(spellings).filter((v) => isValidIdentityNumber(v, { now }))).toEqual([]);
  });

  test('organisation numbers are not personal identity numbers', () => {
    const orgs = reference<Array<{ short_format: string; separated_format: string }>>('personnummer-meta/orgnumber.json');
    expect(orgs.flatMap((e) => [e.short_format, e.separated_format]).filter((v) => isValidIdentityNumber(v, { now }))).toEqual([]);
  });

  test('list.json: every spelling of every entry as marked (its one serial-000 entry is invalid, as we decided)', () => {
    const list = reference<ListEntry[]>('personnummer-meta/list.json');
    for (const e of list) for (const v of spellings(e)) expect(isValidIdentityNumber(v, { now }), v).toBe(e.valid);
  });

  test('structured.json: strings and integers as marked (an integer is read as its digits)', () => {
    type Group = { string: { valid: string[]; invalid: string[] }; integer: { valid: number[]; invalid: number[] } };
    const groups = Object.values(reference<Record<string, Group>>('personnummer-meta/structured.json'));
    for (const g of groups) {
      for (const v of g.string.valid) expect(isValidIdentityNumber(v, { now }), v).toBe(true);
      for (const v of g.string.invalid) expect(isValidIdentityNumber(v, { now }), v).toBe(false);
      expect(g.integer.valid.length).toBeGreaterThan(0);
      for (const v of g.integer.valid) expect(isValidIdentityNumber(v, { now }), String(v)).toBe(true);
      for (const v of g.integer.invalid) expect(isValidIdentityNumber(v, { now }), String(v)).toBe(false);
    }
    expect(formatIdentityNumber(190905271474, { now })).toBe('090527+1474');
    expect(maskIdentityNumber(190905271474)).toBe('19090527-XXXX');
    // Not integers: the digits of 1.5e11, a negative number, NaN.
    for (const v of [190905271474.5, -190905271474, Number.NaN]) expect(isValidIdentityNumber(v, { now }), String(v)).toBe(false);
  });
});

describe('the rules of SPEC §5', () => {
  test('10 or 12 digits, with an optional "+" or "-" before the last four only', () => {
    for (const v of ['8112189876', '811218-9876', '198112189876', '19811218-9876']) expect(isValidIdentityNumber(v, { now }), v).toBe(true);
    for (const v of ['112189876', '98112189876', '1198112189876', '81121-89876', '811218--9876', ' 8112189876', '811218 9876', '811218/9876', '811218-9876 '])
      expect(isValidIdentityNumber(v, { now }), v).toBe(false);
  });

  test('the Luhn check runs over the last ten digits, not the century', () => {
    expect(isValidIdentityNumber('198112189876', { now })).toBe(true);
    expect(isValidIdentityNumber('198112189877', { now })).toBe(false);
    // The same ten digits with another century: still Luhn-valid (and a real date in 1881).
    expect(isValidIdentityNumber('188112189876', { now })).toBe(true);
  });

  test('the date must be real, leap years included', () => {
    expect(isValidIdentityNumber(pin('19810231'), { now })).toBe(false); // 31 February
    expect(isValidIdentityNumber(pin('19811301'), { now })).toBe(false); // month 13
    expect(isValidIdentityNumber(pin('19810001'), { now })).toBe(false); // month 00, not a coordination number
    expect(isValidIdentityNumber(pin('19810100'), { now })).toBe(false); // day 00
    expect(isValidIdentityNumber(pin('19810132'), { now })).toBe(false); // day 32
    expect(isValidIdentityNumber(pin('20000229'), { now })).toBe(true); // 2000 is a leap year
    expect(isValidIdentityNumber(pin('19000229'), { now })).toBe(false); // 1900 is not
    expect(isValidIdentityNumber(pin('19840229'), { now })).toBe(true);
    expect(isValidIdentityNumber(pin('19830229'), { now })).toBe(false);
  });

  test('serial 000 is rejected even with a valid checksum and date (NOTES §7.1)', () => {
    const serial000 = pin('20150916', '000');
    expect(serial000).toBe('201509160006'); // list.json's entry
    expect(isValidIdentityNumber(serial000, { now })).toBe(false);
    expect(isValidIdentityNumber(pin('20150916', '001'), { now })).toBe(true);
  });

  test('a day of 61–91 is a coordination number, its day reduced by 60', () => {
    expect(parseIdentityNumber(pin('19701078'), { now })).toMatchObject({ day: '78', isCoordinationNumber: true });
    expect(parseIdentityNumber(pin('19701018'), { now }).isCoordinationNumber).toBe(false);
  });

  test('coordination numbers may have month 00 or day 60 (unknown) and a day up to 31 in any month (NOTES §7.2)', () => {
    expect(isValidIdentityNumber(pin('19150072'), { now })).toBe(true); // month 00
    expect(isValidIdentityNumber(pin('19150360'), { now })).toBe(true); // day 60: day unknown
    expect(isValidIdentityNumber(pin('19150060'), { now })).toBe(true); // both unknown
    expect(isValidIdentityNumber(pin('19200491'), { now })).toBe(true); // "31 April", as in allCoords.json
    expect(isValidIdentityNumber(pin('19200492'), { now })).toBe(false); // day 92: 32 after reduction
    expect(isValidIdentityNumber(pin('19201371'), { now })).toBe(false); // month 13
    expect(isValidIdentityNumber(pin('19200459'), { now })).toBe(false); // day 59: neither kind
  });

  test('a throwing parse names the problem; isValid never throws', () => {
    expect(thrownMessage(() => parseIdentityNumber('8112189875', { now }))).toBe(INVALID_IDENTITY_NUMBER_MESSAGE);
    expect(isValidIdentityNumber(undefined as unknown as string)).toBe(false);
    expect(isValidIdentityNumber(null as unknown as string)).toBe(false);
  });
});

describe('century and separator follow the injected clock', () => {
  test('a 10-digit number takes the most recent year with its two digits that is not in the future', () => {
    expect(parseIdentityNumber('811218-9876', { now }).fullYear).toBe('1981');
    expect(parseIdentityNumber('0905271474', { now }).fullYear).toBe('2009');
    expect(parseIdentityNumber(withCheck('260615123'), { now }).fullYear).toBe('2026'); // today
    expect(parseIdentityNumber(withCheck('270101123'), { now }).fullYear).toBe('1927'); // next year would be the future
  });

  test('"+" means 100 years earlier', () => {
    expect(parseIdentityNumber('090527+1474', { now }).fullYear).toBe('1909');
    expect(parseIdentityNumber('811218+9876', { now }).fullYear).toBe('1881');
  });

  test('the century decides whether 29 February is real', () => {
    expect(isValidIdentityNumber('000229-2399', { now })).toBe(true); // 2000
    expect(isValidIdentityNumber('000229+2399', { now })).toBe(false); // 1900
    expect(isValidIdentityNumber('0002292399', { now: new Date(1999, 5, 1) })).toBe(false); // in 1999, "00" meant 1900
  });

  test('the separator of a 12-digit number is "+" from the year the person turns 100', () => {
    const born1926 = pin('19260720', '980');
    expect(parseIdentityNumber(born1926, { now: new Date('2025-12-31T12:00:00+01:00') }).separator).toBe('-');
    expect(parseIdentityNumber(born1926, { now: new Date('2026-01-01T12:00:00+01:00') }).separator).toBe('+');
    // The year is Sweden's, whatever the server's time zone: at 23:30 UTC on 31 December 2025 it is 2026 in Stockholm,
    // and at 00:30 UTC on 1 January 2026 (Pacific/Kiritimati's afternoon) it is too; at 22:30 UTC it is still 2025.
    expect(parseIdentityNumber(born1926, { now: new Date('2025-12-31T23:30:00Z') }).separator).toBe('+');
    expect(parseIdentityNumber(born1926, { now: new Date('2025-12-31T22:30:00Z') }).separator).toBe('-');
    // A ten-digit number's century is read against the same year: "26" is 2026 from Stockholm's new year on.
    const short = pin('260720', '980');
    expect(parseIdentityNumber(short, { now: new Date('2025-12-31T22:30:00Z') }).fullYear).toBe('1926');
    expect(parseIdentityNumber(short, { now: new Date('2025-12-31T23:30:00Z') }).fullYear).toBe('2026');
  });
});

describe('format and mask', () => {
  test('the short form has "-", or "+" from the year the person turns 100; the long form has no separator', () => {
    expect(formatIdentityNumber('198112189876', { now })).toBe('811218-9876');
    expect(formatIdentityNumber('190905271474', { now })).toBe('090527+1474');
    expect(formatIdentityNumber('8112189876', { long: true, now })).toBe('198112189876');
    expect(formatIdentityNumber('090527+1474', { long: true, now })).toBe('190905271474');
    expect(formatIdentityNumber('19811218+9876', { now })).toBe('811218-9876'); // a 12-digit number's separator is recomputed
  });

  test('format rejects a valid-length input that is not a valid number', () => {
    expect(thrownMessage(() => formatIdentityNumber('8112189875', { now }))).toBe(INVALID_IDENTITY_NUMBER_MESSAGE);
  });

  test('mask hides the last four digits and keeps the given separator', () => {
    expect(maskIdentityNumber('198112189876')).toBe('19811218-XXXX');
    expect(maskIdentityNumber('811218-9876')).toBe('811218-XXXX');
    expect(maskIdentityNumber('090527+1474')).toBe('090527+XXXX');
    expect(maskIdentityNumber('8112189875')).toBe('811218-XXXX'); // masking checks the length only
  });

  test.each(['81121898', '81121898761', '1981121898761', '811218-98761', '8112-189876', 'abcdefghij', '', ' 8112189876'])(
    'format and mask of %j throw the input-length message',
    (input) => {
      expect(thrownMessage(() => formatIdentityNumber(input, { now }))).toBe(INPUT_LENGTH_MESSAGE);
      expect(thrownMessage(() => maskIdentityNumber(input))).toBe(INPUT_LENGTH_MESSAGE);
    },
  );

  test('the input-length message is word for word that of SPEC §5', () => {
    expect(INPUT_LENGTH_MESSAGE).toBe('The given input length is invalid, 10 or 12 characters is required');
  });
});
