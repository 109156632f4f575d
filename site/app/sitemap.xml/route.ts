import type { MetadataRoute } from 'next';
import { LOCALES } from '~/contracts/locales';
import { getEnv } from '../config/env';
import { listPages } from '../lib/content';
import { sitemapEntries } from '../lib/seo';

// Rebuilt with the content (SPEC §7: revalidated every hour).
export const revalidate = 3600;

/** /sitemap.xml: every page of both locales from the content source, with hreflang alternates. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const perLocale = await Promise.all(
    LOCALES.map(async (locale) => (await listPages(locale)).map((p) => ({ locale, path: p.path, lastModified: p.publishedAt, translations: p.translations }))),
  );
  return sitemapEntries(perLocale.flat(), getEnv().siteUrl);
}
