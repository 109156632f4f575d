import type { MetadataRoute } from 'next';
import { type Environment } from '~/engine/types';
import { LOCALES, type Locale } from '~/contracts/locales';
import { languageAlternates } from './metadata';
import { absoluteUrl, pageUrl } from './urls';

export interface SitemapPage {
  locale: Locale;
  /** Path without the locale ("" for the start page). */
  path: string;
  /** When it was last published (ISO), if known. */
  lastModified?: string | undefined;
}

/**
 * The sitemap: every page of every locale, each with its hreflang alternates (the locales that have a
 * page at the same path, and x-default), sorted by locale then path so the file is stable.
 */
export function sitemapEntries(pages: readonly SitemapPage[], siteUrl: string): MetadataRoute.Sitemap {
  const localesOf = (path: string) => LOCALES.filter((l) => pages.some((p) => p.locale === l && p.path === path));
  return [...pages]
    .sort((a, b) => LOCALES.indexOf(a.locale) - LOCALES.indexOf(b.locale) || a.path.localeCompare(b.path))
    .map((page) => ({
      url: pageUrl(siteUrl, page.locale, page.path),
      ...(page.lastModified ? { lastModified: page.lastModified } : {}),
      alternates: { languages: languageAlternates(siteUrl, page.path, localesOf(page.path)) },
    }));
}

/** robots.txt: production is open to crawlers and points at the sitemap; development and preview are closed. */
export function robotsFile(environment: Environment, siteUrl: string): MetadataRoute.Robots {
  if (environment !== 'production') return { rules: { userAgent: '*', disallow: '/' } };
  return { rules: { userAgent: '*', allow: '/' }, sitemap: absoluteUrl(siteUrl, '/sitemap.xml'), host: siteUrl };
}
