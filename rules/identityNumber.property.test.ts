import fc from 'fast-check';
import { expect, test } from 'vitest';
import { formatIdentityNumber, isValidIdentityNumber, maskIdentityNumber, parseIdentityNumber } from './index';
import { FIXED_NOW, identityNumber, invalidIdentityNumber } from './testing';

const now = FIXED_NOW;
/** Any valid number as people write it: long or short, with or without a separator, personal or coordination. */
const validNumber = identityNumber({ now });
const bare = (pin: string) => pin.replace(/[+-]/, '');

test('format then parse gives the same number (short and long forms)', () => {
  fc.assert(
    fc.property(validNumber, (pin) => {
      const long = formatIdentityNumber(pin, { long: true, now });
      const short = formatIdentityNumber(pin, { now });
      expect(long).toHaveLength(12);
      expect(long.endsWith(bare(pin))).toBe(true);
      expect(formatIdentityNumber(short, { long: true, now })).toBe(long);
      expect(formatIdentityNumber(long, { long: true, now })).toBe(long);
      expect(parseIdentityNumber(short, { now })).toEqual(parseIdentityNumber(long, { now }));
    }),
    { numRuns: 2000 },
  );
});

test('a 12-digit number is valid or not whatever the clock and the separator', () => {
  fc.assert(
    fc.property(
      fc.oneof(identityNumber({ now, form: 'long' }), invalidIdentityNumber({ now })).map(bare),
      fc.date({ min: new Date(2000, 0, 1), max: new Date(2099, 11, 31), noInvalidDate: true }),
      (digits, today) => {
        fc.pre(/^\d{12}$/.test(digits));
        const verdict = isValidIdentityNumber(digits, { now });
        expect(isValidIdentityNumber(digits, { now: today })).toBe(verdict);
        expect(isValidIdentityNumber(`${digits.slice(0, 8)}-${digits.slice(8)}`, { now })).toBe(verdict);
        expect(isValidIdentityNumber(`${digits.slice(0, 8)}+${digits.slice(8)}`, { now })).toBe(verdict);
      },
    ),
    { numRuns: 2000 },
  );
});

test('changing any one of the last ten digits of a valid number makes it invalid', () => {
  fc.assert(
    fc.property(identityNumber({ now, form: 'long' }).map(bare), fc.integer({ min: 2, max: 11 }), fc.integer({ min: 1, max: 9 }), (pin, at, delta) => {
      const changed = `${pin.slice(0, at)}${(Number(pin[at]) + delta) % 10}${pin.slice(at + 1)}`;
      // One changed digit always breaks the Luhn check, so no typo turns one valid number into another.
      expect(isValidIdentityNumber(changed, { now })).toBe(false);
    }),
  );
});

test('masking keeps everything but the last four digits', () => {
  fc.assert(
    fc.property(validNumber, fc.boolean(), (pin, long) => {
      const written = formatIdentityNumber(pin, { long, now });
      const masked = maskIdentityNumber(written);
      expect(masked.endsWith('XXXX')).toBe(true);
      expect(masked.slice(0, -5)).toBe(written.replace(/[+-]/, '').slice(0, -4));
    }),
  );
});
