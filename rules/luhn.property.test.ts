import fc from 'fast-check';
import { expect, test } from 'vitest';
import { isValidBankgiro, isValidLuhn, isValidPlusgiro, luhnChecksum } from './index';
import { digitString } from './testing';

const payload = digitString(1, 20);

test('appending luhnChecksum always validates', () => {
  fc.assert(
    fc.property(payload, (digits) => {
      expect(isValidLuhn(`${digits}${luhnChecksum(digits)}`)).toBe(true);
    }),
  );
});

test('any single-digit change breaks a valid Luhn number', () => {
  fc.assert(
    fc.property(payload, fc.nat(), fc.integer({ min: 1, max: 9 }), (digits, at, delta) => {
      const valid = `${digits}${luhnChecksum(digits)}`;
      const i = at % valid.length;
      const changed = `${valid.slice(0, i)}${(Number(valid[i]) + delta) % 10}${valid.slice(i + 1)}`;
      expect(isValidLuhn(changed)).toBe(false);
    }),
  );
});

test('exactly one check digit validates each payload', () => {
  fc.assert(
    fc.property(payload, (digits) => {
      const passing = [...'0123456789'].filter((d) => isValidLuhn(`${digits}${d}`));
      expect(passing).toEqual([String(luhnChecksum(digits))]);
    }),
  );
});

test('a giro number is valid exactly when it is a Luhn number of its lengths', () => {
  fc.assert(
    fc.property(digitString(0, 11), (digits) => {
      expect(isValidBankgiro(digits)).toBe(isValidLuhn(digits) && digits.length >= 7 && digits.length <= 8);
      expect(isValidPlusgiro(digits)).toBe(isValidLuhn(digits) && digits.length >= 2 && digits.length <= 8);
    }),
  );
});
