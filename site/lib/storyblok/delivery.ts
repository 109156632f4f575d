/**
 * The site's Storyblok delivery: the engine's source configured from the environment, with Next's
 * data cache around validated results (never around a raw fetch, so a failed or malformed answer
 * is never cached), tags per story, site context and listing for webhook revalidation, outage
 * tracking for the proxy, and failures reported (Sentry when configured, a server log line always).
 */
import { unstable_cache } from 'next/cache';
import { storyPath } from '~/blocks/_lib/paths';
import type { ContentSource, RawStory } from '~/engine';
import { createStoryblokSource, type DeliveryOutcome, type StoryblokSource, type StoryblokSourceOptions } from '~/engine/sources/storyblok';
import { getEngine } from '../../config/engine';
import { getEnv, type SiteEnv } from '../../config/env';
import { apiBaseUrl } from '../../config/storyblok';
import { outagePicker, outageRetryAfter, recordOutcome } from './availability';
import { createFailureLog } from '../failureLog';
import { LastGood, readWithFallback, RETRY_SECONDS } from './lastGood';
import { releaseQuery } from './release';
import { rememberStories } from './slugMap';
import { listTag, siteTag, storyTag, TAG_ALL } from './tags';

/** SPEC §7: content is revalidated every hour (and at once by the publish webhook). */
export const REVALIDATE_SECONDS = 3600;

/** Failed calls, logged once a minute per call (the same path and failure) with a count: an outage repeats them all. */
const failed = createFailureLog();

function report(outcome: DeliveryOutcome, version: 'published' | 'draft'): void {
  // What visitors get depends on the published content only: a draft call (the editor's preview
  // token) neither starts nor ends an outage.
  if (version === 'published') recordOutcome(outcome);
  if (outcome.ok) return;
  const message = `[storyblok] ${outcome.error.message} (gave up after ${outcome.attempts} attempt${outcome.attempts === 1 ? '' : 's'})`;
  // Counted, not logged (nor sent to Sentry) within a minute of the same call's last line.
  if (!failed(`${version}:${outcome.error.kind}:${outcome.error.status ?? ''}:${outcome.path}`, message)) return;
  if (!getEnv().sentryDsn) return;
  void import('@sentry/nextjs').then((Sentry) =>
    Sentry.withScope((scope) => {
      scope.setTags({ storyblok: outcome.error.kind, status: String(outcome.error.status ?? '') });
      Sentry.captureException(outcome.error, { extra: { message, path: outcome.path } });
    }),
  );
}

function rawSource(env: SiteEnv, version: 'published' | 'draft', tuning: Partial<StoryblokSourceOptions> = {}): StoryblokSource | undefined {
  const accessToken = version === 'draft' ? env.storyblokPreviewToken : env.storyblokToken;
  if (!accessToken) return undefined;
  return createStoryblokSource({
    baseUrl: apiBaseUrl(env.storyblokRegion, env.storyblokApiUrl),
    accessToken,
    version,
    // Next's fetch cache would store any 200 body; results are cached below, once validated.
    requestInit: () => ({ cache: 'no-store' }),
    // A draft session may look at a release (Storyblok's Releases app): its id rides on every draft request.
    ...(version === 'draft' ? { query: releaseQuery } : {}),
    onOutcome: (outcome) => report(outcome, version),
    onWarning: (message) => console.warn(`[storyblok] ${message}`),
    config: getEngine().config,
    ...tuning,
  });
}

const fallbackDeps = {
  store: new LastGood(),
  outage: () => outageRetryAfter() !== undefined,
  // Next renders a page again after the shortest lifetime any of its cached reads asked for.
  retrySoon: () => unstable_cache(async () => true, ['storyblok', 'retry-soon'], { revalidate: RETRY_SECONDS })().then(() => undefined),
  warn: (message: string) => console.warn(message),
};

/** While an outage is on record, one read in this many ms still goes to the full source (availability.ts). */
const FULL_READ_INTERVAL_MS = 30_000;

/**
 * The published source with Next's data cache around each validated result; while an outage is on
 * record, most reads make one short attempt (`quick`; outagePicker in availability.ts).
 */
function cached(full: StoryblokSource, quick: StoryblokSource): ContentSource {
  const source = outagePicker(full, quick, FULL_READ_INTERVAL_MS);
  const keep = <T extends RawStory | RawStory[] | null>(value: T): T => {
    rememberStories(value === null ? [] : Array.isArray(value) ? value : [value]);
    return value;
  };
  // Every result is remembered as read, from the API or from the cache: after a restart the cache
  // still holds what the pages were built from, and the webhook needs the places it names. A read
  // that fails falls back on its last good result (lastGood.ts).
  const cache = async <T extends RawStory | RawStory[] | null>(fn: () => Promise<T>, key: string[], tags: string[]) =>
    keep(
      await readWithFallback(
        key.join('\u0000'),
        key.filter(Boolean).join(' '),
        fn,
        (fetch) => unstable_cache(fetch, ['storyblok', ...key], { tags: [TAG_ALL, ...tags], revalidate: REVALIDATE_SECONDS })(),
        fallbackDeps,
      ),
    );
  return {
    name: full.name,
    getStory: (path, locale) => cache(() => source().getStory(path, locale), ['story', locale, storyPath(path)], [storyTag(locale, path)]),
    listStories: (locale, options = {}) =>
      cache(
        () => source().listStories(locale, options),
        ['list', locale, storyPath(options.startsWith ?? ''), options.contentType ?? ''],
        [listTag(locale, options.contentType)],
      ),
    getSiteContext: (locale) => cache(() => source().getSiteContext(locale), ['site', locale], [siteTag(locale)]),
    // Read by the proxy only, which has no data cache (lib/redirects.ts keeps the answer itself).
    listDatasourceEntries: (slug) => full.listDatasourceEntries(slug),
  };
}

const KEY = Symbol.for('flodvik.storyblok.sources');
type Sources = { published?: ContentSource; rawPublished?: StoryblokSource; draft?: StoryblokSource; probe?: StoryblokSource };

function sources(): Sources {
  const g = globalThis as typeof globalThis & { [KEY]?: Sources };
  if (!g[KEY]) {
    const env = getEnv();
    const rawPublished = rawSource(env, 'published');
    // One short attempt: whether the API answers now (the webhook), and reads while an outage is on record.
    const probe = rawSource(env, 'published', { retries: 0, timeoutMs: 3000 });
    g[KEY] = {
      rawPublished,
      published: rawPublished && probe && cached(rawPublished, probe),
      draft: rawSource(env, 'draft'),
      probe,
    };
  }
  return g[KEY];
}

/** Published content of the space (cached, tagged), or undefined without STORYBLOK_TOKEN. */
export const publishedSource = (): ContentSource | undefined => sources().published;
/** Draft content (preview token, never cached), or undefined without STORYBLOK_PREVIEW_TOKEN. */
export const draftSource = (): StoryblokSource | undefined => sources().draft;
/** The published source without the data cache, for lookups that must be current (webhooks). */
export const uncachedPublishedSource = (): StoryblokSource | undefined => sources().rawPublished;

/** Content changed (a publish): every published read from now on asks for the space's current cache version. */
export function forgetCacheVersions(): void {
  const { rawPublished, probe } = sources();
  rawPublished?.forgetCacheVersion();
  probe?.forgetCacheVersion();
}

/** Whether the delivery API answers now (one quick request, no retries): any answer, even a 404, counts. */
export async function deliveryAnswers(): Promise<boolean> {
  const probe = sources().probe;
  if (!probe) return false;
  try {
    await probe.getStory('', 'sv');
    return true;
  } catch {
    return false;
  }
}
