import { describe, expect, test } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { pageMetadata, SOCIAL_TITLE_MAX, socialImageRefusal, socialImageTitle, TITLE_TEMPLATE, withoutBrand } from './metadata';

const SITE = 'https://www.flodvik.example';
const base = { fallbackTitle: 'Flexkredit', locale: 'en', path: 'flexkredit', siteName: 'Flodvik', siteUrl: SITE } as const;

describe('pageMetadata', () => {
  test('the canonical URL is absolute, in the page’s own locale', () => {
    expect(pageMetadata({ ...base, seo: undefined }).alternates?.canonical).toBe(`${SITE}/en/flexkredit`);
    expect(pageMetadata({ ...base, seo: undefined, locale: 'sv', path: '' }).alternates?.canonical).toBe(`${SITE}/sv`);
  });

  test('hreflang alternates name each locale that has the page, and x-default', () => {
    expect(pageMetadata({ ...base, seo: undefined }).alternates?.languages).toEqual({
      sv: `${SITE}/sv/flexkredit`,
      en: `${SITE}/en/flexkredit`,
      'x-default': `${SITE}/sv/flexkredit`,
    });
    expect(pageMetadata({ ...base, seo: undefined, paths: { en: 'flexkredit' } }).alternates?.languages).toEqual({
      en: `${SITE}/en/flexkredit`,
      'x-default': `${SITE}/en/flexkredit`,
    });
  });

  test('a translation at another slug is the alternate, and og:locale:alternate names the locales that have the page', () => {
    const m = pageMetadata({ ...base, path: 'blog/invoice-right', seo: undefined, paths: { sv: 'blogg/fakturera-ratt', en: 'blog/invoice-right' } });
    expect(m.alternates?.languages).toEqual({
      sv: `${SITE}/sv/blogg/fakturera-ratt`,
      en: `${SITE}/en/blog/invoice-right`,
      'x-default': `${SITE}/sv/blogg/fakturera-ratt`,
    });
    expect(m.openGraph).toMatchObject({ locale: 'en_US', alternateLocale: ['sv_SE'] });
    expect(pageMetadata({ ...base, seo: undefined, paths: { en: 'flexkredit' } }).openGraph).toMatchObject({ alternateLocale: [] });
  });

  test('SeoMeta fields win; og and twitter fall back to title and description', () => {
    const m = pageMetadata({ ...base, seo: { title: 'Credit line', description: 'Borrow when you need to.', og_title: 'OG', twitter_description: 'TW' } });
    expect(m.title).toBe('Credit line');
    expect(m.description).toBe('Borrow when you need to.');
    expect(m.openGraph).toMatchObject({ title: 'OG', description: 'Borrow when you need to.', url: `${SITE}/en/flexkredit`, locale: 'en_US', type: 'website' });
    expect(m.twitter).toMatchObject({ title: 'OG', description: 'TW' });
    expect(pageMetadata({ ...base, seo: undefined, fallbackDescription: 'Ingress' })).toMatchObject({ title: 'Flexkredit', description: 'Ingress' });
  });

  test('social images are 1200×630 rasters: a PNG or JPEG from the content, else the page’s generated image', () => {
    const generated = { url: `${SITE}/og/en/flexkredit`, width: 1200, height: 630, type: 'image/png', alt: 'Flexkredit' };
    // The demo content's images are SVG, which social networks do not render.
    expect(pageMetadata({ ...base, seo: undefined, fallbackImage: '/demo/f/1/640x480/illustration-growth.svg' }).openGraph?.images).toEqual([generated]);
    expect(pageMetadata({ ...base, seo: { og_image: 'javascript:alert(1)' } }).openGraph?.images).toEqual([generated]);
    expect(pageMetadata({ ...base, seo: undefined, locale: 'sv', path: '' }).twitter?.images).toEqual([{ ...generated, url: `${SITE}/og/sv` }]);
    // Storyblok's image service crops a raster to exactly 1200×630; twitter reuses og.
    const og = pageMetadata({ ...base, seo: { og_image: 'https://a.storyblok.com/f/1/2400x1200/og.png' }, fallbackImage: '/x.png' });
    expect(og.openGraph?.images).toEqual([{ url: 'https://a.storyblok.com/f/1/2400x1200/og.png/m/1200x630', width: 1200, height: 630 }]);
    expect(og.twitter?.images).toEqual(og.openGraph?.images);
    expect(pageMetadata({ ...base, seo: undefined, fallbackImage: '/media/photo.JPG' }).openGraph?.images).toEqual([{ url: `${SITE}/media/photo.JPG` }]);
  });

  test("an image on another host is no social image (every app showing the preview would fetch it there): the page's own instead", () => {
    const own = 'https://a.storyblok.com/f/1/1200x630/own.jpg';
    const foreign = pageMetadata({
      ...base,
      seo: { og_image: 'https://evil.example/og.png?who=1', twitter_image: 'https://tracker.example/t.jpg' },
      fallbackImage: own,
    });
    expect(foreign.openGraph?.images).toEqual([{ url: `${own}/m/1200x630`, width: 1200, height: 630 }]);
    expect(foreign.twitter?.images).toEqual(foreign.openGraph?.images);
    expect(socialImageRefusal('https://evil.example/og.png', SITE)).toMatch(/not an image of the asset library/);
    expect(socialImageRefusal('javascript:alert(1)', SITE)).toMatch(/not an image of the asset library/);
    expect(socialImageRefusal('https://a.storyblok.com/f/1/x.png?cv=1', SITE)).toBeUndefined();
    expect(socialImageRefusal('/media/photo.jpg', SITE)).toBeUndefined();
    // The site's own file written with its address in full is its own.
    expect(socialImageRefusal(`${SITE}/og-image.png`, SITE)).toBeUndefined();
    expect(pageMetadata({ ...base, seo: { og_image: `${SITE}/og-image.png` } }).openGraph?.images).toEqual([{ url: `${SITE}/og-image.png` }]);
    // Not a host that only begins like the site's.
    expect(socialImageRefusal(`${SITE}.evil.example/og.png`, SITE)).toBeDefined();
  });

  test('the brand shows once in the title: a title that names it is absolute, others get the layout’s " – Flodvik"', () => {
    expect(pageMetadata({ ...base, seo: { title: 'Flexkredit för företag – Flodvik' } }).title).toEqual({ absolute: 'Flexkredit för företag – Flodvik' });
    expect(pageMetadata({ ...base, seo: undefined }).title).toBe('Flexkredit');
    expect(withoutBrand('Flexkredit för företag – Flodvik', 'Flodvik')).toBe('Flexkredit för företag');
    expect(withoutBrand('Flodvik', 'Flodvik')).toBe('Flodvik');
    expect(withoutBrand('Om Flodvik', 'Flodvik')).toBe('Om Flodvik');
  });

  test('the layout’s template writes the brand as the content’s SEO titles do, so every tab reads alike', () => {
    const suffix = TITLE_TEMPLATE.replace('%s', '');
    expect(suffix).toBe(' – Flodvik');
    const dir = path.join(import.meta.dirname, '../content');
    const titles = fs
      .readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.json'))
      .flatMap((file) => [...fs.readFileSync(path.join(dir, file), 'utf8').matchAll(/"title": *"([^"]*\s[–—|·:-]\s*Flodvik)"/g)].map((m) => m[1]!));
    // Titles that end in the brand after a separator ("Om Flodvik" is a name, not a suffix).
    expect(titles.length).toBeGreaterThan(5);
    expect(titles.filter((title) => !title.endsWith(suffix))).toEqual([]);
  });

  test('a blog article is an og article with its publication time, author and tags', () => {
    const m = pageMetadata({ ...base, seo: undefined, article: { publishedTime: '2026-01-02T10:00:00.000Z', authors: ['Alva'], tags: ['Kassaflöde'] } });
    expect(m.openGraph).toMatchObject({ type: 'article', publishedTime: '2026-01-02T10:00:00.000Z', authors: ['Alva'], tags: ['Kassaflöde'] });
  });
});

describe('socialImageTitle: what the social image draws', () => {
  test('a title up to the limit is drawn whole, larger the shorter it is', () => {
    expect(socialImageTitle('Flexkredit')).toEqual({ text: 'Flexkredit', fontSize: 72 });
    expect(socialImageTitle('x'.repeat(61)).fontSize).toBe(56);
    expect(socialImageTitle('x '.repeat(45) + 'y').fontSize).toBe(48);
    const atLimit = 'å'.repeat(SOCIAL_TITLE_MAX);
    expect(socialImageTitle(atLimit).text).toBe(atLimit);
  });

  test('a longer title is cut at a word with "…"; one long word where it must; never over the limit', () => {
    const long = 'Så här fungerar en flexkredit för småföretag som vill jämna ut kassaflödet mellan säsongerna utan att binda upp sig i ett lån';
    const { text, fontSize } = socialImageTitle(long);
    expect(text.endsWith('…')).toBe(true);
    expect(long.startsWith(text.slice(0, -1))).toBe(true);
    expect(long[text.length - 1]).toBe(' ');
    expect([...text].length).toBeLessThanOrEqual(SOCIAL_TITLE_MAX);
    expect(fontSize).toBe(48);
    const word = socialImageTitle('ö'.repeat(300)).text;
    expect([...word]).toHaveLength(SOCIAL_TITLE_MAX);
    expect(word.endsWith('ö…')).toBe(true);
    expect(socialImageTitle('  Två \n rader  ').text).toBe('Två rader');
  });
});
