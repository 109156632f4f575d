/**
 * Redirects editors keep in the space: a page renamed or moved in Storyblok is a 404 at its old address (search results,
 * links others made, printed material), and Storyblok keeps no old slugs. Editors list them in a datasource of the slug
 * `redirects` (Content → Datasources), one entry per old address: its name the old address (`/sv/gammal-sida`, or the
 * whole old URL pasted), its value the new one (`/sv/ny-sida`, or a whole URL elsewhere). The embedded content keeps its
 * own in site/content/datasources/redirects.json, in the delivery API's format.
 *
 * The proxy asks here only for an address that is no page (lib/pageIndex.ts), so a redirect never hides a page: a page
 * published at an old address takes it back. The answer is a 308 (permanent: search engines move the old address's
 * standing to the new one), `no-store` like the proxy's other redirects, so a changed entry holds at once. A chain
 * (a → b, b → c) is followed to its end in one hop; an entry that cannot be used (not under a locale, a loop, a target
 * that is no address) is left out and said: in the server's log when the list is read, and by `npm run content:check`.
 *
 * The list is read like the page index: once for the embedded content, and from Storyblok again when it is older than
 * STORYBLOK_INDEX_MS, or at once after the webhook says the datasource changed (`datasource_slug: "redirects"`).
 */
import type { DatasourceEntry } from '~/engine';
import { getSource } from './content';
import { createFailureLog } from './failureLog';
import { STORYBLOK_INDEX_MS } from './pageIndex';
import { parseRedirects, REDIRECTS_DATASOURCE, redirectKey, type RedirectTable } from './redirectTable';
import { uncachedPublishedSource } from './storyblok/delivery';

export { REDIRECTS_DATASOURCE };

/** How long a lookup waits for the list (the first, or a new one after the webhook) before the address is the 404 it was. */
const FIRST_WAIT_MS = 2000;
/** After a failed read, the next waits this long. */
const RETRY_MS = 10_000;

interface State {
  table?: RedirectTable;
  loadedAt: number;
  retryAt: number;
  loading?: Promise<void>;
  /** Bumped by invalidateRedirects(): a read begun before does not count as current. */
  generation: number;
}

const KEY = Symbol.for('flodvik.redirects');
const failed = createFailureLog((line) => console.error(line));

function state(): State {
  const g = globalThis as typeof globalThis & { [KEY]?: State };
  g[KEY] ??= { loadedAt: Number.NEGATIVE_INFINITY, retryAt: Number.NEGATIVE_INFINITY, generation: 0 };
  return g[KEY];
}

/** How long a read list is current (a clock that only goes forward): for ever for the embedded content of a production server. */
function freshFor(): number {
  if (uncachedPublishedSource()) return STORYBLOK_INDEX_MS;
  return process.env.NODE_ENV === 'development' ? 1000 : Number.POSITIVE_INFINITY;
}

/** The datasource's entries from the space (read past Next's data cache, as the page index is) or the embedded file. */
// Async, so a source that cannot be made fails the read (logged), never the proxy's request that asked for it.
const readEntries = async (): Promise<DatasourceEntry[]> => (uncachedPublishedSource() ?? getSource()).listDatasourceEntries(REDIRECTS_DATASOURCE);

function load(s: State, read: () => Promise<DatasourceEntry[]>): Promise<void> {
  if (s.loading) return s.loading;
  const generation = s.generation;
  const loading = read()
    .then((entries) => {
      const table = parseRedirects(entries);
      s.table = table;
      s.loadedAt = generation === s.generation ? performance.now() : Number.NEGATIVE_INFINITY;
      if (table.problems.length > 0)
        console.warn(
          `[redirects] ${table.problems.length} of the ${entries.length} entries of the "${REDIRECTS_DATASOURCE}" datasource are not used: ${table.problems.slice(0, 10).join('; ')}`,
        );
    })
    .catch((error: unknown) => {
      // The last list stays in use (or none: old addresses are 404s, as without redirects).
      failed('read', `[redirects] the "${REDIRECTS_DATASOURCE}" datasource could not be read: ${error instanceof Error ? error.message : String(error)}`);
      s.retryAt = performance.now() + RETRY_MS;
    })
    .finally(() => {
      if (s.loading === loading) s.loading = undefined;
    });
  s.loading = loading;
  return loading;
}

/**
 * Where an address that is no page leads, by the editors' redirects: the path or URL to send it to, or undefined. At once
 * while the list is current (read again behind the answer when merely old); when none is (the first request, or the
 * first after the webhook), a promise that waits for it at most FIRST_WAIT_MS.
 */
export function redirectFor(pathname: string, read: () => Promise<DatasourceEntry[]> = readEntries): string | undefined | Promise<string | undefined> {
  const key = redirectKey(pathname);
  if (key === undefined) return undefined;
  const s = state();
  const now = performance.now();
  const answer = () => s.table?.targets.get(key);
  if (now - s.loadedAt < freshFor() || now < s.retryAt) return answer();
  const loading = load(s, read);
  if (s.table && s.loadedAt !== Number.NEGATIVE_INFINITY) return answer();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, FIRST_WAIT_MS);
    timer.unref?.();
  });
  return Promise.race([loading, waited])
    .finally(() => clearTimeout(timer))
    .then(answer);
}

/**
 * Reads the list when it is not current, without waiting for it: the proxy keeps it loaded so a page's render can ask
 * it as it is (listedRedirect), also on a server that has not yet been asked for an address that is no page.
 */
export function keepRedirectsRead(read: () => Promise<DatasourceEntry[]> = readEntries): void {
  const s = state();
  const now = performance.now();
  if (now - s.loadedAt < freshFor() || now < s.retryAt) return;
  void load(s, read);
}

/**
 * Where the editors' redirects send an address by the list as this server has it now, never reading it (for a page's
 * render, as isListedPage): `{ to }` (undefined: no entry), or undefined when no list is loaded.
 */
export function listedRedirect(pathname: string): { to: string | undefined } | undefined {
  const table = state().table;
  if (!table) return undefined;
  const key = redirectKey(pathname);
  return { to: key === undefined ? undefined : table.targets.get(key) };
}

/** The datasource changed (the webhook): the next lookup reads it again, and waits for it. */
export function invalidateRedirects(): void {
  const s = state();
  s.generation += 1;
  s.loadedAt = Number.NEGATIVE_INFINITY;
  s.retryAt = Number.NEGATIVE_INFINITY;
}

/** For tests: forget everything. */
export function resetRedirects(): void {
  const g = globalThis as typeof globalThis & { [KEY]?: State };
  delete g[KEY];
}
