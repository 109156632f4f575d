import type { Metadata } from 'next';
import type { SeoMeta } from '~/codegen/generated/types';
import { localePath, resolveAssetUrl } from '~/engine';
import { LOCALES, type Locale } from '~/engine/types';

const image = (url: string | undefined) => {
  if (!url) return undefined;
  const r = resolveAssetUrl(url.trim());
  return 'src' in r ? [{ url: r.src }] : undefined;
};

/** Metadata of a page from its SeoMeta, with canonical URL and hreflang alternates for both locales. */
export function pageMetadata({
  seo,
  fallbackTitle,
  fallbackDescription,
  locale,
  path,
  siteName,
}: {
  seo: SeoMeta | undefined;
  fallbackTitle: string;
  fallbackDescription?: string;
  locale: Locale;
  path: string;
  siteName: string;
}): Metadata {
  const title = seo?.title || fallbackTitle;
  const description = seo?.description || fallbackDescription || undefined;
  const languages = Object.fromEntries(LOCALES.map((l) => [l, localePath(l, path)]));
  return {
    title,
    description,
    alternates: {
      canonical: localePath(locale, path),
      languages: { ...languages, 'x-default': localePath('sv', path) },
    },
    openGraph: {
      type: 'website',
      siteName,
      locale: locale === 'sv' ? 'sv_SE' : 'en_US',
      url: localePath(locale, path),
      title: seo?.og_title || title,
      description: seo?.og_description || description,
      images: image(seo?.og_image),
    },
    twitter: {
      card: 'summary_large_image',
      title: seo?.twitter_title || seo?.og_title || title,
      description: seo?.twitter_description || seo?.og_description || description,
      images: image(seo?.twitter_image) ?? image(seo?.og_image),
    },
  };
}
