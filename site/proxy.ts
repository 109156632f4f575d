/**
 * Next 16's proxy (formerly middleware): gives every visitor of a page the `csrftoken` cookie that the
 * lead forms repeat in the X-CSRFToken header (the double-submit pair the embedded endpoint checks).
 * Pages stay statically generated: the proxy runs in front of the cached page and only adds a
 * Set-Cookie header, once per visitor (never when the cookie is already there); that one response
 * is marked private so no shared cache stores the token.
 */
import { NextResponse, type NextRequest, type ProxyConfig } from 'next/server';
import { CSRF_COOKIE } from '~/contracts/lead';
import { getEnv } from './config/env';
import { isWellFormedCsrfToken, newCsrfToken } from './lib/leads/csrf';
import { guardUnavailable } from './lib/storyblok/unavailable';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export async function proxy(request: NextRequest): Promise<NextResponse> {
  // While Storyblok is down, a page that was never generated answers 503, not 500.
  const unavailable = await guardUnavailable(request);
  if (unavailable) return unavailable;
  const response = NextResponse.next();
  // With an external API the token is that API's business; a second cookie of the same name
  // on the site's host would make the one the browser reads ambiguous.
  if (getEnv().apiBaseUrl) return response;
  if (isWellFormedCsrfToken(request.cookies.get(CSRF_COOKIE)?.value)) return response;
  const https = request.nextUrl.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
  response.cookies.set({
    name: CSRF_COOKIE,
    value: newCsrfToken(),
    path: '/',
    sameSite: 'lax',
    secure: https,
    // Readable by the page's script on purpose: the client copies it into the header.
    httpOnly: false,
    maxAge: ONE_YEAR_SECONDS,
  });
  // This one response carries a per-visitor token: a shared cache (CDN) must not hand it to others.
  // Later visits, with the cookie, keep the page's own caching.
  response.headers.set('Cache-Control', 'private, no-store');
  return response;
}

export const config: ProxyConfig = {
  matcher: [
    {
      // Pages only: not Next's own files (/_next), not the lead endpoint (/internal, which must not
      // mint a token for a request that lacks one), not files with an extension (images, robots.txt).
      source: '/((?!_next/|internal/|.*\\.[A-Za-z0-9]+$).*)',
      // Prefetches are not visits; the page the visitor lands on already set the cookie.
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
  ],
};
