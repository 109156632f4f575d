import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { NextRequest } from 'next/server';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { CSRF_COOKIE } from '~/contracts/lead';
import { config, proxy } from './proxy';

const saved = process.env.API_BASE_URL;
afterEach(() => {
  if (saved === undefined) delete process.env.API_BASE_URL;
  else process.env.API_BASE_URL = saved;
});

/** The csrftoken Set-Cookie line of a response, or undefined. */
const setCookie = (response: Response) => response.headers.getSetCookie().find((line) => line.startsWith(`${CSRF_COOKIE}=`));

describe('the proxy issues the csrftoken cookie', () => {
  test('to a page request without one: random, path /, SameSite=Lax, readable by script, for a year', async () => {
    const line = setCookie(await proxy(new NextRequest('http://localhost:3000/sv')));
    expect(line).toMatch(/^csrftoken=[0-9a-f]{64};/);
    expect(line).toMatch(/Path=\//);
    expect(line).toMatch(/SameSite=lax/i);
    expect(line).toMatch(/Max-Age=31536000/);
    expect(line).not.toMatch(/HttpOnly/i);
    expect(line).not.toMatch(/Secure/i);
    const other = setCookie(await proxy(new NextRequest('http://localhost:3000/sv')));
    expect(other!.slice(0, 74)).not.toBe(line!.slice(0, 74));
  });

  test('marked Secure over https, directly or behind a TLS-terminating proxy', async () => {
    expect(setCookie(await proxy(new NextRequest('https://flodvik.example/sv')))).toMatch(/Secure/);
    expect(setCookie(await proxy(new NextRequest('http://10.0.0.1/sv', { headers: { 'x-forwarded-proto': 'https' } })))).toMatch(/Secure/);
  });

  test('the response that carries a token is private, so no shared cache hands it to another visitor', async () => {
    expect((await proxy(new NextRequest('http://localhost:3000/sv'))).headers.get('cache-control')).toBe('private, no-store');
  });

  test('not again when the visitor already has a well-formed one, and the page keeps its own caching', async () => {
    const request = new NextRequest('http://localhost:3000/en/loans', { headers: { cookie: `${CSRF_COOKIE}=${'c'.repeat(64)}` } });
    const response = await proxy(request);
    expect(setCookie(response)).toBeUndefined();
    expect(response.headers.get('cache-control')).toBeNull();
  });

  test('a fresh one in place of a malformed one', async () => {
    const request = new NextRequest('http://localhost:3000/sv', { headers: { cookie: `${CSRF_COOKIE}=;x` } });
    expect(setCookie(await proxy(request))).toMatch(/^csrftoken=[0-9a-f]{64};/);
  });

  test('never when an external API is configured (its cookie, not ours)', async () => {
    process.env.API_BASE_URL = 'https://api.flodvik.example';
    // The configuration is read once per process: load a fresh copy of the proxy and its config.
    vi.resetModules();
    const fresh = await import('./proxy');
    expect(setCookie(await fresh.proxy(new NextRequest('http://localhost:3000/sv')))).toBeUndefined();
  });
});

describe('the proxy runs on pages only', () => {
  const runsOn = (url: string, headers: Record<string, string> = {}) => unstable_doesMiddlewareMatch({ config, url, headers });

  test.each(['/', '/sv', '/en', '/sv/foretagslan', '/en/blog/some-article', '/nope/unknown'])('runs on the page %s', (url) => {
    expect(runsOn(url)).toBe(true);
  });

  test.each([
    '/_next/static/chunks/app.js',
    '/_next/image?url=x',
    '/_next/data/abc/sv.json',
    '/internal/v1/onboarding/leads',
    '/internal/v1/onboarding/leads/123',
    '/favicon.ico',
    '/robots.txt',
    '/demo/hero.webp',
  ])('skips %s', (url) => {
    expect(runsOn(url)).toBe(false);
  });

  test('skips router prefetches', async () => {
    expect(runsOn('/sv', { 'next-router-prefetch': '1' })).toBe(false);
    expect(runsOn('/sv', { purpose: 'prefetch' })).toBe(false);
  });
});
