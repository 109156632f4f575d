import { describe, expect, test } from 'vitest';
import {
  checkCsrf,
  constantTimeEqual,
  CROSS_SITE_MESSAGE,
  CSRF_TOKEN_TTL_SECONDS,
  csrfCookie,
  isCrossSite,
  isHttps,
  issueCsrfToken,
  verifyCsrfToken,
} from './csrf';
import { readCookie } from './cookies';

const SECRET = 'a'.repeat(32);
const T0 = new Date('2026-03-01T12:00:00Z');
const later = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

describe('signed tokens', () => {
  test('are <expiry>.<nonce>.<signature>, cookie-safe, expiring after the TTL, and different each time', () => {
    const tokens = Array.from({ length: 20 }, () => issueCsrfToken(SECRET, { now: T0 }));
    for (const { token, expiresAt } of tokens) {
      expect(token).toMatch(/^\d+\.[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{43}$/);
      expect(expiresAt).toEqual(later(CSRF_TOKEN_TTL_SECONDS));
      expect(token.split('.')[0]).toBe(String(expiresAt.getTime() / 1000));
    }
    expect(new Set(tokens.map((t) => t.nonce)).size).toBe(20);
  });

  test('verify while valid, with the nonce they were issued with', () => {
    const issued = issueCsrfToken(SECRET, { now: T0 });
    expect(verifyCsrfToken(SECRET, issued.token, later(CSRF_TOKEN_TTL_SECONDS - 1))).toEqual({ ok: true, nonce: issued.nonce, expiresAt: issued.expiresAt });
  });

  test('are refused from their expiry on', () => {
    const { token } = issueCsrfToken(SECRET, { now: T0 });
    expect(verifyCsrfToken(SECRET, token, later(CSRF_TOKEN_TTL_SECONDS))).toEqual({ ok: false, reason: 'expired' });
  });

  test('made-up, altered or foreign tokens are refused', () => {
    const { token } = issueCsrfToken(SECRET, { now: T0 });
    const [expiry, nonce, signature] = token.split('.') as [string, string, string];
    const other = issueCsrfToken('b'.repeat(32), { now: T0 }).token;
    const flip = (s: string) => (s[0] === 'A' ? 'B' : 'A') + s.slice(1);
    expect(verifyCsrfToken(SECRET, other, T0)).toEqual({ ok: false, reason: 'forged' });
    expect(verifyCsrfToken(SECRET, `${Number(expiry) + 3600}.${nonce}.${signature}`, T0)).toEqual({ ok: false, reason: 'forged' });
    expect(verifyCsrfToken(SECRET, `${expiry}.${flip(nonce)}.${signature}`, T0)).toEqual({ ok: false, reason: 'forged' });
    expect(verifyCsrfToken(SECRET, `${expiry}.${nonce}.${flip(signature)}`, T0)).toEqual({ ok: false, reason: 'forged' });
    for (const bad of ['', 'x', 'ab12'.repeat(16), `${expiry}.${nonce}`, `${token}.x`, `-1.${nonce}.${signature}`, null, undefined]) {
      expect(verifyCsrfToken(SECRET, bad, T0)).toEqual({ ok: false, reason: 'malformed' });
    }
  });

  test('renewing with the nonce of a token keeps the identity and moves the expiry', () => {
    const first = issueCsrfToken(SECRET, { now: T0 });
    const renewed = issueCsrfToken(SECRET, { now: later(600), nonce: first.nonce });
    expect(renewed.nonce).toBe(first.nonce);
    expect(renewed.token).not.toBe(first.token);
    expect(renewed.expiresAt).toEqual(later(600 + CSRF_TOKEN_TTL_SECONDS));
  });
});

describe('the check of a write', () => {
  const token = issueCsrfToken(SECRET, { now: T0 });
  const write = (headers: Record<string, string>) => new Request('http://localhost:3000/internal/v1/onboarding/leads', { method: 'POST', headers });
  const pair = { cookie: `theme=dark; csrftoken=${token.token}`, 'X-CSRFToken': token.token };
  const check = (headers: Record<string, string>, now = later(60)) =>
    checkCsrf(write(headers), { secret: SECRET, siteUrl: 'https://www.flodvik.example', now });

  test('passes with the same signed token in cookie and header, from the site itself, and names the nonce', () => {
    expect(check(pair)).toEqual({ ok: true, nonce: token.nonce });
    expect(check({ ...pair, origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' })).toEqual({ ok: true, nonce: token.nonce });
    expect(check({ ...pair, origin: 'https://www.flodvik.example' }).ok).toBe(true);
  });

  test.each<[string, Record<string, string>, RegExp]>([
    ['no cookie', { 'X-CSRFToken': token.token }, /missing/],
    ['no header', { cookie: pair.cookie }, /missing/],
    ['a header that differs', { ...pair, 'X-CSRFToken': issueCsrfToken(SECRET, { now: T0 }).token }, /does not repeat/],
    ['a pair the client made up', { cookie: 'csrftoken=made-up-token-1234', 'X-CSRFToken': 'made-up-token-1234' }, /not issued by this site/],
  ])('fails with %s', (_, headers, message) => {
    const result = check(headers);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toMatch(message);
  });

  test('fails once the token has expired', () => {
    expect(check(pair, later(CSRF_TOKEN_TTL_SECONDS + 1))).toEqual({ ok: false, message: 'The CSRF token has expired; get a new one.' });
  });

  test.each<[string, Record<string, string>]>([
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site same-site (a sibling subdomain)', { 'sec-fetch-site': 'same-site' }],
    ['an Origin of another host', { origin: 'https://evil.example' }],
    ['an Origin of another port', { origin: 'http://localhost:4000' }],
    ['Origin null', { origin: 'null' }],
  ])('fails, even with a valid pair, when the browser says %s', (_, headers) => {
    expect(check({ ...pair, ...headers })).toEqual({ ok: false, message: CROSS_SITE_MESSAGE, crossSite: true });
  });

  test('over https the cookie is __Host-csrftoken: a plain csrftoken, as a sibling subdomain could plant it, is never read', () => {
    const https = { 'x-forwarded-proto': 'https', 'X-CSRFToken': token.token };
    const planted = issueCsrfToken(SECRET, { now: T0 }).token; // a valid token the planter fetched for themselves
    expect(check({ ...https, cookie: `csrftoken=${planted}; __Host-csrftoken=${token.token}` })).toEqual({ ok: true, nonce: token.nonce });
    expect(check({ ...https, cookie: `__Host-csrftoken=${token.token}; csrftoken=garbage` })).toEqual({ ok: true, nonce: token.nonce });
    expect(check({ ...https, cookie: `csrftoken=${token.token}` })).toEqual({
      ok: false,
      message: 'The __Host-csrftoken cookie or the X-CSRFToken header is missing; get a token from the CSRF endpoint first.',
    });
    expect(check({ ...https, 'X-CSRFToken': planted, cookie: `csrftoken=${planted}; __Host-csrftoken=${token.token}` })).toMatchObject({
      ok: false,
      message: 'The X-CSRFToken header does not repeat the __Host-csrftoken cookie.',
    });
    // Over plain http (local runs) the plain name is the one.
    expect(check({ 'X-CSRFToken': token.token, cookie: `__Host-csrftoken=${token.token}` }).ok).toBe(false);
  });

  test('behind a proxy that rewrites Host, X-Forwarded-Host names the site', () => {
    const headers = { origin: 'https://www.example.se', host: 'backend:3000', 'x-forwarded-host': 'www.example.se' };
    expect(isCrossSite(new Request('http://backend:3000/x', { headers }))).toBe(false);
    expect(isCrossSite(new Request('http://backend:3000/x', { headers: { ...headers, 'x-forwarded-host': 'other.se' } }))).toBe(true);
  });
});

describe('the cookie', () => {
  const token = issueCsrfToken(SECRET, { now: T0 });

  test('covers the site, lives as long as the token, is sent on same-site requests only and never read by script', () => {
    expect(csrfCookie(token, { secure: false })).toBe(`csrftoken=${token.token}; Path=/; Max-Age=${CSRF_TOKEN_TTL_SECONDS}; SameSite=Lax; HttpOnly`);
    // Over https: a __Host- cookie (Secure, Path=/, no Domain), which only this host can set.
    expect(csrfCookie(token, { secure: true })).toBe(
      `__Host-csrftoken=${token.token}; Path=/; Max-Age=${CSRF_TOKEN_TTL_SECONDS}; SameSite=Lax; HttpOnly; Secure`,
    );
  });

  test('is Secure over https, directly or behind a TLS-terminating proxy', () => {
    expect(isHttps(new Request('https://www.flodvik.example/x'))).toBe(true);
    expect(isHttps(new Request('http://10.0.0.1/x', { headers: { 'x-forwarded-proto': 'https' } }))).toBe(true);
    expect(isHttps(new Request('http://10.0.0.1/x', { headers: { 'x-forwarded-proto': 'http' } }))).toBe(false);
    expect(isHttps(new Request('http://localhost:3000/x'))).toBe(false);
  });

  test('values are read by exact name, first one wins, URL-decoded', () => {
    expect(readCookie('a=1; csrftoken=abc; b=2', 'csrftoken')).toBe('abc');
    expect(readCookie('xcsrftoken=no; csrftoken=yes', 'csrftoken')).toBe('yes');
    expect(readCookie('csrftoken=first; csrftoken=second', 'csrftoken')).toBe('first');
    expect(readCookie('csrftoken=a%2Db', 'csrftoken')).toBe('a-b');
    expect(readCookie('csrftoken=%E0%A4%A', 'csrftoken')).toBe('%E0%A4%A');
    expect(readCookie(null, 'csrftoken')).toBeUndefined();
    expect(readCookie('other=1', 'csrftoken')).toBeUndefined();
  });
});

test('equality is exact, whatever the lengths', () => {
  expect(constantTimeEqual('abc', 'abc')).toBe(true);
  expect(constantTimeEqual('abc', 'abd')).toBe(false);
  expect(constantTimeEqual('abc', 'abcd')).toBe(false);
  expect(constantTimeEqual('', '')).toBe(true);
});
