import fc from 'fast-check';
import { expect, test } from 'vitest';
import { isValidOrganisationNumber, normaliseOrganisationNumber } from './index';
import { organisationNumber, typedByAVisitor } from './testing';

test('normalising is idempotent and keeps the number valid', () => {
  fc.assert(
    fc.property(organisationNumber(), (typed) => {
      const stored = normaliseOrganisationNumber(typed);
      expect(isValidOrganisationNumber(stored)).toBe(true);
      expect(normaliseOrganisationNumber(stored)).toBe(stored);
    }),
  );
});

test('every spelling of one number (prefix, separator, surrounding spaces) normalises alike', () => {
  fc.assert(
    fc.property(
      organisationNumber({ form: 'short' }),
      fc.constantFrom('', '16'),
      fc.constantFrom('-', '', ' '),
      fc.constantFrom('', ' '),
      (typed, prefix, separator, pad) => {
        const digits = typed.replace('-', '');
        const spelled = `${pad}${prefix}${digits.slice(0, 6)}${separator}${digits.slice(6)}${pad}`;
        expect(normaliseOrganisationNumber(spelled)).toBe(normaliseOrganisationNumber(typed));
      },
    ),
  );
});

test('a number typed as a visitor may (other digits, dashes and spaces) is the same number', () => {
  fc.assert(
    fc.property(
      organisationNumber().chain((number) => fc.tuple(fc.constant(number), typedByAVisitor(number))),
      ([number, typed]) => {
        expect(isValidOrganisationNumber(typed)).toBe(true);
        expect(normaliseOrganisationNumber(typed)).toBe(normaliseOrganisationNumber(number));
      },
    ),
  );
});
