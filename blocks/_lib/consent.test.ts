import { expect, test } from 'vitest';
import { ACCEPT_ALL, CONSENT_MODE_DEFAULTS, consentCookie, consentModeFor, expiredTagCookies, grantedFromCookie, REJECT_ALL } from './consent';

const NOW = 1_780_000_000;

test('the cookie is first party for the whole site, 180 days, SameSite=Lax, Secure over https', () => {
  expect(consentCookie(ACCEPT_ALL, '2026-01', NOW, true)).toBe(`consent=2026-01%7Camc%7C${NOW}; Path=/; Max-Age=15552000; SameSite=Lax; Secure`);
  expect(consentCookie(REJECT_ALL, '2026-01', NOW, false)).toBe(`consent=2026-01%7C%7C${NOW}; Path=/; Max-Age=15552000; SameSite=Lax`);
});

test('no cookie, a malformed one or one from the future is no choice', () => {
  expect(grantedFromCookie('', 'consent', '1', NOW, 100)).toBeNull();
  expect(grantedFromCookie('consent=1|x|1', 'consent', '1', NOW, 100)).toBeNull();
  expect(grantedFromCookie('consent=%E0%A4%A', 'consent', '1', NOW, 100)).toBeNull();
  expect(grantedFromCookie(`consent=1|a|${NOW + 2 * 86400}`, 'consent', '1', NOW, 100)).toBeNull();
  expect(grantedFromCookie(`other=1; consent=1|ac|${NOW}`, 'consent', '1', NOW, 100)).toBe('necessary analytics chat');
});

test('Consent Mode v2: every storage denied by default but security; accepting all grants them', () => {
  expect(CONSENT_MODE_DEFAULTS).toEqual({
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: 'denied',
    functionality_storage: 'denied',
    personalization_storage: 'denied',
    security_storage: 'granted',
  });
  expect(Object.values(consentModeFor(ACCEPT_ALL)).every((v) => v === 'granted')).toBe(true);
  expect(consentModeFor({ analytics: true, marketing: false, chat: false })).toMatchObject({
    analytics_storage: 'granted',
    ad_storage: 'denied',
    ad_user_data: 'denied',
  });
});

test('a withdrawn category takes its tags’ cookies away, on this host and its parent domain; the granted keep theirs', () => {
  const jar = 'consent=v1; _ga=GA1.1.1.2; _ga_ABC123=GS1.1; _gid=GA1.1.3; _gcl_au=1.1.1; _fbp=fb.1; __Host-csrftoken=x; _utm=1';
  const onlyMarketing = { analytics: false, marketing: true, chat: false };
  expect(expiredTagCookies(jar, 'www.flodvik.se', onlyMarketing)).toEqual(
    ['_ga', '_ga_ABC123', '_gid'].flatMap((name) => [
      `${name}=; Max-Age=0; Path=/`,
      `${name}=; Max-Age=0; Path=/; Domain=www.flodvik.se`,
      `${name}=; Max-Age=0; Path=/; Domain=flodvik.se`,
    ]),
  );
  expect(expiredTagCookies(jar, 'localhost', REJECT_ALL)).toEqual(
    ['_ga', '_ga_ABC123', '_gid', '_gcl_au', '_fbp'].map((name) => `${name}=; Max-Age=0; Path=/`),
  );
  expect(expiredTagCookies(jar, '127.0.0.1', REJECT_ALL)).toHaveLength(5);
  expect(expiredTagCookies(jar, 'www.flodvik.se', ACCEPT_ALL)).toEqual([]);
  expect(expiredTagCookies('', 'www.flodvik.se', REJECT_ALL)).toEqual([]);
});
