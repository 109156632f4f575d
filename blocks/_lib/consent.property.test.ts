import fc from 'fast-check';
import { expect, test } from 'vitest';
import { choiceOf, CONSENT_COOKIE, CONSENT_MAX_AGE_SECONDS, consentCookieValue, grantedFromCookie, grantedOf, type ConsentChoice } from './consent';

const choice: fc.Arbitrary<ConsentChoice> = fc.record({ analytics: fc.boolean(), marketing: fc.boolean(), chat: fc.boolean() });
const version = fc.string({ minLength: 1, maxLength: 40 });
const now = fc.integer({ min: 1_600_000_000, max: 2_500_000_000 });
const otherCookies = fc.array(fc.tuple(fc.stringMatching(/^[a-z_]{1,12}$/), fc.stringMatching(/^[A-Za-z0-9%._-]{0,20}$/)), { maxLength: 4 });

test('a stored choice reads back as the same choice, whatever the version and the other cookies', () => {
  fc.assert(
    fc.property(choice, version, now, otherCookies, (c, v, t, others) => {
      const jar = [...others.filter(([n]) => n !== CONSENT_COOKIE).map(([n, val]) => `${n}=${val}`), `${CONSENT_COOKIE}=${consentCookieValue(c, v, t)}`].join(
        '; ',
      );
      const granted = grantedFromCookie(jar, CONSENT_COOKIE, v, t, CONSENT_MAX_AGE_SECONDS);
      expect(granted).toBe(grantedOf(c));
      expect(choiceOf(granted)).toEqual(c);
    }),
  );
});

test('a choice stored under another policy version is no choice', () => {
  fc.assert(
    fc.property(choice, version, version, now, (c, stored, current, t) => {
      fc.pre(stored !== current);
      expect(grantedFromCookie(`${CONSENT_COOKIE}=${consentCookieValue(c, stored, t)}`, CONSENT_COOKIE, current, t, CONSENT_MAX_AGE_SECONDS)).toBeNull();
    }),
  );
});

test('a choice older than the maximum age is no choice; a younger one still is', () => {
  fc.assert(
    fc.property(choice, version, now, fc.integer({ min: 0, max: 2 * CONSENT_MAX_AGE_SECONDS }), (c, v, t, age) => {
      const granted = grantedFromCookie(`${CONSENT_COOKIE}=${consentCookieValue(c, v, t - age)}`, CONSENT_COOKIE, v, t, CONSENT_MAX_AGE_SECONDS);
      expect(granted === null).toBe(age > CONSENT_MAX_AGE_SECONDS);
    }),
  );
});

test('any cookie text never throws and grants nothing beyond the four categories', () => {
  fc.assert(
    fc.property(fc.string(), version, now, (junk, v, t) => {
      const granted = grantedFromCookie(`${CONSENT_COOKIE}=${junk}`, CONSENT_COOKIE, v, t, CONSENT_MAX_AGE_SECONDS);
      if (granted !== null) expect(granted.split(' ').every((c) => ['necessary', 'analytics', 'marketing', 'chat'].includes(c))).toBe(true);
    }),
  );
});
