import { describe, expect, test } from 'vitest';
import { FORM_MESSAGES, isValidEmail, LEAD_FORM_FIELDS, validateLeadField, validateLeadForm } from './index';

describe('messages', () => {
  test('word for word those of SPEC §5', () => {
    expect(FORM_MESSAGES.en).toEqual({
      required: 'This field is required',
      email: 'This field must be a valid email',
      organisationNumber: 'This field must be a valid organization number',
    });
    expect(FORM_MESSAGES.sv).toEqual({
      required: 'Detta fält är obligatoriskt',
      email: 'Detta fält måste vara en giltig email',
      organisationNumber: 'Detta fält måste vara ett giltigt organisationsnummer',
    });
  });
});

describe('validateLeadField', () => {
  test.each(['email', 'phone', 'companyIdentityNumber', 'name'] as const)('%s is required; whitespace only is empty', (field) => {
    for (const empty of ['', '   ', '\t\n', null, undefined]) {
      expect(validateLeadField(field, empty, { locale: 'en' })).toBe('This field is required');
      expect(validateLeadField(field, empty, { locale: 'sv' })).toBe('Detta fält är obligatoriskt');
    }
  });

  test('email must be valid', () => {
    expect(validateLeadField('email', 'anna@example.se', { locale: 'en' })).toBeNull();
    expect(validateLeadField('email', ' anna@example.se ', { locale: 'en' })).toBeNull();
    expect(validateLeadField('email', 'anna@example', { locale: 'en' })).toBe('This field must be a valid email');
    expect(validateLeadField('email', 'anna', { locale: 'sv' })).toBe('Detta fält måste vara en giltig email');
  });

  test('the company identity number must pass the organisation-number check', () => {
    expect(validateLeadField('companyIdentityNumber', '556016-0680', { locale: 'en' })).toBeNull();
    expect(validateLeadField('companyIdentityNumber', ' 5560160680 ', { locale: 'sv' })).toBeNull();
    expect(validateLeadField('companyIdentityNumber', '556016-0681', { locale: 'en' })).toBe('This field must be a valid organization number');
    expect(validateLeadField('companyIdentityNumber', 'abc', { locale: 'sv' })).toBe('Detta fält måste vara ett giltigt organisationsnummer');
  });

  test('phone and name only need a value', () => {
    expect(validateLeadField('phone', '070-123 45 67', { locale: 'en' })).toBeNull();
    expect(validateLeadField('phone', 'x', { locale: 'en' })).toBeNull();
    expect(validateLeadField('name', 'Anna', { locale: 'sv' })).toBeNull();
  });

  test('sv_SE and en_US read as sv and en; other locales are a developer error', () => {
    expect(validateLeadField('name', '', { locale: 'sv_SE' })).toBe(FORM_MESSAGES.sv.required);
    expect(validateLeadField('name', '', { locale: 'en_US' })).toBe(FORM_MESSAGES.en.required);
    expect(() => validateLeadField('name', '', { locale: 'de' })).toThrow(RangeError);
  });
});

describe('validateLeadForm', () => {
  const good = { email: 'anna@example.se', phone: '070-1234567', companyIdentityNumber: '556016-0680', name: 'Anna Svensson' };

  test('the hero form checks email, phone and company identity number; the contact form adds name', () => {
    expect(LEAD_FORM_FIELDS).toEqual({ hero: ['email', 'phone', 'companyIdentityNumber'], contact: ['name', 'email', 'phone', 'companyIdentityNumber'] });
    expect(validateLeadForm({ ...good, name: '' }, { kind: 'hero', locale: 'en' })).toEqual({});
    expect(validateLeadForm({ ...good, name: '' }, { kind: 'contact', locale: 'en' })).toEqual({ name: 'This field is required' });
  });

  test('every failing field has its message, in the locale', () => {
    expect(validateLeadForm({ email: 'nope', companyIdentityNumber: '123' }, { kind: 'contact', locale: 'sv' })).toEqual({
      email: 'Detta fält måste vara en giltig email',
      phone: 'Detta fält är obligatoriskt',
      companyIdentityNumber: 'Detta fält måste vara ett giltigt organisationsnummer',
      name: 'Detta fält är obligatoriskt',
    });
    expect(validateLeadForm(good, { kind: 'contact', locale: 'sv' })).toEqual({});
  });

  test('an unknown form kind is a developer error', () => {
    expect(() => validateLeadForm(good, { kind: 'footer' as 'hero', locale: 'en' })).toThrow(RangeError);
  });
});

describe('isValidEmail', () => {
  test.each([
    'anna@example.se',
    'anna.karin+leads@sub.example.co.uk',
    'åsa@exempel.se',
    'a@b.se',
    "o'brien@example.com",
    'Anna.Öberg+lead@ÅÄÖ.se',
    'info@xn--r-1ga.se',
    'kontakt@пример.рф',
    'ops@firma.xn--p1ai',
  ])('%j is valid', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });
  test.each([
    '',
    'anna',
    'anna@',
    '@example.se',
    'anna@example',
    'anna@@example.se',
    'anna @example.se',
    'anna@example..se',
    'anna@-example.se',
    'anna@example.se.',
    `${'a'.repeat(250)}@example.se`,
    // A slip of the finger, or no domain mail is sent to.
    '.anna@firma.se',
    'anna.@firma.se',
    'anna..b@firma.se',
    'anna@firma.s',
    'anna@192.168.0.1',
    'anna@firma.123',
  ])('%j is not', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});

test('a field holding only invisible characters (a zero-width space, a byte order mark) is empty: required', () => {
  for (const value of ['\u200b', ' \u200b\ufeff ', '\u2060'])
    expect(validateLeadField('name', value, { locale: 'sv' }), JSON.stringify(value)).toBe(FORM_MESSAGES.sv.required);
  expect(validateLeadField('name', 'Anna\u200b', { locale: 'sv' })).toBeNull();
});
