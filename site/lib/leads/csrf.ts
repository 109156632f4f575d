/**
 * The double-submit CSRF pair (SPEC §7): the site gives each visitor a random `csrftoken` cookie
 * (site/proxy.ts); a write must repeat its value in the `X-CSRFToken` header. Another site can make
 * the browser send the cookie but cannot read it, so it cannot forge the header.
 * Proxy and route handlers both run on Node.js (Next 16), so node:crypto serves both.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { readCookie } from '~/blocks/_lib/cookies';
import { CSRF_COOKIE, CSRF_HEADER } from '~/contracts/lead';

/** 32 random bytes as 64 hex characters: unguessable, and cookie-safe without encoding. */
export function newCsrfToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Token format we issue and accept; anything else in the cookie is treated as absent. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

export function isWellFormedCsrfToken(value: string | undefined | null): value is string {
  return typeof value === 'string' && TOKEN_PATTERN.test(value);
}

/**
 * Compares two strings in constant time. Hashing first gives both sides the same length, which
 * timingSafeEqual requires, so neither the position of a difference nor the length leaks.
 */
export function constantTimeEqual(a: string, b: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();
  return timingSafeEqual(digest(a), digest(b));
}

/** True when the request carries the cookie and the header with the same, well-formed value. */
export function hasValidCsrfPair(request: Request): boolean {
  const cookie = readCookie(request.headers.get('cookie'), CSRF_COOKIE);
  const header = request.headers.get(CSRF_HEADER);
  if (!isWellFormedCsrfToken(cookie) || !isWellFormedCsrfToken(header)) return false;
  return constantTimeEqual(cookie, header);
}
