/**
 * Which addresses are pages, for the proxy. The page route renders any path under any first
 * segment on demand (a page published after the build must appear), and Next keeps what it
 * rendered, a 404 included: with the hour's s-maxage every page has, and as files in the route
 * cache. So a CDN would keep a 404 for an hour after the page is published, and every address a
 * scanner invents would add about 0.4 MB to the disk. With this index the proxy marks the answer to
 * an address that is not a page `no-store` (docs/deployment.md), and `site/cacheHandler.mjs` keeps
 * 404s in memory only.
 *
 * The index lists the content source's pages of every locale: once for the embedded content (it
 * cannot change while the process runs, except under `next dev`), and for Storyblok (its links: where
 * each story is, without its content) again in the background when it is older than STORYBLOK_INDEX_MS.
 * The publish webhook drops it at once, and the next requests wait (briefly) for the new listing: the
 * dropped one does not have the page just published, whose first answer it would mark `no-store`. Until
 * it has loaded, or when the listing fails, nothing is marked: the answer is what Next gives.
 */
import { localePath, storyPath } from '~/blocks/_lib/paths';
import { isLocale, LOCALES, type PagePaths } from '~/contracts/locales';
import { getSource, PAGE_CONTENT_TYPES, pagePathsIn, pagesAmong } from './content';
import { SITE_CONTEXT_SLUG } from '../config/engine';
import { MAX_PATH_BYTES } from '../config/limits';
import { uncachedPublishedSource } from './storyblok/delivery';
import { locateSlug } from './storyblok/tags';

/**
 * How long a Storyblok listing counts as current; the publish webhook drops it at once. An index a
 * little behind only costs caching: a page published without the webhook is answered `no-store`
 * until the next listing. Each listing is one request per 1000 stories (the links endpoint), at
 * most 144 a day per instance: Storyblok's plans count every API request.
 */
export const STORYBLOK_INDEX_MS = 10 * 60_000;

/** What the route `app/[locale]/[[...slug]]` answers: every path but the site's other routes and files. */
const OTHER_ROUTES = ['/_next', '/api', '/internal', '/draft', '/og'];

/** Whether a path is answered by the content page route (so the index can say if it is a page). */
export function isContentRoutePath(pathname: string): boolean {
  if (pathname === '/') return false; // redirected to the default locale (next.config)
  if (OTHER_ROUTES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))) return false;
  return !/\.[A-Za-z0-9]+$/.test(pathname); // public files and metadata routes (robots.txt, icon.svg…)
}

/**
 * The page path that the route's slug segments (as in the URL, percent-encoded) spell, or null when
 * they are not a page's own spelling but another one the story lookup would also accept (`en/x`
 * under /sv, `blogg/index`, a slash encoded inside a segment), or do not decode. One rule for the
 * proxy (below) and the page route (lib/pages.tsx), so the two never disagree about an address.
 */
export function canonicalPagePath(segments: readonly string[]): string | null {
  // Longer than any page's: no story is looked up for it (its key would sit in the lookup caches).
  if (segments.reduce((bytes, segment) => bytes + segment.length + 1, 0) > MAX_PATH_BYTES) return null;
  let decoded: string[];
  try {
    decoded = segments.map(decodeURIComponent);
  } catch {
    return null;
  }
  if (decoded.some((segment) => segment === '' || /[/\\]/.test(segment))) return null;
  const path = decoded.join('/');
  return storyPath(path) === path ? path : null;
}

/** Every page address of the content source, all locales: from Storyblok's links (no content), or the embedded stories. */
export async function listPageAddresses(): Promise<Set<string>> {
  const storyblok = uncachedPublishedSource();
  if (storyblok) {
    // The links do not say a story's content type: the few that are no pages (an author, a snippet) are read apart.
    // Should that read fail, they count as pages, as before (their 404 then keeps the pages' cache time).
    const [places, others] = await Promise.all([storyblok.listStoryPlaces(), storyblok.listStoriesOfOtherTypes(PAGE_CONTENT_TYPES).catch(() => [])]);
    return pageAddressesOf(places, new Set(others.map((story) => (typeof story.full_slug === 'string' ? story.full_slug : ''))));
  }
  const source = getSource();
  const perLocale = await Promise.all(
    LOCALES.map(async (locale) => pagesAmong(await source.listStories(locale), locale).map((p) => localePath(locale, p.path))),
  );
  return new Set(perLocale.flat());
}

/**
 * The page addresses of stories' full slugs: those in a locale folder, but the site context and the stories known to be
 * of a content type that is no page (`notPages`, full slugs).
 */
export function pageAddressesOf(places: ReadonlyArray<{ fullSlug: string }>, notPages: ReadonlySet<string> = new Set()): Set<string> {
  const pages = new Set<string>();
  for (const { fullSlug } of places) {
    if (notPages.has(fullSlug)) continue;
    const where = locateSlug(fullSlug);
    if (where && where.path !== SITE_CONTEXT_SLUG) pages.add(localePath(where.locale, where.path));
  }
  return pages;
}

/**
 * The index's times (when it was listed, when to try again, how long to wait, how long a path's translations hold) are
 * measured on a clock that only goes forward, as site/lib/failureLog.ts's are: on the wall clock, a step back (NTP, an
 * hour) kept a Storyblok listing current, and skipped its ten-minute refresh, for the length of the step.
 */
const clock = () => performance.now();

/** How long the first request waits for the first listing (or the first after a drop for the new one) before it goes on. */
const FIRST_WAIT_MS = 2000;
/** After a failed listing, the next attempt waits this long (an outage must not slow every request). */
const RETRY_MS = 10_000;

interface State {
  pages?: Set<string>;
  /** The generation `pages` were listed in (begun in). */
  listedIn: number;
  /** The last generation whose listing failed: after a drop, one failure and the old listing answers at once again. */
  failedIn: number;
  /** clock() at the current listing's landing; 0: none yet, or dropped. */
  loadedAt: number;
  retryAt: number;
  loading?: { generation: number; done: Promise<void> };
  /** Until when requests may wait for the listing of a generation (FIRST_WAIT_MS from its first request). */
  waitUntil?: { generation: number; at: number };
  /** Bumped by invalidate(): a listing begun before the drop does not count as current. */
  generation: number;
  /** pathTranslations' answers by path, each with the time (clock()) until it holds (dropped with the index). */
  translations: Map<string, { until: number; paths: Promise<PagePaths> }>;
  /**
   * Pages of the listing this server rendered as the 404 page (a published story the engine refuses: Storyblok's links
   * do not show content; or one unpublished without the webhook): no page until the webhook drops the index, the next
   * listing lands (STORYBLOK_INDEX_MS), or this server renders one there (notePage). Only listed pages are noted, so it
   * holds at most as many as the listing.
   */
  missing: Set<string>;
}

const KEY = Symbol.for('flodvik.pageIndex');

function state(): State {
  const g = globalThis as typeof globalThis & { [KEY]?: State };
  g[KEY] ??= { listedIn: -1, failedIn: -1, loadedAt: 0, retryAt: 0, generation: 0, translations: new Map(), missing: new Set() };
  return g[KEY];
}

/** How long a loaded index is current: for ever for the embedded content of a production server. */
function freshFor(): number {
  if (uncachedPublishedSource()) return STORYBLOK_INDEX_MS;
  return process.env.NODE_ENV === 'development' ? 1000 : Number.POSITIVE_INFINITY;
}

function load(s: State, list: () => Promise<Set<string>>): Promise<void> {
  const generation = s.generation;
  // A listing begun before the last drop may miss what the drop was for: a new one is begun beside it.
  if (s.loading?.generation === generation) return s.loading.done;
  const done: Promise<void> = list()
    .then((pages) => {
      if (generation < s.listedIn) return; // a listing begun later has landed first
      s.pages = pages;
      s.listedIn = generation;
      s.loadedAt = generation === s.generation ? clock() : 0;
      // A new listing asks again: the next visit of a page noted missing is rendered once more (the probe does not
      // keep such a page as known), and noted again if it is still the 404 page, or a page if it was mended meanwhile.
      if (s.loadedAt !== 0) s.missing.clear();
    })
    .catch((error: unknown) => {
      // Keep the last listing (or none): the proxy marks nothing it is unsure of.
      console.error(`[pages] the page index could not be listed: ${error instanceof Error ? error.message : String(error)}`);
      s.failedIn = generation;
      s.retryAt = clock() + RETRY_MS;
    })
    .finally(() => {
      if (s.loading?.done === done) s.loading = undefined;
    });
  s.loading = { generation, done };
  return done;
}

function answerFrom(s: State, pathname: string): boolean | undefined {
  if (!s.pages) return undefined;
  const key = indexKey(pathname); // null for /de/… (no page lives outside the locales) and another spelling
  return key !== null && s.pages.has(key) && !s.missing.has(key);
}

/** The index's key of a page address (`/sv/kontakt` → its locale path), or null when it is no page's own spelling. */
function indexKey(pathname: string): string | null {
  const [, locale = '', ...slug] = pathname.split('/');
  const path = canonicalPagePath(slug);
  return isLocale(locale) && path !== null ? localePath(locale, path) : null;
}

/**
 * Lists the pages again when the index is not current (none yet, dropped by the webhook, past its time), and waits for
 * it: the webhook does so before it renders the expired pages, whose dead-link check reads the index as it is
 * (isListedPage). Never fails (a failed listing keeps the last one, and is logged). The pages it then has, or undefined
 * when none was ever listed.
 */
export async function refreshPageIndex(list: () => Promise<Set<string>> = listPageAddresses): Promise<ReadonlySet<string> | undefined> {
  const s = state();
  const now = clock();
  const current = s.loadedAt !== 0 && now - s.loadedAt < freshFor();
  if (!current && now >= s.retryAt) await load(s, list);
  return s.pages;
}

/**
 * Whether the path is a page by the index as this server has it now, never listing it: a page's render asks this, and a
 * read past Next's cache there would make the page dynamic (and at build time fail its prerender). Undefined when no
 * index is loaded yet (a build: no request has come) or the path is not the page route's.
 */
export function isListedPage(pathname: string): boolean | undefined {
  return isContentRoutePath(pathname) ? answerFrom(state(), pathname) : undefined;
}

/**
 * Whether the path is a page: `true` or `false` from the index, `undefined` when the path is not the
 * page route's or the index does not know yet. Synchronous once loaded (an index merely old answers
 * at once and is listed again behind it); the first call waits for the first listing, and the first
 * after a drop (the webhook) for the new one, at most FIRST_WAIT_MS, then answers from what it has.
 */
export function isPage(pathname: string, list: () => Promise<Set<string>> = listPageAddresses): boolean | undefined | Promise<boolean | undefined> {
  if (!isContentRoutePath(pathname)) return undefined;
  const s = state();
  const answer = () => answerFrom(s, pathname);
  const now = clock();
  const stale = s.loadedAt === 0 || now - s.loadedAt >= freshFor();
  if (stale && now >= s.retryAt) {
    const loading = load(s, list);
    // No listing yet, or the one there is was dropped by the webhook: a page just published is not
    // in it, and its first answer would be marked no-store. So wait for the new listing, a little.
    // Only a "no page" is worth waiting for (a page the old listing has is answered at once), and only
    // FIRST_WAIT_MS from the first request of this listing on, not that long for every request.
    const dropped = s.listedIn !== s.generation && s.failedIn !== s.generation;
    if (!s.pages || (dropped && answer() === false)) {
      if (s.waitUntil?.generation !== s.generation) s.waitUntil = { generation: s.generation, at: now + FIRST_WAIT_MS };
      const remaining = s.waitUntil.at - now;
      if (remaining > 0) {
        const waited = new Promise<void>((resolve) => setTimeout(resolve, remaining).unref?.());
        return Promise.race([loading, waited]).then(answer);
      }
    }
  }
  return answer();
}

/** Drops the index (the publish webhook): the next request lists the pages again. */
export function invalidatePageIndex(): void {
  const s = state();
  s.translations.clear();
  s.missing.clear();
  s.generation += 1;
  s.loadedAt = 0;
  s.retryAt = 0;
}

/**
 * A page this server has just rendered, fresh, that the index does not have (a story published
 * without the webhook): a page from now on, until the next listing (which has it, if it still is one).
 */
export function notePage(pathname: string): void {
  const s = state();
  const key = indexKey(pathname);
  if (s.pages && key !== null) {
    s.pages.add(key);
    s.missing.delete(key);
  }
}

/**
 * A page of the listing that this server has just rendered as the 404 page (lib/storyblok/unavailable.ts's probe: a
 * visitor's first request of it, or the webhook's render): a published story the engine refuses (a blank title), which
 * the links listing cannot tell from a page. No page from now on, so the proxy marks its 404 as it marks any other
 * (a minute in a shared cache, not a page's hour), until the webhook drops the index, the next listing, or a render
 * there makes a page. True when noted (the page is listed): its next visit is to be rendered again (storyblok/unavailable.ts).
 */
export function noteMissingPage(pathname: string): boolean {
  const s = state();
  const key = indexKey(pathname);
  if (key === null || !s.pages?.has(key)) return false;
  s.missing.add(key);
  return true;
}

/** For tests: forget everything. */
export function resetPageIndex(): void {
  const g = globalThis as typeof globalThis & { [KEY]?: State };
  delete g[KEY];
}

/** How long the proxy keeps a path's translations (a crawler asking one old address again and again asks the source once). */
const TRANSLATIONS_MS = 60_000;
/** At most this many paths' translations are kept. */
const TRANSLATIONS_KEPT = 500;
/** How long the proxy waits for a path's translations before the address is the 404 it seemed (the index waits as long). */
const TRANSLATIONS_WAIT_MS = FIRST_WAIT_MS;

/**
 * A page path's page in each locale (lib/content.ts `pagePaths`), for the proxy: read as the index reads, from the
 * space without Next's data cache (the proxy has none) or the embedded stories, and kept for a minute; the publish
 * webhook's drop forgets them. A read that fails or takes longer than TRANSLATIONS_WAIT_MS rejects, and is remembered
 * for RETRY_MS, so an outage costs each old address one wait, not one per request.
 */
export function pathTranslations(
  path: string,
  now = clock(),
  read: (path: string) => Promise<PagePaths> = (p) => pagePathsIn(uncachedPublishedSource() ?? getSource(), p),
): Promise<PagePaths> {
  const kept = state().translations;
  const hit = kept.get(path);
  if (hit && now < hit.until) return hit.paths;
  if (kept.size >= TRANSLATIONS_KEPT) kept.clear();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const paths = Promise.race([
    read(path),
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`No answer for the translations of "${path}" within ${TRANSLATIONS_WAIT_MS} ms`)), TRANSLATIONS_WAIT_MS);
      timer.unref?.();
    }),
  ]).finally(() => clearTimeout(timer));
  const entry = { until: now + TRANSLATIONS_MS, paths };
  kept.set(path, entry);
  void paths.catch(() => {
    if (kept.get(path) === entry) entry.until = clock() + RETRY_MS; // not a newer entry the webhook made room for
  });
  return paths;
}
