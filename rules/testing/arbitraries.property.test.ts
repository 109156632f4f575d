/**
 * Laws of the arbitraries themselves: what a valid generator makes passes its rule, what an invalid
 * one makes fails it for the stated reason, and the options are honoured. A generator that drifted
 * from the rules would make every test built on it meaningless, so these run first.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  AMOUNT_STOPS,
  banks,
  CALCULATOR_MODELS,
  calculatorInputs as inputsFromQuery,
  FORM_MESSAGES,
  isValidBankAccount,
  isValidBankgiro,
  isValidEmail,
  isValidIdentityNumber,
  isValidOrganisationNumber,
  isValidPlusgiro,
  parseBankAccount,
  parseIdentityNumber,
  validateLeadForm,
} from '../index';
import { thrownMessage } from '../reference';
import { swedishYear } from '../swedishYear';
import {
  amountStop,
  bankAccount,
  bankgiroNumber,
  calculatorInputs,
  calculatorQueryValue,
  emailAddress,
  FIXED_NOW,
  identityNumber,
  invalidBankAccount,
  invalidBankgiroNumber,
  invalidEmailAddress,
  invalidIdentityNumber,
  invalidLeadForm,
  invalidOrganisationNumber,
  invalidPlusgiroNumber,
  leadForm,
  moneyAmount,
  organisationNumber,
  personName,
  phoneNumber,
  plusgiroNumber,
} from './index';

const now = FIXED_NOW;

describe('identity numbers', () => {
  test('every generated identity number is valid', () => {
    fc.assert(fc.property(identityNumber(), (pin) => isValidIdentityNumber(pin, { now })));
  });

  test('the options hold: coordination or not, long or short, "+" exactly for a person of 100 or more', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.constantFrom<'long' | 'short'>('long', 'short'), (coordination, form) => {
        fc.assert(
          fc.property(identityNumber({ coordination, form }), (pin) => {
            const parsed = parseIdentityNumber(pin, { now });
            expect(parsed.isCoordinationNumber).toBe(coordination);
            expect(pin.replace(/[+-]/, '')).toHaveLength(form === 'long' ? 12 : 10);
            if (form === 'short') expect(pin.includes('+')).toBe(swedishYear(now) - Number(parsed.fullYear) >= 100);
          }),
          { numRuns: 50 },
        );
      }),
      { numRuns: 8 },
    );
  });

  test('the generator reaches both separators, both centuries of the short form, and leap days', () => {
    const sample = fc.sample(identityNumber({ form: 'short' }), { numRuns: 2_000, seed: 1 });
    expect(sample.some((p) => p.includes('+'))).toBe(true);
    expect(sample.some((p) => p.includes('-'))).toBe(true);
    expect(new Set(sample.map((p) => parseIdentityNumber(p, { now }).century))).toEqual(new Set(['18', '19', '20']));
    expect(sample.some((p) => p.slice(2, 6) === '0229')).toBe(true);
  });

  test('every generated invalid identity number is rejected', () => {
    fc.assert(fc.property(invalidIdentityNumber(), (pin) => !isValidIdentityNumber(pin, { now })));
  });
});

describe('organisation, bankgiro and plusgiro numbers', () => {
  // A predicate that returns false fails the property; fast-check prints the value.
  test('valid ones pass, invalid ones fail', () => {
    fc.assert(fc.property(organisationNumber(), (n) => isValidOrganisationNumber(n)));
    fc.assert(fc.property(invalidOrganisationNumber(), (n) => !isValidOrganisationNumber(n)));
    fc.assert(fc.property(bankgiroNumber(), (n) => isValidBankgiro(n)));
    fc.assert(fc.property(invalidBankgiroNumber(), (n) => !isValidBankgiro(n)));
    fc.assert(fc.property(plusgiroNumber(), (n) => isValidPlusgiro(n)));
    fc.assert(fc.property(invalidPlusgiroNumber(), (n) => !isValidPlusgiro(n)));
  });
});

describe('bank accounts', () => {
  test('every generated account is valid in strict mode and reads back as the sample says', () => {
    fc.assert(
      fc.property(bankAccount(), (a) => {
        expect(parseBankAccount(a.text)).toEqual({
          bankName: a.bankName,
          sortingCode: a.sortingCode,
          accountNumber: a.accountNumber,
          type: a.type,
          comment: a.comment,
          valid: true,
        });
      }),
      { numRuns: 2_000 },
    );
  });

  test('per bank and per type: every entry of the table gets valid accounts of its own', () => {
    for (const bank of banks) {
      fc.assert(
        fc.property(bankAccount({ bankName: bank.bankName, type: bank.type }), (a) => {
          expect(a).toMatchObject({ bankName: bank.bankName, type: bank.type });
          expect(isValidBankAccount(a.text), a.text).toBe(true);
        }),
        { numRuns: 30 },
      );
    }
    expect(() => bankAccount({ bankName: 'Ingen Bank' })).toThrow(RangeError);
  });

  test('every generated invalid account fails with the stated message (semi mode lets a type 2 checksum through)', () => {
    fc.assert(
      fc.property(invalidBankAccount(), (a) => {
        expect(
          thrownMessage(() => parseBankAccount(a.text)),
          a.text,
        ).toBe(a.message);
        expect(isValidBankAccount(a.text, { mode: 'semi' })).toBe(false);
        if (a.reason === 'checksum' && a.type === 2) expect(parseBankAccount(a.text, { mode: 'semi' }).valid).toBe(false);
      }),
      { numRuns: 2_000 },
    );
  });
});

describe('calculators, money and forms', () => {
  test('calculator inputs are on the stops of their calculator; query values always read as stops', () => {
    fc.assert(
      fc.property(calculatorInputs(), calculatorQueryValue(), calculatorQueryValue(), ({ kind, amount, period }, rawAmount, rawPeriod) => {
        const model = CALCULATOR_MODELS[kind];
        expect(model.amountStops).toContain(amount);
        expect(model.periodStops).toContain(period);
        const read = inputsFromQuery(model, { amount: rawAmount, period: rawPeriod });
        expect(model.amountStops).toContain(read.amount);
        expect(model.periodStops).toContain(read.period);
      }),
    );
    fc.assert(
      fc.property(amountStop(), (a) => {
        expect(AMOUNT_STOPS).toContain(a);
      }),
    );
  });

  test('money amounts are finite and within the bounds asked for', () => {
    fc.assert(
      fc.property(moneyAmount({ min: -5, max: 5 }), (a) => {
        expect(Number.isFinite(a)).toBe(true);
        expect(Math.abs(a)).toBeLessThanOrEqual(5);
      }),
    );
  });

  test('valid forms pass in both languages; invalid forms fail with exactly the stated messages', () => {
    fc.assert(
      fc.property(fc.constantFrom('hero', 'contact' as const), fc.constantFrom('sv', 'en' as const), (kind, locale) => {
        fc.assert(
          fc.property(leadForm(kind), (values) => {
            expect(validateLeadForm(values, { kind, locale })).toEqual({});
          }),
          { numRuns: 50 },
        );
        fc.assert(
          fc.property(invalidLeadForm(kind), ({ values, failures }) => {
            const messages = Object.fromEntries(Object.entries(failures).map(([field, key]) => [field, FORM_MESSAGES[locale][key]]));
            expect(validateLeadForm(values, { kind, locale })).toEqual(messages);
          }),
          { numRuns: 50 },
        );
      }),
      { numRuns: 8 },
    );
    fc.assert(fc.property(emailAddress(), (e) => isValidEmail(e)));
    fc.assert(fc.property(invalidEmailAddress(), (e) => !isValidEmail(e)));
    fc.assert(
      fc.property(personName({ messy: true }), phoneNumber(), (name, phone) => {
        expect([name.trim(), phone.trim()]).not.toContain('');
      }),
    );
  });
});
