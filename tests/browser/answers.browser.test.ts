/**
 * Every kind of answer the production server gives, over HTTP (issues 10 item 1 and 12 item 5):
 * pages, static routes, 404s, route handlers, the proxy's 4xx and an error of ours carry the
 * security headers (HSTS only over https); pages set no cookie and let a shared cache keep them on
 * the first visit as on every later one.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, inject, test } from 'vitest';
import { CSRF_PATH, LEADS_PATH, type CsrfTokenResponse } from '~/contracts/lead';
import { SERVER_ACTION_BODY_LIMIT } from '~/site/config/limits';
import { ICON_CACHE_CONTROL, NOT_A_PAGE_CACHE_CONTROL } from '~/site/config/security';
import { sharedMaxAge } from '../helpers/cachingProxy';
import { onboardingLead } from '../helpers/leads';
import { startSite, TEST_EDITOR_ORIGINS } from '../helpers/site';
import { baseUrl } from './harness';

type Kind = [kind: string, method: string, path: string, status: number];

/** Sends a request as curl would: no cookie unless given, redirects not followed. */
const send = (method: string, url: string, headers: Record<string, string> = {}, body?: string) => fetch(url, { method, headers, body, redirect: 'manual' });

function expectSecurityHeaders(answer: Response, { https }: { https: boolean }) {
  const h = answer.headers;
  expect(h.get('x-content-type-options')).toBe('nosniff');
  expect(h.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(h.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=(), payment=()');
  expect(h.get('x-frame-options')).toBe('DENY');
  const csp = new Map((h.get('content-security-policy') ?? '').split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1).join(' ')] as const));
  expect(csp.get('frame-ancestors')).toBe("'none'");
  // Only the origins in use: this server talks to itself (no external API, no error reporting) and to the
  // marketing layer's providers, here the fake ones on loopback (tests/browser/global-setup.ts).
  expect(csp.get('connect-src')).toBe(`'self' ${inject('providersOrigin')}`);
  expect(h.get('strict-transport-security')).toBe(https ? 'max-age=31536000' : null);
}

const KINDS: Kind[] = [
  ['a page (ISR)', 'GET', '/sv', 200],
  ['a blog article (ISR)', 'GET', '/sv/blogg/kassaflode-fem-satt', 200],
  ['a page, HEAD', 'HEAD', '/en', 200],
  ['robots.txt', 'GET', '/robots.txt', 200],
  ['sitemap.xml', 'GET', '/sitemap.xml', 200],
  ['a 404 page in a locale', 'GET', '/sv/finns-inte', 404],
  ['a 404 page outside the locales', 'GET', '/xx/finns-inte', 404],
  ['a file that does not exist', 'GET', '/_next/static/chunks/finns-inte.js', 404],
  ['the token endpoint', 'GET', CSRF_PATH, 200],
  ['the health check', 'GET', '/internal/health', 200],
  ['a route handler 403 (no token)', 'POST', LEADS_PATH, 403],
  ['a route handler 405', 'GET', LEADS_PATH, 405],
  ['a route handler 403 on a lead (no token)', 'PUT', `${LEADS_PATH}/00000000-0000-4000-8000-000000000000`, 403],
  ['the proxy: an undecodable path', 'GET', '/sv/%ZZ', 400],
  ['the proxy: an undecodable path to the endpoint', 'PUT', `${LEADS_PATH}/%ZZ`, 400],
  ['the proxy: a method a page does not have', 'DELETE', '/sv', 405],
  ['the proxy: an unknown method', 'PROPFIND', '/sv', 405],
  ['the proxy: a query over 4 KiB', 'GET', `/sv?q=${'x'.repeat(4100)}`, 414],
  ['the proxy: more than 100 parameters', 'GET', `/sv?${'a=1&'.repeat(120)}`, 400],
  ['the proxy: a path spelled in percent form', 'POST', '/internal/v1/onboarding/%6ceads', 308],
  ['the proxy: a method the social images do not have', 'POST', '/og/sv', 405],
  ['a page spelled in capitals', 'GET', '/SV/kontakt', 308],
  ["Next's 405 for a method an /api route does not export", 'GET', '/api/revalidate', 405],
  ['no endpoint at this address', 'GET', '/internal/v2/onboarding/leads', 404],
  ['/og alone', 'GET', '/og', 404],
  ["Next's 404 for its own path that is no file", 'GET', '/_next/foo', 404],
  ['the draft route opened directly', 'GET', '/draft', 404],
];

test('what is no page and no file is kept by no cache: a mistyped endpoint (JSON, as every endpoint error), /og, /_next/…, /draft; a 308 neither', async () => {
  for (const path of ['/internal/v2/onboarding/leads', '/internal/v1/onboarding/csrf/x', '/internal']) {
    const answer = await send('GET', `${baseUrl()}${path}`);
    expect(answer.status, path).toBe(404);
    expect(answer.headers.get('cache-control'), path).toBe(NOT_A_PAGE_CACHE_CONTROL);
    expect(await answer.json()).toEqual({ error: 'not_found', message: 'There is no endpoint at this address.' });
  }
  expect((await send('POST', `${baseUrl()}/internal/v2/onboarding/leads`, { 'content-type': 'application/json' }, '{}')).status).toBe(404);
  for (const path of ['/og', '/_next/foo', '/draft']) {
    const answer = await send('GET', `${baseUrl()}${path}`);
    expect(answer.status, path).toBe(404);
    expect(answer.headers.get('cache-control'), path).toBe(NOT_A_PAGE_CACHE_CONTROL);
  }
  // A draft page without a draft session is sent to leave draft mode, uncached.
  const draft = await send('GET', `${baseUrl()}/draft/sv/x`);
  expect(draft.status).toBe(307);
  expect(draft.headers.get('cache-control')).toMatch(/no-store/);
  for (const path of ['/SV/kontakt', '/sv/%6bontakt']) {
    const answer = await send('GET', `${baseUrl()}${path}`);
    expect(answer.status, path).toBe(308);
    expect(answer.headers.get('cache-control'), path).toBe('no-store');
  }
});

test("an address with a trailing slash leads where it leads without one, in one hop, a file's too", async () => {
  for (const [path, status, to] of [
    ['/sv/kontakt/', 308, '/sv/kontakt'],
    ['/SV/Flexkredit/?utm_source=x', 308, '/sv/flexkredit?utm_source=x'],
    ['/en/fragor/', 308, '/en/faq'],
    ['/flexkredit/', 307, '/sv/flexkredit'],
    ['/internal/health/', 308, '/internal/health'],
  ] as const) {
    const answer = await send('GET', `${baseUrl()}${path}`);
    expect(answer.status, path).toBe(status);
    expect(answer.headers.get('location'), path).toBe(to);
    expect(answer.headers.get('cache-control'), path).toBe('no-store');
    expect((await send('GET', `${baseUrl()}${to}`)).status, to).toBe(200);
  }
  // Next's own files and the public ones too: one address each.
  const chunk = /\/_next\/static\/chunks\/[^"]+\.js/.exec(await (await send('GET', `${baseUrl()}/sv`)).text())![0];
  for (const file of [chunk, '/robots.txt']) {
    const answer = await send('GET', `${baseUrl()}${file}/`);
    expect(answer.status, file).toBe(308);
    expect(answer.headers.get('location'), file).toBe(file);
  }
});

test("the lead forms' server action called by hand with arguments the forms never send answers without a 500", async () => {
  const page = await (await send('GET', `${baseUrl()}/sv/kontakt`)).text();
  const id = /&quot;id&quot;:&quot;([0-9a-f]{20,})&quot;/.exec(page)?.[1];
  expect(id).toMatch(/^[0-9a-f]+$/);
  // JSON arguments with no form at all, as a script may post them.
  const json = await send('POST', `${baseUrl()}/sv/kontakt`, { 'next-action': id!, 'content-type': 'text/plain;charset=UTF-8' }, '[{},{}]');
  expect(json.status).toBe(200);
  // The form without its state (`$ACTION_ID_…`), as a browser posts a plain form action.
  const form = new FormData();
  form.set(`$ACTION_ID_${id}`, '');
  form.set('_form', 'contact');
  const plain = await fetch(`${baseUrl()}/sv/kontakt`, { method: 'POST', headers: { accept: 'text/html' }, body: form, redirect: 'manual' });
  expect(plain.status).toBeLessThan(500);
});

describe.each([false, true])('every kind of answer carries the security headers (over https: %s)', (https) => {
  test.each(KINDS)('%s: %s %s → %i', async (_, method, url, status) => {
    const answer = await send(method, `${baseUrl()}${url}`, https ? { 'x-forwarded-proto': 'https' } : {});
    expect(answer.status).toBe(status);
    expectSecurityHeaders(answer, { https });
  });
});

test('a lead created over https carries them too, and its token cookie is a Secure __Host- cookie', async () => {
  const tokenAnswer = await send('GET', `${baseUrl()}${CSRF_PATH}`, { 'x-forwarded-proto': 'https' });
  expect(tokenAnswer.headers.get('set-cookie')).toMatch(/^__Host-csrftoken=[^;]+; Path=\/; .*; HttpOnly; Secure$/);
  const { token } = (await tokenAnswer.json()) as CsrfTokenResponse;
  const created = await send(
    'POST',
    `${baseUrl()}${LEADS_PATH}`,
    { 'x-forwarded-proto': 'https', 'content-type': 'application/json', cookie: `__Host-csrftoken=${token}`, 'x-csrftoken': token },
    JSON.stringify(onboardingLead()),
  );
  expect(created.status).toBe(201);
  expectSecurityHeaders(created, { https: true });
});

test('an error of ours (the database cannot be opened) is a 500 with a generic JSON error and the security headers; the health check answers 503', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-broken-'));
  const notADirectory = path.join(dir, 'file');
  fs.writeFileSync(notADirectory, '');
  const site = await startSite({ LEADS_DB_PATH: path.join(notADirectory, 'leads.sqlite') });
  try {
    // The health check says so before any lead is lost (docs/deployment.md).
    const health = await send('GET', `${site.baseUrl}/internal/health`);
    expect(health.status).toBe(503);
    expect(health.headers.get('cache-control')).toBe('no-store');
    expect(await health.json()).toEqual({ status: 'unavailable', leadStore: 'failing', pageCache: 'disk' });
    expectSecurityHeaders(health, { https: false });
    const { token } = (await (await send('GET', `${site.baseUrl}${CSRF_PATH}`)).json()) as CsrfTokenResponse;
    const answer = await send(
      'POST',
      `${site.baseUrl}${LEADS_PATH}`,
      { 'content-type': 'application/json', cookie: `csrftoken=${token}`, 'x-csrftoken': token },
      JSON.stringify(onboardingLead()),
    );
    expect(answer.status).toBe(500);
    expect(await answer.json()).toEqual({
      error: 'internal_error',
      message: 'The lead could not be saved because of an error on our side. Please try again later.',
    });
    expectSecurityHeaders(answer, { https: false });
  } finally {
    await site.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('a page POST over the server actions’ limit is a 413 of the proxy, by its length or by its bytes when chunked; never a 500', async () => {
  const boundary = 'x';
  const form = (bytes: number) => `--${boundary}\r\nContent-Disposition: form-data; name="message"\r\n\r\n${'x'.repeat(bytes)}\r\n--${boundary}--\r\n`;
  const headers = { 'content-type': `multipart/form-data; boundary=${boundary}`, accept: 'text/html' };
  const sized = await send('POST', `${baseUrl()}/sv/kontakt`, headers, form(SERVER_ACTION_BODY_LIMIT));
  expect(sized.status).toBe(413);
  expect(sized.headers.get('cache-control')).toBe('no-store');
  expect(sized.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(await sized.text()).toContain('<a href="/sv/kontakt">');
  expectSecurityHeaders(sized, { https: false });
  // A stream has no length: fetch sends it chunked.
  const body = new Blob([form(SERVER_ACTION_BODY_LIMIT)]).stream();
  const chunked = await fetch(`${baseUrl()}/sv/kontakt`, { method: 'POST', headers, body, duplex: 'half', redirect: 'manual' } as RequestInit);
  expect(chunked.status).toBe(413);
  expectSecurityHeaders(chunked, { https: false });
});

test("in draft mode a page may be framed by the Storyblok editor (and the build's extra editor origins) only, and X-Frame-Options says nothing", async () => {
  const answer = await send('GET', `${baseUrl()}/sv`, { cookie: '__prerender_bypass=x' });
  expect(answer.headers.get('x-frame-options')).toBeNull();
  // The test build allows a loopback editor too (TEST_EDITOR_ORIGINS), for the Visual Editor test.
  const frameAncestors = /frame-ancestors ([^;]*)/.exec(answer.headers.get('content-security-policy') ?? '')?.[1];
  expect(frameAncestors).toBe(`https://app.storyblok.com https://app.storyblokchina.cn ${TEST_EDITOR_ORIGINS}`);
});

test("the editor's entry and exit may be framed by the editor without a draft cookie (their answers are words for it); nothing else may", async () => {
  for (const path of ['/api/preview?slug=sv', '/api/preview/exit']) {
    const answer = await send('GET', `${baseUrl()}${path}`);
    expect(answer.headers.get('x-frame-options'), path).toBeNull();
    expect(answer.headers.get('content-security-policy'), path).toMatch(/frame-ancestors https:\/\/app\.storyblok\.com /);
  }
  for (const path of ['/sv', '/api/previewx', '/sv/api/preview'])
    expect((await send('GET', `${baseUrl()}${path}`)).headers.get('x-frame-options'), path).toBe('DENY');
});

describe('pages any shared cache may keep', () => {
  test.each(['/sv', '/en', '/sv/kontakt', '/sv/material', '/sv/blogg/kassaflode-fem-satt'])(
    '%s: no cookie, and the same shared caching on a first visit as with cookies',
    async (url) => {
      const first = await send('GET', `${baseUrl()}${url}`);
      const later = await send('GET', `${baseUrl()}${url}`, { cookie: 'csrftoken=x; _ga=GA1.1' });
      for (const answer of [first, later]) {
        expect(answer.status).toBe(200);
        expect(answer.headers.get('set-cookie')).toBeNull();
        expect(sharedMaxAge(answer.headers.get('cache-control') ?? undefined)).toBeGreaterThan(0);
        expect(answer.headers.get('cache-control')).toMatch(/stale-while-revalidate=\d+/);
      }
      expect(later.headers.get('cache-control')).toBe(first.headers.get('cache-control'));
    },
  );

  test('the token endpoint and the lead answers are never kept', async () => {
    expect((await send('GET', `${baseUrl()}${CSRF_PATH}`)).headers.get('cache-control')).toBe('no-store, private');
    expect((await send('POST', `${baseUrl()}${LEADS_PATH}`)).headers.get('cache-control')).toBe('no-store');
  });

  test('nor a 405 of /api (Next’s own) or of a social image', async () => {
    for (const [method, url] of [
      ['GET', '/api/revalidate'],
      ['PUT', '/api/preview'],
      ['POST', '/og/sv'],
    ] as const) {
      const answer = await send(method, `${baseUrl()}${url}`);
      expect(answer.status, url).toBe(405);
      expect(answer.headers.get('cache-control'), url).toBe('no-store');
    }
  });

  test('robots.txt is revalidated on every use and carries no ETag (Next sends none; docs/deployment.md)', async () => {
    const answer = await send('GET', `${baseUrl()}/robots.txt`);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(answer.headers.get('etag')).toBeNull();
  });

  test("the icons a page links (with their content's hash) are kept a day, Next's own value replaced, not added to", async () => {
    const page = await (await fetch(`${baseUrl()}/sv`)).text();
    const linked = [...page.matchAll(/<link rel="(?:icon|apple-touch-icon)" href="([^"]+)"/g)].map(([, href]) => href!.replace(/&amp;/g, '&'));
    expect(linked).toHaveLength(2);
    for (const url of [...linked, '/icon.svg', '/apple-icon', '/favicon.ico']) {
      const answer = await send('GET', `${baseUrl()}${url}`);
      expect(answer.status, url).toBe(200);
      expect(answer.headers.get('cache-control'), url).toBe(ICON_CACHE_CONTROL);
    }
  });

  test("sitemap.xml is kept like a page (revalidated hourly, at once by a publish's webhook), as XML whose <url> elements keep the schema's order", async () => {
    const answer = await send('GET', `${baseUrl()}/sitemap.xml`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('s-maxage=3600, stale-while-revalidate=82800');
    const xml = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    // sitemaps.org's schema: loc, lastmod, then the other namespaces' elements (the hreflang links).
    for (const [, url = ''] of xml.matchAll(/<url>([\s\S]*?)<\/url>/g))
      expect(url.trim(), url).toMatch(/^<loc>[^<]+<\/loc>(\n<lastmod>[^<]+<\/lastmod>)?(\n<xhtml:link [^>]+\/>)+$/);
  });
});
