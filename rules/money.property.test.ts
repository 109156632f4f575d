import fc from 'fast-check';
import { expect, test } from 'vitest';
import { formatAccounting, formatMoney, unformatAccounting } from './index';
import { moneyAmount, moneyLocale } from './testing';

/** Reads a formatMoney string back: its digits, negative when it starts with a minus of either kind. */
const readBack = (text: string) => (/^[-\u2212]/.test(text) ? -1 : 1) * Number(text.replace(/\D/g, ''));

const amounts = moneyAmount();

test('every money string reads back as the rounded amount (nearest whole krona, halves away from zero)', () => {
  fc.assert(
    fc.property(amounts, moneyLocale(), (amount, locale) => {
      const back = readBack(formatMoney(amount, locale));
      expect(Number.isInteger(back)).toBe(true);
      expect(Math.abs(back - amount)).toBeLessThanOrEqual(0.5);
      if (Math.abs(back - amount) === 0.5) expect(Math.abs(back)).toBeGreaterThan(Math.abs(amount));
    }),
    { numRuns: 5_000 },
  );
});

test('Swedish and English money strings carry the same amount', () => {
  fc.assert(
    fc.property(amounts, (amount) => {
      expect(readBack(formatMoney(amount, 'sv'))).toBe(readBack(formatMoney(amount, 'en')));
    }),
  );
});

test('every accounting string reads back as the amount rounded to its precision', () => {
  fc.assert(
    fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), fc.integer({ min: 0, max: 4 }), (value, precision) => {
      const back = unformatAccounting(formatAccounting(value, { precision }));
      expect(Math.abs(back - value)).toBeLessThanOrEqual(0.5 * 10 ** -precision + 1e-9 * Math.max(1, Math.abs(value)));
    }),
    { numRuns: 2_000 },
  );
});
