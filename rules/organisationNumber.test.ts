import { expect, test } from 'vitest';
import { isValidOrganisationNumber, normaliseOrganisationNumber } from './index';
import { reference } from './reference';

interface Entry {
  input: string;
  valid: boolean;
  long_format: string;
  short_format: string;
}

test('organisationsnummer-meta list.json: every entry as marked, valid ones in both spellings', () => {
  const list = reference<Entry[]>('organisationsnummer-meta/list.json');
  expect(list).toHaveLength(24);
  for (const e of list) {
    expect(isValidOrganisationNumber(e.input), e.input).toBe(e.valid);
    if (e.valid) {
      expect(isValidOrganisationNumber(e.long_format), e.long_format).toBe(true);
      expect(isValidOrganisationNumber(e.short_format), e.short_format).toBe(true);
    }
  }
});

test('the form rule is the Luhn check on the last ten digits, with or without a separator', () => {
  expect(isValidOrganisationNumber('556016-0680')).toBe(true);
  expect(isValidOrganisationNumber('5560160680')).toBe(true);
  expect(isValidOrganisationNumber('556016+0680')).toBe(true); // organisationsnummer@1.2.0 rejects this by mistake (NOTES §2.3)
  expect(isValidOrganisationNumber(' 5560160680 ')).toBe(true);
  expect(isValidOrganisationNumber('16556016-0680')).toBe(true);
  expect(isValidOrganisationNumber('198112189876')).toBe(true); // a sole trader's personnummer
  expect(isValidOrganisationNumber('0571220565')).toBe(true); // Luhn-valid: the package rejects it, the form rule does not
  expect(isValidOrganisationNumber('556016-0681')).toBe(false);
  expect(isValidOrganisationNumber('55601-60680')).toBe(false);
  expect(isValidOrganisationNumber('556016 -+ 0680')).toBe(false); // one separator only
  expect(isValidOrganisationNumber('99556016-0680')).toBe(false); // twelve digits start with 16, 19 or 20
  expect(isValidOrganisationNumber('55601606800')).toBe(false); // 11 digits
  expect(isValidOrganisationNumber('')).toBe(false);
});

test('a JavaScript integer is read as its digits', () => {
  expect(isValidOrganisationNumber(5560160680)).toBe(true);
  expect(isValidOrganisationNumber(165560160680)).toBe(true);
  expect(normaliseOrganisationNumber(165560160680)).toBe('556016-0680');
  expect(isValidOrganisationNumber(5560160681)).toBe(false);
  expect(isValidOrganisationNumber(5560160680.5)).toBe(false);
  expect(isValidOrganisationNumber(-5560160680)).toBe(false);
});

test('a space before the last four is a separator, as Swedes often write it', () => {
  expect(isValidOrganisationNumber('556036 0793')).toBe(true);
  expect(isValidOrganisationNumber('556036  0793')).toBe(true);
  expect(isValidOrganisationNumber('556036 - 0793')).toBe(true);
  expect(isValidOrganisationNumber('556036 0794')).toBe(false);
});

test('digits, dashes and spaces as phones and documents draw them are read as what they are', () => {
  for (const typed of [
    '556036\u00a00793', // no-break space
    '556036\u202f0793', // narrow no-break space
    '556036\u20090793', // thin space
    '556036\u20130793', // en dash
    '556036\u22120793', // minus sign
    '556036\u20110793', // non-breaking hyphen
    '５５６０３６－０７９３', // full-width digits and hyphen
  ]) {
    expect(isValidOrganisationNumber(typed), typed).toBe(true);
    expect(normaliseOrganisationNumber(typed), typed).toBe('556036-0793');
  }
  expect(isValidOrganisationNumber('556036\u20130794')).toBe(false);
});

test('every spelling of a number is stored as one', () => {
  for (const typed of ['556036-0793', '5560360793', '556036 0793', ' 16556036-0793 ', '165560360793']) {
    expect(normaliseOrganisationNumber(typed), typed).toBe('556036-0793');
  }
  // A sole trader's personnummer as an organisation number is written: ten digits, "+" from the year they turn 100.
  const now = new Date(2026, 10, 29);
  for (const typed of ['198112189876', '19811218-9876', '8112189876', '811218-9876'])
    expect(normaliseOrganisationNumber(typed, { now }), typed).toBe('811218-9876');
  for (const typed of ['191512189877', '151218+9877']) expect(normaliseOrganisationNumber(typed, { now }), typed).toBe('151218+9877');
  expect(normaliseOrganisationNumber('192612189874', { now })).toBe('261218+9874');
  expect(normaliseOrganisationNumber('192612189874', { now: new Date('2025-12-31T12:00:00+01:00') })).toBe('261218-9874');
  // Sweden's year, whatever the server's time zone: 23:30 UTC on 31 December is the new year in Stockholm.
  expect(normaliseOrganisationNumber('192612189874', { now: new Date('2025-12-31T23:30:00Z') })).toBe('261218+9874');
  expect(normaliseOrganisationNumber('192612189874', { now: new Date('2025-12-31T22:30:00Z') })).toBe('261218-9874');
  expect(normaliseOrganisationNumber('201512189877', { now })).toBe('151218-9877');
  // A "+" in a company's number means nothing (its third and fourth digits are 20 or more).
  for (const typed of ['556016+0680', '16556016+0680']) expect(normaliseOrganisationNumber(typed), typed).toBe('556016-0680');
  // Nor does a century typed before one ("19" is not a company's prefix, yet the forms take it: SPEC's Luhn check only).
  for (const typed of ['19202100-5448', '20202100+5448']) expect(normaliseOrganisationNumber(typed, { now }), typed).toBe('202100-5448');
  expect(() => normaliseOrganisationNumber('556036-0794')).toThrow(RangeError);
  expect(() => normaliseOrganisationNumber('')).toThrow(RangeError);
});
