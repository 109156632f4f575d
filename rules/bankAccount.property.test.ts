import fc from 'fast-check';
import { expect, test } from 'vitest';
import { formatBankAccount, parseBankAccount, type BankAccountMode } from './index';
import { bankAccount, invalidBankAccount, typedByAVisitor } from './testing';

/** Accounts of every bank that parse in lax mode: valid ones, and ones whose checksum fails. */
const account = fc.oneof(
  bankAccount().map((a) => a.text),
  invalidBankAccount()
    .filter((a) => a.reason === 'checksum')
    .map((a) => a.text),
);
const stripZeros = (s: string) => s.replace(/^0+/, '');

test('format then parse gives the same account (numeric and pretty; the account only gains leading zeros)', () => {
  fc.assert(
    fc.property(account, fc.constantFrom('numeric', 'pretty') as fc.Arbitrary<'numeric' | 'pretty'>, (input, format) => {
      const parsed = parseBankAccount(input, { mode: 'lax' });
      const again = parseBankAccount(formatBankAccount(parsed, format), { mode: 'lax' });
      expect({ ...again, accountNumber: stripZeros(again.accountNumber) }).toEqual({ ...parsed, accountNumber: stripZeros(parsed.accountNumber) });
    }),
    { numRuns: 2_000 },
  );
});

test('the modes differ only in what they throw: strict ⊆ semi ⊆ lax, with the same record', () => {
  fc.assert(
    fc.property(account, (input) => {
      const attempt = (mode: BankAccountMode) => {
        try {
          return parseBankAccount(input, { mode });
        } catch {
          return undefined;
        }
      };
      const [strict, semi, lax] = [attempt('strict'), attempt('semi'), attempt('lax')];
      expect(lax).toBeDefined();
      if (strict) expect(semi).toEqual(strict);
      if (semi) expect(lax).toEqual(semi);
      expect(strict !== undefined).toBe(lax!.valid);
      expect(semi !== undefined).toBe(lax!.valid || lax!.type === 2);
    }),
    { numRuns: 2_000 },
  );
});

test('an account typed as a visitor may (other digits, dashes and spaces) is the same account', () => {
  fc.assert(
    fc.property(
      bankAccount().chain((a) => fc.tuple(fc.constant(a.text), typedByAVisitor(a.text))),
      ([text, typed]) => {
        expect(parseBankAccount(typed)).toEqual(parseBankAccount(text));
      },
    ),
    { numRuns: 1_000 },
  );
});
