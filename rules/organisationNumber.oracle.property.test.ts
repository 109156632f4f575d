/**
 * Differential test, one way (NOTES §6): whatever organisationsnummer@1.2.0 (pinned) accepts,
 * written with "-" or without a separator, our form rule accepts. Never the reverse: the package
 * is stricter on purpose (company-form digits), and mishandles "+".
 */
import fc from 'fast-check';
import Organisationsnummer from 'organisationsnummer';
import { expect, test } from 'vitest';
import { isValidOrganisationNumber } from './index';
import { organisationNumber, organisationNumberLike } from './testing';

/** Ten digits, Luhn-valid most of the time, with "16", "19"/"20" or nothing in front, and "-" or no separator; and real-looking company numbers. */
const candidate = fc.oneof({ weight: 4, arbitrary: organisationNumberLike() }, { weight: 1, arbitrary: organisationNumber() });

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
