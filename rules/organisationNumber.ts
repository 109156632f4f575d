/**
 * Organisation numbers as the lead forms check them (SPEC §5: "passing a Luhn check"): the last ten
 * digits pass the Luhn check. Ten digits, or twelve (the "16" prefix, or a sole trader's
 * personnummer), with or without a "-" (or "+") before the last four; surrounding spaces are
 * ignored because people paste them. Deliberately weaker than the organisationsnummer package,
 * which also checks the company-form digits (NOTES §2.3): whatever it accepts, we accept.
 */
import { luhnSum } from './luhn';

const SHAPE = /^(?:\d{2})?(\d{6})[-+]?(\d{4})$/;

export function isValidOrganisationNumber(input: string): boolean {
  if (typeof input !== 'string') return false;
  const m = SHAPE.exec(input.trim());
  return m !== null && luhnSum(`${m[1]}${m[2]}`, false) % 10 === 0;
}
