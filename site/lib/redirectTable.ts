/**
 * The editors' redirects as a table (lib/redirects.ts keeps it for the proxy; content:check reports what it leaves
 * out): pure, so the check script reads it without the server's modules.
 */
import { isLocale } from '~/contracts/locales';
import type { DatasourceEntry } from '~/engine';

/** The datasource's slug in the space (and the embedded file's name). */
export const REDIRECTS_DATASOURCE = 'redirects';

/** Links followed from one old address before a chain counts as a loop. */
const MAX_HOPS = 10;

export interface RedirectTable {
  /** Old address (redirectKey) → where it leads: a path of this site (with any query or fragment written) or a URL. */
  targets: Map<string, string>;
  /** Entries left out, each said as an editor can act on it. */
  problems: string[];
}

/**
 * How an old address is matched: its path decoded, in lower case, without a trailing slash, the query and fragment left
 * out; undefined for an address under no locale (the site has no page there). A whole URL is read for its path.
 */
export function redirectKey(address: string): string | undefined {
  let path = address.trim();
  if (/^https?:\/\//i.test(path)) {
    try {
      path = new URL(path).pathname;
    } catch {
      return undefined;
    }
  }
  path = path.replace(/[?#].*$/, '');
  if (!path.startsWith('/')) path = `/${path}`;
  try {
    path = decodeURIComponent(path);
  } catch {
    return undefined;
  }
  path = path.toLowerCase().replace(/\/+$/, '');
  const [, locale = ''] = path.split('/');
  return isLocale(locale) && !path.includes('//') ? path : undefined;
}

/** Where an entry leads, as the Location header says it: a path of this site, or an http(s) URL; undefined if neither. */
function targetOf(value: string): string | undefined {
  const written = value.trim();
  if (/^https?:\/\//i.test(written)) {
    try {
      return new URL(written).href;
    } catch {
      return undefined;
    }
  }
  // A path of this site: `/sv/ny-sida` or `sv/ny-sida`; never `//host` (another site, without saying so) or `javascript:`.
  const path = written.startsWith('/') ? written : `/${written}`;
  if (path.startsWith('//') || /^\/[a-z][a-z0-9+.-]*:/i.test(path) || /\s/.test(path)) return undefined;
  const url = new URL(path, 'http://site.invalid');
  // Dot segments are resolved here (`/.//evil.example`, `/sv/..//evil.example`): what is left must not begin with `//`
  // either, as the browser would read the Location as another host.
  if (url.pathname === '/' || url.pathname.startsWith('//')) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The table of a datasource's entries: each old address once, each chain to its end, what cannot be used said. */
export function parseRedirects(entries: readonly DatasourceEntry[]): RedirectTable {
  const problems: string[] = [];
  const direct = new Map<string, string>();
  for (const { name, value } of entries) {
    const said = `"${name}" → "${value}"`;
    const from = redirectKey(name);
    if (from === undefined) {
      problems.push(`${said}: the old address must be one of this site's, under /sv/ or /en/ (e.g. /sv/gammal-sida)`);
      continue;
    }
    const to = targetOf(value);
    if (to === undefined) {
      problems.push(`${said}: the new address must be a path of this site (e.g. /sv/ny-sida) or a whole https:// address`);
      continue;
    }
    if (direct.has(from)) {
      problems.push(`${said}: ${from} is listed before, to "${direct.get(from)!}"; the first entry is used`);
      continue;
    }
    if (to.startsWith('/') && redirectKey(to) === from) {
      problems.push(`${said}: it leads to itself`);
      continue;
    }
    direct.set(from, to);
  }
  const targets = new Map<string, string>();
  for (const [from, first] of direct) {
    let to = first;
    let hops = 0;
    for (let next = to.startsWith('/') ? direct.get(redirectKey(to) ?? '') : undefined; next !== undefined && hops < MAX_HOPS; hops++) {
      to = next;
      next = to.startsWith('/') ? direct.get(redirectKey(to) ?? '') : undefined;
    }
    if (hops >= MAX_HOPS || (to.startsWith('/') && redirectKey(to) === from)) {
      problems.push(`"${from}": its redirects lead round in a loop; none of them is used until one ends at a page`);
      continue;
    }
    targets.set(from, to);
  }
  return { targets, problems };
}
