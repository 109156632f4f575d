import fc from 'fast-check';
import { expect, test } from 'vitest';
import { formatIdentityNumber, isValidIdentityNumber, luhnChecksum, maskIdentityNumber, parseIdentityNumber } from './index';

const now = new Date(2026, 5, 15, 12);

/** Valid 12-digit numbers: a real date from 1890 to today (day + 60 for a coordination number), serial 001–999. */
const validNumber = fc
  .record({
    date: fc.date({ min: new Date(Date.UTC(1890, 0, 1)), max: now, noInvalidDate: true }),
    serial: fc.integer({ min: 1, max: 999 }),
    coordination: fc.boolean(),
  })
  .map(({ date, serial, coordination }) => {
    const yyyy = String(date.getUTCFullYear());
    const mm = String(date.getUTCMonth() + 1).padStart(2, '0');
    const dd = String(date.getUTCDate() + (coordination ? 60 : 0)).padStart(2, '0');
    const nine = `${yyyy.slice(2)}${mm}${dd}${String(serial).padStart(3, '0')}`;
    return `${yyyy.slice(0, 2)}${nine}${luhnChecksum(nine)}`;
  });

test('format then parse gives the same number (short and long forms)', () => {
  fc.assert(
    fc.property(validNumber, (pin) => {
      const long = formatIdentityNumber(pin, { long: true, now });
      const short = formatIdentityNumber(pin, { now });
      expect(long).toBe(pin);
      expect(formatIdentityNumber(short, { long: true, now })).toBe(pin);
      expect(parseIdentityNumber(short, { now })).toEqual(parseIdentityNumber(pin, { now }));
    }),
    { numRuns: 2000 },
  );
});

test('a 12-digit number is valid or not whatever the clock and the separator', () => {
  fc.assert(
    fc.property(
      fc.stringMatching(/^(18|19|20)\d{10}$/),
      fc.date({ min: new Date(2000, 0, 1), max: new Date(2099, 11, 31), noInvalidDate: true }),
      (digits, today) => {
        const verdict = isValidIdentityNumber(digits, { now });
        expect(isValidIdentityNumber(digits, { now: today })).toBe(verdict);
        expect(isValidIdentityNumber(`${digits.slice(0, 8)}-${digits.slice(8)}`, { now })).toBe(verdict);
        expect(isValidIdentityNumber(`${digits.slice(0, 8)}+${digits.slice(8)}`, { now })).toBe(verdict);
      },
    ),
    { numRuns: 2000 },
  );
});

test('changing any one of the last ten digits of a valid number makes it invalid or another valid number', () => {
  fc.assert(
    fc.property(validNumber, fc.integer({ min: 2, max: 11 }), fc.integer({ min: 1, max: 9 }), (pin, at, delta) => {
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
