import { PHASE_PRODUCTION_SERVER } from 'next/constants';
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { NextRequest, NextResponse } from 'next/server';
import { beforeAll, describe, expect, test } from 'vitest';
import { SERVER_ACTION_BODY_LIMIT } from './config/limits';
import { DRAFT_MODE_COOKIE } from './config/security';
import { en } from './i18n/en';
import { isPage } from './lib/pageIndex';
import { parseRedirects, redirectKey } from './lib/redirectTable';
import nextConfig from './next.config';
import {
  bodyExceeds,
  bodySizeRefusal,
  config,
  carriedRelease,
  crossSitePost,
  crossSiteRefusal,
  defaultLocalePage,
  indexPage,
  lowerCasePage,
  ownSpelling,
  withQuery,
  otherLocalePage,
  translatedPage,
  MAX_PATH_BYTES,
  MAX_QUERY_BYTES,
  MAX_QUERY_PARAMETERS,
  MISSING_PAGE_CACHE_CONTROL,
  NOT_A_PAGE_CACHE_CONTROL,
  proxy,
  refusal,
  thisTabsRelease,
  TOO_LARGE,
  tooLargePage,
} from './proxy';

// The page index (the embedded content's pages) loaded once, as the first request of a server does.
beforeAll(async () => {
  expect(await isPage('/sv')).toBe(true);
});

const request = (path: string, method = 'GET') => new NextRequest(`http://localhost:3000${path}`, { method });

describe('well-formed requests pass untouched: no answer, no cookie, nothing per visitor', () => {
  test.each([
    ['GET', '/sv'],
    ['GET', '/'],
    ['HEAD', '/en/blog/five-ways-to-improve-cash-flow'],
    ['POST', '/sv/kontakt'], // the forms' server actions
    ['GET', '/_next/static/chunks/app.js'],
    ['POST', '/internal/v1/onboarding/leads'],
    ['DELETE', '/internal/v1/onboarding/leads/abc'], // the route handler answers its own 405
    ['OPTIONS', '/internal/v1/onboarding/csrf'],
  ])('%s %s', (method, path) => {
    expect(proxy(request(path, method))).toBeUndefined();
  });

  test.each([
    ['GET', '/en/blog/some-article'],
    ['GET', '/sv/f%C3%B6retag'], // encoded non-ASCII is ordinary: decoded, then looked up
    ['HEAD', '/de'],
    ['GET', '/sv/en/flexkredit'], // another spelling of a page is not the page
    ['POST', '/sv/no-such-form'],
  ])('%s %s, not a page: on to Next’s 404, which a shared cache may keep a minute (to replace a page it held there)', async (method, path) => {
    // A promise the first time: the editors' redirects are read once (lib/redirects.ts).
    const answer = await proxy(request(path, method));
    expect(answer).toBeInstanceOf(NextResponse);
    const next = answer as NextResponse;
    expect(next.headers.get('x-middleware-next')).toBe('1');
    expect(next.headers.get('cache-control')).toBe(MISSING_PAGE_CACHE_CONTROL);
    expect(next.headers.get('set-cookie')).toBeNull();
    // With a query the answer may be a render of its own (a calculator's redirect): kept by nothing.
    expect((proxy(request(`${path}?calculator=x`, method)) as NextResponse).headers.get('cache-control')).toBe(NOT_A_PAGE_CACHE_CONTROL);
  });

  test("an old address the editors' redirects name (site/content/datasources/redirects.json): a 308 to the new one, however it is written, the visitor's query kept", async () => {
    for (const [path, location] of [
      ['/sv/kredit', '/sv/flexkredit'],
      ['/SV/Kredit/', '/sv/flexkredit'],
      ['/sv/kredit?utm_source=nyhetsbrev', '/sv/flexkredit?utm_source=nyhetsbrev'],
      ['/en/credit', '/en/flex-credit'],
    ]) {
      const answer = (await proxy(request(path!)))!;
      expect(answer.status, path).toBe(308);
      expect(new URL(answer.headers.get('location')!).pathname + new URL(answer.headers.get('location')!).search).toBe(location);
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
    // Once read, at once (no promise), and a page is never looked up there.
    expect(proxy(request('/sv/kredit'))).toBeInstanceOf(NextResponse);
    expect(proxy(request('/sv/flexkredit'))).toBeUndefined();
  });

  test.each([
    ['/sv/ny', '', '/sv/ny'],
    ['/sv/ny', '?a=1', '/sv/ny?a=1'],
    ['/sv/ny#villkor', '?a=1', '/sv/ny?a=1#villkor'],
    ['/sv/ny?b=2', '?a=1', '/sv/ny?b=2'],
    ['https://partner.example/x', '?a=1', 'https://partner.example/x'],
  ])('a redirect to %s of an address asked with %j goes to %s', (target, search, expected) => {
    expect(withQuery(target, search)).toBe(expected);
  });

  test("a redirect target written in another case than its page goes to the page's own spelling, in one hop", () => {
    const pages = new Set(['/sv/ny-sida', '/sv/lån']);
    const check = (path: string) => pages.has(decodeURIComponent(path));
    expect(ownSpelling('/sv/Ny-Sida?x=1#a', check)).toBe('/sv/ny-sida?x=1#a');
    expect(ownSpelling('/sv/ny-sida', check)).toBe('/sv/ny-sida');
    expect(ownSpelling('/sv/L%C3%85N', check)).toBe('/sv/l%C3%A5n');
    expect(ownSpelling('/sv/Finns-Inte', check)).toBe('/sv/Finns-Inte'); // no page: as written (content:check says so)
    expect(ownSpelling('https://partner.example/X', check)).toBe('https://partner.example/X');
  });

  test("a former site's address like a file (`/sv/villkor.html`): where the editors' redirects say, else on as before", async () => {
    const { redirectFor } = await import('./lib/redirects');
    await redirectFor('/sv/kredit'); // the demo entries read
    expect(await proxy(request('/sv/finns-inte.html'))).toBeUndefined();
    const moved = (await proxy(request('/SV/Om-Foretaget.html?utm_source=gammal')))!;
    expect(moved.status).toBe(308);
    expect(moved.headers.get('location')).toBe('http://localhost:3000/sv/om-oss?utm_source=gammal');
  });

  test("with an editor's draft session, an address that is no page is kept by no cache (the draft route sends the frame to the preview's exit)", async () => {
    const drafting = new NextRequest('http://localhost:3000/sv/no-such-page', { headers: { cookie: `${DRAFT_MODE_COOKIE}=x` } });
    const answer = (await proxy(drafting)) as NextResponse;
    expect(answer.headers.get('cache-control')).toBe(NOT_A_PAGE_CACHE_CONTROL);
  });

  test(`a query string of ${MAX_QUERY_BYTES} bytes and ${MAX_QUERY_PARAMETERS} parameters`, () => {
    const hundred = Array.from({ length: MAX_QUERY_PARAMETERS }, (_, i) => `p${i}=1`).join('&');
    expect(refusal('GET', '/sv', `?${hundred}`)).toBeUndefined();
    expect(refusal('GET', '/sv', `?q=${'x'.repeat(MAX_QUERY_BYTES - 2)}`)).toBeUndefined();
    // Empty segments are not parameters.
    expect(refusal('GET', '/sv', `?${'&'.repeat(500)}a=1`)).toBeUndefined();
  });
});

describe('malformed requests are answered here, not by the router', () => {
  test.each(['/sv/%ZZ', '/sv/%', '/sv/%E0%A4%A', '/%C0', '/_next/static/%ZZ.js', '/internal/v1/onboarding/leads/%ZZ'])(
    'a path that does not decode (%s) is 400',
    (path) => {
      expect(refusal('GET', path, '')).toMatchObject({ status: 400, error: 'bad_request' });
    },
  );

  test.each([
    ['/internal/v1/onboarding/%6ceads', '/internal/v1/onboarding/leads'],
    ['/sv/%6D%61terial', '/sv/material'],
    ['/sv/a%2Db%5Fc%7Ed%2Ee', '/sv/a-b_c~d.e'],
  ])('a path spelling unreserved characters in percent form (%s) is sent to its plain form', async (path, plain) => {
    expect(refusal('POST', path, '?x=1')).toEqual({ status: 308, location: `${plain}?x=1` });
    const response = (await proxy(request(path, 'POST')))!;
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe(`http://localhost:3000${plain}`);
  });

  test.each(['GET', 'POST'])("the Pages Router's data routes, which this site does not have, are 404 (%s)", (method) => {
    expect(refusal(method, '/_next/data/build-id/sv.json/x', '')).toMatchObject({ status: 404, error: 'not_found' });
    // Next hands the proxy a data route's page path and says what it was in x-nextjs-data.
    expect(refusal(method, '/sv', '', true)).toMatchObject({ status: 404, error: 'not_found' });
  });

  test.each(['/_global-error', '/_global-error/x'])("Next's own error page (%s) is no address: 404, not its 500", (path) => {
    expect(refusal('GET', path, '')).toMatchObject({ status: 404, error: 'not_found' });
  });

  test.each(['/sv/kontakt%0a', '/sv/kontakt%0D', '/sv/%0d%0a', '/en/x%00', '/sv/kontakt%7F', '/sv/kontakt%C2%85', '/sv/kontakt%e2%80%a8', '/en/a%E2%80%A9b'])(
    'a path with a line break or another control character (%s) is a 404 here (Next answered its 404 page with 200)',
    async (path) => {
      expect(refusal('GET', path, '')).toMatchObject({ status: 404, error: 'not_found' });
      const answer = (await proxy(request(path)))!;
      expect(answer.status).toBe(404);
      expect(answer.headers.get('cache-control')).toBe('no-store');
    },
  );

  test('characters that are no control characters in percent form are left to the page route', () => {
    for (const path of ['/sv/%C3%A5terbetalning', '/sv/a%20b', '/sv/%E2%80%93', '/sv/%C2%A0', '/sv/%2F'])
      expect(refusal('GET', path, ''), path).toBeUndefined();
  });

  test('the calculator form’s route has no address of its own: only the rewrite of a page’s address reaches it', () => {
    for (const path of ['/sv/_calculation/flexkredit', '/en/_calculation', '/SV/_Calculation/flexkredit', '/xx/_calculation/'])
      expect(refusal('GET', path, '?calculator=a&amount=1')).toMatchObject({ status: 404, error: 'not_found' });
    // A page whose own slug begins so is a page.
    expect(refusal('GET', '/sv/_calculations', '')).toBeUndefined();
    expect(refusal('GET', '/sv/flexkredit', '?calculator=a&amount=1')).toBeUndefined();
  });

  test('reserved characters in percent form stay as they are', () => {
    expect(refusal('GET', '/sv/a%2Fb%3Fc%25d', '')).toBeUndefined();
  });

  test.each(['PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PROPFIND', 'MKCOL'])('a page answers %s with 405, Allow: GET, HEAD, POST', (method) => {
    expect(refusal(method, '/sv', '')).toMatchObject({ status: 405, allow: 'GET, HEAD, POST' });
  });

  test('a route handler answers the standard methods itself; others are 405 here', () => {
    expect(refusal('PROPFIND', '/internal/v1/onboarding/leads', '')).toMatchObject({ status: 405, allow: 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS' });
  });

  test(`a query string over ${MAX_QUERY_BYTES} bytes is 414`, () => {
    expect(refusal('GET', '/sv', `?q=${'x'.repeat(MAX_QUERY_BYTES - 1)}`)).toMatchObject({ status: 414, error: 'uri_too_long' });
  });

  test(`a path over ${MAX_PATH_BYTES} bytes is 414 (a page's is far shorter); one of ${MAX_PATH_BYTES} is looked at as any other`, () => {
    const path = (bytes: number) => `/sv/${'%C3%A5'.repeat(bytes)}`.slice(0, bytes);
    expect(refusal('GET', `/sv/${'x'.repeat(MAX_PATH_BYTES)}`, '')).toMatchObject({ status: 414, error: 'uri_too_long' });
    expect(refusal('GET', path(MAX_PATH_BYTES + 1), '')).toMatchObject({ status: 414 });
    expect(refusal('GET', `/sv/${'x'.repeat(MAX_PATH_BYTES - 4)}`, '')).toBeUndefined();
  });

  test(`more than ${MAX_QUERY_PARAMETERS} parameters is 400 (repeated keys count each time)`, () => {
    expect(refusal('GET', '/robots.txt', `?${'a=1&'.repeat(MAX_QUERY_PARAMETERS)}a=1`)).toMatchObject({ status: 400, error: 'too_many_parameters' });
  });

  test('the endpoint gets a JSON error, a page a line of text; neither is cached, and neither sets a cookie', async () => {
    const api = (await proxy(request('/internal/v1/onboarding/leads/%ZZ', 'PUT')))!;
    expect(api.status).toBe(400);
    expect(api.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await api.json()).toEqual({ error: 'bad_request', message: 'The address contains a percent sign that does not encode a character.' });
    const page = (await proxy(request('/sv', 'DELETE')))!;
    expect(page.status).toBe(405);
    expect(page.headers.get('allow')).toBe('GET, HEAD, POST');
    expect(page.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await page.text()).toBe('DELETE is not a method of this address.\n');
    for (const response of [api, page]) {
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.getSetCookie()).toEqual([]);
    }
  });
});

describe('server-action calls from another origin are 403 (Next answers them with a 500)', () => {
  const call = (headers: Record<string, string>, method = 'POST') => crossSiteRefusal(method, '/demo/x.png', new Headers({ 'next-action': 'abc', ...headers }));

  test('from a page of this site, or without an Origin (as Next allows), they go on', () => {
    expect(call({ host: 'flodvik.example', origin: 'https://flodvik.example' })).toBeUndefined();
    expect(call({ host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000' })).toBeUndefined();
    expect(call({ host: '10.0.0.1', 'x-forwarded-host': 'flodvik.example, cdn', origin: 'https://flodvik.example' })).toBeUndefined();
    expect(call({ host: 'flodvik.example' })).toBeUndefined();
    expect(call({ host: 'flodvik.example', origin: 'https://evil.example' }, 'GET')).toBeUndefined();
    // The lead endpoint checks its own writes (Origin and its CSRF token): no next-action, no refusal here.
    expect(crossSiteRefusal('POST', '/internal/v1/onboarding/leads', new Headers({ host: 'flodvik.example', origin: 'https://evil.example' }))).toBeUndefined();
  });

  test.each<Record<string, string>>([
    { host: 'flodvik.example', origin: 'https://evil.example' },
    { host: 'flodvik.example', origin: 'null' },
    { host: 'flodvik.example', origin: 'garbage' },
    { host: 'flodvik.example', 'x-forwarded-host': 'other.example', origin: 'https://flodvik.example' },
    { origin: 'https://flodvik.example' },
  ])('%o', async (headers) => {
    expect(call(headers)).toMatchObject({ status: 403, error: 'cross_site_post' });
    const request = new NextRequest('http://localhost:3000/sv', { method: 'POST', headers: { 'next-action': 'abc', host: 'localhost:3000', ...headers } });
    expect((await proxy(request))!.status).toBe(403);
  });
});

describe('where the proxy runs', () => {
  const runsOn = (url: string) => unstable_doesMiddlewareMatch({ config, url });

  test.each([
    '/',
    '/sv',
    '/en/blog/some-article',
    '/nope/unknown',
    '/internal/v1/onboarding/leads',
    '/internal/v1/onboarding/leads/123',
    '/api/preview',
    '/_next/data/build/sv.json',
  ])('on every page and route handler: %s', (url) => {
    expect(runsOn(url)).toBe(true);
  });

  test.each(['/_next/static/chunks/app.js', '/_next/image?url=x', '/robots.txt', '/icon.svg', '/demo/hero.webp'])(
    'not on the files a page asks for many times (%s)…',
    (url) => {
      expect(runsOn(url)).toBe(false);
    },
  );

  test.each(['/_next/static/chunks/app.js/', '/_next/image/', '/robots.txt/', '/demo/hero.webp/'])(
    '…unless their path ends in a slash (slashless): %s',
    (url) => {
      expect(runsOn(url)).toBe(true);
    },
  );

  test.each(['/_next/static/%ZZ.js', '/_next/static/chunks/%61pp.js', '/demo/%ZZ.png', '/robots.txt%'])('…unless their path has a percent sign: %s', (url) => {
    expect(runsOn(url)).toBe(true);
  });

  test('…or the request is a server-action call', () => {
    expect(unstable_doesMiddlewareMatch({ config, url: '/demo/x.png', headers: { 'next-action': 'abc' } })).toBe(true);
  });

  test("on every old address the editors' redirects take, a former site's `.html` ones too; not on the public files", () => {
    const olds = ['/sv/gammal-sida', '/SV/Gammal-Sida', '/sv/villkor.html', '/en/old.php', '/EN/Old.ASPX', '/sv/lån', '/sv/v2.0'];
    const { targets, problems } = parseRedirects(olds.map((name) => ({ name, value: '/sv/kontakt' })));
    expect(problems).toEqual([expect.stringContaining('is listed before')]); // the first two are one address
    for (const old of olds) {
      expect(targets.has(redirectKey(old)!), old).toBe(true);
      expect(runsOn(old), old).toBe(true);
    }
    for (const file of ['/demo/f/1/640x480/illustration-growth.svg', '/icon.svg', '/robots.txt', '/sitemap.xml', '/_next/static/chunks/a.js'])
      expect(runsOn(file), file).toBe(false);
  });
});

describe('a form post from another site is a 403, never the 500 of Next’s own check', () => {
  const post = (path: string, headers: Record<string, string>) => new NextRequest(`http://localhost:3000${path}`, { method: 'POST', headers });

  test('another Origin, a cross-site fetch, or an opaque Origin: 403 in plain text', async () => {
    for (const headers of [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }, { origin: 'null' }] as Record<string, string>[]) {
      const answer = await proxy(post('/sv/kontakt', headers));
      expect(answer?.status, JSON.stringify(headers)).toBe(403);
      expect(answer?.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await answer?.text()).toMatch(/only be sent from this site/);
    }
  });

  test('the page itself, a post without Origin, and the lead endpoint (its own CSRF check) pass', () => {
    expect(proxy(post('/sv/kontakt', { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' }))).toBeUndefined();
    expect(proxy(post('/sv/kontakt', {}))).toBeUndefined();
    expect(proxy(post('/internal/v1/onboarding/leads', { origin: 'https://evil.example' }))).toBeUndefined();
  });

  test('behind a CDN the forwarded host counts, as in Next', () => {
    expect(crossSitePost(new Headers({ origin: 'https://www.flodvik.se', host: 'origin.internal', 'x-forwarded-host': 'www.flodvik.se' }))).toBe(false);
    expect(crossSitePost(new Headers({ origin: 'https://origin.internal', host: 'origin.internal', 'x-forwarded-host': 'www.flodvik.se' }))).toBe(true);
  });
});

describe(`a page POST over the server actions' limit (${SERVER_ACTION_BODY_LIMIT} bytes) is 413, never Next's 500`, () => {
  const post = (path: string, headers: Record<string, string>, body?: BodyInit) =>
    new NextRequest(`http://localhost:3000${path}`, { method: 'POST', headers, body, ...(body instanceof ReadableStream && { duplex: 'half' }) });

  test('the limit is the one next.config gives Next', () => {
    expect(nextConfig(PHASE_PRODUCTION_SERVER).experimental?.serverActions?.bodySizeLimit).toBe(SERVER_ACTION_BODY_LIMIT);
  });

  test('by Content-Length: the limit itself passes, one byte more is refused; route handlers keep their own limits', () => {
    const length = (n: number) => new Headers({ 'content-length': String(n) });
    expect(bodySizeRefusal('POST', '/sv/kontakt', length(SERVER_ACTION_BODY_LIMIT))).toBeUndefined();
    expect(bodySizeRefusal('POST', '/sv/kontakt', length(SERVER_ACTION_BODY_LIMIT + 1))).toBe(TOO_LARGE);
    expect(bodySizeRefusal('POST', '/sv/no-such-page', length(5e9))).toBe(TOO_LARGE);
    expect(bodySizeRefusal('POST', '/internal/v1/onboarding/leads', length(5e9))).toBeUndefined();
    expect(bodySizeRefusal('GET', '/sv', length(5e9))).toBeUndefined();
    // Without a length, only a chunked upload has a body to count.
    expect(bodySizeRefusal('POST', '/sv', new Headers({ 'transfer-encoding': 'chunked' }))).toBe('count');
    expect(bodySizeRefusal('POST', '/sv', new Headers())).toBeUndefined();
  });

  test('a browser form post gets a page in the path’s language with the way back; a script a line of text; neither is kept', async () => {
    const big = String(SERVER_ACTION_BODY_LIMIT + 1);
    const page = (await proxy(post('/en/contact', { 'content-length': big, accept: 'text/html,application/xhtml+xml,*/*;q=0.8' })))!;
    expect(page.status).toBe(413);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await page.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain(`<h1>${en.formTooLargeTitle}</h1>`);
    expect(html).toContain('larger than 1 MB');
    expect(html).toContain('<a href="/en/contact">');
    expect(tooLargePage('/sv/"><script>')).toContain('<a href="/sv/&#34;&#62;&#60;script&#62;">');
    expect(tooLargePage('/xx')).toContain('<html lang="sv">');

    const script = (await proxy(post('/sv', { 'content-length': big, accept: 'text/x-component', 'next-action': 'abc' })))!;
    expect(script.status).toBe(413);
    expect(script.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await script.text()).toBe(`${TOO_LARGE.message}\n`);
    for (const answer of [page, script]) expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  test('a chunked upload without Content-Length is counted: over the limit 413, within it on to the page', async () => {
    const chunked = (bytes: number) =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (let sent = 0; sent < bytes; sent += 64 * 1024) controller.enqueue(new Uint8Array(Math.min(64 * 1024, bytes - sent)));
          controller.close();
        },
      });
    expect(await bodyExceeds(chunked(SERVER_ACTION_BODY_LIMIT))).toBe(false);
    expect(await bodyExceeds(chunked(SERVER_ACTION_BODY_LIMIT + 1))).toBe(true);
    const broken = new ReadableStream<Uint8Array>({ pull: (controller) => controller.error(new Error('aborted')) });
    expect(await bodyExceeds(broken)).toBe(false);

    const over = await proxy(post('/sv/kontakt', { 'transfer-encoding': 'chunked' }, chunked(SERVER_ACTION_BODY_LIMIT + 1)));
    expect(over?.status).toBe(413);
    expect(await proxy(post('/sv/kontakt', { 'transfer-encoding': 'chunked' }, chunked(1000)))).toBeUndefined();
  });
});

describe('small answers of the proxy (backlog: HTTP and caching, minor)', () => {
  test.each(['POST', 'PUT', 'DELETE', 'OPTIONS'])('the social images take GET and HEAD only: %s /og/sv is 405 with Allow', async (method) => {
    expect(refusal(method, '/og/sv/material', '')).toMatchObject({ status: 405, allow: 'GET, HEAD' });
    const answer = (await proxy(request('/og/sv', method)))!;
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('GET, HEAD');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(refusal('GET', '/og/sv', '')).toBeUndefined();
    expect(refusal('HEAD', '/og/en/flexkredit', '')).toBeUndefined();
  });

  test('the iOS home-screen icon (/apple-icon, a file without an extension) is a file: not marked as no page, GET and HEAD only', async () => {
    expect(proxy(request('/apple-icon?766f95417cbfa0bd'))).toBeUndefined();
    expect(proxy(request('/apple-icon', 'HEAD'))).toBeUndefined();
    const answer = (await proxy(request('/apple-icon', 'POST')))!;
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('GET, HEAD');
  });

  test('every answer under /api is marked no-store, Next’s own 405 included, and /api itself (the page route’s 404)', () => {
    for (const [method, path] of [
      ['GET', '/api'],
      ['GET', '/api/revalidate'],
      ['POST', '/api/preview'],
      ['DELETE', '/api/preview/exit'],
    ] as const) {
      const answer = proxy(request(path, method)) as NextResponse;
      expect(answer.headers.get('x-middleware-next')).toBe('1');
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
  });

  test.each([
    ['/SV/kontakt', '/sv/kontakt'],
    ['/Sv', '/sv'],
    ['/EN/Media-Kit', '/en/media-kit'],
    ['/sv/BLOGG/Kassaflode-Fem-Satt', '/sv/blogg/kassaflode-fem-satt'],
  ])('%s, not a page, is sent to its lower-case spelling %s, which is one (308, the query kept)', async (path, lower) => {
    expect(lowerCasePage(path)).toBe(lower);
    const answer = (await proxy(request(`${path}?utm_source=x`)))!;
    expect(answer.status).toBe(308);
    expect(answer.headers.get('location')).toBe(`http://localhost:3000${lower}?utm_source=x`);
  });

  test.each([
    ['/flexkredit', '/sv/flexkredit'],
    ['/Kontakt', '/sv/kontakt'],
    ['/blogg/kassaflode-fem-satt', '/sv/blogg/kassaflode-fem-satt'],
    ['/privacy', '/en/privacy'],
    ['/index', '/sv'],
    ['/blogg/index', '/sv/blogg'],
  ])('%s, written without its language, is sent to its page %s, the default locale’s first (307, the query kept)', async (path, page) => {
    expect(defaultLocalePage(path)).toBe(page);
    const answer = (await proxy(request(`${path}?utm_source=x`)))!;
    expect(answer.status).toBe(307);
    expect(answer.headers.get('location')).toBe(`http://localhost:3000${page}?utm_source=x`);
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  test.each([
    ['/sv/index', '/sv'],
    ['/en/index', '/en'],
    ['/sv/blogg/index', '/sv/blogg'],
    ['/SV/Index', '/sv'],
    ['/SV/BLOGG/index', '/sv/blogg'],
  ])('%s, a start page by its slug, is sent to its folder %s in one hop (308, the query kept)', async (path, page) => {
    expect(indexPage(path)).toBe(page);
    const answer = (await proxy(request(`${path}?utm_source=x`)))!;
    expect(answer.status).toBe(308);
    expect(answer.headers.get('location')).toBe(`http://localhost:3000${page}?utm_source=x`);
  });

  test('the slug index of a folder that is no page, or outside a locale, is left to the rules for other addresses', () => {
    expect(indexPage('/sv/finns-inte/index')).toBeUndefined();
    expect(indexPage('/sv/blogg/indexet')).toBeUndefined();
    expect(indexPage('/index')).toBeUndefined(); // defaultLocalePage's: 307, since the language is a guess
  });

  test('an address without a language whose default-locale page does not exist, or that names a locale, is not redirected', async () => {
    expect(defaultLocalePage('/finns-inte')).toBeUndefined();
    expect(defaultLocalePage('/en/finns-inte')).toBeUndefined();
    expect(defaultLocalePage('/EN/finns-inte')).toBeUndefined();
    expect(defaultLocalePage('/')).toBeUndefined();
    const answer = (await proxy(request('/finns-inte')))!;
    expect(answer.headers.get('x-middleware-next')).toBe('1');
    expect(answer.headers.get('cache-control')).toBe(MISSING_PAGE_CACHE_CONTROL);
  });

  test.each([
    ['/en/fragor', '/en/faq'],
    ['/en/blogg/kassaflode-fem-satt', '/en/blog/five-ways-to-improve-cash-flow'],
    ['/en/blogg', '/en/blog'],
    ['/sv/flex-credit', '/sv/flexkredit'],
    ['/sv/partner/connect', '/sv/partner/koppla'],
    ['/EN/Fragor', '/en/faq'],
    ['/en/Blogg/Kassaflode-Fem-Satt', '/en/blog/five-ways-to-improve-cash-flow'],
    ['/FR/x', undefined],
  ])('%s, another language’s page under this one, is sent to its translation here %s (308, the query kept)', async (path, translation) => {
    if (translation === undefined) return expect(translatedPage(path)).toBeUndefined();
    if (path === path.toLowerCase()) await expect(translatedPage(path)).resolves.toBe(translation);
    const answer = (await proxy(request(`${path}?utm_source=x`)))!;
    expect(answer.status).toBe(308);
    expect(answer.headers.get('location')).toBe(`http://localhost:3000${translation}?utm_source=x`);
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  test('an address no other locale has a page at stays a synchronous 404 (the source is not asked); one whose page has no translation here too', async () => {
    let asked = 0;
    const translations = () => {
      asked += 1;
      return Promise.resolve({});
    };
    expect(translatedPage('/en/finns-inte', isPage, translations)).toBeUndefined();
    expect(translatedPage('/en', isPage, translations)).toBeUndefined();
    expect(translatedPage('/en/%ZZ', isPage, translations)).toBeUndefined();
    // A slug spelt with an encoded percent sign is not the page whose name it decodes to twice.
    expect(translatedPage('/en/%2566ragor', isPage, translations)).toBeUndefined();
    expect(translatedPage('/sv/%2566aq', isPage, translations)).toBeUndefined();
    expect(asked).toBe(0);
    // /sv/kontakt is a page; say it has no English translation: no redirect.
    await expect(translatedPage('/en/kontakt', isPage, translations)).resolves.toBeUndefined();
    expect(asked).toBe(1);
    // A translation at the same path is the page itself, never a redirect to itself.
    await expect(translatedPage('/en/kontakt', isPage, () => Promise.resolve({ en: 'kontakt' }))).resolves.toBeUndefined();
    // Through the proxy, with the content's own translations.
    const answer = (await proxy(request('/en/kontakt')))!;
    expect(answer.status).toBe(308);
    expect(answer.headers.get('location')).toBe('http://localhost:3000/en/contact');
  });

  test("a page only another language has (no translation here): that language's page, the same path (307: a translation may come)", () => {
    const pages = new Set(['/en/webinar-2026', '/sv/kontakt']);
    const check = (path: string) => pages.has(path);
    expect(otherLocalePage('/sv/webinar-2026', check)).toBe('/en/webinar-2026');
    expect(otherLocalePage('/en/kontakt', check)).toBe('/sv/kontakt');
    expect(otherLocalePage('/sv/finns-inte', check)).toBeUndefined();
    expect(otherLocalePage('/en/webinar-2026', check)).toBeUndefined(); // its own language: the index said it is none
    expect(otherLocalePage('/sv', check)).toBeUndefined();
    expect(otherLocalePage('/sv/', check)).toBeUndefined();
    expect(otherLocalePage('/fr/webinar-2026', check)).toBeUndefined();
  });

  test('a lower-case spelling that is no page either stays a 404; a page is never redirected', async () => {
    expect(lowerCasePage('/SV/finns-inte')).toBeUndefined();
    expect(lowerCasePage('/sv/kontakt')).toBeUndefined();
    expect(lowerCasePage('/SV/%ZZ')).toBeUndefined();
    const answer = (await proxy(request('/SV/finns-inte')))!;
    expect(answer.headers.get('x-middleware-next')).toBe('1');
    expect(answer.headers.get('cache-control')).toBe(MISSING_PAGE_CACHE_CONTROL);
    expect(proxy(request('/sv/kontakt'))).toBeUndefined();
  });
});

describe('an address with a trailing slash is sent where it leads in one hop (next.config: skipTrailingSlashRedirect)', () => {
  const location = async (path: string, method = 'GET') => {
    const answer = (await proxy(request(path, method)))!;
    expect(answer.status, path).toBeGreaterThanOrEqual(307);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    return { status: answer.status, to: answer.headers.get('location')?.replace('http://localhost:3000', '') };
  };

  test.each([
    ['/sv/kontakt/', 308, '/sv/kontakt'],
    ['/sv/kontakt//?a=1', 308, '/sv/kontakt?a=1'],
    ['/sv/', 308, '/sv'],
    ['/SV/Flexkredit/', 308, '/sv/flexkredit'],
    ['/sv/index/', 308, '/sv'],
    ['/flexkredit/?utm_source=x', 307, '/sv/flexkredit?utm_source=x'],
    ['/en/fragor/', 308, '/en/faq'],
    ['/sv/finns-inte/', 308, '/sv/finns-inte'],
    ['/api/preview/?slug=sv', 308, '/api/preview?slug=sv'],
    ['/robots.txt/', 308, '/robots.txt'],
    ['/sv/%6Bontakt/', 308, '/sv/kontakt'],
  ])('%s → %s %s', async (path, status, to) => {
    expect(await location(path)).toEqual({ status, to });
  });

  test('a post is sent to the address without the slash as it is (308 keeps the method and body), its body unread; `/` is untouched', async () => {
    const chunked = new NextRequest('http://localhost:3000/SV/Kontakt/', { method: 'POST', body: 'x' });
    expect(chunked.headers.has('content-length')).toBe(false); // counted by the proxy, were it read
    const post = (await proxy(chunked))!;
    expect(chunked.bodyUsed).toBe(false);
    expect(post.status).toBe(308);
    expect(post.headers.get('location')).toBe('http://localhost:3000/SV/Kontakt');
    expect(proxy(request('/'))).toBeUndefined();
  });
});

describe("an editor's tab on a release (Storyblok's Releases app)", () => {
  const RELEASE = 'x-flodvik-storyblok-release';
  const drafting = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    new NextRequest(`http://localhost:3000${path}`, { method, headers: { cookie: `${DRAFT_MODE_COOKIE}=x`, ...headers } });
  /** The request headers the route is handed (NextResponse.next's override), or undefined when they are the request's own. */
  const handedOn = (response: NextResponse | undefined) => {
    const names = response?.headers.get('x-middleware-override-headers');
    if (names == null) return undefined;
    return Object.fromEntries(names.split(',').map((name) => [name, response!.headers.get(`x-middleware-request-${name}`)]));
  };

  test("the release the draft page's address names goes on to the route, over the session's cookie; 0 or a malformed id is the current content", async () => {
    expect(handedOn(await proxy(drafting('/sv/kontakt?_storyblok=1&_storyblok_release=815')))?.[RELEASE]).toBe('815');
    expect(handedOn(await proxy(drafting('/sv/kontakt?_storyblok_release=0')))?.[RELEASE]).toBe('0');
    expect(handedOn(await proxy(drafting('/sv/kontakt?_storyblok_release=%27or1')))?.[RELEASE]).toBe('0');
    // A live-edit call posts to the page's address: the same.
    const action = drafting('/sv/kontakt?_storyblok_release=815', { 'next-action': 'abc', origin: 'http://localhost:3000' }, 'POST');
    expect(handedOn(await proxy(action))?.[RELEASE]).toBe('815');
  });

  test("a page the index does not know keeps its own answer's headers (a 404's minute) beside the release", async () => {
    const answer = (await proxy(drafting('/sv/finns-inte?_storyblok_release=815')))!;
    expect(answer.headers.get('cache-control')).toBe(NOT_A_PAGE_CACHE_CONTROL);
    expect(handedOn(answer)?.[RELEASE]).toBe('815');
  });

  test('a redirect stays a redirect; without a draft session, or without a release in the address, nothing is added', async () => {
    const moved = (await proxy(drafting('/SV/Kontakt?_storyblok_release=815')))!;
    expect(moved.status).toBe(308);
    expect(handedOn(moved)).toBeUndefined();
    expect(proxy(request('/sv/kontakt?_storyblok_release=815'))).toBeUndefined();
    expect(await proxy(drafting('/sv/kontakt'))).toBeUndefined();
  });

  test('outside a draft session a header of that name the request brings is taken off too, and the page passes as it would', async () => {
    const visitor = new NextRequest('http://localhost:3000/sv/kontakt?_storyblok_release=815', { headers: { [RELEASE]: '815' } });
    const answer = (await proxy(visitor))!;
    expect(answer.headers.get('x-middleware-next')).toBe('1');
    expect(handedOn(answer)).not.toHaveProperty(RELEASE);
    expect(answer.headers.get('cache-control')).toBeNull();
  });

  test("a link followed from a release's page (its Referer of this site names one) is sent on to the same address naming it, query kept", async () => {
    const followed = (await proxy(drafting('/sv/kontakt?a=1', { referer: 'http://localhost:3000/sv/nyhet?_storyblok=1&_storyblok_release=815' })))!;
    expect(followed.status).toBe(307);
    expect(followed.headers.get('cache-control')).toBe('no-store');
    const to = new URL(followed.headers.get('location')!);
    expect(to.pathname).toBe('/sv/kontakt');
    expect(Object.fromEntries(to.searchParams)).toEqual({ a: '1', _storyblok_release: '815' });
    expect(carriedRelease(drafting('/sv/kontakt', { referer: 'http://localhost:3000/sv?_storyblok_release=0' }))).toBe('0');
    expect(carriedRelease(drafting('/sv/kontakt', { referer: 'http://localhost:3000/sv?_storyblok_release=x' }))).toBe('0');
    // Behind a proxy: the host the browser asked for.
    const forwarded = { referer: 'https://www.flodvik.se/sv?_storyblok_release=815', 'x-forwarded-host': 'www.flodvik.se' };
    expect(carriedRelease(drafting('/sv/kontakt', forwarded))).toBe('815');
    // Then the page's address names it, and its route reads it.
    const arrived = drafting(`${to.pathname}${to.search}`, { referer: 'http://localhost:3000/sv/nyhet?_storyblok_release=815' });
    expect(handedOn(await proxy(arrived))?.[RELEASE]).toBe('815');
  });

  test('nothing is carried from another site (the editor frames the preview from its own), a Referer without a release, a visitor, or a post', async () => {
    const from = (referer: string, headers: Record<string, string> = {}) => carriedRelease(drafting('/sv/kontakt', { referer, ...headers }));
    expect(from('https://app.storyblok.com/?_storyblok_release=815')).toBeUndefined();
    expect(from('http://localhost:3000.evil.example/sv?_storyblok_release=815')).toBeUndefined();
    expect(from('http://localhost:3000/sv?_storyblok_release=815', { 'sec-fetch-site': 'cross-site' })).toBeUndefined();
    expect(from('http://localhost:3000/sv?_storyblok=1')).toBeUndefined();
    expect(from('not a url')).toBeUndefined();
    expect(carriedRelease(drafting('/sv/kontakt?_storyblok_release=4711', { referer: 'http://localhost:3000/sv?_storyblok_release=815' }))).toBeUndefined();
    const post = drafting(
      '/sv/kontakt',
      { referer: 'http://localhost:3000/sv?_storyblok_release=815', 'next-action': 'a', origin: 'http://localhost:3000' },
      'POST',
    );
    expect(carriedRelease(post)).toBeUndefined();
    // Nor to what a page fetches (the forms' token) or to a file: a page's address only.
    expect(carriedRelease(drafting('/internal/v1/onboarding/csrf', { referer: 'http://localhost:3000/sv?_storyblok_release=815' }))).toBeUndefined();
    expect(carriedRelease(drafting('/og/sv/kontakt', { referer: 'http://localhost:3000/sv?_storyblok_release=815' }))).toBeUndefined();
    expect(carriedRelease(drafting('/EN', { referer: 'http://localhost:3000/sv?_storyblok_release=815' }))).toBe('815');
    const visitor = new NextRequest('http://localhost:3000/sv/kontakt', { headers: { referer: 'http://localhost:3000/sv?_storyblok_release=815' } });
    expect(carriedRelease(visitor)).toBeUndefined();
    expect(proxy(visitor)).toBeUndefined();
  });

  test("a header the request brings itself is taken off: without a release in the address, the session's cookie decides", async () => {
    const answer = await proxy(drafting('/sv/kontakt', { [RELEASE]: '999' }));
    const handed = handedOn(answer);
    expect(handed).toBeDefined();
    expect(handed).not.toHaveProperty(RELEASE);
    expect(handed).toHaveProperty('cookie');
    // Passed as the route's own answer otherwise.
    expect(thisTabsRelease(request('/sv/kontakt', 'GET'), undefined)).toBeUndefined();
  });
});
