/**
 * 503 instead of 500 for a page that cannot be generated while Storyblok is down. A page Next has
 * generated before is served from its cache whatever the API does (a failed revalidation keeps the
 * last good page); only a page never generated in this process has to be rendered now. So the
 * proxy lets known pages through untouched, and asks this server for a page it has not seen
 * succeed yet (a loopback request, once per page and process; the proxy then waits for it, which
 * costs a page's first visit one extra local request): if that render fails while the
 * delivery API is down, the visitor gets 503 with Retry-After; otherwise the page is known from now
 * on and the request goes on as usual (Next serves the entry the first request just cached). Only
 * with Storyblok configured; the embedded content cannot be down.
 */
import crypto from 'node:crypto';
import { NextResponse, type NextRequest } from 'next/server';
import { DEFAULT_LOCALE, isLocale } from '~/contracts/locales';
import { getEnv } from '../../config/env';
import { DRAFT_MODE_COOKIE } from '../../config/security';
import { getStrings } from '../../i18n';
import { noteMissingPage } from '../pageIndex';
import { plainPage } from '../plainPage';
import { outageRetryAfter } from './availability';

const PROBE_HEADER = 'x-flodvik-page-probe';
/**
 * Next coalesces concurrent requests for the same URL: a loopback request for exactly the URL being
 * proxied would wait for the request that waits for it. A query parameter makes it another URL;
 * a static page ignores it and is generated (and cached) under its path all the same.
 */
const PROBE_QUERY = '__page-probe';
/** Longer than the delivery layer's deadline (15 s, engine/sources/storyblok.ts) plus a render: past it, let Next answer as it would. */
const PROBE_TIMEOUT_MS = 30_000;
const KEY = Symbol.for('flodvik.storyblok.knownPages');
const MAX_KNOWN = 10_000;

export interface Known {
  pages: Set<string>;
  /** Marks this process's own probe requests, so they pass straight through. */
  secret: string;
}

function known(): Known {
  const g = globalThis as typeof globalThis & { [KEY]?: Known };
  g[KEY] ??= { pages: new Set(), secret: crypto.randomBytes(16).toString('hex') };
  return g[KEY];
}

/** This server's own address (next start and next dev publish it), for the loopback request. */
function selfOrigin(): string | undefined {
  const origin = process.env.__NEXT_PRIVATE_ORIGIN;
  if (origin) return origin;
  return process.env.PORT ? `http://127.0.0.1:${process.env.PORT}` : undefined;
}

export function unavailablePage(pathname: string, retryAfterSeconds: number): NextResponse {
  const first = pathname.split('/')[1];
  const locale = isLocale(first) ? first : DEFAULT_LOCALE;
  const t = getStrings(locale);
  const html = plainPage({ lang: locale, title: t.unavailableTitle, paragraphs: [t.unavailableText] });
  return new NextResponse(html, {
    status: 503,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Retry-After': String(retryAfterSeconds), 'Cache-Control': 'no-store' },
  });
}

/** Told the status of a probe's render that finished, and its x-nextjs-cache (STALE: an older page, refreshed behind it). */
export type OnRendered = (status: number, cache: string | null) => void;

/**
 * The proxy's part: a 503 response, or undefined to let the request go on. Synchronous (undefined)
 * when there is nothing to check, so without Storyblok, and for known pages, the proxy awaits nothing.
 */
export function guardUnavailable(request: NextRequest, onRendered?: OnRendered): Promise<NextResponse | undefined> | undefined {
  if (!getEnv().storyblokToken) return undefined;
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  if (request.cookies.has(DRAFT_MODE_COOKIE)) return undefined; // drafts are rendered for the editor on every request anyway
  const state = known();
  if (request.headers.get(PROBE_HEADER) === state.secret) return undefined;
  const { pathname } = request.nextUrl;
  if (!/^\/(sv|en)(\/|$)/.test(pathname) || state.pages.has(pathname)) return undefined;
  const origin = selfOrigin();
  if (!origin) return undefined;
  return probe(pathname, origin, state, { onRendered });
}

/**
 * Renders a page again over loopback (storyblok/warm.ts: after a webhook expired it): true when it rendered. A page
 * that failed is no longer known, so its next visit is probed again (503 with Retry-After during an outage, not the
 * error page of a render that failed).
 */
export async function renderAgain(pathname: string, options: { fetch?: typeof fetch; origin?: string; state?: Known } = {}): Promise<boolean> {
  const origin = options.origin ?? selfOrigin();
  if (!origin) return false;
  const state = options.state ?? known();
  let ok = false;
  await probe(pathname, origin, state, { fetch: options.fetch, onRendered: (status) => (ok = status < 500) });
  if (!ok) state.pages.delete(pathname);
  return ok;
}

/** Retry-After of a page whose render did not finish in time, when no outage is on record. */
const SLOW_RETRY_AFTER_SECONDS = 30;

/**
 * Renders the page once over loopback: known from now on if it succeeds, 503 if it fails during an
 * outage, and 503 too if it takes longer than PROBE_TIMEOUT_MS (an API that answers slowly or hangs:
 * rendering it again for this request would keep the visitor waiting as long again, then fail).
 */
export async function probe(
  pathname: string,
  origin: string,
  state: Known = known(),
  {
    fetch: doFetch = fetch,
    timeoutMs = PROBE_TIMEOUT_MS,
    onRendered,
  }: {
    fetch?: typeof fetch;
    timeoutMs?: number;
    onRendered?: OnRendered;
  } = {},
): Promise<NextResponse | undefined> {
  let status: number;
  try {
    const url = new URL(pathname, origin);
    url.searchParams.set(PROBE_QUERY, '1');
    const res = await doFetch(url, {
      headers: { [PROBE_HEADER]: state.secret },
      redirect: 'manual',
      cache: 'no-store',
      signal: AbortSignal.timeout(timeoutMs),
    });
    await res.body?.cancel();
    status = res.status;
    onRendered?.(status, res.headers.get('x-nextjs-cache'));
  } catch (error) {
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
      return unavailablePage(pathname, outageRetryAfter() ?? SLOW_RETRY_AFTER_SECONDS);
    }
    return undefined; // the loopback request itself failed: let Next answer as it would
  }
  if (status < 500) {
    // A page of the listing that renders as the 404 page (a published story the engine refuses) is none: the proxy
    // marks its 404 as any other's from now on (lib/pageIndex.ts), this answer included (proxy.ts `pass`). It is not
    // kept as known: its next visit is rendered again (from Next's cache), so a mended story counts as a page at once.
    if (status === 404 && noteMissingPage(pathname)) {
      state.pages.delete(pathname);
      return undefined;
    }
    if (state.pages.size >= MAX_KNOWN) state.pages.clear();
    state.pages.add(pathname);
    return undefined;
  }
  const retryAfter = outageRetryAfter();
  return retryAfter === undefined ? undefined : unavailablePage(pathname, retryAfter);
}
