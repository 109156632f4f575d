import fc from 'fast-check';
import { MONEY_LOCALES, type MoneyLocale } from '../money';

/** The locales formatMoney and formatNumber accept: sv, sv_SE, en, en_US. */
export const moneyLocale = (): fc.Arbitrary<MoneyLocale> => fc.constantFrom(...MONEY_LOCALES);

/**
 * Amounts in kronor, positive and negative: whole kronor, exact halves (where rounding decides),
 * öre, and any double up to a billion; no NaN or infinity.
 */
export function moneyAmount({ min = -1e9, max = 1e9 }: { min?: number; max?: number } = {}): fc.Arbitrary<number> {
  const whole = { min: Math.ceil(Math.max(min, -Number.MAX_SAFE_INTEGER)), max: Math.floor(Math.min(max, Number.MAX_SAFE_INTEGER)) };
  return fc.oneof(
    fc.integer(whole),
    fc.double({ min, max, noNaN: true }),
    fc.integer({ min: whole.min, max: whole.max - 1 }).map((n) => n + 0.5),
    fc.integer({ min: Math.ceil(min * 100), max: Math.floor(max * 100) }).map((n) => n / 100),
  );
}
