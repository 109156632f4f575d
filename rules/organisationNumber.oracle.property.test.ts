/**
 * Differential test, one way (NOTES §6): whatever organisationsnummer@1.2.0 (pinned) accepts,
 * written with "-" or without a separator, our form rule accepts. Never the reverse: the package
 * is stricter on purpose (company-form digits), and mishandles "+".
 */
import fc from 'fast-check';
import Organisationsnummer from 'organisationsnummer';
import { expect, test } from 'vitest';
import { isValidOrganisationNumber, luhnChecksum } from './index';

const digits = (n: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: n, maxLength: n });

/** Ten digits, Luhn-valid most of the time, with "16", "19"/"20" or nothing in front, and "-" or no separator. */
const candidate = fc
  .record({
    nine: fc.oneof(
      digits(9),
      fc.tuple(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 2, max: 9 }), digits(7)).map(([a, b, rest]) => `${a}${b}${rest}`),
    ),
    luhn: fc.integer({ min: 0, max: 4 }).map((n) => n > 0),
    last: fc.integer({ min: 0, max: 9 }),
    prefix: fc.constantFrom('', '', '16', '19', '20'),
    sep: fc.constantFrom('', '-'),
  })
  .map(({ nine, luhn, last, prefix, sep }) => {
    const ten = `${nine}${luhn ? luhnChecksum(nine) : last}`;
    return `${prefix}${ten.slice(0, 6)}${sep}${ten.slice(6)}`;
  });

test('everything organisationsnummer@1.2.0 accepts (with "-" or no separator) passes our rule: 10 000 generated inputs', () => {
  let accepted = 0;
  fc.assert(
    fc.property(candidate, (input) => {
      if (!Organisationsnummer.valid(input)) return;
      accepted++;
      expect(isValidOrganisationNumber(input), input).toBe(true);
    }),
    { numRuns: 10_000 },
  );
  // Meaningful only if the package accepted a good share of the inputs.
  expect(accepted).toBeGreaterThan(2_000);
});
