/**
 * The calculators' interest as content may give it: required, a percentage from 0 to 100. The generated validators
 * are checked against ajv on the same schemas elsewhere, which cannot see a wrong limit in a schema (a
 * mutation-testing review removed `minimum: 0` and every other test passed).
 */
import { expect, test } from 'vitest';
import { validators } from '~/codegen/generated/validators';

const base = { _uid: 'c1', title: 'Räkna', amountLabel: 'Belopp', periodLabel: 'Period', periodUnit: 'dagar' };

test.each(['FlexLoanCalculator', 'WeeklyLoanCalculator'] as const)('%s: the interest is required and a percentage from 0 to 100', (component) => {
  const validate = validators[component];
  expect(validate({ ...base, component, interest: 1.5 })).toBe(true);
  expect(validate({ ...base, component, interest: 0 })).toBe(true);
  for (const interest of [-1, -0.01, 100.5]) expect(validate({ ...base, component, interest }), String(interest)).toBe(false);
  expect(validate({ ...base, component })).toBe(false);
});
