import { describe, expect, test } from 'vitest';
import { revalidate as robotsRevalidate } from '../app/robots';
import { revalidate as sitemapRevalidate } from '../app/sitemap.xml/route';
import { indexingMetadata, robotsFile, sitemapEntries, sitemapXml, type SitemapPage } from './seo';

const SITE = 'https://www.flodvik.example';
const both = (path: string): SitemapPage[] => [
  { locale: 'en', path },
  { locale: 'sv', path },
];

describe('sitemapEntries', () => {
  const entries = sitemapEntries(
    [...both(''), ...both('blogg/vaxa-med-lan'), { locale: 'sv', path: 'bara-svenska', lastModified: '2026-09-01T08:00:00.000Z' }],
    SITE,
  );

  test('lists every page of both locales as absolute URLs, Swedish first, sorted by path', () => {
    expect(entries.map((e) => e.url)).toEqual([
      `${SITE}/sv`,
      `${SITE}/sv/bara-svenska`,
      `${SITE}/sv/blogg/vaxa-med-lan`,
      `${SITE}/en`,
      `${SITE}/en/blogg/vaxa-med-lan`,
    ]);
  });

  test('each page has its alternates in both locales and x-default (Swedish)', () => {
    const en = entries.find((e) => e.url === `${SITE}/en/blogg/vaxa-med-lan`)!;
    expect(en.alternates?.languages).toEqual({
      sv: `${SITE}/sv/blogg/vaxa-med-lan`,
      en: `${SITE}/en/blogg/vaxa-med-lan`,
      'x-default': `${SITE}/sv/blogg/vaxa-med-lan`,
    });
    expect(entries[0]!.alternates?.languages).toEqual({ sv: `${SITE}/sv`, en: `${SITE}/en`, 'x-default': `${SITE}/sv` });
  });

  test('a page in one locale only has no alternate in the other', () => {
    const only = entries.find((e) => e.url === `${SITE}/sv/bara-svenska`)!;
    expect(only.alternates?.languages).toEqual({ sv: `${SITE}/sv/bara-svenska`, 'x-default': `${SITE}/sv/bara-svenska` });
    expect(only.lastModified).toBe('2026-09-01T08:00:00.000Z');
  });

  test('a translation at another slug (Storyblok links it through `alternates`) is the alternate, both ways', () => {
    const translated = sitemapEntries(
      [
        { locale: 'sv', path: 'blogg/fakturera-ratt', translations: { en: 'blog/invoice-right' } },
        { locale: 'en', path: 'blog/invoice-right', translations: { sv: 'blogg/fakturera-ratt' } },
        // A translation the other locale does not have (unpublished, deleted) is no alternate.
        { locale: 'sv', path: 'bara-svenska', translations: { en: 'only-in-draft' } },
      ],
      SITE,
    );
    const pair = { sv: `${SITE}/sv/blogg/fakturera-ratt`, en: `${SITE}/en/blog/invoice-right`, 'x-default': `${SITE}/sv/blogg/fakturera-ratt` };
    expect(translated.find((e) => e.url === pair.sv)!.alternates?.languages).toEqual(pair);
    expect(translated.find((e) => e.url === pair.en)!.alternates?.languages).toEqual(pair);
    expect(translated.find((e) => e.url.endsWith('/bara-svenska'))!.alternates?.languages).toEqual({
      sv: `${SITE}/sv/bara-svenska`,
      'x-default': `${SITE}/sv/bara-svenska`,
    });
  });

  test('the same path in the other locale comes first (SPEC §2), a linked translation only where there is none', () => {
    const entries = sitemapEntries(
      [...both('kontakt'), { locale: 'sv', path: 'om-oss', translations: { en: 'about' } }, { locale: 'en', path: 'about' }],
      SITE,
    );
    expect(entries.find((e) => e.url === `${SITE}/sv/kontakt`)!.alternates?.languages).toMatchObject({ en: `${SITE}/en/kontakt` });
    expect(entries.find((e) => e.url === `${SITE}/sv/om-oss`)!.alternates?.languages).toMatchObject({ en: `${SITE}/en/about` });
  });

  test('a path with letters beyond ASCII is written percent-encoded, as the page’s canonical is', () => {
    const [sv] = sitemapEntries(
      [
        { locale: 'sv', path: 'lån-för-företag', translations: { en: 'loans' } },
        { locale: 'en', path: 'loans' },
      ],
      SITE,
    );
    expect(sv!.url).toBe(`${SITE}/sv/l%C3%A5n-f%C3%B6r-f%C3%B6retag`);
    expect(sv!.alternates?.languages).toMatchObject({ sv: sv!.url, 'x-default': sv!.url });
  });

  test('a site URL with a path keeps it', () => {
    expect(sitemapEntries(both('om-oss'), 'https://example.test/site')[0]!.url).toBe('https://example.test/site/sv/om-oss');
  });
});

describe('sitemapXml', () => {
  const xml = sitemapXml(
    sitemapEntries([...both('kontakt'), { locale: 'sv', path: 'a&b', lastModified: '2026-09-01T08:00:00.000Z', translations: { en: 'x' } }], SITE),
  );

  test("each <url> holds loc, then lastmod, then the hreflang links: the order of sitemaps.org's schema", () => {
    const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => [...m[1]!.matchAll(/<([a-z:]+)/g)].map((t) => t[1]));
    expect(urls).toHaveLength(3);
    for (const elements of urls) {
      expect(elements[0]).toBe('loc');
      const links = elements.filter((e) => e === 'xhtml:link');
      expect(elements.slice(elements.length - links.length)).toEqual(links);
      expect(elements.filter((e) => e === 'lastmod').length).toBeLessThanOrEqual(1);
    }
    expect(xml).toContain(`<url>\n<loc>${SITE}/sv/a&#38;b</loc>\n<lastmod>2026-09-01T08:00:00.000Z</lastmod>\n<xhtml:link rel="alternate" hreflang="sv"`);
  });

  test('is a urlset of the sitemap namespace with the xhtml one, every & escaped', () => {
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ),
    ).toBe(true);
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
    expect(xml.replace(/&#\d+;/g, '')).not.toMatch(/&/);
  });
});

describe('robotsFile', () => {
  test('robots.txt is rendered again as the sitemap is (a build without SITE_URL started with it names the right sitemap within the hour; a static one never did)', () => {
    expect(robotsRevalidate).toBe(sitemapRevalidate);
  });

  test('production allows crawling and points at the absolute sitemap', () => {
    expect(robotsFile('production', SITE)).toEqual({ rules: { userAgent: '*', allow: '/' }, sitemap: `${SITE}/sitemap.xml` });
  });

  test.each(['development', 'preview'] as const)('%s keeps crawlers out', (environment) => {
    expect(robotsFile(environment, SITE)).toEqual({ rules: { userAgent: '*', disallow: '/' } });
  });
});

describe('indexingMetadata', () => {
  test('without SITE_URL every page says noindex (localhost canonicals must never be indexed); with it, nothing is added', () => {
    expect(indexingMetadata(false)).toEqual({ robots: { index: false, follow: true } });
    expect(indexingMetadata(true)).toEqual({});
  });
});
