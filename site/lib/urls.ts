import { localePath } from '~/blocks/_lib/paths';
import type { Locale } from '~/contracts/locales';

/** Absolute URL of a page: SITE_URL (no trailing slash, see config/env.ts) + /<locale>/<path>. */
export function pageUrl(siteUrl: string, locale: Locale, path: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${localePath(locale, path)}`;
}

/** Absolute URL of a root-relative path of this site (assets, the sitemap); absolute URLs pass through. */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${siteUrl.replace(/\/+$/, '')}/${pathOrUrl.replace(/^\/+/, '')}`;
}
