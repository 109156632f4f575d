import type { Metadata } from 'next';
import type { SeoMeta } from '~/codegen/generated/types';
import { resolveAssetUrl } from '~/engine';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '~/contracts/locales';
import { absoluteUrl, pageUrl } from './urls';

/** An absolute image URL from an SEO field or asset (a root-relative path is made absolute with SITE_URL). */
const image = (siteUrl: string, url: string | undefined) => {
  if (!url) return undefined;
  const r = resolveAssetUrl(url.trim());
  return 'src' in r ? [{ url: absoluteUrl(siteUrl, r.src) }] : undefined;
};

/** hreflang alternates of a path: each locale that has the page, and x-default (the default locale's page). */
export function languageAlternates(siteUrl: string, path: string, locales: readonly Locale[] = LOCALES): Record<string, string> {
  const languages: Record<string, string> = Object.fromEntries(locales.map((l) => [l, pageUrl(siteUrl, l, path)]));
  const fallback = locales.includes(DEFAULT_LOCALE) ? DEFAULT_LOCALE : locales[0];
  if (fallback) languages['x-default'] = pageUrl(siteUrl, fallback, path);
  return languages;
}

export interface ArticleMeta {
  publishedTime?: string | undefined;
  authors: string[];
  tags: string[];
}

/**
 * Metadata of a page from its SeoMeta (SPEC §3: title, description, og_*, twitter_*): absolute canonical
 * URL from SITE_URL, hreflang alternates for the locales that have the page, Open Graph and Twitter
 * cards falling back to the title, description and `fallbackImage`; blog articles as og:type article.
 */
export function pageMetadata({
  seo,
  fallbackTitle,
  fallbackDescription,
  fallbackImage,
  locale,
  path,
  siteName,
  siteUrl,
  locales = LOCALES,
  article,
}: {
  seo: SeoMeta | undefined;
  fallbackTitle: string;
  fallbackDescription?: string | undefined;
  fallbackImage?: string | undefined;
  locale: Locale;
  path: string;
  siteName: string;
  siteUrl: string;
  /** The locales in which this page exists (for hreflang). */
  locales?: readonly Locale[];
  article?: ArticleMeta | undefined;
}): Metadata {
  const title = seo?.title || fallbackTitle;
  const description = seo?.description || fallbackDescription || undefined;
  const url = pageUrl(siteUrl, locale, path);
  const ogImages = image(siteUrl, seo?.og_image) ?? image(siteUrl, fallbackImage);
  const og = {
    siteName,
    locale: locale === 'sv' ? 'sv_SE' : 'en_US',
    url,
    title: seo?.og_title || title,
    description: seo?.og_description || description,
    images: ogImages,
  };
  return {
    title,
    description,
    alternates: { canonical: url, languages: languageAlternates(siteUrl, path, locales) },
    openGraph: article
      ? { ...og, type: 'article', publishedTime: article.publishedTime, authors: article.authors, tags: article.tags }
      : { ...og, type: 'website' },
    twitter: {
      card: 'summary_large_image',
      title: seo?.twitter_title || seo?.og_title || title,
      description: seo?.twitter_description || seo?.og_description || description,
      images: image(siteUrl, seo?.twitter_image) ?? ogImages,
    },
  };
}
