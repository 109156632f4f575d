import { localePath } from '~/blocks/_lib/paths';
import type { Locale } from '~/contracts/locales';

/**
 * Absolute URL of a page: SITE_URL (no trailing slash, see config/env.ts) + /<locale>/<path>, each segment
 * percent-encoded as browsers and Next's metadata write it (`/sv/l%C3%A5n`, never `/sv/lån`): the canonical, the
 * sitemap, hreflang and structured data name a page in one spelling.
 */
export function pageUrl(siteUrl: string, locale: Locale, pagePath: string): string {
  // The URL parser's own encoding (a link's href is written by it too, engine/links.ts), after the three characters
  // it would read as something else than a path's: a query, a fragment, an encoded byte.
  const path = localePath(locale, pagePath).replace(/[?#%]/g, encodeURIComponent);
  return `${siteUrl.replace(/\/+$/, '')}${new URL(path, 'http://localhost').pathname}`;
}

/** Absolute URL of a root-relative path of this site (assets, the sitemap); absolute URLs pass through. */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${siteUrl.replace(/\/+$/, '')}/${pathOrUrl.replace(/^\/+/, '')}`;
}
