/**
 * Links of a page that lead a visitor to the 404 page: a story link whose story was unpublished or deleted since (its
 * `cached_url` is all the page has left), or a path typed in a link field that no story makes. The page still shows
 * the link (the story may be published again, and the page is kept for its hour); the server log says so in
 * production, and the editor sees a warning in the preview's diagnostics (site/lib/pages.tsx).
 *
 * Answered from the page index and the editors' redirects as this server has them (the proxy reads them on the
 * requests it sees), never by reading them: a read past Next's cache in a page's render would make the page dynamic.
 * So a build, which no request precedes, checks nothing (`npm run content:check` does), and a story published without
 * the webhook counts as no page until the index is read again (10 minutes at most).
 */
import { hrefAddress, lowerCaseSpelling, otherLocalePage } from '~/blocks/_lib/paths';
import type { Diagnostic } from '~/engine';
import { isListedPage } from './pageIndex';
import { listedRedirect } from './redirects';

type Owner = Pick<Diagnostic, 'component' | 'uid'>;

/** Calls `visit` with every internal link's href in a resolved tree, where it is, and the blok it belongs to. */
export function walkInternalLinks(
  node: unknown,
  pointer: string,
  visit: (href: string, pointer: string, owner: Owner) => void,
  owner: Owner = { component: '(story)', uid: '' },
  depth = 0,
): void {
  if (depth > 200 || typeof node !== 'object' || node === null) return;
  const record = node as Record<string, unknown>;
  if (record.kind === 'internal' && typeof record.href === 'string') {
    visit(record.href, pointer, owner);
    return;
  }
  const own = typeof record.component === 'string' && typeof record._uid === 'string' ? { component: record.component, uid: record._uid } : owner;
  for (const [key, value] of Object.entries(record)) walkInternalLinks(value, `${pointer}/${key}`, visit, own, depth + 1);
}

export interface Lookups {
  /** Whether an address is a page (site/lib/pageIndex.ts isListedPage); undefined when that is not known. */
  isPage: (address: string) => boolean | undefined;
  /** Where the editors' redirects send it (site/lib/redirects.ts listedRedirect); undefined when that is not known. */
  redirect: (address: string) => { to: string | undefined } | undefined;
}

const LISTED: Lookups = { isPage: isListedPage, redirect: listedRedirect };

/**
 * Whether a visitor asking for the address gets a page, as site/proxy.ts sends it on: it is one, or its lower-case
 * spelling is, or it names a folder's start page by its slug (`/sv/blogg/index`), or the same path in the other language
 * is one, or the editors' redirects send it on. Undefined when that is not known (no index or redirects loaded, an
 * address outside the pages' route).
 */
export function reachable(address: string, { isPage, redirect }: Lookups = LISTED): boolean | undefined {
  const page = isPage(address);
  if (page !== false) return page;
  const known = (path: string) => isPage(path) === true;
  const lower = lowerCaseSpelling(address);
  const indexless = /\/index$/i.test(address) ? address.replace(/\/index$/i, '') : undefined;
  const spellings = [lower, indexless, indexless && lowerCaseSpelling(indexless)].filter((p): p is string => p !== undefined && p !== '' && p !== address);
  // The other language's page as the proxy finds it: for the address as written or in lower case (not by a start page's slug).
  const written = [address, lower].filter((p): p is string => p !== undefined);
  if (spellings.some(known) || written.some((p) => otherLocalePage(p, known) !== undefined)) return true;
  const redirected = redirect(address);
  return redirected === undefined ? undefined : redirected.to !== undefined;
}

/**
 * One warning per address a tree's internal links lead to that gives a visitor the 404 page. `where` says whose links
 * they are when not the page's own (the site settings: navigation, footer).
 */
export function deadLinkDiagnostics(content: unknown, lookups: Lookups = LISTED, where = ''): Diagnostic[] {
  const dead: Diagnostic[] = [];
  const seen = new Set<string>();
  walkInternalLinks(content, '/content', (href, pointer, owner) => {
    const address = hrefAddress(href);
    if (address === undefined || seen.has(address)) return;
    seen.add(address);
    if (reachable(address, lookups) !== false) return;
    dead.push({
      severity: 'warning',
      ...owner,
      pointer,
      message: `${where}leads to "${address}", which is no published page of the site: a visitor gets the 404 page (was its story unpublished, deleted or moved?)`,
    });
  });
  return dead;
}

/** When each warning was last logged (performance.now(): a clock set back stops nothing), by where and address. */
const logged = new Map<string, number>();
const LOG_EVERY_MS = 60 * 60_000;
const MAX_REMEMBERED = 2000;

/** Logs each warning about `where` (a page's address, or a locale's site settings) at most once an hour. */
export function logDeadLinks(where: string, dead: readonly Diagnostic[], format: (d: Diagnostic) => string, now = performance.now()): void {
  for (const diagnostic of dead) {
    const key = `${where}\u0000${diagnostic.message}`;
    if (now - (logged.get(key) ?? Number.NEGATIVE_INFINITY) < LOG_EVERY_MS) continue;
    if (logged.size >= MAX_REMEMBERED) logged.clear();
    logged.set(key, now);
    console.warn(`[content] ${where}: ${format(diagnostic)}`);
  }
}
