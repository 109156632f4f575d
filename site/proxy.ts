/**
 * Next 16's proxy (formerly middleware) runs before routing on every request. It does no per-visitor
 * work (no cookie, no token, nothing that makes two visitors' answers differ): it only turns away,
 * in one place, the requests Next's router would answer with a bare 500 or spend seconds on, with a
 * 4xx that carries the security headers next.config.ts adds to every answer (docs/deployment.md):
 *
 * - a path that does not decode (`/sv/%ZZ`, `/sv/%`): 400;
 * - a path that spells an unreserved character in percent form (`/internal/v1/onboarding/%6ceads`):
 *   308 to the same path written plainly (RFC 3986 §6.2.2.2), which Next then routes;
 * - a method the resource cannot have: 405 with Allow (pages take GET, HEAD and POST, the last for
 *   the forms' server actions; the social images under /og GET and HEAD; route handlers under
 *   /internal and /api answer the standard methods themselves, and every answer under /api is marked
 *   `no-store`, Next's own 405 for a method a route does not export included);
 * - a path over 2 KiB or a query string over 4 KiB (414), a query with more than 100 parameters (400);
 * - `/_next/data/…`, the Pages Router's data routes, which this App Router site does not have and
 *   on which Next answers a server-action POST with a 500: 404;
 * - `/sv/_calculation/…`, the route next.config rewrites a calculator's form to (app/[locale]/%5Fcalculation): a
 *   page has one address, so the route's own is 404;
 * - a POST to a page, or a server-action call to any address, from another site (its `Origin` names
 *   another host than the one asked, or `Sec-Fetch-Site: cross-site`): 403. Next refuses such a server
 *   action too, but with a 500; the forms' posts and live edit's calls come from the page itself.
 * - a POST to a page with a body over the server actions' limit (config/limits.ts, which next.config
 *   gives Next): 413, by its Content-Length, or for a chunked upload without one by the bytes counted
 *   here (Next reads every body it hands a proxy anyway). Next would read it as a possible server
 *   action, stop at the limit and answer 500. A browser's form post gets a short page in the path's
 *   language (site/i18n), anything else a line of text.
 *
 * An address under the page route that is not a page (lib/pageIndex.ts) but whose lower-case spelling
 * is one (`/SV/kontakt`) is sent there with a 308; one written without its locale (`/kontakt`) to the
 * page there in the default locale, else in another (`/privacy` → `/en/privacy`), with a 307; one that names
 * another locale's page (`/en/fragor`) to its translation in this locale (`/en/faq`), with a 308. Before these guesses,
 * one the editors' redirects name (a page renamed in Storyblok: lib/redirects.ts) goes where they say, with a 308. Any other goes on to Next's 404 with
 * a minute of s-maxage (MISSING_PAGE_CACHE_CONTROL; no-store with a query, NOT_A_PAGE_CACHE_CONTROL): Next would
 * send it with the pages' hour, and a CDN would keep the 404 of a page published a minute later.
 *
 * An address with a trailing slash (`/sv/kontakt/`, a file's too) is sent where the address without it leads, in one
 * hop (slashless; next.config's skipTrailingSlashRedirect leaves Next's own 308 out).
 *
 * With Storyblok configured it also answers 503 with Retry-After, not 500, for a page never
 * generated while the delivery API is down (lib/storyblok/unavailable.ts; asynchronous only then). An editor's draft
 * request whose address names a Storyblok release has it handed on to the route (thisTabsRelease); a draft page
 * asked for by a link from a page that names one is sent to its address naming that release too (carriedRelease).
 *
 * What never reaches this code (TRACE, which Next cannot represent; request lines over Node's 16 KiB
 * header limit; unknown method tokens) is for the reverse proxy in front: docs/deployment.md.
 */
import { NextRequest, NextResponse, type ProxyConfig } from 'next/server';
import { DEFAULT_LOCALE, isLocale, LOCALES, type PagePaths } from '~/contracts/locales';
import { MAX_PATH_BYTES, SERVER_ACTION_BODY_LIMIT } from './config/limits';
import { DRAFT_MODE_COOKIE, MISSING_PAGE_CACHE_CONTROL, NOT_A_PAGE_CACHE_CONTROL } from './config/security';
import { plainPage } from './lib/plainPage';
import { getStrings } from './i18n';
import { localePath, lowerCaseSpelling, otherLocalePage as otherLocalePageIn, storyPath } from '~/blocks/_lib/paths';
import { canonicalPagePath, isPage, notePage, pathTranslations } from './lib/pageIndex';
import { keepRedirectsRead, redirectFor } from './lib/redirects';
import { draftSource } from './lib/storyblok/delivery';
import { readingRelease, RELEASE_COOKIE, RELEASE_HEADER, releaseOf } from './lib/storyblok/release';
import { guardUnavailable } from './lib/storyblok/unavailable';

export const MAX_QUERY_BYTES = 4096;
export { MAX_PATH_BYTES };
export const MAX_QUERY_PARAMETERS = 100;
export { MISSING_PAGE_CACHE_CONTROL, NOT_A_PAGE_CACHE_CONTROL };

/** Paths served by route handlers, which answer every standard method themselves (405 with Allow included). */
const HANDLER_PREFIXES = ['/internal/', '/api/'];
const HANDLER_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const PAGE_METHODS = ['GET', 'HEAD', 'POST'];
/** The social images (app/og): generated files, read only. Next would answer any method with the image. */
const IMAGE_PREFIX = '/og/';
const IMAGE_METHODS = ['GET', 'HEAD'];
/**
 * Files Next serves at an address without an extension, which the proxy sees as it sees pages: the
 * iOS home-screen icon (app/apple-icon.tsx). Read only, and no page: not marked as a 404 for caches.
 */
const EXTENSIONLESS_FILES = new Set(['/apple-icon']);
/** A path under a locale folder, in any case (`/sv`, `/EN/x`): a page's address, or one the proxy sends to a page. */
const LOCALE_PATH = new RegExp(`^/(?:${LOCALES.join('|')})(?:/|$)`, 'i');
/** A path under a locale folder that ends in a file extension (config.matcher's entry for the editors' redirects). */
const LOCALE_FILE = /^\/(?:sv|en)\/.*\.[A-Za-z0-9]+$/i;
const isImagePath = (pathname: string) => pathname.startsWith(IMAGE_PREFIX) || EXTENSIONLESS_FILES.has(pathname);

export type Refusal = { status: 400 | 403 | 404 | 405 | 413 | 414; error: string; message: string; allow?: string } | { status: 308; location: string };

/**
 * Routes reached only through next.config's rewrites, never by their own address: a page with a calculator's figures
 * (`/sv/_calculation/…`, app/[locale]/%5Fcalculation), in any case of its letters.
 */
const REWRITE_ONLY = /^\/[^/]+\/_calculation(?:\/|$)/i;

const isHandlerPath = (pathname: string) => HANDLER_PREFIXES.some((prefix) => pathname.startsWith(prefix));

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

export const TOO_LARGE = {
  status: 413,
  error: 'payload_too_large',
  message: `The form is larger than ${megabytes(SERVER_ACTION_BODY_LIMIT)}, the most this site takes.`,
} as const satisfies Refusal;

/**
 * A page POST's body against the server actions' limit: the 413 when its Content-Length is over it,
 * `'count'` when it has none (a chunked upload: only its bytes tell), else undefined. Route handlers
 * keep their own limits (the lead endpoint's 16 KiB).
 */
export function bodySizeRefusal(method: string, pathname: string, headers: Headers, limit = SERVER_ACTION_BODY_LIMIT): Refusal | 'count' | undefined {
  if (method !== 'POST' || isHandlerPath(pathname)) return undefined;
  const length = headers.get('content-length');
  // Node has refused a malformed or doubled Content-Length before any of this runs.
  if (length === null) return headers.has('transfer-encoding') ? 'count' : undefined;
  return Number(length) > limit ? TOO_LARGE : undefined;
}

/** Whether a body has more than `limit` bytes; reads no further than that. A broken upload counts as not. */
export async function bodyExceeds(body: ReadableStream<Uint8Array>, limit = SERVER_ACTION_BODY_LIMIT): Promise<boolean> {
  const reader = body.getReader();
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return false;
      size += value.byteLength;
      if (size > limit) {
        void reader.cancel().catch(() => undefined);
        return true;
      }
    }
  } catch {
    return false; // the client broke off: Next's own read of its copy of the body meets the same end
  } finally {
    reader.releaseLock();
  }
}

/**
 * A page POST (a form's server action) sent from another site: the Origin's host differs from the
 * host asked for (X-Forwarded-Host first, as Next compares them), or the browser says cross-site.
 * Without an Origin nothing is decided here, as in Next.
 */
export function crossSitePost(headers: Headers, urlHost = ''): boolean {
  if (headers.get('sec-fetch-site') === 'cross-site') return true;
  const origin = headers.get('origin');
  if (origin === null) return false;
  const host = requestHost(headers, urlHost);
  try {
    return new URL(origin).host.toLowerCase() !== host;
  } catch {
    return true; // "null" (a sandboxed or privacy-hiding origin) or garbage: not our page
  }
}

/** The host a request asked for, as Next compares it: X-Forwarded-Host first, then Host, lower-case. */
function requestHost(headers: Headers, urlHost: string): string | undefined {
  return (headers.get('x-forwarded-host') ?? headers.get('host') ?? urlHost).split(',')[0]?.trim().toLowerCase();
}

/** The 403 for a cross-site page POST or server-action call (route handlers check their own writes). */
export function crossSiteRefusal(method: string, pathname: string, headers: Headers, urlHost = ''): Refusal | undefined {
  if (method !== 'POST') return undefined;
  const handler = isHandlerPath(pathname);
  if (handler && !headers.has('next-action')) return undefined;
  if (!crossSitePost(headers, urlHost)) return undefined;
  return { status: 403, error: 'cross_site_post', message: 'A form of this site can only be sent from this site.' };
}

// A percent-encoded ALPHA, DIGIT, "-", ".", "_" or "~": the same URI as the character itself.
const ENCODED_UNRESERVED = /%(4[1-9A-F]|5[0-9A]|6[1-9A-F]|7[0-9A]|3[0-9]|2[DE]|5F|7E)/gi;

/** Next's own error page, which the build writes at an address of its own (a 500 when asked for). */
const INTERNAL_PAGES = /^\/_global-error(?:\/|$)/;
/**
 * A line break or another control character in the path, percent-encoded (`/sv/kontakt%0a`): no page's address
 * has one. Next renders such a path per request and its 404 page arrived with status 200 (a soft 404).
 */
const CONTROL_CHARACTER = /%(?:[01][0-9A-F]|7F|C2%[89][0-9A-F]|E2%80%A[89])/i;

/**
 * What the proxy answers instead of routing the request, or undefined to let it through. Pure, for
 * the tests. `dataRoute`: Next recognised a `/_next/data/<build>/<page>.json` address (its own
 * x-nextjs-data header, which it strips from what clients send) and hands the proxy the page's path.
 */
export function refusal(method: string, pathname: string, search: string, dataRoute = false): Refusal | undefined {
  // Measured in the bytes of the request line, as the query below (a path is percent-encoded, so ASCII).
  if (pathname.length > MAX_PATH_BYTES) {
    return { status: 414, error: 'uri_too_long', message: `The path is longer than ${MAX_PATH_BYTES} bytes.` };
  }
  try {
    decodeURIComponent(pathname);
  } catch {
    return { status: 400, error: 'bad_request', message: 'The address contains a percent sign that does not encode a character.' };
  }
  const plain = pathname.replace(ENCODED_UNRESERVED, (encoded) => decodeURIComponent(encoded));
  // Without a trailing slash too (slashless), so that this is one hop.
  if (plain !== pathname) return { status: 308, location: (plain.replace(/(.)\/+$/, '$1') || '/') + search };
  if (dataRoute || pathname.startsWith('/_next/data/') || REWRITE_ONLY.test(pathname) || INTERNAL_PAGES.test(pathname) || CONTROL_CHARACTER.test(pathname)) {
    return { status: 404, error: 'not_found', message: 'There is nothing at this address.' };
  }

  const allowed = isHandlerPath(pathname) ? [...HANDLER_METHODS] : isImagePath(pathname) ? IMAGE_METHODS : PAGE_METHODS;
  if (!allowed.includes(method)) {
    return { status: 405, error: 'method_not_allowed', message: `${method} is not a method of this address.`, allow: allowed.join(', ') };
  }

  // Measured in the bytes of the request line (search is what follows "?", percent-encoded, so ASCII).
  if (search.length - 1 > MAX_QUERY_BYTES) {
    return { status: 414, error: 'uri_too_long', message: `The query string is longer than ${MAX_QUERY_BYTES} bytes.` };
  }
  if (search.length > 1 && countParameters(search) > MAX_QUERY_PARAMETERS) {
    return { status: 400, error: 'too_many_parameters', message: `The query string has more than ${MAX_QUERY_PARAMETERS} parameters.` };
  }
  return undefined;
}

function countParameters(search: string): number {
  let count = 0;
  let previous = 0;
  for (let i = 1; i <= search.length; i += 1) {
    if (i === search.length || search.charCodeAt(i) === 38 /* & */) {
      if (i - previous > 1) count += 1;
      previous = i;
    }
  }
  return count;
}

export function proxy(request: NextRequest): NextResponse | Promise<NextResponse | undefined> | undefined {
  const { pathname, search } = request.nextUrl;
  const refused =
    refusal(request.method, pathname, search, request.headers.has('x-nextjs-data')) ??
    crossSiteRefusal(request.method, pathname, request.headers, request.nextUrl.host) ??
    bodySizeRefusal(request.method, pathname, request.headers);
  if (refused !== 'count' && refused) return answer(request, refused);
  // Before a body is read: a post to an address with a slash is sent on as it is.
  const withoutSlash = slashless(request);
  if (withoutSlash) return withoutSlash;
  if (refused === 'count') {
    const body = request.body;
    if (body === null) return thisTabsRelease(request, route(request));
    return bodyExceeds(body).then((over) => (over ? answer(request, TOO_LARGE) : thisTabsRelease(request, route(request))));
  }
  return thisTabsRelease(request, route(request));
}

/**
 * An address with a trailing slash (`/sv/kontakt/`; next.config's skipTrailingSlashRedirect hands it here instead of
 * Next's own 308): a 308 to where its address without the slash leads, in one hop (`/SV/Flexkredit/` →
 * `/sv/flexkredit`, not through `/SV/Flexkredit`), or to that address itself. The query stays. Undefined for an
 * address without one, and for `/`.
 */
export function slashless(request: NextRequest): NextResponse | Promise<NextResponse> | undefined {
  const { pathname, search } = request.nextUrl;
  const trimmed = pathname.replace(/\/+$/, '');
  if (trimmed === pathname || trimmed === '') return undefined;
  const plain = permanentRedirect(new URL(trimmed + search, request.url));
  // A page's read only (never a post's body): where the address without its slash is sent on to, if anywhere.
  if (request.method !== 'GET' && request.method !== 'HEAD') return plain;
  const onward = new NextRequest(new URL(trimmed + search, request.url), { method: request.method, headers: request.headers });
  const further = (response: NextResponse | undefined) =>
    response !== undefined && response.status >= 300 && response.status < 400 && response.headers.has('location') ? response : plain;
  const routed = route(onward, true);
  return routed instanceof Promise ? routed.then(further, () => plain) : further(routed);
}

/**
 * An editor's draft request whose address names a release (`_storyblok_release`, kept on the preview's page and on the
 * live-edit calls it posts): the route reads that release, not the session's cookie, which another tab may have set
 * to another (lib/storyblok/release.ts). A release the address names that is none (`0`, malformed) is the current
 * content. A header of that name the request brings itself is taken off, draft session or not. Every other request is
 * routed as it is: no per-visitor work outside a draft session.
 */
export function thisTabsRelease<T extends NextResponse | Promise<NextResponse | undefined> | undefined>(
  request: NextRequest,
  routed: T,
): T | NextResponse | Promise<NextResponse | undefined> {
  const named = addressRelease(request);
  if (named === undefined && !request.headers.has(RELEASE_HEADER)) return routed;
  const headers = new Headers(request.headers);
  if (named !== undefined) headers.set(RELEASE_HEADER, named);
  else headers.delete(RELEASE_HEADER); // the session's cookie decides
  // Only what goes on to the route carries it; a redirect or an answer of the proxy's own stays as it is.
  const forward = (response: NextResponse | undefined) =>
    response === undefined || response.headers.get('x-middleware-next') === '1'
      ? NextResponse.next({ headers: response?.headers, request: { headers } })
      : response;
  return routed instanceof Promise ? routed.then(forward) : forward(routed);
}

/**
 * The release a draft page asked for by a link goes on in: the one its Referer names, when the Referer is a page of
 * this site whose address names one (a preview tab the editor goes on from by a link). The address asked for then
 * names it too (a 307), so the route reads it (thisTabsRelease), not the session's cookie, which another tab may have
 * set to another release since; and the links of that page carry it on in their turn. Undefined for a request that
 * names a release itself, comes from another site (the editor's frame is loaded from Storyblok's), or is no GET.
 * Same-origin Referers carry their query: the site's Referrer-Policy is strict-origin-when-cross-origin.
 */
export function carriedRelease(request: NextRequest): string | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  if (!request.cookies.has(DRAFT_MODE_COOKIE) || request.nextUrl.searchParams.has('_storyblok_release')) return undefined;
  // A page's address (under a locale), not an endpoint the page fetches (the forms' token) or a file.
  if (!LOCALE_PATH.test(request.nextUrl.pathname)) return undefined;
  const referer = request.headers.get('referer');
  if (!referer || request.headers.get('sec-fetch-site') === 'cross-site') return undefined;
  let from: URL;
  try {
    from = new URL(referer);
  } catch {
    return undefined;
  }
  if (from.host.toLowerCase() !== requestHost(request.headers, request.nextUrl.host) || !from.searchParams.has('_storyblok_release')) return undefined;
  return releaseOf(from.searchParams) ?? '0';
}

/** The release a draft request's address names (`0`: the current content), or undefined (no draft session, or none named). */
function addressRelease(request: NextRequest): string | undefined {
  const search = request.nextUrl.searchParams;
  if (!request.cookies.has(DRAFT_MODE_COOKIE) || !search.has('_storyblok_release')) return undefined;
  return releaseOf(search) ?? '0';
}

/**
 * Paths the proxy sees that no cache may keep: Next's own other than its files and images (a file's
 * path with a `%` reaches the proxy too), the draft route, /og without an image.
 */
const NOT_CACHED = /^\/(?:_next(?!\/static\/|\/image$)|draft)(?:\/|$)|^\/og\/?$/;

/**
 * What the proxy does with a request it lets through its checks: a redirect to where the address leads, or on to the
 * route. `redirectOnly`: only where it leads (slashless asks for its address without the slash), never the route's
 * own work (a page's probe, its 404's headers): undefined where it would go on.
 */
function route(request: NextRequest, redirectOnly = false): NextResponse | Promise<NextResponse | undefined> | undefined {
  const onward = (page: boolean | undefined) => (redirectOnly ? undefined : pass(request, page));
  const { pathname, search } = request.nextUrl;
  // Nothing under /api may be kept; Next's own 405 for a method a route does not export says nothing. /api
  // itself is no route: the page route's 404 there would carry the pages' hour of s-maxage.
  if (pathname === '/api' || pathname.startsWith('/api/')) return NextResponse.next({ headers: { 'Cache-Control': 'no-store' } });
  // Nor anything else that is no page and no file: Next's 404 for /_next/<other>, /draft/… opened directly
  // or /og alone would carry the pages' hour of s-maxage.
  if (NOT_CACHED.test(pathname)) return NextResponse.next({ headers: { 'Cache-Control': NOT_A_PAGE_CACHE_CONTROL } });
  if (EXTENSIONLESS_FILES.has(pathname)) return undefined;
  // An address under a locale that ends like a file (a former site's `/sv/villkor.html`): no page and no public file
  // lives there, so only the editors' redirects may know it; otherwise on, as before (config.matcher).
  if (LOCALE_FILE.test(pathname)) {
    const follow = (to: string | undefined) => (to === undefined ? undefined : permanentRedirect(new URL(withQuery(ownSpelling(to), search), request.url)));
    const to = redirectFor(pathname);
    return to instanceof Promise ? to.then(follow, () => undefined) : follow(to);
  }
  // An editor's draft session: the index knows the published pages only, and a draft is shown at its own
  // address (`sv/Kontakt`, `en/om-oss` saved before they are published), never sent to a published page; an
  // address the draft content has no story at is sent on as for everyone (a link to another language's slug).
  const draft = request.cookies.has(DRAFT_MODE_COOKIE);
  // A link followed from a draft page of a release: the address names that release too, and so every page after it.
  const carried = draft ? carriedRelease(request) : undefined;
  if (carried !== undefined) {
    const query = new URLSearchParams(search);
    query.set('_storyblok_release', carried);
    return temporaryRedirect(new URL(`${pathname}?${query.toString()}`, request.url));
  }
  // An address the editors' redirects name (lib/redirects.ts): where they send it, before the site's own guesses.
  const redirected = (page: false) => {
    const follow = (to: string | undefined) => (to === undefined ? guessed(page) : permanentRedirect(new URL(withQuery(ownSpelling(to), search), request.url)));
    const to = redirectFor(pathname);
    return to instanceof Promise ? to.then(follow, () => guessed(page)) : follow(to);
  };
  const guessed = (page: false) => {
    // A start page by its slug (`/sv/index`, `/sv/blogg/index`, `/SV/Index`): the folder's address, in its own spelling,
    // in one hop.
    const indexless = indexPage(pathname);
    if (indexless !== undefined) return permanentRedirect(new URL(indexless + search, request.url));
    const lower = lowerCasePage(pathname);
    if (lower !== undefined) return permanentRedirect(new URL(lower + search, request.url));
    // An address typed without its language (`/flexkredit`): its page, the default locale's first, as `/`
    // leads to `/sv` (307: the language may one day follow the visitor's).
    const localized = defaultLocalePage(pathname);
    if (localized !== undefined) return temporaryRedirect(new URL(localized + search, request.url));
    // Another language's address under this one, in any case (`/en/fragor`, `/EN/Fragor`): its translation here.
    const lowered = lowerCaseSpelling(pathname);
    const spellings = lowered !== undefined && lowered !== pathname ? [pathname, lowered] : [pathname];
    // What the source said of the address's own locale: a page there (published after the index was read) is
    // rendered, and then the index learns it (pass).
    let hereToo = false;
    const translations = (path: string) =>
      pathTranslations(path).then((paths) => {
        const [, locale = ''] = pathname.split('/');
        hereToo ||= isLocale(locale.toLowerCase()) && paths[locale.toLowerCase() as keyof PagePaths] === path;
        return paths;
      });
    const translated = translatedPage(pathname, isPage, translations) ?? (spellings[1] ? translatedPage(spellings[1], isPage, translations) : undefined);
    // No translation here: the page in the language that has it (a link an editor made to a story of the other
    // folder, which the engine writes under the page's language), rather than a 404. 307: a translation may come.
    const elsewhere = () => {
      const other = hereToo ? undefined : spellings.map((p) => otherLocalePage(p)).find((o) => o !== undefined);
      return other === undefined ? onward(page) : temporaryRedirect(new URL(other + search, request.url));
    };
    return translated === undefined
      ? onward(page)
      : translated.then(
          (target) => (target === undefined ? elsewhere() : permanentRedirect(new URL(target + search, request.url))),
          () => onward(page), // the source could not say: the 404 it was
        );
  };
  const decide = (page: boolean | undefined) => {
    if (page !== false) return onward(page);
    if (!draft) return redirected(page);
    // In the release this tab looks at: the one its address names, else the session's (never a header the request brought).
    const release = addressRelease(request) ?? request.cookies.get(RELEASE_COOKIE)?.value ?? '0';
    return readingRelease(release, () => draftStoryAt(pathname)).then((here) => (here ? onward(page) : redirected(page)));
  };
  const page = isPage(pathname);
  // Kept read beside the index (not only when an address is no page): a page's render checks its links against both.
  keepRedirectsRead();
  return page instanceof Promise ? page.then(decide) : decide(page);
}

/**
 * The page an address ending in the start page's slug means (`/sv/index` → `/sv`, `/sv/blogg/index` → `/sv/blogg`,
 * `/SV/Blogg/INDEX` → `/sv/blogg`), for a 308; undefined when it does not end so, or the folder has no page.
 */
export function indexPage(pathname: string, check: typeof isPage = isPage): string | undefined {
  const at = pathname.lastIndexOf('/');
  let last: string;
  try {
    last = decodeURIComponent(pathname.slice(at + 1)).toLowerCase();
  } catch {
    return undefined;
  }
  const [, locale = ''] = pathname.split('/');
  if (last !== 'index' || at <= 0 || !isLocale(locale.toLowerCase())) return undefined;
  const folder = pathname.slice(0, at);
  return check(folder) === true ? folder : lowerCasePage(folder, check);
}

/**
 * The lower-case spelling of an address that is not a page when that spelling is one
 * (`/SV/Kontakt` → `/sv/kontakt`), for a 308; undefined otherwise. Asked only after the index has
 * said the address itself is not a page, so it answers from the loaded index.
 */
export function lowerCasePage(pathname: string, check: typeof isPage = isPage): string | undefined {
  const lower = lowerCaseSpelling(pathname);
  return lower !== undefined && lower !== pathname && check(lower) === true ? lower : undefined;
}

/**
 * The page an address written without a locale means: the default locale's there (`/flexkredit` →
 * `/sv/flexkredit`), else another locale's (`/privacy` → `/en/privacy`, an English page at its own slug), in
 * its lower-case spelling too; undefined when no locale has one, or when the address names a locale.
 */
export function defaultLocalePage(pathname: string, check: typeof isPage = isPage): string | undefined {
  const first = pathname.split('/')[1] ?? '';
  if (first === '' || isLocale(first.toLowerCase())) return undefined;
  for (const locale of [DEFAULT_LOCALE, ...LOCALES.filter((l) => l !== DEFAULT_LOCALE)]) {
    // In the page's own spelling: `/index` is the start page (SPEC §2's slug), `/blogg/index` the blog's.
    const localized = localePath(locale, storyPath(pathname));
    if (check(localized) === true) return localized;
    const lower = lowerCasePage(localized, check);
    if (lower !== undefined) return lower;
  }
  return undefined;
}

/**
 * The page an address means when it names, under one locale, a page of another (`/en/fragor`, the Swedish
 * page's slug, when the English translation is `/en/faq`): that translation, as Storyblok links them
 * (lib/translations.ts), for a 308. A visitor who swaps `/sv/` for `/en/` by hand, or follows a link from
 * before a translation got its own slug, lands on the page. Undefined when no other locale has a page at
 * the path, or it has no translation in this locale; the source is asked only in the first case.
 */
export function translatedPage(
  pathname: string,
  check: typeof isPage = isPage,
  translations: (path: string) => Promise<PagePaths> = pathTranslations,
): Promise<string | undefined> | undefined {
  const [, locale = '', ...slug] = pathname.split('/');
  if (!isLocale(locale)) return undefined;
  const path = canonicalPagePath(slug);
  if (path === null || path === '') return undefined;
  // Asked after the index has answered for this address, so it answers from the loaded index: a 404 stays synchronous.
  // The segments as written (the index decodes them itself: `%2566ragor` is not `fragor`).
  if (!LOCALES.some((l) => l !== locale && check(`/${l}/${slug.join('/')}`) === true)) return undefined;
  return translations(path).then((paths) => {
    const target = paths[locale];
    return target === undefined || target === path ? undefined : localePath(locale, target);
  });
}

/** Whether the draft content has a story at an address (`/sv/Kontakt`): a draft session shows it there. */
async function draftStoryAt(pathname: string): Promise<boolean> {
  const [, locale = '', ...slug] = pathname.split('/');
  const source = draftSource();
  const path = canonicalPagePath(slug);
  if (!source || !isLocale(locale) || path === null) return false;
  try {
    return (await source.getStory(storyPath(path), locale)) !== null;
  } catch {
    return false; // the API could not say: the address is treated as for everyone
  }
}

/** The same path under another locale when the index has it as a page (blocks/_lib/paths otherLocalePage). */
export const otherLocalePage = (pathname: string, check: typeof isPage = isPage): string | undefined =>
  otherLocalePageIn(pathname, (path) => check(path) === true);

/**
 * An editor's redirect target as its page spells it (`/sv/Ny-Sida` → `/sv/ny-sida`), its query and fragment kept: the
 * address as written would take a second hop through the lower-case redirect. Any other target as it is.
 */
export function ownSpelling(target: string, check: typeof isPage = isPage): string {
  if (!target.startsWith('/')) return target;
  const [, path = '', rest = ''] = /^([^?#]*)(.*)$/s.exec(target) ?? [];
  if (check(path) === true) return target;
  const own = lowerCasePage(path, check);
  return own === undefined ? target : own + rest;
}

/**
 * An editor's redirect target with the visitor's query (a campaign's utm_ parameters) kept, unless the target writes a
 * query of its own or is another site's address; before its fragment.
 */
export function withQuery(target: string, search: string): string {
  if (!target.startsWith('/') || search === '' || target.includes('?')) return target;
  const hash = target.indexOf('#');
  return hash < 0 ? target + search : target.slice(0, hash) + search + target.slice(hash);
}

/** A 308 to an address's own spelling, kept by no cache (docs/deployment.md: every answer but a page's is no-store). */
function permanentRedirect(url: URL): NextResponse {
  const response = NextResponse.redirect(url, 308);
  response.headers.set('Cache-Control', 'no-store');
  return response;
}

/** A 307 to the page an address without its locale means, kept by no cache. */
function temporaryRedirect(url: URL): NextResponse {
  const response = NextResponse.redirect(url, 307);
  response.headers.set('Cache-Control', 'no-store');
  return response;
}

function answer(request: NextRequest, refused: Refusal): NextResponse {
  const { pathname } = request.nextUrl;
  if (refused.status === 308) return permanentRedirect(new URL(refused.location, request.url));
  const headers: Record<string, string> = { 'Cache-Control': 'no-store', ...(refused.allow && { Allow: refused.allow }) };
  // The lead endpoint's clients read JSON errors; a visitor's browser gets a line of text.
  if (isHandlerPath(pathname)) {
    return NextResponse.json({ error: refused.error, message: refused.message }, { status: refused.status, headers });
  }
  if (refused.status === 413 && browserFormPost(request.headers)) {
    return new NextResponse(tooLargePage(pathname), { status: 413, headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' } });
  }
  return new NextResponse(`${refused.message}\n`, { status: refused.status, headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8' } });
}

/** A form the browser posts itself (no script: no server-action header), which shows what it gets back. */
const browserFormPost = (headers: Headers) => !headers.has('next-action') && (headers.get('accept') ?? '').includes('text/html');

/** The 413 a visitor sees: in the language of the page the form was on, with the way back to it. */
export function tooLargePage(pathname: string): string {
  const first = pathname.split('/')[1] ?? '';
  const locale = isLocale(first) ? first : DEFAULT_LOCALE;
  const strings = getStrings(locale);
  return plainPage({
    lang: locale,
    title: strings.formTooLargeTitle,
    paragraphs: [strings.formTooLargeText.replace('{size}', megabytes(SERVER_ACTION_BODY_LIMIT))],
    link: { href: pathname, text: strings.formTooLargeBack },
  });
}

/**
 * A request the proxy lets through: checked for an outage (a page published since the index was
 * listed is not in it yet), and marked uncacheable when the index does not know it as a page.
 */
function pass(request: NextRequest, page: boolean | undefined): NextResponse | Promise<NextResponse | undefined> | undefined {
  let renderedPage = false;
  let renderedMissing = false;
  const guarded = guardUnavailable(request, (status, cache) => {
    renderedPage = status >= 200 && status < 300 && cache !== 'STALE';
    renderedMissing = status === 404;
  });
  if (page === undefined) return guarded;
  const mark = () => {
    // The index says no page, yet this server has just rendered one there, fresh (not an older copy
    // Next still had): a story published without the webhook. Its answer stays unmarked (a CDN may
    // keep it), and the index knows the page from now on.
    if (page === false && renderedPage) {
      notePage(request.nextUrl.pathname);
      return undefined;
    }
    // The index says page, and this server has just rendered the 404 page there (a published story the engine refuses):
    // marked as any other 404 (the probe told the index, which answers no page from the next request on).
    if (page === true && !renderedMissing) return undefined;
    // With a query the answer may be a render of its own (a calculator's form for an address of no page is
    // redirected to it): nothing keeps that. Without one it is the 404 page, which may replace a copy of what was there.
    // An editor's draft session is answered for the editor alone (a draft's 404 sends the frame to the preview's exit,
    // which clears the session): nothing keeps that either.
    const ownAnswer = request.nextUrl.search !== '' || request.cookies.has(DRAFT_MODE_COOKIE);
    return NextResponse.next({ headers: { 'Cache-Control': ownAnswer ? NOT_A_PAGE_CACHE_CONTROL : MISSING_PAGE_CACHE_CONTROL } });
  };
  return guarded === undefined ? mark() : guarded.then((answer) => answer ?? mark());
}

export const config: ProxyConfig = {
  matcher: [
    // Pages and route handlers: every check.
    '/((?!_next/static/|_next/image|.*\\.[A-Za-z0-9]+$).*)',
    // An old address like a file under a locale folder (`/sv/villkor.html`): the editors' redirects (lib/redirects.ts).
    '/((?:[sS][vV]|[eE][nN])/.*\\.[A-Za-z0-9]+)',
    // Next's own files and the public files (asked for many times per page, served as they are):
    // only when the path has a percent sign, the one thing that makes the router fail on them.
    '/:path(.*%.*)',
    // Next's own files and its image optimizer with a trailing slash (slashless: a 308 to the address without it, as
    // Next's own redirect did; its file check would otherwise answer the slash address too).
    '/_next/static/:path+/',
    '/_next/image/',
    // The Pages Router's data routes, answered 404 here (their paths end in .json).
    '/_next/data/:path*',
    // A server-action call to any address (a file's too): Next answers a cross-site one with a 500.
    { source: '/:path*', has: [{ type: 'header', key: 'next-action' }] },
  ],
};
