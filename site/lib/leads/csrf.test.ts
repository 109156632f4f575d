import { describe, expect, test } from 'vitest';
import { readCookie } from '~/blocks/_lib/cookies';
import { constantTimeEqual, hasValidCsrfPair, isWellFormedCsrfToken, newCsrfToken } from './csrf';

describe('CSRF tokens', () => {
  test('are 64 hex characters, well-formed, and different each time', () => {
    const tokens = Array.from({ length: 50 }, newCsrfToken);
    for (const t of tokens) {
      expect(t).toMatch(/^[0-9a-f]{64}$/);
      expect(isWellFormedCsrfToken(t)).toBe(true);
    }
    expect(new Set(tokens).size).toBe(50);
  });

  test('cookie values are read by exact name, first one wins, URL-decoded', () => {
    expect(readCookie('a=1; csrftoken=abc; b=2', 'csrftoken')).toBe('abc');
    expect(readCookie('xcsrftoken=no; csrftoken=yes', 'csrftoken')).toBe('yes');
    expect(readCookie('csrftoken=first; csrftoken=second', 'csrftoken')).toBe('first');
    expect(readCookie('csrftoken=a%2Db', 'csrftoken')).toBe('a-b');
    expect(readCookie('csrftoken=%E0%A4%A', 'csrftoken')).toBe('%E0%A4%A');
    expect(readCookie(null, 'csrftoken')).toBeUndefined();
    expect(readCookie('other=1', 'csrftoken')).toBeUndefined();
  });

  test('equality is exact, whatever the lengths', () => {
    expect(constantTimeEqual('abc', 'abc')).toBe(true);
    expect(constantTimeEqual('abc', 'abd')).toBe(false);
    expect(constantTimeEqual('abc', 'abcd')).toBe(false);
    expect(constantTimeEqual('', '')).toBe(true);
  });

  test('a request needs both halves of the pair with one value', () => {
    const t = newCsrfToken();
    const req = (cookie: string | null, header: string | null) =>
      new Request('http://x/', {
        method: 'POST',
        headers: { ...(cookie !== null && { cookie: `csrftoken=${cookie}` }), ...(header !== null && { 'X-CSRFToken': header }) },
      });
    expect(hasValidCsrfPair(req(t, t))).toBe(true);
    expect(hasValidCsrfPair(req(t, t.toUpperCase()))).toBe(false);
    expect(hasValidCsrfPair(req(t, null))).toBe(false);
    expect(hasValidCsrfPair(req(null, t))).toBe(false);
    expect(hasValidCsrfPair(req('', ''))).toBe(false);
  });
});
