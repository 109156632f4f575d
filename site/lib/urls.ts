import { absolutePageUrl } from '~/blocks/_lib/paths';

/** Absolute URL of a page: SITE_URL (see config/env.ts) + /<locale>/<path>, percent-encoded (absolutePageUrl). */
export const pageUrl = absolutePageUrl;

/** Absolute URL of a root-relative path of this site (assets, the sitemap); absolute URLs pass through. */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${siteUrl.replace(/\/+$/, '')}/${pathOrUrl.replace(/^\/+/, '')}`;
}
