/**
 * CSRF tokens signed by the server (docs/cross-cutting.md §1): `<expiry>.<nonce>.<signature>`, where
 * the expiry is in Unix seconds, the nonce 32 random bytes and the signature HMAC-SHA256 over
 * `<expiry>.<nonce>` with the leads secret, both base64url. GET CSRF_PATH hands one out (JSON and
 * the cookie); a write must carry the cookie and the same value in the header, signed by us and
 * not expired, and must not come from another site (Origin, Sec-Fetch-Site).
 *
 * The nonce is the token's identity: a lead remembers a hash of the nonce that created it, and
 * renewing a token that is still valid keeps its nonce, so a visitor can update their lead across
 * renewals. A made-up or expired token proves nothing.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { readCookie } from './cookies';
import { CSRF_COOKIE, CSRF_HEADER } from '~/contracts/lead';

/** How long a token is accepted. The browser renews it shortly before, keeping its nonce. */
export const CSRF_TOKEN_TTL_SECONDS = 2 * 60 * 60;

const NONCE_BYTES = 32;
const TOKEN_PATTERN = /^(\d{1,12})\.([A-Za-z0-9_-]{43})\.([A-Za-z0-9_-]{43})$/;

export interface CsrfToken {
  token: string;
  nonce: string;
  expiresAt: Date;
}

const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest();

/** A new token; with `nonce` (from a token that is still valid), the same identity with a new expiry. */
export function issueCsrfToken(secret: string, { now = new Date(), nonce }: { now?: Date; nonce?: string } = {}): CsrfToken {
  const expiry = Math.floor(now.getTime() / 1000) + CSRF_TOKEN_TTL_SECONDS;
  const id = nonce ?? randomBytes(NONCE_BYTES).toString('base64url');
  const payload = `${expiry}.${id}`;
  return { token: `${payload}.${sign(secret, payload).toString('base64url')}`, nonce: id, expiresAt: new Date(expiry * 1000) };
}

export type CsrfVerdict = { ok: true; nonce: string; expiresAt: Date } | { ok: false; reason: 'malformed' | 'forged' | 'expired' };

/** Checks a token's form, signature (in constant time) and expiry. */
export function verifyCsrfToken(secret: string, token: string | null | undefined, now = new Date()): CsrfVerdict {
  const match = typeof token === 'string' ? TOKEN_PATTERN.exec(token) : null;
  if (!match) return { ok: false, reason: 'malformed' };
  const [, expiry = '', nonce = '', signature = ''] = match;
  const expected = sign(secret, `${expiry}.${nonce}`);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'forged' };
  const expiresAt = new Date(Number(expiry) * 1000);
  if (expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, nonce, expiresAt };
}

/**
 * Compares two strings in constant time. Hashing first gives both sides the same length, which
 * timingSafeEqual requires, so neither the position of a difference nor the length leaks.
 */
export function constantTimeEqual(a: string, b: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();
  return timingSafeEqual(digest(a), digest(b));
}

/**
 * The hosts a request may come from: the one it was sent to (its URL, the Host header, or
 * X-Forwarded-Host behind a proxy) and the site's own.
 */
function ownHosts(request: Request, siteUrl: string | undefined): Set<string> {
  const hosts = new Set<string>();
  const add = (host: string | null | undefined) => host && hosts.add(host.split(',')[0]!.trim().toLowerCase());
  add(new URL(request.url).host);
  add(request.headers.get('host'));
  add(request.headers.get('x-forwarded-host'));
  if (siteUrl) add(new URL(siteUrl).host);
  return hosts;
}

/**
 * Whether the browser says the request came from another site. A browser cannot forge Origin or
 * Sec-Fetch-Site, nor Host; a request without them (curl, a server) is judged by its token alone.
 */
export function isCrossSite(request: Request, siteUrl?: string): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site !== null && site !== 'same-origin' && site !== 'none') return true;
  const origin = request.headers.get('origin');
  if (origin === null) return false;
  let host: string;
  try {
    host = new URL(origin).host.toLowerCase();
  } catch {
    return true; // "null" (a sandboxed frame, a file) or garbage: not one of ours
  }
  return !ownHosts(request, siteUrl).has(host);
}

/** The token the request carries, when it passes every check. */
export type CsrfCheck = { ok: true; nonce: string } | { ok: false; message: string; crossSite?: true; notIssued?: true };

/** What a request from another site is told (its own error code: a new token would not help). */
export const CROSS_SITE_MESSAGE = 'The request came from another site (or through a proxy that changed its Host).';

export function checkCsrf(request: Request, { secret, siteUrl, now = new Date() }: { secret: string; siteUrl?: string; now?: Date }): CsrfCheck {
  if (isCrossSite(request, siteUrl)) return { ok: false, message: CROSS_SITE_MESSAGE, crossSite: true };
  const name = csrfCookieName(isHttps(request));
  const cookie = readCookie(request.headers.get('cookie'), name);
  const header = request.headers.get(CSRF_HEADER);
  if (!cookie || !header)
    return { ok: false, message: `The ${name} cookie or the ${CSRF_HEADER} header is missing; get a token from the CSRF endpoint first.` };
  if (!constantTimeEqual(cookie, header)) return { ok: false, message: `The ${CSRF_HEADER} header does not repeat the ${name} cookie.` };
  const verdict = verifyCsrfToken(secret, header, now);
  if (!verdict.ok) {
    if (verdict.reason === 'expired') return { ok: false, message: 'The CSRF token has expired; get a new one.' };
    return { ok: false, message: 'The CSRF token was not issued by this site.', notIssued: true };
  }
  return { ok: true, nonce: verdict.nonce };
}

/**
 * The cookie's name: over https `__Host-csrftoken`, which the browser takes only from this host, Secure,
 * for the whole site. A sibling subdomain (`Domain=.flodvik.se`) can still plant a plain `csrftoken`, but
 * over https that name is never read, so a planted value cannot stand in for the visitor's (a mismatch
 * would refuse every write until it expired; a valid token of the planter's would lend them its nonce).
 * Over plain http (local runs) a `__Host-` cookie cannot be set: the plain name.
 */
export const csrfCookieName = (secure: boolean) => (secure ? `__Host-${CSRF_COOKIE}` : CSRF_COOKIE);

/** The CSRF cookie the request carries under the name its scheme uses. */
export const readCsrfCookie = (request: Request) => readCookie(request.headers.get('cookie'), csrfCookieName(isHttps(request)));

/** The Set-Cookie value for a token: the whole site, sent on same-site navigations, never to script, Secure over https. */
export function csrfCookie(token: CsrfToken, { secure }: { secure: boolean }): string {
  const maxAge = CSRF_TOKEN_TTL_SECONDS;
  return [`${csrfCookieName(secure)}=${token.token}`, 'Path=/', `Max-Age=${maxAge}`, 'SameSite=Lax', 'HttpOnly', ...(secure ? ['Secure'] : [])].join('; ');
}

/** Whether the client reached us over https, directly or through a TLS-terminating proxy. */
export function isHttps(request: Request): boolean {
  const forwarded = request.headers.get('x-forwarded-proto');
  if (forwarded) return forwarded.split(',')[0]!.trim().toLowerCase() === 'https';
  return new URL(request.url).protocol === 'https:';
}
