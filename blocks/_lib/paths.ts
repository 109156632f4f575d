/** The engine's page paths with the site's locales (contracts/locales.ts), for blocks and the site alike. */
import { LOCALES, type Locale } from '~/contracts/locales';
import { localePath as engineLocalePath, storyPath as engineStoryPath } from '~/engine/links';

/** "sv/blogg/" → "blogg", "index" → "", "en/index" → "". */
export const storyPath = (fullSlug: string): string => engineStoryPath(fullSlug, LOCALES);

/** The URL path of a page in a locale: "/sv/blogg" ("/sv" for the start page). */
export const localePath = (locale: Locale, path: string): string => engineLocalePath(locale, path, LOCALES);

/**
 * Absolute URL of a page: the site's URL (a trailing slash dropped) + /<locale>/<path>, percent-encoded with the URL
 * parser's own rules (`/sv/l%C3%A5n`, never `/sv/lån`; a path's `&` stays), as a link's href and the canonical are:
 * the canonical, the sitemap, hreflang and structured data name a page in one spelling. `?`, `#` and `%` are encoded
 * first, since the parser would read them as something else than the path's.
 */
export function absolutePageUrl(siteUrl: string, locale: Locale, path: string): string {
  const written = localePath(locale, path).replace(/[?#%]/g, encodeURIComponent);
  return `${siteUrl.replace(/\/+$/, '')}${new URL(written, 'http://localhost').pathname}`;
}

/**
 * Whether an href is the page being shown (`aria-current="page"` in the navigation): its path, without
 * query, fragment or a trailing slash, equals the current page's.
 */
export function isCurrentPage(href: string, locale: Locale, path: string): boolean {
  return hrefPagePath(href) === localePath(locale, path);
}

/**
 * The page address a root-relative href of this site leads to, spelt as page paths are (`localePath`): without query,
 * fragment or a trailing slash, and percent-decoded, since a link's href is encoded (`/sv/l%C3%A5n`) where a page's path
 * is not (`/sv/lån`). Undefined for other hrefs (another site, an anchor, an encoding that does not decode).
 */
export function hrefPagePath(href: string): string | undefined {
  const bare = hrefAddress(href);
  if (bare === undefined) return undefined;
  try {
    return decodeURIComponent(bare);
  } catch {
    return undefined;
  }
}

/**
 * The address a browser asks for when following a root-relative href of this site, as it is spelt there (encoded):
 * without query, fragment or a trailing slash. Undefined for other hrefs (another site, an anchor).
 */
export function hrefAddress(href: string): string | undefined {
  if (!href.startsWith('/') || href.startsWith('//')) return undefined;
  return href.replace(/[?#].*$/, '').replace(/(.)\/+$/, '$1');
}

/**
 * An address in lower case (`/EN/Fragor` → `/en/fragor`, `/SV/Fr%C3%85gor` → `/sv/fr%C3%A5gor`), its segments
 * re-encoded; undefined if it does not decode. The spelling site/proxy.ts sends an address that is no page to.
 */
export function lowerCaseSpelling(pathname: string): string | undefined {
  try {
    return pathname
      .split('/')
      .map((segment) => encodeURIComponent(decodeURIComponent(segment).toLowerCase()))
      .join('/');
  } catch {
    return undefined;
  }
}

/**
 * The same path under another locale when that is a page (`/sv/webinar-2026` → `/en/webinar-2026`, an English page
 * with no Swedish translation); undefined otherwise. Where the site sends such an address (site/proxy.ts), and why
 * content:check does not call a link to it dead.
 */
export function otherLocalePage(pathname: string, isPage: (path: string) => boolean): string | undefined {
  const [, locale = '', ...slug] = pathname.split('/');
  if (!(LOCALES as readonly string[]).includes(locale) || slug.join('') === '') return undefined;
  return LOCALES.filter((l) => l !== locale)
    .map((l) => `/${l}/${slug.join('/')}`)
    .find(isPage);
}
