import type { Metadata } from 'next';
import type { SeoMeta } from '~/codegen/generated/types';
import { resolveAssetUrl } from '~/engine';
import { isShownImageSrc } from '~/engine/assetHosts';
import { DEFAULT_LOCALE, LOCALES, samePathEverywhere, type Locale, type PagePaths } from '~/contracts/locales';
import { absoluteUrl, pageUrl } from './urls';

/**
 * The brand after a page's title, as the layout's template adds it and as editors write it in SEO titles
 * ("Flexkredit för företag – Flodvik"; content guide in docs/storyblok.md): one separator on every tab.
 */
export const SITE_NAME = 'Flodvik';
export const TITLE_TEMPLATE = `%s – ${SITE_NAME}`;

/** Social images are 1200×630 rasters: networks do not render SVG. */
export const SOCIAL_IMAGE = { width: 1200, height: 630 } as const;
const RASTER = /\.(png|jpe?g)$/i;

/** Where a page's generated social image is served (site/app/og/[locale]/[[...slug]]/route.tsx). */
export const socialImagePath = (locale: Locale, path: string) => `/og/${locale}${path ? `/${path}` : ''}`;

interface SocialImage {
  url: string;
  width?: number;
  height?: number;
  type?: string;
  alt?: string;
}

/** Whether an absolute address is on the site's own origin (its own file written in full). */
function sameOrigin(src: string, siteUrl: string): boolean {
  try {
    return new URL(src).origin === new URL(siteUrl).origin;
  } catch {
    return false;
  }
}

/**
 * Why an image an editor chose for link previews (the SEO fields' og_image, twitter_image) cannot be one, or
 * undefined when it can: it must be in the asset library or among this site's own files (a path, or the site's
 * address in full). An image on any other host would be fetched from that host by every app that shows the preview,
 * some from the sharer's own device.
 */
export function socialImageRefusal(url: string, siteUrl: string): string | undefined {
  const r = resolveAssetUrl(url.trim());
  if ('src' in r && (isShownImageSrc(r.src) || sameOrigin(r.src, siteUrl))) return undefined;
  return `"${url.slice(0, 80)}" is not an image of the asset library: link previews show the page's own image instead. Upload the image to the asset library and choose it here`;
}

/**
 * A content image usable as a social image (socialImageRefusal), absolute, PNG or JPEG only (what every network
 * shows). Storyblok's image service crops it to exactly 1200×630 (`/m/1200x630`); this site's own file is taken as it is.
 */
function rasterImage(siteUrl: string, url: string | undefined): SocialImage[] | undefined {
  if (!url || socialImageRefusal(url, siteUrl) !== undefined) return undefined;
  const r = resolveAssetUrl(url.trim());
  if (!('src' in r)) return undefined;
  const absolute = absoluteUrl(siteUrl, r.src);
  const { hostname, pathname } = new URL(absolute);
  if (!RASTER.test(pathname)) return undefined;
  if (/(^|\.)storyblok\.com$/.test(hostname)) {
    return [{ url: `${absolute.split(/[?#]/)[0]}/m/${SOCIAL_IMAGE.width}x${SOCIAL_IMAGE.height}`, ...SOCIAL_IMAGE }];
  }
  return [{ url: absolute }];
}

/** hreflang alternates of a page: its page in each locale that has it, and x-default (the default locale's, else the first). */
export function languageAlternates(siteUrl: string, paths: PagePaths): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const l of LOCALES) {
    const path = paths[l];
    if (path !== undefined) languages[l] = pageUrl(siteUrl, l, path);
  }
  const fallback = paths[DEFAULT_LOCALE] !== undefined ? DEFAULT_LOCALE : LOCALES.find((l) => paths[l] !== undefined);
  if (fallback) languages['x-default'] = languages[fallback]!;
  return languages;
}

/** Open Graph's name of a locale (og:locale, og:locale:alternate). */
const OG_LOCALE: Record<Locale, string> = { sv: 'sv_SE', en: 'en_US' };

const includesBrand = (title: string, brand: string) => title.toLocaleLowerCase().includes(brand.toLocaleLowerCase());

/** A title without a trailing " – Brand" (or " | Brand", " · Brand"), for the generated image that shows the brand itself. */
export function withoutBrand(title: string, brand: string): string {
  const escaped = brand.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return title.replace(new RegExp(`\\s*[–—|·:-]\\s*${escaped}\\s*$`, 'i'), '').trim() || title;
}

/** The most of a title the social image shows (about three lines at its smallest size). */
export const SOCIAL_TITLE_MAX = 110;

/**
 * A title as the social image draws it: whole up to SOCIAL_TITLE_MAX characters, else cut at the last space before
 * it with "…" (a word longer than that is cut where it must), and the font size its length fits in 1200×630
 * (three lines at most, inside the image's margins).
 */
export function socialImageTitle(title: string): { text: string; fontSize: number } {
  const whole = title.replace(/\s+/g, ' ').trim();
  let text = whole;
  if ([...whole].length > SOCIAL_TITLE_MAX) {
    const head = [...whole].slice(0, SOCIAL_TITLE_MAX - 1).join('');
    const space = head.lastIndexOf(' ');
    text = `${(space > SOCIAL_TITLE_MAX / 2 ? head.slice(0, space) : head).replace(/[\s,.;:–—-]+$/, '')}…`;
  }
  const length = [...text].length;
  return { text, fontSize: length > 90 ? 48 : length > 60 ? 56 : 72 };
}

/** The title a page goes by: its content's title, else the story's name. */
export function storyTitle(content: object, name: string): string {
  return 'title' in content && typeof content.title === 'string' && content.title ? content.title : name;
}

export interface ArticleMeta {
  publishedTime?: string | undefined;
  authors: string[];
  tags: string[];
}

/**
 * A page's image for social networks and search engines: the SEO og_image, else the page's own image,
 * when either is a raster; else the page's generated 1200×630 PNG.
 */
export function pageImages({
  seo,
  title,
  fallbackImage,
  locale,
  path,
  siteName,
  siteUrl,
}: {
  seo: SeoMeta | undefined;
  title: string;
  fallbackImage?: string | undefined;
  locale: Locale;
  path: string;
  siteName: string;
  siteUrl: string;
}): SocialImage[] {
  const generated: SocialImage[] = [
    { url: absoluteUrl(siteUrl, socialImagePath(locale, path)), ...SOCIAL_IMAGE, type: 'image/png', alt: withoutBrand(title, siteName) },
  ];
  return rasterImage(siteUrl, seo?.og_image) ?? rasterImage(siteUrl, fallbackImage) ?? generated;
}

/**
 * Metadata of a page from its SeoMeta (SPEC §3: title, description, og_*, twitter_*): absolute canonical
 * URL from SITE_URL, hreflang alternates (and og:locale:alternate) for the locales that have the page, Open Graph and Twitter
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
  paths = samePathEverywhere(path),
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
  /** The page's path in each locale that has it (for hreflang); by default the same path in every locale. */
  paths?: PagePaths;
  article?: ArticleMeta | undefined;
}): Metadata {
  const title = seo?.title || fallbackTitle;
  const description = seo?.description || fallbackDescription || undefined;
  const url = pageUrl(siteUrl, locale, path);
  const ogImages = pageImages({ seo, title, fallbackImage, locale, path, siteName, siteUrl });
  const og = {
    siteName,
    locale: OG_LOCALE[locale],
    alternateLocale: LOCALES.filter((l) => l !== locale && paths[l] !== undefined).map((l) => OG_LOCALE[l]),
    url,
    title: seo?.og_title || title,
    description: seo?.og_description || description,
    images: ogImages,
  };
  return {
    // The layout's template (TITLE_TEMPLATE) adds " – Flodvik"; a title that already names the brand stands as it is.
    title: includesBrand(title, siteName) ? { absolute: title } : title,
    description,
    alternates: { canonical: url, languages: languageAlternates(siteUrl, { ...paths, [locale]: path }) },
    openGraph: article
      ? { ...og, type: 'article', publishedTime: article.publishedTime, authors: article.authors, tags: article.tags }
      : { ...og, type: 'website' },
    twitter: {
      card: 'summary_large_image',
      title: seo?.twitter_title || seo?.og_title || title,
      description: seo?.twitter_description || seo?.og_description || description,
      images: rasterImage(siteUrl, seo?.twitter_image) ?? ogImages,
    },
  };
}
