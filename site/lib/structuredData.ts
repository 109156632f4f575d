/**
 * Structured data (schema.org JSON-LD) that search engines read beside a page's metadata. A blog
 * article is a BlogPosting with what Google's article results use: headline, image, the dates,
 * author and publisher. It says nothing the page does not show or its metadata does not already say.
 */
import { LOCALES, type Locale } from '~/contracts/locales';
import { telHref } from '~/engine/links';
import { isoInstant } from '~/rules/date';

export interface ArticleFacts {
  /** The article's canonical URL. */
  url: string;
  headline: string;
  description?: string | undefined;
  /** Absolute image URLs, the page's social image first. */
  images: readonly string[];
  /** Storyblok's first_published_at and published_at. */
  firstPublishedAt?: string | undefined;
  publishedAt?: string | undefined;
  authorName?: string | undefined;
  tags: readonly string[];
  locale: Locale;
  siteName: string;
  siteUrl: string;
}

/** A content date as ISO 8601 in UTC (a date without a zone is Sweden's time), or undefined for a missing or unreadable one. */
const isoDate = (value: string | undefined): string | undefined => (value ? isoInstant(value) : undefined);

/** The site's home URL (with its trailing slash) and the id of its Organization, shared by every page's data. */
function home(siteUrl: string) {
  const url = `${siteUrl.replace(/\/+$/, '')}/`;
  return { url, organization: `${url}#organization`, logo: `${url}apple-icon` };
}

/**
 * The article as a schema.org BlogPosting. Its publisher is the site's Organization (the start page's `@id`,
 * with the name, address and logo Google's article results read on the article itself). Without an author's
 * name the publisher is its author.
 */
export function blogPosting(facts: ArticleFacts): Record<string, unknown> {
  const site = home(facts.siteUrl);
  const publisher = { '@type': 'Organization', '@id': site.organization, name: facts.siteName, url: site.url, logo: site.logo };
  const datePublished = isoDate(facts.firstPublishedAt);
  const published = isoDate(facts.publishedAt);
  // A later publish is a modification; a published_at before the first (odd content) is not.
  const dateModified = published && (!datePublished || published > datePublished) ? published : datePublished;
  const author = facts.authorName?.trim();
  const keywords = facts.tags.map((tag) => tag.trim()).filter(Boolean);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: facts.headline,
    ...(facts.description && { description: facts.description }),
    ...(facts.images.length > 0 && { image: [...facts.images] }),
    ...(datePublished && { datePublished }),
    ...(dateModified && { dateModified }),
    author: author ? { '@type': 'Person', name: author } : publisher,
    publisher,
    inLanguage: facts.locale,
    ...(keywords.length > 0 && { keywords: keywords.join(', ') }),
    mainEntityOfPage: { '@type': 'WebPage', '@id': facts.url },
    url: facts.url,
  };
}

export interface SiteFacts {
  siteName: string;
  siteUrl: string;
  locale: Locale;
  /** The company's legal name (the footer's), when the site context has one. */
  companyName?: string | undefined;
  /** The phone number the navigation shows. */
  phone?: string | undefined;
  /** The country calling code of a number written in national form (EngineConfig.callingCode). */
  callingCode?: string | undefined;
}

/**
 * The start page's WebSite and Organization (what search results use for the site's name, and its
 * logo and phone in a knowledge panel): the brand, its address, the company's name, the logo
 * (app/apple-icon.tsx, 180 px, on the brand colour) and the customer-service number the page shows.
 */
export function siteData(facts: SiteFacts): Record<string, unknown> {
  const { url, organization, logo } = home(facts.siteUrl);
  // In international form, as Google asks ("with country code"): the number a tel: link dials ("010-000 00 00" →
  // "+46100000000", without a tel: link's extension); as shown, with plain spaces, when it is not one a keypad dials.
  const shown = facts.phone?.replace(/\s+/g, ' ').trim();
  const dialled = shown ? telHref(shown, facts.callingCode)?.slice('tel:'.length).split(';')[0] : undefined;
  const phone = dialled?.startsWith('+') ? dialled : shown;
  const companyName = facts.companyName?.trim();
  return {
    '@context': 'https://schema.org',
    '@graph': [
      // One site in both languages: the same facts under one @id on /sv and /en (each said only its own).
      { '@type': 'WebSite', '@id': `${url}#website`, name: facts.siteName, url, inLanguage: [...LOCALES], publisher: { '@id': organization } },
      {
        '@type': 'Organization',
        '@id': organization,
        name: facts.siteName,
        ...(companyName && companyName !== facts.siteName && { legalName: companyName }),
        url,
        logo,
        ...(phone && { contactPoint: { '@type': 'ContactPoint', telephone: phone, contactType: 'customer service' } }),
      },
    ],
  };
}

/** One escaping of JSON-LD for the site and the blocks. */
export { jsonLdText } from '~/blocks/_lib/jsonLd';
