import { LOCALES } from '~/contracts/locales';
import { getEnv } from '../../config/env';
import { listPages } from '../../lib/content';
import { sitemapEntries, sitemapXml } from '../../lib/seo';

// Rebuilt with the content (SPEC §7: revalidated every hour; a publish's webhook refreshes it at once).
export const revalidate = 3600;

/**
 * /sitemap.xml: every page of both locales from the content source, with hreflang alternates (not one with nothing to
 * show, which is noindex: lib/content.ts pagesAmong). Written by
 * lib/seo.ts rather than Next's metadata route, whose `<url>` elements are out of the schema's order.
 */
export async function GET(): Promise<Response> {
  const perLocale = await Promise.all(
    LOCALES.map(async (locale) =>
      (await listPages(locale)).filter((p) => !p.noindex).map((p) => ({ locale, path: p.path, lastModified: p.publishedAt, translations: p.translations })),
    ),
  );
  return new Response(sitemapXml(sitemapEntries(perLocale.flat(), getEnv().siteUrl)), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
}
