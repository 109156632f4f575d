import fc from 'fast-check';
import { afterEach, describe, expect, test } from 'vitest';
import { calendarDate } from './date';
import { parseIdentityNumber } from './identityNumber';
import { luhnChecksum } from './luhn';
import { normaliseOrganisationNumber } from './organisationNumber';
import { swedishYear } from './swedishYear';
import { identityNumber } from './testing';

// The server's zone, as a server set to it reads a Date's local calendar (Node follows process.env.TZ at once).
const serverZone = process.env.TZ;
afterEach(() => {
  if (serverZone === undefined) delete process.env.TZ;
  else process.env.TZ = serverZone;
});
describe('swedishYear', () => {
  test('is the year of calendarDate at every instant, the turn of the year in Stockholm included', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2200-12-31T23:59:59Z'), noInvalidDate: true }), (at) => {
        expect(swedishYear(at)).toBe(calendarDate(at).year);
      }),
    );
    // Around each turn of the year, where the two could part: 31 December 20:00 UTC to 1 January 04:00 UTC.
    fc.assert(
      fc.property(fc.integer({ min: 1970, max: 2200 }), fc.integer({ min: 0, max: 8 * 3600 - 1 }), (year, seconds) => {
        const at = new Date(Date.UTC(year, 11, 31, 20) + seconds * 1000);
        expect(swedishYear(at)).toBe(calendarDate(at).year);
      }),
    );
    for (const iso of ['2025-12-31T22:59:59Z', '2025-12-31T23:00:00Z', '2026-01-01T00:00:00Z', '2026-06-30T23:30:00Z'])
      expect(swedishYear(new Date(iso)), iso).toBe(calendarDate(new Date(iso)).year);
    expect(swedishYear(new Date('2025-12-31T23:00:00Z'))).toBe(2026);
    expect(swedishYear(new Date('2025-12-31T22:59:59Z'))).toBe(2025);
  });
});

describe("the identity numbers' year is Sweden's, whatever the server's time zone", () => {
  // 23:30 UTC on 31 December 2025 is 00:30 on 1 January 2026 in Stockholm; 22:30 UTC is still 2025 there.
  const newYearInSweden = new Date('2025-12-31T23:30:00Z');
  const oldYearInSweden = new Date('2025-12-31T22:30:00Z');
  test.each(['UTC', 'America/Los_Angeles', 'Europe/Stockholm', 'Pacific/Kiritimati'])('on a server in %s', (zone) => {
    process.env.TZ = zone;
    const born1926 = `19260720980${luhnChecksum('260720980')}`;
    expect(parseIdentityNumber(born1926, { now: newYearInSweden }).separator).toBe('+');
    expect(parseIdentityNumber(born1926, { now: oldYearInSweden }).separator).toBe('-');
    const short = born1926.slice(2);
    expect(parseIdentityNumber(short, { now: newYearInSweden }).fullYear).toBe('2026');
    expect(parseIdentityNumber(short, { now: oldYearInSweden }).fullYear).toBe('1926');
    expect(normaliseOrganisationNumber(born1926, { now: newYearInSweden })).toBe(`260720+${born1926.slice(8)}`);
    expect(normaliseOrganisationNumber(born1926, { now: oldYearInSweden })).toBe(`260720-${born1926.slice(8)}`);
    // The arbitraries' numbers are valid for the rule at that instant too.
    fc.assert(
      fc.property(identityNumber({ now: newYearInSweden }), (pin) => {
        parseIdentityNumber(pin, { now: newYearInSweden });
      }),
      { numRuns: 200 },
    );
  });
});
