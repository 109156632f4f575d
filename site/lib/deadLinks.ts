/**
 * Links of a page that lead a visitor to the 404 page: a story link whose story was unpublished or deleted since (its
 * `cached_url` is all the page has left), or a path typed in a link field that no story makes. The page still shows
 * the link (the story may be published again, and the page is kept for its hour); the server log says so in
 * production, and the editor sees a warning in the preview's diagnostics (site/lib/pages.tsx).
 */
import { otherLocalePage } from '~/blocks/_lib/paths';
import type { Diagnostic } from '~/engine';
import { isPage } from './pageIndex';
import { redirectFor } from './redirects';

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

/** The address a visitor's browser asks for when following an internal href (no query, fragment or trailing slash). */
function requested(href: string): string | undefined {
  if (!href.startsWith('/') || href.startsWith('//')) return undefined;
  return href.replace(/[?#].*$/, '').replace(/(.)\/+$/, '$1');
}

/**
 * Whether a visitor asking for the address gets a page: it is one, the same path in another language is one (the
 * proxy sends it there), or the editors' redirects send it on. Undefined when that is not known (no page index yet, an
 * address outside the pages' route).
 */
export async function reachable(
  address: string,
  check: typeof isPage = isPage,
  redirected: (address: string) => string | undefined | Promise<string | undefined> = redirectFor,
): Promise<boolean | undefined> {
  const page = await check(address);
  if (page !== false) return page;
  const known = (path: string) => check(path) === true;
  if (otherLocalePage(address, known) !== undefined) return true;
  return (await Promise.resolve(redirected(address)).catch(() => undefined)) !== undefined ? true : false;
}

/** One warning per address a page's internal links lead to that gives a visitor the 404 page. */
export async function deadLinkDiagnostics(content: unknown, isReachable: (address: string) => Promise<boolean | undefined> = reachable): Promise<Diagnostic[]> {
  const links: Array<{ address: string; pointer: string; owner: Owner }> = [];
  const seen = new Set<string>();
  walkInternalLinks(content, '/content', (href, pointer, owner) => {
    const address = requested(href);
    if (address === undefined || seen.has(address)) return;
    seen.add(address);
    links.push({ address, pointer, owner });
  });
  const answers = await Promise.all(links.map((link) => isReachable(link.address).catch(() => undefined)));
  return links
    .filter((_, i) => answers[i] === false)
    .map(({ address, pointer, owner }) => ({
      severity: 'warning' as const,
      ...owner,
      pointer,
      message: `leads to "${address}", which is no published page of the site: a visitor gets the 404 page (was its story unpublished, deleted or moved?)`,
    }));
}
