import type { Metadata, MetadataRoute } from 'next';
import { type Environment } from '~/engine/types';
import { LOCALES, type Locale, type PagePaths } from '~/contracts/locales';
import { languageAlternates } from './metadata';
import { escapeHtml } from './plainPage';
import { choosePagePaths } from './translations';
import { absoluteUrl, pageUrl } from './urls';

export interface SitemapPage {
  locale: Locale;
  /** Path without the locale ("" for the start page). */
  path: string;
  /** When it was last published (ISO), if known. */
  lastModified?: string | undefined;
  /** Its translations' paths, as Storyblok links them (`alternates`). */
  translations?: PagePaths | undefined;
}

/**
 * The sitemap: every page of every locale, each with its hreflang alternates (its page in each locale: the
 * same path, else its translation, site/lib/translations.ts; and x-default), sorted by locale then path so the
 * file is stable.
 */
export function sitemapEntries(pages: readonly SitemapPage[], siteUrl: string): MetadataRoute.Sitemap {
  const existing = new Set(pages.map((p) => `${p.locale}/${p.path}`));
  const has = (locale: Locale, path: string) => existing.has(`${locale}/${path}`);
  return [...pages]
    .sort((a, b) => LOCALES.indexOf(a.locale) - LOCALES.indexOf(b.locale) || a.path.localeCompare(b.path, 'en'))
    .map((page) => ({
      url: pageUrl(siteUrl, page.locale, page.path),
      ...(page.lastModified ? { lastModified: page.lastModified } : {}),
      alternates: { languages: languageAlternates(siteUrl, choosePagePaths(page.path, page.translations ?? {}, has)) },
    }));
}

/**
 * The sitemap's XML, in the order sitemaps.org's schema requires inside each `<url>`: `loc`, `lastmod`, then the
 * other namespaces' elements (the hreflang `<xhtml:link>`s). Next's own writer puts the links before `lastmod`,
 * which strict validators refuse.
 */
export function sitemapXml(entries: MetadataRoute.Sitemap): string {
  const urls = entries.map((entry) => {
    const lastModified = entry.lastModified instanceof Date ? entry.lastModified.toISOString() : entry.lastModified;
    const links = Object.entries(entry.alternates?.languages ?? {}).map(
      ([language, href]) => `<xhtml:link rel="alternate" hreflang="${escapeHtml(language)}" href="${escapeHtml(String(href))}" />`,
    );
    return [
      '<url>',
      `<loc>${escapeHtml(entry.url)}</loc>`,
      ...(lastModified ? [`<lastmod>${escapeHtml(lastModified)}</lastmod>`] : []),
      ...links,
      '</url>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * robots.txt: production is open to crawlers and points at the sitemap; development and preview are closed.
 * No `Host:` line: it was Yandex's alone, which dropped it in 2018, and it expects a bare host name.
 */
export function robotsFile(environment: Environment, siteUrl: string): MetadataRoute.Robots {
  if (environment !== 'production') return { rules: { userAgent: '*', disallow: '/' } };
  return { rules: { userAgent: '*', allow: '/' }, sitemap: absoluteUrl(siteUrl, '/sitemap.xml') };
}

let warned = false;

/**
 * Pages of a build without SITE_URL say noindex: their canonical URLs name localhost, which must
 * never reach a search index (the first command of the README still works with no configuration).
 * The build says so loudly, once per process.
 */
export function indexingMetadata(siteUrlConfigured: boolean): Pick<Metadata, 'robots'> {
  if (siteUrlConfigured) return {};
  if (!warned && process.env.NEXT_PHASE === 'phase-production-build') {
    warned = true;
    console.warn(
      '\n\u26a0  SITE_URL is not set: canonical URLs, hreflang and share links name http://localhost:3000, and every page is marked noindex.\n' +
        '   Set SITE_URL to the public address (e.g. SITE_URL=https://www.example.se) when building for production.\n',
    );
  }
  return { robots: { index: false, follow: true } };
}
