/**
 * The Storyblok content source: raw CDA v2 stories from a space, the same shape as the embedded
 * source. A small fetch client of our own rather than storyblok-js-client, because delivery must
 * survive the CMS and that client does not: it retries only 429 (at a fixed delay), pins the first
 * `cv` for the life of the process and reports a timeout as a resolved value.
 *
 * Here every call has a timeout, GETs retry with exponential backoff on 429, 5xx, network errors,
 * timeouts and malformed bodies (honouring Retry-After), a 404 story is null, and anything else
 * that is not a well-formed answer throws a StoryblokError, so no caller can cache a failure.
 * Listings walk the pages (≤ 25 per page, the API's cheapest rate tier; four at a time once the `total` header says how many),
 * all pages read at one `cv`. The `cv` an answer gives is sent with the requests of the next minute
 * (each one request, not a redirect and then the answer) and forgotten at a publish webhook. Single
 * stories come with their links' current places (resolve_links=url; withCurrentLinks). Caching is the
 * caller's business: `requestInit` adds its options to every fetch (the site passes
 * `cache: 'no-store'` and caches validated results itself); nothing here knows Next.js.
 */
import type { EngineConfig } from '../config';
import { storyPath } from '../links';
import type { ContentSource, DatasourceEntry, RawStory } from './types';

export type DeliveryRequest =
  | { kind: 'story'; slug: string }
  | { kind: 'list'; startsWith: string; page: number }
  | { kind: 'links'; page: number }
  | { kind: 'datasource'; slug: string; page: number };

export type StoryblokFailure = 'timeout' | 'network' | 'http' | 'malformed';

export class StoryblokError extends Error {
  override name = 'StoryblokError';
  constructor(
    message: string,
    readonly kind: StoryblokFailure,
    /** HTTP status of the last answer, when there was one. */
    readonly status?: number,
    /** Seconds the API asked us to wait (Retry-After), when it said. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/**
 * Whether an error is the delivery API's (after its retries). By name, not `instanceof`: Next bundles
 * this module once per server layer, so an error thrown in one fails `instanceof` of another's class.
 */
export const isStoryblokError = (error: unknown): error is StoryblokError => error instanceof Error && error.name === 'StoryblokError';

/** What happened to one call, after its retries: for availability tracking and reporting. */
export type DeliveryOutcome = { ok: true; path: string; attempts: number } | { ok: false; path: string; attempts: number; error: StoryblokError };

export interface StoryblokSourceOptions {
  /** Base URL of the content delivery API, e.g. https://api.storyblok.com/v2. */
  baseUrl: string;
  accessToken: string;
  version?: 'published' | 'draft';
  /** Added to every fetch: the caller's caching options (e.g. `{ cache: 'no-store' }`). */
  requestInit?: (request: DeliveryRequest) => RequestInit;
  /** Added to the query of every request, asked per request (a draft session's release: `{ from_release: '123' }`). */
  query?: () => Record<string, string> | Promise<Record<string, string>>;
  /** Per attempt. Default 8000 ms. */
  timeoutMs?: number;
  /** Extra attempts after a retryable failure. Default 3. */
  retries?: number;
  /** First backoff; doubled per retry, with jitter. Default 300 ms. */
  backoffMs?: number;
  /**
   * A call gives up this many ms after it began, waiting attempts and backoff included (a visitor of a
   * page no cache holds waits at most this long for one read when the API hangs). Default 15 000 ms.
   */
  deadlineMs?: number;
  /** Listing page size, at most 25 (Storyblok's cheapest rate-limit tier). Default 25. */
  perPage?: number;
  onOutcome?: (outcome: DeliveryOutcome) => void;
  /** Told when a listing stops at its page limit with stories left unread (a space past 10 000 stories). */
  onWarning?: (message: string) => void;
  /**
   * How long the space's cache version (`cv`) from an answer is sent with the next published requests.
   * Default 60 000 ms. Without one the API answers each request with a redirect to the current `cv`
   * first, and Storyblok counts both. 0 sends none.
   */
  cacheVersionMs?: number;
  now?: () => number;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  /** The site's locales and site-context slug (request options come per request from requestInit above). */
  config: Pick<EngineConfig, 'locales' | 'siteContextSlug'>;
}

export interface StoryblokSource extends ContentSource {
  /** A story by its numeric id or UUID (webhooks name stories by id), or null. */
  getStoryById(id: string | number): Promise<RawStory | null>;
  /** Every story of the space, page by page (content:check). */
  listEveryStory(onPage?: (page: number, total: number) => void): Promise<RawStory[]>;
  /** Forgets the cache version (the publish webhook): the next request asks for the current one. */
  forgetCacheVersion(): void;
  /**
   * Where every story of the space is, without its content: Storyblok's links (`cdn/links`, up to 1000
   * an answer; folders left out). A few requests where the stories' listing takes one per 25 stories.
   */
  listStoryPlaces(): Promise<StoryPlace[]>;
  /**
   * The published stories whose content type is none of `types` (`filter_query[component][not_in]`): where the links
   * listing, which does not name a story's content type, holds stories that are no pages (site settings, data stories).
   */
  listStoriesOfOtherTypes(types: readonly string[]): Promise<RawStory[]>;
}

/** A story as the links endpoint gives it: its ids and full slug. */
export interface StoryPlace {
  id: string;
  uuid: string;
  fullSlug: string;
  isStartpage: boolean;
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const RETRYABLE_STATUS = (status: number) => status === 429 || status >= 500;
const MAX_PER_PAGE = 25;
const MAX_PAGES = 400; // 10 000 stories: a runaway `total` header cannot loop forever
/** Pages of a listing read at once, once its size is known: well inside the API's rate for small pages (50 a second). */
const LIST_CONCURRENCY = 4;
const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The `total` header of a listing: a whole number, or NaN (missing, empty, negative, not a number: as if absent). */
function totalOf(res: Response): number {
  const value = res.headers.get('total')?.trim() ?? '';
  return /^\d+$/.test(value) ? Number(value) : Number.NaN;
}

/**
 * Whether a listing is at its end after a page of `size` entries (asked `perPage`), `count` distinct ones read in all,
 * of the `total` its header says (NaN: none). An empty page ends it. A short page ends it when the total is read, or
 * when there is no total: a page the API cut shorter than asked (a lower cap on `per_page`) does not, while the total
 * says more are left. A full page goes on even when the total is reached: a total that says too few would otherwise
 * drop the stories after it (an exact total costs one request more, for an empty page, when the last page is full).
 */
function listingEnds(size: number, perPage: number, count: number, total: number): boolean {
  if (size === 0) return true;
  if (size < perPage) return Number.isNaN(total) || count >= total;
  return false;
}

function retryAfter(res: Response): number | undefined {
  const value = res.headers.get('retry-after');
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, (date - Date.now()) / 1000);
}

/** The links endpoint's largest page, and how many pages are read at most (100 000 stories and folders). */
const LINKS_PER_PAGE = 1000;
const MAX_LINK_PAGES = 100;
/** How many targets of `link_uuids` are read (50 a request); links past them keep their `cached_url`. */
const MAX_LINK_UUIDS = 200;
const LINK_UUIDS_PER_READ = 50;
/** Bloks nest far less deep than this; deeper content is left as it is. */
const MAX_CONTENT_DEPTH = 64;

/** What a story link keeps of its target: the fields of a `resolve_links=url` entry. */
type LinkTarget = { uuid: string; full_slug: string; id?: unknown; name?: unknown; slug?: unknown; url?: unknown };

function linkTarget(item: Record<string, unknown>): LinkTarget {
  const { uuid, full_slug, id, name, slug, url } = item as LinkTarget;
  return { uuid, full_slug, id, name, slug, url };
}

/** Copies each known target into the story links of `node` (as `story`), in place. */
function insertLinkTargets(node: unknown, targets: ReadonlyMap<string, LinkTarget>, depth: number): void {
  if (depth > MAX_CONTENT_DEPTH || typeof node !== 'object' || node === null) return;
  if (Array.isArray(node)) {
    for (const item of node) insertLinkTargets(item, targets, depth + 1);
    return;
  }
  const o = node as Record<string, unknown>;
  // A multilink field: `id` is the target's uuid. A rich-text link mark: `attrs.uuid`.
  if (o.linktype === 'story' && typeof o.id === 'string' && targets.has(o.id)) o.story = { ...targets.get(o.id)! };
  if (o.type === 'link' && isObj(o.attrs) && o.attrs.linktype === 'story' && typeof o.attrs.uuid === 'string' && targets.has(o.attrs.uuid)) {
    o.attrs.story = { ...targets.get(o.attrs.uuid)! };
  }
  // Into every field, rich-text `attrs` too (an embedded blok's `body`); not into a target just copied.
  for (const key of Object.keys(o)) if (key !== 'story') insertLinkTargets(o[key], targets, depth + 1);
}

export function createStoryblokSource(options: StoryblokSourceOptions): StoryblokSource {
  const base = options.baseUrl.replace(/\/+$/, '');
  const version = options.version ?? 'published';
  const timeoutMs = options.timeoutMs ?? 8000;
  const retries = options.retries ?? 3;
  const backoffMs = options.backoffMs ?? 300;
  const deadlineMs = options.deadlineMs ?? 15_000;
  const perPage = Math.min(MAX_PER_PAGE, Math.max(1, options.perPage ?? MAX_PER_PAGE));
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const sleep = options.sleep ?? defaultSleep;
  const { config } = options;
  const pathOf = (slug: string) => storyPath(slug, config.locales);
  const now = options.now ?? Date.now;
  const cacheVersionMs = options.cacheVersionMs ?? 60_000;
  // The cv of the last answer to a request that named none (it followed the redirect to the current one).
  let known: { cv: string; at: number } | undefined;

  /** One GET with timeout and retries; resolves with the parsed body and the answer, null on 404. */
  async function get(path: string, params: Record<string, string>, request: DeliveryRequest, accept: (body: unknown) => boolean) {
    const url = new URL(`${base}/${path}`);
    const extra = options.query ? await options.query() : {};
    const named = 'cv' in params || 'cv' in extra;
    const cv: Record<string, string> = version === 'published' && !named && known && now() - known.at < cacheVersionMs ? { cv: known.cv } : {};
    for (const [k, v] of Object.entries({ ...extra, ...params, ...cv, version, token: options.accessToken })) url.searchParams.set(k, v);
    const started = Date.now();
    let attempt = 0;
    for (;;) {
      attempt++;
      let error: StoryblokError;
      try {
        // The last attempt gets only what is left of the deadline.
        const limitMs = Math.max(1, Math.min(timeoutMs, deadlineMs - (Date.now() - started)));
        const res = await doFetch(url, { ...options.requestInit?.(request), method: 'GET', signal: AbortSignal.timeout(limitMs) });
        if (res.status === 404) {
          options.onOutcome?.({ ok: true, path, attempts: attempt });
          return null;
        }
        if (res.ok) {
          const body: unknown = await res.json().catch(() => undefined);
          if (accept(body)) {
            const answered = (body as Record<string, unknown>).cv;
            if (version === 'published' && !named && !cv.cv && (typeof answered === 'number' || typeof answered === 'string'))
              known = { cv: String(answered), at: now() };
            options.onOutcome?.({ ok: true, path, attempts: attempt });
            return { body: body as Record<string, unknown>, res };
          }
          error = new StoryblokError(`Storyblok answered ${path} with a malformed body`, 'malformed', res.status);
        } else {
          await res.body?.cancel().catch(() => undefined);
          const hint = res.status === 401 ? ' (the access token was refused)' : '';
          error = new StoryblokError(`Storyblok answered ${path} with HTTP ${res.status}${hint}`, 'http', res.status, retryAfter(res));
          if (!RETRYABLE_STATUS(res.status)) {
            options.onOutcome?.({ ok: false, path, attempts: attempt, error });
            throw error;
          }
        }
      } catch (e) {
        if (e instanceof StoryblokError && e.kind === 'http' && !RETRYABLE_STATUS(e.status ?? 0)) throw e;
        if (e instanceof StoryblokError) error = e;
        else if (e instanceof Error && (e.name === 'TimeoutError' || e.name === 'AbortError')) {
          error = new StoryblokError(
            `Storyblok did not answer ${path} in time (${Date.now() - started} ms, ${attempt} attempt${attempt === 1 ? '' : 's'})`,
            'timeout',
          );
        } else {
          error = new StoryblokError(`Storyblok could not be reached for ${path}: ${e instanceof Error ? e.message : String(e)}`, 'network');
        }
      }
      // Backoff doubles per attempt, with jitter so parallel renders do not retry in step; the API's
      // own Retry-After wins when it asks for longer.
      const wait = Math.max(backoffMs * 2 ** (attempt - 1) * (0.75 + Math.random() * 0.5), (error.retryAfterSeconds ?? 0) * 1000);
      // No attempt starts without a fair share of its time left (a quarter of one, at least 250 ms).
      if (attempt > retries || Date.now() - started + wait > deadlineMs - Math.max(250, timeoutMs / 4)) {
        options.onOutcome?.({ ok: false, path, attempts: attempt, error });
        throw error;
      }
      await sleep(wait);
    }
  }

  const hasStory = (body: unknown) => isObj(body) && isObj(body.story);
  const hasStories = (body: unknown) => isObj(body) && Array.isArray(body.stories);

  /**
   * The story of a single-story answer, its story links given their targets' current slugs. A story
   * link's `cached_url` is the target's slug when the linking story was last published: a target moved
   * or renamed since keeps its old address there until every story linking to it is published again.
   * The answer's `links` (asked with `resolve_links=url`) hold each target's current slug; past the
   * API's limit it names the rest in `link_uuids`, read here 50 at a time, as Storyblok's JS client
   * does. Each is copied into its link as `story` (multilinks and rich-text link marks alike), the form
   * that client gives and the engine prefers to `cached_url`. A target the API does not return (not
   * published) or a failed extra read leaves the link as it was.
   */
  async function withCurrentLinks(body: Record<string, unknown>): Promise<RawStory> {
    const story = body.story as RawStory;
    const targets = new Map<string, LinkTarget>();
    const add = (list: unknown) => {
      if (Array.isArray(list))
        for (const item of list)
          if (isObj(item) && typeof item.uuid === 'string' && typeof item.full_slug === 'string') targets.set(item.uuid, linkTarget(item));
    };
    add(body.links);
    const rest = Array.isArray(body.link_uuids)
      ? body.link_uuids.filter((u): u is string => typeof u === 'string' && /^[0-9a-f-]{1,64}$/i.test(u) && !targets.has(u))
      : [];
    for (let i = 0; i < Math.min(rest.length, MAX_LINK_UUIDS); i += LINK_UUIDS_PER_READ) {
      const uuids = rest.slice(i, i + LINK_UUIDS_PER_READ);
      const request: DeliveryRequest = { kind: 'list', startsWith: '', page: 1 };
      const answer = await get('cdn/stories', { by_uuids: uuids.join(','), per_page: String(LINK_UUIDS_PER_READ) }, request, hasStories).catch(() => null);
      add(answer?.body.stories);
    }
    if (targets.size > 0) insertLinkTargets(story.content, targets, 0);
    return story;
  }

  async function one(slug: string): Promise<RawStory | null> {
    const answer = await get(`cdn/stories/${slug.split('/').map(encodeURIComponent).join('/')}`, { resolve_links: 'url' }, { kind: 'story', slug }, hasStory);
    return answer ? withCurrentLinks(answer.body) : null;
  }

  /**
   * Every page of a listing, at the cv of the first page so the pages agree with each other. Once a page has
   * said how many stories there are (the `total` header), the pages after it are read LIST_CONCURRENCY at a
   * time (300 articles: 4 rounds of requests instead of 12, on every page that lists articles, and on every
   * pause of an editor's typing); without the header, one after another until a short page.
   */
  async function list(params: Record<string, string>, onPage?: (page: number, total: number) => void): Promise<RawStory[]> {
    const stories: RawStory[] = [];
    // A story a page repeats (content that moved between two pages' reads) is read once.
    const keys = new Set<string>();
    let repeated = 0;
    let cv: string | undefined;
    let total = Number.NaN;
    const what = `Storyblok listing${params.starts_with ? ` of ${params.starts_with}` : ''}`;
    const done = () => {
      if (repeated > 0) options.onWarning?.(`${what} repeated ${repeated} stories across its pages: each is read once`);
      if (stories.length < total) options.onWarning?.(`${what} ended at ${stories.length} stories of the ${total} its total header said`);
      return stories;
    };
    const read = (page: number) =>
      get(
        'cdn/stories',
        { ...params, per_page: String(perPage), page: String(page), ...(cv ? { cv } : {}) },
        { kind: 'list', startsWith: params.starts_with ?? '', page },
        hasStories,
      );
    for (let page = 1; page <= MAX_PAGES;) {
      const last = Number.isFinite(total) ? Math.min(MAX_PAGES, Math.ceil(total / perPage), page + LIST_CONCURRENCY - 1) : page;
      const pages = Array.from({ length: Math.max(1, last - page + 1) }, (_, i) => page + i);
      const answers = await Promise.all(pages.map(read));
      for (const [i, answer] of answers.entries()) {
        if (!answer) return done();
        const batch = (answer.body.stories as unknown[]).filter(isObj);
        for (const story of batch) {
          const key = String(story.full_slug ?? story.uuid ?? story.id ?? ''); // a full slug is a space's one story
          if (key !== '' && keys.has(key)) repeated++;
          else {
            keys.add(key);
            stories.push(story);
          }
        }
        if (cv === undefined && (typeof answer.body.cv === 'number' || typeof answer.body.cv === 'string')) cv = String(answer.body.cv);
        // No `total` header (a proxy dropped it, or it is no number): go on until a short page, not stop after the first.
        const header = totalOf(answer.res);
        if (!Number.isNaN(header)) total = header;
        onPage?.(pages[i]!, Number.isNaN(total) ? stories.length : total);
        if (listingEnds(batch.length, perPage, stories.length, total)) return done();
      }
      page += pages.length;
    }
    options.onWarning?.(`${what} stopped at ${MAX_PAGES} pages (${stories.length} stories): the stories after them are not read`);
    return stories;
  }

  /** A datasource's entries (`cdn/datasource_entries`, 1000 an answer); none when the space has no such datasource (404). */
  async function listDatasourceEntries(slug: string): Promise<DatasourceEntry[]> {
    const entries: DatasourceEntry[] = [];
    for (let page = 1; page <= MAX_LINK_PAGES; page++) {
      const query = { datasource: slug, per_page: String(LINKS_PER_PAGE), page: String(page) };
      const answer = await get(
        'cdn/datasource_entries',
        query,
        { kind: 'datasource', slug, page },
        (body) => isObj(body) && Array.isArray(body.datasource_entries),
      );
      if (!answer) return entries;
      const batch = (answer.body.datasource_entries as unknown[]).filter(isObj);
      for (const e of batch) entries.push({ name: typeof e.name === 'string' ? e.name : '', value: typeof e.value === 'string' ? e.value : '' });
      if (listingEnds(batch.length, LINKS_PER_PAGE, entries.length, totalOf(answer.res))) return entries;
    }
    return entries;
  }

  async function listStoryPlaces(): Promise<StoryPlace[]> {
    const places: StoryPlace[] = [];
    const uuids = new Set<string>();
    let cv: string | undefined;
    let seen = 0;
    for (let page = 1; page <= MAX_LINK_PAGES; page++) {
      const query = { paginated: '1', per_page: String(LINKS_PER_PAGE), page: String(page), ...(cv ? { cv } : {}) };
      const answer = await get('cdn/links', query, { kind: 'links', page }, (body) => isObj(body) && isObj(body.links));
      if (!answer) return places;
      const batch = Object.values(answer.body.links as Record<string, unknown>).filter(isObj);
      for (const link of batch) {
        // An entry a page repeats is counted once.
        if (typeof link.uuid === 'string') {
          if (uuids.has(link.uuid)) continue;
          uuids.add(link.uuid);
        }
        seen++;
        if (link.is_folder === true || typeof link.slug !== 'string' || typeof link.uuid !== 'string') continue;
        places.push({ id: String(link.id), uuid: link.uuid, fullSlug: link.slug, isStartpage: link.is_startpage === true });
      }
      if (typeof answer.body.cv === 'number' || typeof answer.body.cv === 'string') cv = String(answer.body.cv);
      const total = totalOf(answer.res);
      if (listingEnds(batch.length, LINKS_PER_PAGE, seen, total)) {
        if (seen < total) options.onWarning?.(`Storyblok's links listing ended at ${seen} entries of the ${total} its total header said`);
        return places;
      }
    }
    options.onWarning?.(
      `Storyblok's links listing stopped at ${MAX_LINK_PAGES} pages (${seen} entries): the stories after them are missing from the page index`,
    );
    return places;
  }

  return {
    name: 'storyblok',
    listStoryPlaces,
    listDatasourceEntries,
    forgetCacheVersion: () => void (known = undefined),
    // The start page: a story named index in the locale folder, or the folder's own start page (full slug "sv/").
    getStory: async (path, locale) => (pathOf(path) ? one(`${locale}/${pathOf(path)}`) : ((await one(`${locale}/index`)) ?? one(`${locale}/`))),
    async listStories(locale, opts = {}) {
      const folder = opts.startsWith ? `${locale}/${pathOf(opts.startsWith)}` : `${locale}/`;
      return list({ starts_with: folder, ...(opts.contentType ? { content_type: opts.contentType } : {}) });
    },
    getSiteContext: (locale) => one(`${locale}/${config.siteContextSlug}`),
    async getStoryById(id) {
      const value = String(id);
      if (!/^[0-9a-f-]{1,64}$/i.test(value)) return null;
      const params: Record<string, string> = /^\d+$/.test(value) ? { resolve_links: 'url' } : { find_by: 'uuid', resolve_links: 'url' };
      const answer = await get(`cdn/stories/${value}`, params, { kind: 'story', slug: value }, hasStory);
      return answer ? withCurrentLinks(answer.body) : null;
    },
    listStoriesOfOtherTypes: (types) => list({ 'filter_query[component][not_in]': types.join(',') }),
    // A story link's `cached_url` may be where its target was (withCurrentLinks): the listing of every story holds every
    // target the API would name, so each link is given its target's current place from the listing itself.
    listEveryStory: async (onPage) => {
      const stories = await list({}, onPage);
      const targets = new Map<string, LinkTarget>();
      for (const story of stories) if (typeof story.uuid === 'string' && typeof story.full_slug === 'string') targets.set(story.uuid, linkTarget(story));
      for (const story of stories) insertLinkTargets(story.content, targets, 0);
      return stories;
    },
  };
}
